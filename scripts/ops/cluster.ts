// `npm run ops:cluster`: two app instances on a fresh PostgreSQL database with the demo data, behind nginx
// with the repository's site file (live-app/cluster.ts), until SIGTERM or Ctrl-C; then everything stops
// and the database is dropped. The e2e project "smoke" (e2e/playwright.smoke.config.ts) runs through it.
// Ports: CLUSTER_HTTPS_PORT (8443), the plain-HTTP redirect on CLUSTER_HTTPS_PORT+1, the instances on
// CLUSTER_HTTPS_PORT+2 and +3. SMTP_URL, if set, is where both instances send their mail.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { killStartedApps } from "../live-app/app.ts";
import { type Cluster, dropDatabase, freshDatabase, startCluster } from "../live-app/cluster.ts";
import { requireNginx } from "../live-app/nginx.ts";

requireNginx("ops:cluster");
const httpsPort = Number(process.env.CLUSTER_HTTPS_PORT ?? 8443);
const database = `erhdb_cluster_${httpsPort}`;
const dir = await mkdtemp(path.join(os.tmpdir(), "erhdb-cluster-"));
let cluster: Cluster | null = null;
let stopping = false;

async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    await cluster?.stop().catch(() => killStartedApps());
    await dropDatabase(database).catch((error: unknown) => console.error("ops:cluster: drop failed", error));
    await rm(dir, { recursive: true, force: true });
  }
  process.exit(code);
}
process.on("SIGTERM", () => void stop(0));
process.on("SIGINT", () => void stop(0));

try {
  cluster = await startCluster({
    dir,
    databaseUrl: await freshDatabase(database),
    httpsPort,
    httpPort: httpsPort + 1,
    appPorts: [httpsPort + 2, httpsPort + 3],
    smtpUrl: process.env.SMTP_URL,
    env: process.env.LOGIN_LOCK_MAX_FAILURES
      ? { LOGIN_LOCK_MAX_FAILURES: process.env.LOGIN_LOCK_MAX_FAILURES }
      : {},
  });
  console.log(
    `ops:cluster: ${cluster.proxy.base}/ (nginx) -> 127.0.0.1:${httpsPort + 2} and :${httpsPort + 3}, ` +
      `database ${database}; Ctrl-C stops`,
  );
} catch (error) {
  console.error("ops:cluster failed:", error instanceof Error ? error.message : error);
  await stop(1);
}
