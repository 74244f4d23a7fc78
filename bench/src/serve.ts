import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** ms from spawning the process to the first 200 for the start page */
  readyMs: number;
  stop(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, "../..");

export async function freshDataDir(): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), "erhdb-bench-"));
}

/** Starts the real server as `npm start` does (without the build) and waits for the first page. */
export async function startServer(env: Record<string, string>, port = 8190): Promise<RunningServer> {
  const url = `http://127.0.0.1:${port}/erhebungsdatenbank/`;
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(ROOT, "apps/server/src/main.ts")], {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const readyMs = performance.now() - started;
  return {
    url,
    process: child,
    readyMs,
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
