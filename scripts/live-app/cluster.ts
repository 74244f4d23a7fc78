// Two app instances on one PostgreSQL behind nginx, as deploy/ describes a scaled-out installation: the
// database is the one piece of state they share, nginx (the repository's site file) balances round-robin,
// and each instance believes X-Forwarded-For from the proxy only (TRUST_PROXY=127.0.0.1).
import { mkdir } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { type RunningApp, startApp } from "./app.ts";
import { type RunningProxy, startProxy } from "./nginx.ts";

/** The PostgreSQL these scripts use, without a database name. */
export const SHARED_POSTGRES = process.env.CLUSTER_POSTGRES ?? "postgres://postgres@127.0.0.1:5432";

export interface ClusterOptions {
  /** a folder of this run's own: nginx's files, each instance's log folder */
  dir: string;
  databaseUrl: string;
  appPorts: readonly [number, number];
  httpsPort: number;
  httpPort: number;
  smtpUrl?: string;
  workerConnections?: number;
  /** more environment for both instances */
  env?: Record<string, string>;
}

export interface Cluster {
  readonly instances: readonly [RunningApp, RunningApp];
  readonly proxy: RunningProxy;
  /** the API through the proxy: https://127.0.0.1:PORT/erhebungsdatenbank/api/v1 */
  readonly api: string;
  stop(): Promise<void>;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const publicUrl = `https://localhost:${options.httpsPort}/erhebungsdatenbank`;
  const instance = async (port: number, name: string) => {
    const logDir = path.join(options.dir, `logs-${name}`);
    await mkdir(logDir, { recursive: true });
    return startApp({
      port,
      dataDir: path.join(options.dir, `data-${name}`),
      databaseUrl: options.databaseUrl,
      logDir,
      smtpUrl: options.smtpUrl,
      productionMemory: true,
      env: { TRUST_PROXY: "127.0.0.1", PUBLIC_URL: publicUrl, ...options.env },
    });
  };
  // one after the other: the first start migrates and seeds, the second finds it done
  const first = await instance(options.appPorts[0], "a");
  const second = await instance(options.appPorts[1], "b").catch(async (error: unknown) => {
    await first.stop();
    throw error;
  });
  const proxy = await startProxy({
    dir: options.dir,
    httpsPort: options.httpsPort,
    httpPort: options.httpPort,
    upstreams: options.appPorts,
    workerConnections: options.workerConnections,
  }).catch(async (error: unknown) => {
    await Promise.all([first.stop(), second.stop()]);
    throw error;
  });
  return {
    instances: [first, second],
    proxy,
    api: `${proxy.base}/api/v1`,
    async stop() {
      await proxy.stop();
      await Promise.all([first.stop(), second.stop()]);
    },
  };
}

/** A statement on the shared PostgreSQL's maintenance database (CREATE/DROP DATABASE). */
export async function adminStatement(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${SHARED_POSTGRES}/postgres` });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Drops `name` (its sessions ended first) and creates it anew, empty or as a copy of `template`. */
export async function freshDatabase(name: string, template?: string): Promise<string> {
  await adminStatement(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminStatement(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  return `${SHARED_POSTGRES}/${name}`;
}

export const dropDatabase = (name: string) => adminStatement(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
