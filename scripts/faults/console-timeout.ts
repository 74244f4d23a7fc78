// Fault 6: SQL console queries past their time limit on the embedded database, while clients write. PGlite
// runs a statement to its end, so the app ends it by restarting the database process (decision 18):
// meanwhile the API answers 503 with Retry-After, and afterwards every acknowledged write is there.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { call, login } from "../live-app/api.ts";
import { startApp } from "../live-app/app.ts";
import type { Report } from "../live-app/report.ts";
import { waitFor } from "../live-app/wait.ts";
import { lockHolder } from "./kill.ts";
import { type Acknowledged, lostWrites, newCounts, writeLoop } from "./writes.ts";

const WRITERS = 4;
const QUERIES = 3;
const TIMEOUT_MS = 2_000;
/** 10^15 rows to count: runs until something ends it */
const ENDLESS =
  "SELECT count(*) FROM generate_series(1, 100000) a, generate_series(1, 100000) b, generate_series(1, 100000) c";

export async function consoleTimeoutFault(report: Report, port: number): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "erhdb-fault-console-"));
  try {
    const app = await startApp({ port, dataDir, env: { SQL_QUERY_TIMEOUT_MS: String(TIMEOUT_MS) } });
    const token = await login(app.api);
    const acked: Acknowledged = { surveys: new Map(), files: new Map() };
    const counts = newCounts();
    let stop = false;
    // 503 with Retry-After while the database restarts: the answer the fault may bring
    const writers = Array.from({ length: WRITERS }, (_, w) =>
      writeLoop(
        app,
        token,
        w,
        acked,
        counts,
        () => stop,
        (status) => status === 503,
      ),
    );
    const databases = new Set([lockHolder(dataDir)]);
    for (let query = 1; query <= QUERIES; query++) {
      await waitFor(
        `${query * 20} writes acknowledged`,
        async () => counts.acknowledged >= query * 20,
        60_000,
      );
      const asked = Date.now();
      const answer = await call(`${app.api}/dbQuery`, {
        method: "POST",
        token,
        lang: "en",
        body: JSON.stringify({ query: ENDLESS }),
      });
      const body = answer.body as { code?: string; sqlState?: string; message?: string };
      report.check(
        `query ${query}: ended after its time limit, answered 400 INVALID_QUERY 57014`,
        answer.status === 400 && body.code === "INVALID_QUERY" && body.sqlState === "57014",
        `${answer.status} ${body.message} after ${((Date.now() - asked) / 1000).toFixed(1)} s`,
      );
      const acknowledged = counts.acknowledged;
      const backAt = Date.now();
      await waitFor("a write acknowledged again", async () => counts.acknowledged > acknowledged, 60_000);
      report.figure(
        `query ${query}: first write acknowledged after the answer (s)`,
        ((Date.now() - backAt) / 1000).toFixed(2),
      );
      databases.add(lockHolder(dataDir));
    }
    stop = true;
    await Promise.all(writers);
    report.figure("writes attempted", counts.attempted);
    report.figure("writes acknowledged (2xx)", counts.acknowledged);
    report.figure("writes answered 503 with Retry-After while the database restarted", counts.expected);
    report.check("no write refused otherwise (no 500)", counts.refused === 0, `${counts.refused}`);
    // an upload whose request the app answered 503 before reading its body: the client may see the
    // connection close instead of the answer; it was not acknowledged, so either outcome is correct
    report.figure("writes cut off (uploads under way when the database went away)", counts.cutOff);
    report.check("the app process never ended", app.exited() === null);
    report.check(
      `a new database process for each query (${[...databases].join(", ")})`,
      databases.size === QUERIES + 1,
    );
    const lost = await lostWrites(app, acked);
    report.figure("surveys acknowledged", acked.surveys.size);
    report.figure("files acknowledged", acked.files.size);
    report.check("0 acknowledged writes lost", lost.length === 0, lost.slice(0, 5).join("; "));
    await app.stop();
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
