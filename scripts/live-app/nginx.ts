// nginx (Debian's package) in front of started app instances, with the repository's own site file
// deploy/nginx/erhebungsdatenbank.conf: the file as it is, but for its ports, certificate paths, upstream
// addresses (substituted; each must be found exactly once, so a changed file fails here rather than drift)
// and its IPv6 listeners (everything here stays on 127.0.0.1). Everything nginx writes stays in `dir`.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import https from "node:https";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { waitFor } from "./wait.ts";

export const NGINX_SITE = fileURLToPath(
  new URL("../../deploy/nginx/erhebungsdatenbank.conf", import.meta.url),
);

export interface ProxyOptions {
  /** a folder of this run's own: configuration, certificate, logs and nginx's temporary files */
  dir: string;
  httpsPort: number;
  httpPort: number;
  /** the app ports of the upstream's two entries (the site file names two instances) */
  upstreams: readonly [number, number];
  /** nginx's worker_connections: each client holds one and each request one more to an instance */
  workerConnections?: number;
}

export interface RunningProxy {
  /** https://127.0.0.1:PORT/erhebungsdatenbank */
  readonly base: string;
  /** the self-signed certificate (PEM) a client trusts for "localhost" */
  readonly ca: string;
  readonly errorLog: string;
  readonly accessLog: string;
  stop(): Promise<void>;
}

export function has(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** Refuses to go on without nginx and openssl, naming the packages. */
export function requireNginx(script: string): void {
  if (!has("nginx", ["-v"]) || !has("openssl", ["version"])) {
    console.error(`${script} needs nginx and openssl: apt-get install -y nginx-light openssl`);
    process.exit(1);
  }
}

/** The production file with this run's ports and paths; every replaced text must occur exactly once. */
export function siteForRun(
  site: string,
  options: Pick<ProxyOptions, "httpsPort" | "httpPort" | "upstreams">,
  cert: string,
  key: string,
): string {
  const replacements: [string, string][] = [
    ["listen 80;", `listen 127.0.0.1:${options.httpPort};`],
    ["listen 443 ssl http2;", `listen 127.0.0.1:${options.httpsPort} ssl http2;`],
    ["    listen [::]:80;\n", ""],
    ["    listen [::]:443 ssl http2;\n", ""],
    ["/etc/ssl/erhebungsdatenbank/fullchain.pem", cert],
    ["/etc/ssl/erhebungsdatenbank/privkey.pem", key],
    ["server 127.0.0.1:8080 ", `server 127.0.0.1:${options.upstreams[0]} `],
    ["server 127.0.0.1:8081 ", `server 127.0.0.1:${options.upstreams[1]} `],
  ];
  return replacements.reduce((text, [from, to]) => {
    const count = text.split(from).length - 1;
    if (count !== 1) throw new Error(`${NGINX_SITE}: "${from.trim()}" found ${count} times, not once`);
    return text.replace(from, to);
  }, site);
}

/** nginx's main file around the site's. */
const mainConfig = (dir: string, workerConnections: number) => `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections ${workerConnections}; }
http {
    access_log ${dir}/access.log;
    client_body_temp_path ${dir}/tmp/body;
    proxy_temp_path ${dir}/tmp/proxy;
    include ${dir}/erhebungsdatenbank.conf;
}
`;

/** A self-signed certificate for "localhost", valid one day. */
function selfSignedCertificate(cert: string, key: string): void {
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"],
      ...["-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"],
      ...["-keyout", key, "-out", cert],
    ],
    { stdio: "ignore" },
  );
}

/** nginx's orderly end (SIGQUIT), or SIGKILL after 15 s */
function stopNginx(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 15_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGQUIT");
  });
}

/** Writes the configuration, checks it with `nginx -t`, starts nginx and waits until it answers. */
export async function startProxy(options: ProxyOptions): Promise<RunningProxy> {
  const { dir } = options;
  // nginx's workers run as an unprivileged user when started as root: they must reach the temp files
  await chmod(dir, 0o755);
  await mkdir(path.join(dir, "tmp"), { mode: 0o777 });
  await chmod(path.join(dir, "tmp"), 0o777);
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  selfSignedCertificate(cert, key);
  await writeFile(
    path.join(dir, "erhebungsdatenbank.conf"),
    siteForRun(await readFile(NGINX_SITE, "utf8"), options, cert, key),
  );
  const nginxConf = path.join(dir, "nginx.conf");
  await writeFile(nginxConf, mainConfig(dir, options.workerConnections ?? 64));
  execFileSync("nginx", ["-t", "-q", "-p", dir, "-c", nginxConf], { stdio: "inherit" });
  const child = spawn("nginx", ["-p", dir, "-c", nginxConf], { stdio: ["ignore", "ignore", "inherit"] });
  const ca = await readFile(cert, "utf8");
  const base = `https://127.0.0.1:${options.httpsPort}/erhebungsdatenbank`;
  const answers = () =>
    new Promise<boolean>((resolve) => {
      const probe = https.get(`${base}/health`, { ca, servername: "localhost", agent: false }, (res) => {
        res.resume();
        resolve((res.statusCode ?? 0) > 0);
      });
      probe.on("error", () => resolve(false));
    });
  await waitFor("nginx", answers, 30_000);
  return {
    base,
    ca,
    errorLog: path.join(dir, "error.log"),
    accessLog: path.join(dir, "access.log"),
    stop: () => stopNginx(child),
  };
}
