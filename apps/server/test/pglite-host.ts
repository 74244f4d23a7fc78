// The server tests' PGlite process: one per Vitest worker, serving each test file's database in turn
// (pglite-host-client.ts). A PGlite process of its own per file (the product's way, pglite-process.ts)
// cost about 4 s of CPU each, mostly V8 compiling PGlite's WebAssembly anew and again optimizing its
// hot functions; in one long-lived process that work is done once, and a database costs 0.8 s (issue 25).
// Started with fork(); the databases are the product's (servePglite), only their process is shared.
import { type ServedPglite, servePglite } from "../src/db/pglite-server.ts";

export type HostRequest = { type: "open"; id: number; dataDir: string } | { type: "close"; id: number };
export type HostAnswer =
  | { type: "opened"; id: number; port: number }
  | { type: "closed"; id: number }
  | { type: "failed"; id: number; message: string };

if (!process.send) {
  console.error("pglite-host: start it through pglite-host-client.ts");
  process.exit(2);
}
const send = (answer: HostAnswer) => process.connected && process.send?.(answer);
const served = new Map<number, ServedPglite>();

async function answer(request: HostRequest): Promise<HostAnswer> {
  if (request.type === "open") {
    const database = await servePglite(request.dataDir);
    served.set(request.id, database);
    return { type: "opened", id: request.id, port: database.port };
  }
  await served.get(request.id)?.close();
  served.delete(request.id);
  return { type: "closed", id: request.id };
}

process.on("message", (request: HostRequest) => {
  answer(request).then(send, (error: unknown) =>
    send({ type: "failed", id: request.id, message: error instanceof Error ? error.message : String(error) }),
  );
});
// the worker ended (its run is over, or it was killed): no database stays open
process.on("disconnect", () => {
  void Promise.all([...served.values()].map((database) => database.close())).then(() => process.exit(0));
});
