// Runs PGlite off the HTTP thread: PGlite executes queries synchronously on its thread and would
// otherwise block every request while a long query runs. The app talks to it over the Postgres
// wire protocol with the same `pg` driver it uses for a real PostgreSQL server.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

interface WorkerInput {
  dataDir: string;
  port: number;
}

const { dataDir, port } = workerData as WorkerInput;
const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port, maxConnections: 64 });
await server.start();
parentPort?.postMessage({ type: "ready", conn: server.getServerConn() });

parentPort?.on("message", async (message: { type: string }) => {
  if (message.type !== "stop") return;
  await server.stop();
  await db.close();
  parentPort?.postMessage({ type: "stopped" });
});
