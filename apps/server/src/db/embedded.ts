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
  // Other messages may arrive on the same port (`node --watch` reports a worker's imports), so only
  // our own `ready` and `stopped` count.
  const ownMessage = (type: string) =>
    new Promise<void>((resolve) => {
      const listener = (m: { type?: unknown }) => {
        if (m?.type !== type) return;
        worker.off("message", listener);
        resolve();
      };
      worker.on("message", listener);
    });
  await new Promise<void>((resolve, reject) => {
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`PGlite worker exited with code ${code}`)));
    ownMessage("ready").then(resolve);
  });
  worker.removeAllListeners("exit");
  worker.removeAllListeners("error");
  return {
    connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      // a clean close flushes PGlite's files; terminate anyway if it does not answer in time
      let timer: NodeJS.Timeout | undefined;
      const stopped = new Promise<void>((resolve) => {
        ownMessage("stopped").then(resolve);
        timer = setTimeout(resolve, 10_000);
      });
      worker.postMessage({ type: "stop" });
      await stopped;
      clearTimeout(timer);
      await worker.terminate();
    },
  };
}
