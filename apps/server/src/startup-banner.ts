export interface BannerInfo {
  url: string;
  database: string;
  admin: { email: string; password: string; passwordIsDemoDefault: boolean };
  demoAccounts?: readonly { email: string; role: string }[];
  demoPassword?: string;
  startupMs: number;
}

/** What a newcomer needs after `npm start`: where the app is and how to log in. */
export function printBanner(info: BannerInfo): void {
  const lines = [
    "",
    `Erhebungsdatenbank is running at ${info.url}  (ready in ${Math.round(info.startupMs)} ms)`,
    `Database: ${info.database}`,
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
