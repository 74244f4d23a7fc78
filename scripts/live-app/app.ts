// Starts the server (apps/server/src/main.ts) as the operator would, in a process group of its own, so that
// a fault can kill it whole (with PGlite, the database runs in a child process of the app).
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const MAIN = path.join(ROOT, "apps/server/src/main.ts");

/** The admin account of every app these scripts start (the first start creates it with this password). */
export const ADMIN = { email: "admin@erhebungsdatenbank.de", password: "Stoerfall-Probe#2026" };

export interface AppOptions {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  logDir?: string;
  smtpUrl?: string;
  /** more environment (e.g. UPLOAD_STAGING_MAX_AGE_SECONDS) */
  env?: Record<string, string>;
}

export interface RunningApp {
  readonly pid: number;
  /** the base of the API, http://127.0.0.1:PORT/erhebungsdatenbank/api/v1 */
  readonly api: string;
  readonly base: string;
  /** what the process wrote so far */
  stdout(): string;
  stderr(): string;
  /** whether the process has ended, and how */
  exited(): { code: number | null; signal: NodeJS.Signals | null } | null;
  /** SIGKILL to the whole process group: the app and its embedded database, no chance to clean up */
  kill9(): Promise<void>;
  /** SIGTERM, and waits for the orderly end (at most `timeoutMs`, then SIGKILL) */
  stop(timeoutMs?: number): Promise<void>;
}

const startedApps = new Set<RunningApp>();

/** Kills every app this script started that still runs: on a failed check, an error or Ctrl-C. */
export async function killStartedApps(): Promise<void> {
  for (const app of startedApps) if (!app.exited()) await app.kill9();
}

export async function startApp(options: AppOptions, readyTimeoutMs = 240_000): Promise<RunningApp> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "/tmp",
    PORT: String(options.port),
    HOST: "127.0.0.1",
    DATA_DIR: options.dataDir,
    DEMO_DATA: "true", // the EVAS register the writes need, and demo resources beside them
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: "info",
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...(options.logDir ? { LOG_DIR: options.logDir } : {}),
    ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
    ...options.env,
  };
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout?.on("data", (piece: Buffer) => {
    out += piece.toString();
    if (out.length > 4_000_000) out = out.slice(-2_000_000);
  });
  child.stderr?.on("data", (piece: Buffer) => {
    err += piece.toString();
  });
  let ended: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exit = new Promise<void>((resolve) =>
    child.once("exit", (code, signal) => {
      ended = { code, signal };
      resolve();
    }),
  );
  const pid = child.pid;
  if (pid === undefined) throw new Error("the server did not start");
  const base = `http://127.0.0.1:${options.port}/erhebungsdatenbank`;
  const app: RunningApp = {
    pid,
    base,
    api: `${base}/api/v1`,
    stdout: () => out,
    stderr: () => err,
    exited: () => ended,
    async kill9() {
      try {
        process.kill(-pid, "SIGKILL");
      } catch {
        // the group has ended already
      }
      await exit;
    },
    async stop(timeoutMs = 20_000) {
      if (ended) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => void app.kill9(), timeoutMs);
      await exit;
      clearTimeout(timer);
    },
  };
  startedApps.add(app);
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (ended)
      throw new Error(`the server ended while starting: ${JSON.stringify(ended)}\n${err.slice(-3000)}`);
    if (Date.now() > deadline) {
      await app.kill9();
      throw new Error(`the server did not answer within ${readyTimeoutMs / 1000} s\n${err.slice(-3000)}`);
    }
    const answered = await fetch(`${app.api}/auth`, { signal: AbortSignal.timeout(2000) }).then(
      () => true,
      () => false,
    );
    if (answered) return app;
    await sleep(500);
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
