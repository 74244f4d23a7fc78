// PGlite in a process of its own, behind the Postgres wire protocol. PGlite executes queries
// synchronously and keeps the whole database in its WebAssembly memory (about 500 MB for a million
// surveys, never returned); in its own process it neither blocks the HTTP thread nor counts against
// the app process's memory, and the app talks to it with the same `pg` driver as to PostgreSQL.
// Started by embedded.ts with fork(dataDir, port); the IPC channel carries only the lifecycle messages.
import { DataDirInUseError } from "./data-dir-lock.ts";
import { servePglite } from "./pglite-server.ts";

export type ParentMessage = { type: "stop" };
/** `refused`: another running process holds the data folder; the message says which and what to do */
export type ChildMessage =
  | { type: "ready"; port: number }
  | { type: "stopped" }
  | { type: "refused"; message: string };

const [, , dataDir, port] = process.argv;
if (!dataDir || !process.send) {
  console.error("pglite-process: start it through startEmbeddedPostgres(dataDir)");
  process.exit(2);
}
const send = (message: ChildMessage) => process.connected && process.send?.(message);

// Ctrl-C reaches every process of the terminal's group: the app process stops this one in order
// (its requests end first), so the signal itself is ignored here.
process.on("SIGINT", () => {});

/** Ends this process once the parent has the refusal, which it reports (embedded.ts). */
function refuse(message: string): Promise<never> {
  return new Promise(() => {
    process.send?.({ type: "refused", message } satisfies ChildMessage, undefined, undefined, () =>
      process.exit(1),
    );
  });
}

// The app is the owner: once it has gone, this process ends too (below), and a new start may wait for that.
const served = await servePglite(dataDir, { owner: process.ppid, port: Number(port ?? 0) }).catch(
  (error: unknown) => (error instanceof DataDirInUseError ? refuse(error.message) : Promise.reject(error)),
);
// Closed once, whoever asks first: the app's stop, a SIGTERM, or the app process going away.
// After `stopped` the app ends this process at once (see embedded.ts); exiting here is the fallback.
process.on("message", (message: ParentMessage) => {
  if (message.type !== "stop") return;
  void served.close().then(() => {
    send({ type: "stopped" });
    process.exit(0);
  });
});
process.on("SIGTERM", () => void served.close().then(() => process.exit(0)));
// the app process ended without stopping us (killed, crashed): no orphan keeps the data folder
process.on("disconnect", () => void served.close().then(() => process.exit(0)));

send({ type: "ready", port: served.port });
