import { mkdir } from "node:fs/promises";
import net from "node:net";
import { Worker } from "node:worker_threads";

export interface EmbeddedPostgres {
  connectionString: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

/** Starts PGlite persisted in `dataDir` inside a worker thread, reachable on a loopback port. */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  await mkdir(dataDir, { recursive: true });
  const port = await freePort();
  const worker = new Worker(new URL("./pglite-worker.ts", import.meta.url), {
    workerData: { dataDir, port },
  });
  await new Promise<void>((resolve, reject) => {
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`PGlite worker exited with code ${code}`)));
    worker.once("message", (m: { type: string }) =>
      m.type === "ready" ? resolve() : reject(new Error(m.type)),
    );
  });
  worker.removeAllListeners("exit");
  return {
    connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      // a clean close flushes PGlite's files; terminate anyway if it does not answer in time
      let timer: NodeJS.Timeout | undefined;
      const stopped = new Promise<void>((resolve) => {
        worker.once("message", () => resolve());
        timer = setTimeout(resolve, 10_000);
      });
      worker.postMessage({ type: "stop" });
      await stopped;
      clearTimeout(timer);
      await worker.terminate();
    },
  };
}
