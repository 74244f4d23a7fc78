export interface BannerInfo {
  url: string;
  /** the interface the server listens on */
  host: string;
  database: string;
  admin: { email: string; password: string; passwordIsDemoDefault: boolean };
  demoAccounts?: readonly { email: string; role: string }[];
  demoPassword?: string;
  startupMs: number;
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "localhost"]);
// listening on every interface includes loopback, so the browser on this machine reaches it as localhost
const ON_THIS_MACHINE = new Set([...LOOPBACK, "0.0.0.0", "::"]);

/** The address to open in a browser on the server's machine, for the interface it listens on. */
export function appUrl(host: string, port: number, basePath: string): string {
  const name = ON_THIS_MACHINE.has(host) ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}${basePath}/`;
}

/** What a newcomer needs after `npm start`: where the app is and how to log in. */
export function printBanner(info: BannerInfo): void {
  const lines = [
    "",
    `Erhebungsdatenbank is running at ${info.url}  (ready in ${Math.round(info.startupMs)} ms)`,
    `Database: ${info.database}`,
    LOOPBACK.has(info.host)
      ? `Listening on ${info.host} only, as the README publishes the demo passwords; HOST sets another interface.`
      : `Listening on ${info.host}.`,
    "",
    "Accounts:",
    `  ${info.admin.email.padEnd(40)} SuperAdmin (built-in)   password: ${
      info.admin.passwordIsDemoDefault ? info.admin.password : "(ADMIN_PASSWORD)"
    }`,
    ...(info.demoAccounts ?? []).map(
      (a) => `  ${a.email.padEnd(40)} ${a.role.padEnd(24)} password: ${info.demoPassword}`,
    ),
    "",
  ];
  if (info.admin.passwordIsDemoDefault) {
    lines.push(
      "The built-in admin uses the demo password. Set ADMIN_PASSWORD before the first start in production.",
      "",
    );
  }
  console.log(lines.join("\n"));
}
