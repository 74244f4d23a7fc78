// Fault 1: kill -9 of the server during survey writes and resource uploads, then a restart (decision 32).
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { request } from "node:http";
import os from "node:os";
import path from "node:path";
import { isRunning, LOCK_FILE } from "../../apps/server/src/db/data-dir-lock.ts";
import { UPLOAD_LEASE_MS } from "../../apps/server/src/files/blob-store.ts";
import { call, login } from "../live-app/api.ts";
import { type RunningApp, startApp } from "../live-app/app.ts";
import { adminStatement, SHARED_POSTGRES } from "../live-app/cluster.ts";
import type { Report } from "../live-app/report.ts";
import { sleep } from "../live-app/wait.ts";
import { openStore, PROBE, partialRecords, stagingBlobs } from "./store.ts";
import { surveyWrite } from "./survey-write.ts";
import { type Acknowledged, lostWrites, newCounts, writeLoop } from "./writes.ts";

const WRITERS = 4;
/** writes acknowledged before the kill, at least; and at least this long of writing */
const ACKED_BEFORE_KILL = 40;
const WRITING_MS = 6_000;

export async function killFault(report: Report, port: number): Promise<void> {
  await killRun(report, port, "pglite");
  await killRun(report, port + 1, "postgres");
}

async function killRun(report: Report, port: number, kind: "pglite" | "postgres"): Promise<void> {
  console.log(`\n-- kill -9 during writes, on ${kind}`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `erhdb-fault-kill-${kind}-`));
  const dbName = `erhdb_fault_kill_${process.pid}`;
  const databaseUrl = kind === "postgres" ? `${SHARED_POSTGRES}/${dbName}` : undefined;
  if (databaseUrl) await adminStatement(`CREATE DATABASE ${dbName}`);
  const options = { port, dataDir, databaseUrl, env: { UPLOAD_STAGING_MAX_AGE_SECONDS: "0" } };
  try {
    const app = await startApp(options);
    const acked: Acknowledged = { surveys: new Map(), files: new Map() };
    const counts = newCounts();
    const token = await login(app.api);
    let stop = false;
    const writers = Array.from({ length: WRITERS }, (_, w) =>
      writeLoop(app, token, w, acked, counts, () => stop),
    );
    // the survey of the upload that the kill cuts off, written first and acknowledged like the others
    const target = await call(`${app.api}/eid/create`, {
      method: "POST",
      token,
      body: JSON.stringify(surveyWrite(process.pid * 7 + 99_999, `${PROBE} v0 cut`)),
    });
    const cut = target.body as { id: number; erhebungsid: string };
    if (target.status !== 201) throw new Error(`survey not created: ${target.status} ${JSON.stringify(cut)}`);
    acked.surveys.set(cut.erhebungsid, { acked: `${PROBE} v0 cut`, maybe: null });
    const trickle = trickleUpload(app, token, cut.id);
    const started = Date.now();
    while (counts.acknowledged < ACKED_BEFORE_KILL || Date.now() - started < WRITING_MS || !trickle.midway())
      await sleep(100);
    const inFlight = counts.attempted - counts.acknowledged - counts.refused;
    const embeddedPid = kind === "pglite" ? lockHolder(dataDir) : null;
    stop = true; // no new write starts; those in flight are cut off by the kill
    await app.kill9();
    const killedAt = Date.now();
    await Promise.all(writers);
    report.figure(`${kind}: writes attempted`, counts.attempted);
    report.figure(`${kind}: writes acknowledged (2xx)`, counts.acknowledged);
    report.figure(`${kind}: writes in flight at the kill`, inFlight);
    report.figure(`${kind}: bytes of the cut-off upload sent`, trickle.sent());
    report.check(`${kind}: no write refused before the kill`, counts.refused === 0, `${counts.refused}`);
    if (embeddedPid !== null) {
      // it was in the app's process group; once reaped by init it is gone (a zombie still "runs" a moment)
      const gone = await waitFor(() => !isRunning(embeddedPid), 10_000);
      report.check(`${kind}: the embedded database process (pid ${embeddedPid}) ended with the app`, gone);
      report.check(
        `${kind}: its data folder lock is left behind, stale (the next start takes it over)`,
        existsSync(path.join(dataDir, "pglite", LOCK_FILE)),
      );
    }

    const store = await openStore({ dataDir, databaseUrl });
    const staged = await stagingBlobs(store);
    const before = await partialRecords(store);
    await store.close();
    report.figure(
      `${kind}: staging blobs after the kill (the trickled upload and those in flight)`,
      `${staged.blobs} (${staged.chunks} chunks)`,
    );
    report.check(`${kind}: the cut-off upload left its staging blob`, staged.blobs >= 1);
    report.check(
      `${kind}: 0 partial records right after the kill`,
      sum(before) === 0,
      JSON.stringify(before),
    );

    // the cut-off upload's lease must lapse before any sweep may take its blob
    await sleep(Math.max(0, killedAt + UPLOAD_LEASE_MS + 2_000 - Date.now()));
    const restartedAt = Date.now();
    const again = await startApp(options);
    report.figure(
      `${kind}: restart until the API answered (s)`,
      ((Date.now() - restartedAt) / 1000).toFixed(1),
    );
    const lost = await lostWrites(again, acked);
    report.figure(`${kind}: surveys acknowledged`, acked.surveys.size);
    report.figure(`${kind}: files acknowledged`, acked.files.size);
    report.check(`${kind}: 0 acknowledged writes lost`, lost.length === 0, lost.slice(0, 5).join("; "));
    report.check(
      `${kind}: the start's sweep removed the unfinished upload`,
      /unfinished uploads removed/.test(again.stdout()),
    );
    await again.stop();
    const after = await openStore({ dataDir, databaseUrl });
    const left = await stagingBlobs(after);
    const partial = await partialRecords(after);
    await after.close();
    report.figure(`${kind}: partial records`, sum(partial));
    report.check(`${kind}: 0 partial records after the restart`, sum(partial) === 0, JSON.stringify(partial));
    report.check(
      `${kind}: 0 staging blobs and chunks after the sweep`,
      left.blobs === 0 && left.chunks === 0,
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    if (databaseUrl) await adminStatement(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
  return true;
}

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

/** The pid in the embedded database's lock file (its first line): the database process of the app. */
export function lockHolder(dataDir: string): number | null {
  const [first = ""] = readFileSync(path.join(dataDir, "pglite", LOCK_FILE), "utf8").split("\n");
  const pid = Number(first.trim());
  return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
}

/**
 * An upload that is cut off: the resource part and the first 1.5 MB of the file (three chunks in the
 * staging blob), then a kilobyte every 200 ms, as a slow line sends, until the server goes away.
 */
function trickleUpload(app: RunningApp, token: string, surveyId: number) {
  const boundary = `----fault${process.pid}`;
  const url = new URL(`${app.api}/eid/${surveyId}/resource`);
  let sent = 0;
  const req = request(url, {
    method: "POST",
    headers: { authorization: token, "content-type": `multipart/form-data; boundary=${boundary}` },
  });
  req.on("error", () => {}); // the kill ends it
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="resource"\r\n\r\n` +
    JSON.stringify({ description: "abgebrochen", resourcetype: "88", specialization: "00" }) +
    `\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.bin"\r\n` +
    "Content-Type: application/octet-stream\r\n\r\n";
  req.write(head);
  const first = randomBytes(1_500_000);
  req.write(first, () => {
    sent += first.length;
  });
  const timer = setInterval(() => {
    if (req.destroyed) return clearInterval(timer);
    req.write(randomBytes(1024), () => {
      sent += 1024;
    });
  }, 200);
  req.on("close", () => clearInterval(timer));
  return { sent: () => sent, midway: () => sent >= first.length + 5 * 1024 };
}
