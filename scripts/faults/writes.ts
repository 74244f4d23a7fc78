// The writes of the fault checks: clients that create surveys, upload files to them and change their
// descriptions until stopped, and the check afterwards that every acknowledged write is there.
import { randomBytes } from "node:crypto";
import { call, downloadResource, login, sha256, uploadResource } from "../live-app/api.ts";
import type { RunningApp } from "../live-app/app.ts";
import { sleep } from "../live-app/wait.ts";
import { PROBE } from "./store.ts";
import { surveyWrite } from "./survey-write.ts";

export interface Acknowledged {
  /** by erhebungsid: the descriptions it may have (the acknowledged one, and one written after it) */
  surveys: Map<string, { acked: string; maybe: string | null }>;
  /** resource id -> SHA-256 of the uploaded bytes */
  files: Map<number, string>;
}

export interface WriteCounts {
  attempted: number;
  acknowledged: number;
  /** answered, but not with a 2xx, and not as the fault may answer (below) */
  refused: number;
  /** answered as the fault may make the app answer (`expected` of writeLoop), e.g. a 503 while the database restarts */
  expected: number;
  /** no answer: the connection broke */
  cutOff: number;
}

export const newCounts = (): WriteCounts => ({
  attempted: 0,
  acknowledged: 0,
  refused: 0,
  expected: 0,
  cutOff: 0,
});

/**
 * One client: creates a survey, uploads a file of 50 KB to 1.2 MB to it, changes its description; again,
 * until stopped. A write counts as acknowledged only with its 2xx answer in hand; one cut off by the kill
 * may or may not have happened, and both are correct.
 */
export async function writeLoop(
  app: RunningApp,
  token: string,
  writer: number,
  acked: Acknowledged,
  counts: WriteCounts,
  stopped: () => boolean,
  /** an answer the fault may bring (not counted as refused) */
  expected: (status: number) => boolean = () => false,
): Promise<void> {
  for (let round = 0; !stopped(); round++) {
    const n = process.pid * 7 + writer * 10_000 + round;
    const attempt = async <T>(
      write: () => Promise<{ status: number; body: unknown }>,
      ok: (body: T) => void,
    ) => {
      counts.attempted++;
      try {
        const answer = await write();
        if (answer.status >= 200 && answer.status < 300) {
          counts.acknowledged++;
          ok(answer.body as T);
          return true;
        }
        if (expected(answer.status)) {
          counts.expected++;
          await sleep(100); // as a client told to retry would pause, if not for Retry-After's 5 s
        } else if (!stopped()) {
          counts.refused++;
          console.log(`  refused: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
        }
      } catch {
        counts.cutOff++;
      }
      return false;
    };
    let survey: { id: number; erhebungsid: string } | null = null;
    const created = await attempt<{ id: number; erhebungsid: string }>(
      () =>
        call(`${app.api}/eid/create`, {
          method: "POST",
          token,
          body: JSON.stringify(surveyWrite(n, `${PROBE} v0 ${n}`)),
        }),
      (body) => {
        survey = body;
        acked.surveys.set(body.erhebungsid, { acked: `${PROBE} v0 ${n}`, maybe: null });
      },
    );
    if (stopped()) return;
    if (!created || !survey) continue;
    const { id, erhebungsid } = survey;
    const bytes = randomBytes(50_000 + Math.floor(Math.random() * 1_150_000));
    await attempt<{ id: number }>(
      () => uploadResource(app.api, token, id, bytes, PROBE),
      (body) => acked.files.set(body.id, sha256(bytes)),
    );
    if (stopped()) return;
    const entry = acked.surveys.get(erhebungsid);
    if (entry) entry.maybe = `${PROBE} v1 ${n}`;
    await attempt(
      () =>
        call(`${app.api}/eid/${id}/update`, {
          method: "POST",
          token,
          body: JSON.stringify(surveyWrite(n, `${PROBE} v1 ${n}`)),
        }),
      () => acked.surveys.set(erhebungsid, { acked: `${PROBE} v1 ${n}`, maybe: null }),
    );
  }
}

/** Every acknowledged survey and file, read back through the API after the restart: what is missing or wrong. */
export async function lostWrites(app: RunningApp, acked: Acknowledged): Promise<string[]> {
  const token = await login(app.api);
  const lost: string[] = [];
  for (const [erhebungsid, { acked: description, maybe }] of acked.surveys) {
    const answer = await call(`${app.api}/eid/erhebungsid/${erhebungsid}`, { token });
    const body = answer.body as { description?: string; evas?: { evas: string }[] };
    const evas = (body.evas ?? []).map((e) => e.evas).sort();
    if (answer.status !== 200) lost.push(`survey ${erhebungsid}: ${answer.status}`);
    else if (body.description !== description && body.description !== maybe)
      lost.push(`survey ${erhebungsid}: description ${body.description}, acknowledged ${description}`);
    else if (evas.join() !== "12411,12612") lost.push(`survey ${erhebungsid}: EVAS ${evas.join()}`);
  }
  for (const [id, expected] of acked.files) {
    const bytes = await downloadResource(app.api, token, id);
    if (typeof bytes === "number") lost.push(`file of resource ${id}: ${bytes}`);
    else if (sha256(bytes) !== expected) lost.push(`file of resource ${id}: other bytes`);
  }
  return lost;
}
