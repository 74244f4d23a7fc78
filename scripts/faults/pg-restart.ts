// Fault 2: the PostgreSQL server stopped and restarted under writes, on a cluster of the script's own.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type Answer, call, login } from "../live-app/api.ts";
import { type RunningApp, startApp } from "../live-app/app.ts";
import type { Report } from "../live-app/report.ts";
import { sleep } from "../live-app/wait.ts";
import { type Cluster, createCluster } from "./pg-cluster.ts";
import { surveyWrite } from "./survey-write.ts";

const WRITERS = 3;
const DOWN_MS = 5_000;
/** what the app must manage after the database is back (ISSUE 27) */
const RECOVERY_BOUND_MS = 5_000;
/** no answer may take longer: the pool's connect timeout (10 s) and a margin */
const ANSWER_BOUND_MS = 15_000;
const MESSAGES = {
  de: "Die Datenbank ist gerade nicht erreichbar",
  en: "The database cannot be reached right now",
} as const;

interface Outcome {
  at: number;
  ms: number;
  status: number | "no answer";
  lang: "de" | "en";
  retryAfter: string | null;
  body: unknown;
}

export async function pgRestartFault(report: Report, port: number, pgPort: number): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "erhdb-fault-pgrestart-"));
  let cluster: Cluster | null = null;
  let app: RunningApp | null = null;
  try {
    cluster = createCluster(pgPort, "erhdb");
    app = await startApp({ port, dataDir, databaseUrl: cluster.url });
    const token = await login(app.api);
    const outcomes: Outcome[] = [];
    let stop = false;
    const running = app;
    const writers = Array.from({ length: WRITERS }, (_, w) =>
      writeLoop(running, token, w, outcomes, () => stop),
    );
    const db = cluster;

    await sleep(3_000);
    const cycles: { name: string; downAt: number; backAt: number }[] = [];
    // 1: stopped for a few seconds, then started
    let downAt = Date.now();
    db.stop();
    await sleep(DOWN_MS);
    db.start();
    cycles.push({ name: "stop, 5 s, start", downAt, backAt: Date.now() });
    await sleep(6_000);
    // 2: pg_ctl restart
    downAt = Date.now();
    db.restart();
    cycles.push({ name: "restart", downAt, backAt: Date.now() });
    await sleep(6_000);
    stop = true;
    await Promise.all(writers);

    const ok = outcomes.filter((o) => typeof o.status === "number" && o.status < 300);
    const unavailable = outcomes.filter((o) => o.status === 503);
    const other = outcomes.filter((o) => !ok.includes(o) && !unavailable.includes(o));
    report.figure("requests", outcomes.length);
    report.figure("2xx", ok.length);
    report.figure("503", unavailable.length);
    report.figure("other answers", other.length);
    report.check("no 500 nor other failure, every answer 2xx or 503", other.length === 0, describe(other));
    const badRefusals = unavailable.filter(
      (o) =>
        o.retryAfter === null ||
        Number.isNaN(Number(o.retryAfter)) ||
        (o.body as { code?: string }).code !== "DATABASE_UNAVAILABLE" ||
        !String((o.body as { message?: string }).message).startsWith(MESSAGES[o.lang]),
    );
    report.check(
      "every 503 has Retry-After and DATABASE_UNAVAILABLE in the caller's language (de and en)",
      unavailable.length > 0 &&
        badRefusals.length === 0 &&
        new Set(unavailable.map((o) => o.lang)).size === 2,
      describe(badRefusals),
    );
    const slowest = Math.max(...outcomes.map((o) => o.ms));
    report.figure("slowest answer (s)", (slowest / 1000).toFixed(1));
    report.check(`no request waited longer than ${ANSWER_BOUND_MS / 1000} s`, slowest <= ANSWER_BOUND_MS);
    for (const cycle of cycles) {
      const refused = unavailable.filter(
        (o) => o.at >= cycle.downAt && o.at <= cycle.backAt + RECOVERY_BOUND_MS,
      );
      const firstOk = ok.filter((o) => o.at >= cycle.backAt).sort((a, b) => a.at - b.at)[0];
      const recovery = firstOk ? firstOk.at - cycle.backAt : Number.POSITIVE_INFINITY;
      report.figure(`${cycle.name}: 503 answers`, refused.length);
      report.figure(`${cycle.name}: first 2xx after pg_ctl returned (s)`, (recovery / 1000).toFixed(2));
      report.check(
        `${cycle.name}: recovered within ${RECOVERY_BOUND_MS / 1000} s, no restart of the app`,
        recovery <= RECOVERY_BOUND_MS,
      );
    }
    const exit = running.exited();
    report.check(
      "the app ran throughout",
      exit === null,
      exit ? `${JSON.stringify(exit)} ${running.stderr().slice(-1500)}` : "",
    );
  } finally {
    await app?.stop();
    cluster?.destroy();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function describe(outcomes: Outcome[]): string {
  return outcomes
    .slice(0, 3)
    .map((o) => `${o.status} ${JSON.stringify(o.body).slice(0, 150)}`)
    .join("; ");
}

/** Writes and reads as fast as answers come, every answer's status, headers and time recorded. */
async function writeLoop(
  app: RunningApp,
  token: string,
  writer: number,
  outcomes: Outcome[],
  stopped: () => boolean,
): Promise<void> {
  for (let round = 0; !stopped(); round++) {
    const n = round * WRITERS + writer;
    const lang = round % 2 === 0 ? "de" : "en";
    const record = async (request: () => Promise<Answer>) => {
      const at = Date.now();
      let answer: Answer | null = null;
      try {
        answer = await request();
      } catch {
        // no answer at all (a reset or a timeout): recorded as such, a failure
      }
      outcomes.push({
        at,
        ms: Date.now() - at,
        lang,
        status: answer?.status ?? "no answer",
        retryAfter: answer?.headers.get("retry-after") ?? null,
        body: answer?.body ?? null,
      });
      return answer;
    };
    const created = await record(() =>
      call(`${app.api}/eid/create`, {
        method: "POST",
        token,
        lang,
        body: JSON.stringify(surveyWrite(n, `Neustart ${n}`)),
      }),
    );
    const erhebungsid = (created?.body as { erhebungsid?: string } | null)?.erhebungsid;
    if (erhebungsid) await record(() => call(`${app.api}/eid/erhebungsid/${erhebungsid}`, { token, lang }));
    if (!created || created.status >= 300) await sleep(100); // no busy loop while the database is away
  }
}
