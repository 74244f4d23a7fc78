import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
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

/**
 * The command of `npm run serve` (package.json), split into its environment assignments and the
 * arguments of `node`, so that the bench measures the process exactly as it is started (heap and
 * malloc settings included) while holding the server's own process id.
 */
export function serveCommand(script = readServeScript()): { env: Record<string, string>; args: string[] } {
  const words = script.trim().split(/\s+/);
  const env: Record<string, string> = {};
  let word = words.shift();
  while (word !== undefined && /^[A-Za-z_][A-Za-z0-9_]*=/.test(word)) {
    const [name = "", ...value] = word.split("=");
    env[name] = value.join("=");
    word = words.shift();
  }
  if (word !== "node" || words.some((w) => /["'$&|;<>`]/.test(w))) {
    throw new Error(`bench: cannot start the server like "npm run serve" does: ${script}`);
  }
  return { env, args: words };
}

function readServeScript(): string {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
    scripts?: Record<string, string>;
  };
  const script = manifest.scripts?.serve;
  if (!script) throw new Error("bench: package.json has no serve script");
  return script;
}

/** Starts the real server as `npm run serve` does (`npm start` without the build) and waits for the first page. */
export async function startServer(env: Record<string, string>, port = 8190): Promise<RunningServer> {
  const url = `http://127.0.0.1:${port}/erhebungsdatenbank/`;
  const serve = serveCommand();
  const started = performance.now();
  const child = spawn(process.execPath, serve.args, {
    cwd: process.env.BENCH_SERVER_ROOT ?? ROOT,
    env: { ...process.env, ...serve.env, PORT: String(port), LOG_LEVEL: "warn", ...env },
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
