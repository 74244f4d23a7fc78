// Starts the server (apps/server/src/main.ts) as the operator would, in a process group of its own, so that
// a fault can kill it whole (with PGlite, the database runs in a child process of the app).
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { sleep } from "./wait.ts";

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
  /**
   * The demo data (default): the EVAS register the writes need, and demo resources beside them. Without
   * it the app starts as a production install does: the register loaded, no demo accounts.
   */
  demoData?: boolean;
  /** The memory flags of deploy/systemd's unit and `npm run serve`, for figures a production host would see. */
  productionMemory?: boolean;
  /** more environment (e.g. UPLOAD_STAGING_MAX_AGE_SECONDS, TRUST_PROXY) */
  env?: Record<string, string>;
}

/** How a process ended. */
export interface Ended {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RunningApp {
  readonly pid: number;
  /** the base of the API, http://127.0.0.1:PORT/erhebungsdatenbank/api/v1 */
  readonly api: string;
  readonly base: string;
  /** from the spawn to the first answer of GET /health */
  readonly startMs: number;
  /** what the process wrote so far */
  stdout(): string;
  stderr(): string;
  /** whether the process has ended, and how */
  exited(): Ended | null;
  /** SIGKILL to the whole process group: the app and its embedded database, no chance to clean up */
  kill9(): Promise<void>;
  /** SIGTERM, and waits for the orderly end (at most `timeoutMs`, then SIGKILL); how it ended */
  stop(timeoutMs?: number): Promise<Ended>;
}

const startedApps = new Set<RunningApp>();

/** Kills every app this script started that still runs: on a failed check, an error or Ctrl-C. */
export async function killStartedApps(): Promise<void> {
  for (const app of startedApps) if (!app.exited()) await app.kill9();
}

/**
 * Ctrl-C or SIGTERM ends the script with exit code 130, its apps killed first: they run in process groups
 * of their own, which the terminal's Ctrl-C does not reach.
 */
export function killStartedAppsOnSignal(): void {
  const stopAll = () => {
    void killStartedApps().finally(() => process.exit(130));
  };
  process.on("SIGINT", stopAll);
  process.on("SIGTERM", stopAll);
}

const PRODUCTION_MEMORY = {
  flags: ["--max-semi-space-size=8", "--max-old-space-size=1024"],
  env: { MALLOC_MMAP_THRESHOLD_: "131072" },
};

export async function startApp(options: AppOptions, readyTimeoutMs = 240_000): Promise<RunningApp> {
  const memory = options.productionMemory ? PRODUCTION_MEMORY : { flags: [], env: {} };
  const env: Record<string, string> = {
    ...memory.env,
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "/tmp",
    PORT: String(options.port),
    HOST: "127.0.0.1",
    DATA_DIR: options.dataDir,
    DEMO_DATA: String(options.demoData ?? true),
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: "info",
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...(options.logDir ? { LOG_DIR: options.logDir } : {}),
    ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
    ...options.env,
  };
  const spawned = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...memory.flags, MAIN], {
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
  let ended: Ended | null = null;
  const exit = new Promise<Ended>((resolve) =>
    child.once("exit", (code, signal) => {
      ended = { code, signal };
      resolve(ended);
    }),
  );
  const pid = child.pid;
  if (pid === undefined) throw new Error("the server did not start");
  const base = `http://127.0.0.1:${options.port}/erhebungsdatenbank`;
  let startMs = 0;
  const app: RunningApp = {
    pid,
    base,
    api: `${base}/api/v1`,
    get startMs() {
      return startMs;
    },
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
      if (ended) return ended;
      child.kill("SIGTERM");
      const timer = setTimeout(() => void app.kill9(), timeoutMs);
      const end = await exit;
      clearTimeout(timer);
      return end;
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
    // the liveness probe: it answers once the app listens, and writes no request line to the log
    const live = await fetch(`${base}/health`, { signal: AbortSignal.timeout(2000) }).then(
      (answer) => answer.ok,
      () => false,
    );
    if (live) {
      startMs = performance.now() - spawned;
      return app;
    }
    // short, so that the start time printed as a figure is exact to a tenth of a second
    await sleep(100);
  }
}
