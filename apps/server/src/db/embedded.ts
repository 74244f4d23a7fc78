import { fork } from "node:child_process";
import { mkdir } from "node:fs/promises";
import type { ChildMessage, ParentMessage } from "./pglite-process.ts";

export interface EmbeddedPostgres {
  connectionString: string;
  /** the database process (its tests signal it directly) */
  pid: number;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** the database process ended without being stopped; the app cannot go on without it */
  onUnexpectedExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
}

const STOP_GRACE_MS = 10_000;

/** Starts PGlite persisted in `dataDir` in a child process (decision 2), reachable on a loopback port. */
export async function startEmbeddedPostgres(
  dataDir: string,
  options: EmbeddedOptions = {},
): Promise<EmbeddedPostgres> {
  await mkdir(dataDir, { recursive: true });
  // No inherited node flags: the app's heap limits are for the app, and a test runner's loaders
  // have no business in the database process.
  const child = fork(new URL("./pglite-process.ts", import.meta.url), [dataDir], {
    execArgv: [],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const send = (message: ParentMessage) => child.connected && child.send(message);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const port = await new Promise<number>((resolve, reject) => {
    const onMessage = (m: ChildMessage) => {
      if (m.type === "ready") {
        settle();
        resolve(m.port);
      } else if (m.type === "refused") {
        settle();
        reject(new Error(m.message));
      }
    };
    const onError = (error: Error) => {
      settle();
      reject(error);
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
      onError(new Error(`PGlite process ended during start (code ${code}, signal ${signal})`));
    const settle = () => {
      child.off("message", onMessage);
      child.off("error", onError);
      child.off("exit", onExit);
    };
    child.on("message", onMessage);
    child.on("error", onError);
    child.on("exit", onExit);
  });

  let stopping = false;
  child.once("exit", (code, signal) => {
    if (!stopping) options.onUnexpectedExit?.(code, signal);
  });

  return {
    connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pid: child.pid ?? 0,
    async stop() {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      // PGlite closes (its files flushed) and says so; what would follow is only the process's
      // teardown, which waits up to seconds for V8's optimizing compiler on PGlite's WebAssembly
      // code, work that is thrown away. So it ends at once when stopped, or after a grace period.
      const stopped = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, STOP_GRACE_MS);
        child.on("message", (m: ChildMessage) => {
          if (m.type !== "stopped") return;
          clearTimeout(timer);
          resolve();
        });
        exited.then(() => clearTimeout(timer)).then(resolve);
      });
      send({ type: "stop" });
      await stopped;
      child.kill("SIGKILL");
      await exited;
    },
  };
}
