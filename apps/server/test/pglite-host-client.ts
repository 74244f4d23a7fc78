import { type ChildProcess, fork } from "node:child_process";
import type { EmbeddedPostgres } from "../src/db/embedded.ts";
import type { HostAnswer, HostRequest } from "./pglite-host.ts";

/** This worker's PGlite host (pglite-host.ts), started with its first database. */
let host: ChildProcess | undefined;
let lastId = 0;
const waiting = new Map<number, { resolve: (answer: HostAnswer) => void; reject: (error: Error) => void }>();

function started(): ChildProcess {
  if (host) return host;
  // no inherited node flags: the test runner's loaders have no business in the database process
  const child = fork(new URL("./pglite-host.ts", import.meta.url), [], {
    execArgv: [],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  child.on("message", (answer: HostAnswer) => {
    waiting.get(answer.id)?.resolve(answer);
    waiting.delete(answer.id);
  });
  child.on("exit", (code, signal) => {
    host = undefined;
    for (const { reject } of waiting.values())
      reject(new Error(`PGlite host ended (code ${code}, signal ${signal})`));
    waiting.clear();
  });
  // the worker may end while the host is idle: the host notices the closed channel and ends itself
  child.unref();
  child.channel?.unref();
  host = child;
  return child;
}

async function ask(request: HostRequest): Promise<HostAnswer> {
  const child = started();
  child.channel?.ref();
  const answer = await new Promise<HostAnswer>((resolve, reject) => {
    waiting.set(request.id, { resolve, reject });
    child.send(request);
  }).finally(() => waiting.size === 0 && child.channel?.unref());
  if (answer.type === "failed") throw new Error(answer.message);
  return answer;
}

/** Kills this worker's host (and with it every database it serves); resolves once it has been reaped. */
async function killHost(): Promise<void> {
  const child = host;
  if (!child) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGKILL");
  await exited;
}

/**
 * PGlite on `dataDir` in this worker's host process, as `startEmbeddedPostgres` would start it in a
 * process of its own (decision 4): for the test files' databases. A restart kills the host, as the
 * product kills its database process, and opens the folder in a new one: every other database of the
 * host goes with it (a test file's one database is served at a time, closed at its end).
 */
export async function startInHost(dataDir: string): Promise<EmbeddedPostgres> {
  const open = async () => {
    const id = ++lastId;
    const answer = await ask({ type: "open", id, dataDir });
    if (answer.type !== "opened") throw new Error(`PGlite host answered ${answer.type} to open`);
    return { id, port: answer.port };
  };
  let served = await open();
  return {
    get connectionString() {
      return `postgres://postgres@127.0.0.1:${served.port}/postgres`;
    },
    get pid() {
      return started().pid ?? 0;
    },
    async restart() {
      await killHost();
      served = await open();
    },
    async stop() {
      await ask({ type: "close", id: served.id });
    },
  };
}
