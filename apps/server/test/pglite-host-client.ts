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

/**
 * PGlite on `dataDir` in this worker's host process, as `startEmbeddedPostgres` would start it in a
 * process of its own (decision 4): for the test files' databases.
 */
export async function startInHost(dataDir: string): Promise<EmbeddedPostgres> {
  const id = ++lastId;
  const answer = await ask({ type: "open", id, dataDir });
  if (answer.type !== "opened") throw new Error(`PGlite host answered ${answer.type} to open`);
  return {
    connectionString: `postgres://postgres@127.0.0.1:${answer.port}/postgres`,
    pid: started().pid ?? 0,
    async stop() {
      await ask({ type: "close", id });
    },
  };
}
