import { type ChildProcess, fork } from "node:child_process";
import { mkdir } from "node:fs/promises";
import type { ChildMessage, ParentMessage } from "./pglite-process.ts";
import { DATABASE_PROCESS_MALLOC } from "./pglite-settings.ts";

export interface EmbeddedPostgres {
  /** where the database listens; the same after a restart unless its port was taken meanwhile */
  readonly connectionString: string;
  /** the database process (its tests signal it directly); another one after a restart */
  readonly pid: number;
  /**
   * Ends the database process at once, whatever it runs, and starts it again on the same data folder:
   * the one way to end a statement that PGlite runs to its end (decision 18). What was committed stays
   * (PGlite recovers from its write-ahead log); what ran is rolled back. Rejects when the new process
   * cannot start; the app then has no database, as after an unexpected exit.
   */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** the database process ended without being stopped or restarted; the app cannot go on without it */
  onUnexpectedExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
}

const STOP_GRACE_MS = 10_000;

interface DatabaseProcess {
  child: ChildProcess;
  port: number;
  exited: Promise<void>;
}

/**
 * Forks the database process on `dataDir`, listening on `port` if free (0: any), and waits until it
 * serves, with its allocator settings (pglite-settings.ts). No inherited node flags: the app's heap
 * limits are for the app, and a test runner's loaders have no business in the database process.
 */
async function spawnDatabase(dataDir: string, port: number): Promise<DatabaseProcess> {
  const child = fork(new URL("./pglite-process.ts", import.meta.url), [dataDir, String(port)], {
    execArgv: [],
    env: { ...process.env, ...DATABASE_PROCESS_MALLOC },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const served = await new Promise<number>((resolve, reject) => {
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
  return { child, port: served, exited };
}

/** Ends the process at once; resolves once it has been reaped, so that its lock is stale. */
async function kill({ child, exited }: DatabaseProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  await exited;
}

/**
 * PGlite closes (its files flushed) and says so; what would follow is only the process's teardown,
 * which waits up to seconds for V8's optimizing compiler on PGlite's WebAssembly code, work that is
 * thrown away. So it ends at once when stopped, or after a grace period.
 */
async function stopInOrder(database: DatabaseProcess): Promise<void> {
  const { child, exited } = database;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const stopped = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, STOP_GRACE_MS);
    child.on("message", (m: ChildMessage) => {
      if (m.type !== "stopped") return;
      clearTimeout(timer);
      resolve();
    });
    exited.then(() => clearTimeout(timer)).then(resolve);
  });
  if (child.connected) child.send({ type: "stop" } satisfies ParentMessage);
  await stopped;
  await kill(database);
}

/** Starts PGlite persisted in `dataDir` in a child process (decision 2), reachable on a loopback port. */
export async function startEmbeddedPostgres(
  dataDir: string,
  options: EmbeddedOptions = {},
): Promise<EmbeddedPostgres> {
  await mkdir(dataDir, { recursive: true });
  let current = await spawnDatabase(dataDir, 0);
  /** what ends the current process on purpose: then its exit is no surprise */
  let ending: "restart" | "stop" | null = null;
  const watch = (database: DatabaseProcess) =>
    database.child.once("exit", (code, signal) => {
      if (database === current && ending === null) options.onUnexpectedExit?.(code, signal);
    });
  watch(current);
  let restarting: Promise<void> | null = null;

  return {
    get connectionString() {
      return `postgres://postgres@127.0.0.1:${current.port}/postgres`;
    },
    get pid() {
      return current.child.pid ?? 0;
    },
    restart() {
      if (ending === "stop") return Promise.resolve();
      restarting ??= (async () => {
        ending = "restart";
        try {
          await kill(current);
          current = await spawnDatabase(dataDir, current.port);
          watch(current);
        } finally {
          if (ending === "restart") ending = null;
          restarting = null;
        }
      })();
      return restarting;
    },
    async stop() {
      ending = "stop";
      await restarting?.catch(() => {});
      await stopInOrder(current);
    },
  };
}
