// A throwaway PostgreSQL 15 cluster of the script's own, in a temporary folder, on a port of its own:
// never the machine's shared server. initdb refuses root, so the cluster belongs to the `postgres` user.
import { execFileSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const BIN = "/usr/lib/postgresql/15/bin";
const OWNER = "postgres";

export interface Cluster {
  readonly url: string;
  /** pg_ctl stop -m fast: open connections are terminated */
  stop(): void;
  /** pg_ctl start -w: returns once the server takes connections */
  start(): void;
  /** pg_ctl restart -m fast -w */
  restart(): void;
  /** stops it (immediate) and deletes its folder */
  destroy(): void;
}

const asOwner = (command: string, args: string[]) =>
  execFileSync("runuser", ["-u", OWNER, "--", path.join(BIN, command), ...args], {
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
  });

export function createCluster(port: number, database: string): Cluster {
  const dir = mkdtempSync(path.join(os.tmpdir(), "erhdb-fault-pg-"));
  chownSync(
    dir,
    Number(execFileSync("id", ["-u", OWNER], { encoding: "utf8" })),
    Number(execFileSync("id", ["-g", OWNER], { encoding: "utf8" })),
  );
  const data = path.join(dir, "data");
  asOwner("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const ctl = (...args: string[]) =>
    asOwner("pg_ctl", [
      "-D",
      data,
      "-l",
      path.join(dir, "server.log"),
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      "-t",
      "60",
      ...args,
    ]);
  let running = false;
  const cluster: Cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop() {
      ctl("stop", "-m", "fast", "-w");
      running = false;
    },
    start() {
      ctl("start", "-w");
      running = true;
    },
    restart() {
      ctl("restart", "-m", "fast", "-w");
      running = true;
    },
    destroy() {
      try {
        if (running) ctl("stop", "-m", "immediate", "-w");
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  try {
    cluster.start();
    asOwner("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", database]);
  } catch (error) {
    cluster.destroy();
    throw error;
  }
  return cluster;
}
