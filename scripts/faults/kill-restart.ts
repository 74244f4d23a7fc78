// Fault 5: kill -9 of the server's process group during writes on the embedded database, and a start again
// at once (0 to 0.3 s later), five rounds. The killed database process is a zombie or still ending then,
// its lock file behind: the start waits for it to go and takes the lock over (decision 32).
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { login } from "../live-app/api.ts";
import { startApp } from "../live-app/app.ts";
import type { Report } from "../live-app/report.ts";
import { sleep, waitFor } from "../live-app/wait.ts";
import { lockHolder } from "./kill.ts";
import { type Acknowledged, lostWrites, newCounts, writeLoop } from "./writes.ts";

const ROUNDS = 5;
/** two a round: writeLoop's surveys stay distinct for ten writers, which the five rounds use */
const WRITERS = 2;
/** writes acknowledged in a round before its kill, at least */
const ACKED_PER_ROUND = 15;
/** how long after the kill each round starts again: within 0.3 s */
const RESTART_DELAYS_MS = [0, 75, 150, 225, 300];

export async function killRestartFault(report: Report, port: number): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "erhdb-fault-kill-restart-"));
  const options = { port, dataDir };
  const acked: Acknowledged = { surveys: new Map(), files: new Map() };
  let attempted = 0;
  try {
    let app = await startApp(options);
    for (let round = 1; round <= ROUNDS; round++) {
      const counts = newCounts();
      const token = await login(app.api);
      let stop = false;
      const writers = Array.from({ length: WRITERS }, (_, w) =>
        writeLoop(app, token, (round - 1) * WRITERS + w, acked, counts, () => stop),
      );
      await waitFor(
        `${ACKED_PER_ROUND} writes acknowledged`,
        async () => counts.acknowledged >= ACKED_PER_ROUND,
        120_000,
      );
      const killedDatabase = lockHolder(dataDir);
      stop = true;
      await app.kill9();
      await Promise.all(writers);
      attempted += counts.attempted;
      report.check(
        `round ${round}: no write refused before the kill`,
        counts.refused === 0,
        `${counts.refused}`,
      );
      const delay = RESTART_DELAYS_MS[round - 1] ?? 300;
      await sleep(delay);
      const started = Date.now();
      try {
        app = await startApp(options);
      } catch (error) {
        report.check(`round ${round}: started again ${delay} ms after the kill`, false, String(error));
        return;
      }
      report.check(
        `round ${round}: started again ${delay} ms after the kill of database process ${killedDatabase}`,
        true,
        `answering after ${((Date.now() - started) / 1000).toFixed(1)} s, ${counts.acknowledged} writes acknowledged before the kill`,
      );
    }
    const lost = await lostWrites(app, acked);
    report.figure("writes attempted", attempted);
    report.figure("surveys acknowledged", acked.surveys.size);
    report.figure("files acknowledged", acked.files.size);
    report.check(
      "0 acknowledged writes lost over the five rounds",
      lost.length === 0,
      lost.slice(0, 5).join("; "),
    );
    await app.stop();
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
