// Fault 4: the log folder's disk full (a 1 MB tmpfs as LOG_DIR) while the app answers requests.
import { execFileSync } from "node:child_process";
import { mkdtemp, readdir, rm, statfs, truncate } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { call, login } from "../live-app/api.ts";
import { type RunningApp, startApp } from "../live-app/app.ts";
import type { Report } from "../live-app/report.ts";
import { PROBE } from "./store.ts";
import { surveyWrite } from "./survey-write.ts";

/** requests after the disk is full, and again after it has room */
const REQUESTS_WHEN_FULL = 300;
const REQUESTS_AFTER = 50;
/** the app's own lines on stderr: the reports of watchLogFile */
const FAILED = /log files in .* cannot be written \(ENOSPC\)/g;
const RECOVERED = /log files in .* are written again/g;

export async function logDiskFullFault(report: Report, port: number): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "erhdb-fault-logdisk-"));
  const logDir = path.join(dataDir, "logs");
  execFileSync("mkdir", ["-p", logDir]);
  // needs root (mount); the exact error goes to the report if not permitted
  execFileSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", logDir]);
  let app: RunningApp | null = null;
  try {
    app = await startApp({ port, dataDir, logDir });
    const running = app;
    const token = await login(running.api);
    const statuses = new Map<number, number>();
    let n = 0;
    const request = async () => {
      // a write and a read: each logs its lines at info
      const created = await call(`${running.api}/eid/create`, {
        method: "POST",
        token,
        body: JSON.stringify(surveyWrite(500_000 + n, `${PROBE} Protokoll ${n}`)),
      });
      n++;
      statuses.set(created.status, (statuses.get(created.status) ?? 0) + 1);
      const read = await call(`${running.api}/auth`, { token });
      statuses.set(read.status, (statuses.get(read.status) ?? 0) + 1);
    };
    let toFill = 0;
    while ((await freeBytes(logDir)) > 0 && toFill < 5_000) {
      await request();
      toFill++;
    }
    report.figure("requests until the log disk was full", toFill * 2);
    for (let i = 0; i < REQUESTS_WHEN_FULL; i++) await request();
    const failedReports = running.stderr().match(FAILED)?.length ?? 0;
    report.figure("requests while it was full", REQUESTS_WHEN_FULL * 2);
    report.figure("reports of the full disk on stderr", failedReports);
    report.check(
      "the full disk reported once, not per request",
      failedReports === 1,
      running.stderr().slice(-500),
    );

    // room again: the log file emptied (the open file keeps its blocks if deleted)
    for (const name of await readdir(logDir)) await truncate(path.join(logDir, name), 0);
    for (let i = 0; i < REQUESTS_AFTER; i++) await request();
    const recoveredReports = running.stderr().match(RECOVERED)?.length ?? 0;
    report.figure("reports of logging working again", recoveredReports);
    report.check("logging working again reported once", recoveredReports === 1);

    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    const good = [...statuses].filter(([s]) => s >= 200 && s < 300).reduce((a, [, c]) => a + c, 0);
    report.figure("answers", `${total} (${[...statuses].map(([s, c]) => `${c}x ${s}`).join(", ")})`);
    report.check("every valid call answered 2xx", good === total);
    report.check("the app ran throughout (no crash, no unhandled 'error')", running.exited() === null);
  } finally {
    await app?.stop();
    execFileSync("umount", [logDir]);
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function freeBytes(dir: string): Promise<number> {
  const stats = await statfs(dir);
  return stats.bavail * stats.bsize;
}
