// Issue 37, point 7: what registries and catalogues ask at a million surveys on PostgreSQL, over HTTP beside
// the SQL that feeds the answer sent directly: the full CL_EVAS in SDMX-ML (cached per register version) and
// OAI-PMH ListRecords pages of 100 DDI-Lifecycle 3.3 records.
import { readEvasRegister } from "../../apps/server/src/features/sdmx/repository.ts";
import { listResumptionToken } from "../../apps/server/src/features/study-metadata/oai-request.ts";
import { type Cursor, recordPage } from "../../apps/server/src/features/study-metadata/repository.ts";
import { PAGE_SIZE } from "../../apps/server/src/features/study-metadata/service.ts";
import { type Dataset, prepareDataset } from "./dataset.ts";
import { startServer } from "./serve.ts";
import { percentile, timeRuns } from "./stats.ts";

const RUNS = Number(process.env.BENCH_HARVEST_RUNS ?? 40);
const WARMUP = 3;
/** pages harvested in a row from each starting point */
const PAGES = Number(process.env.BENCH_HARVEST_PAGES ?? 20);
const SDMX_ML = "application/vnd.sdmx.structure+xml;version=3.0.0";

export interface Timings {
  p50: number;
  p95: number;
}

export interface HarvestBenchResult {
  kind: string;
  surveys: number;
  /** public approved surveys, deleted records */
  records: { live: number; deleted: number };
  evas: { codes: number; bytes: number; direct: Timings; app: Timings };
  pages: { start: string; direct: Timings; app: Timings; bytes: number }[];
}

/** Each page as often as it takes for RUNS answers from a starting point (a set may have one page only). */
const runsPerPage = (cursors: readonly unknown[]) => Math.ceil(RUNS / cursors.length);
const timings = (values: number[]): Timings => ({ p50: percentile(values, 50), p95: percentile(values, 95) });

/** The cursors of `PAGES` pages in a row from `after` (null: the list's start), as a harvest meets them. */
async function cursorsFrom(
  dataset: Dataset,
  set: string | null,
  after: Cursor | null,
): Promise<(Cursor | null)[]> {
  const handle = await dataset.open();
  try {
    const cursors: (Cursor | null)[] = [after];
    let cursor = after;
    while (cursors.length < PAGES) {
      const page = await recordPage(handle.db, { from: null, until: null, set, after: cursor }, PAGE_SIZE);
      const last = page.at(-1);
      if (!last || page.length < PAGE_SIZE) break;
      cursor = { changedAt: last.changedAt, erhebungsid: last.erhebungsid };
      cursors.push(cursor);
    }
    return cursors;
  } finally {
    await handle.close();
  }
}

export async function benchHarvest(dataset: Dataset, port: number): Promise<HarvestBenchResult> {
  const { surveys } = await prepareDataset(dataset);
  const handle = await dataset.open();
  let records: HarvestBenchResult["records"];
  let middle: Cursor;
  /** the largest set */
  let set: { id: string; records: number };
  let evasDirect: number[];
  let codes: number;
  try {
    const counts = await handle.db
      .selectFrom("survey_publication")
      .select(["public", (eb) => eb.fn.countAll<string>().as("n")])
      .groupBy("public")
      .execute();
    const count = (p: boolean) => Number(counts.find((c) => c.public === p)?.n ?? 0);
    records = { live: count(true), deleted: count(false) };
    const half = await handle.db
      .selectFrom("survey_publication")
      .select(["erhebungsid", "changed_at"])
      .orderBy("changed_at")
      .orderBy("erhebungsid")
      .offset(Math.floor((records.live + records.deleted) / 2))
      .limit(1)
      .executeTakeFirstOrThrow();
    middle = { changedAt: half.changed_at.toISOString(), erhebungsid: half.erhebungsid };
    const largest = await handle.db
      .selectFrom("survey_publication")
      .select(["statistic_id", (eb) => eb.fn.countAll<string>().as("n")])
      .groupBy("statistic_id")
      .orderBy("n", "desc")
      .limit(1)
      .executeTakeFirstOrThrow();
    set = { id: largest.statistic_id, records: Number(largest.n) };
    codes = (await readEvasRegister(handle.db)).codes.length;
    evasDirect = await timeRuns(RUNS, WARMUP, () => readEvasRegister(handle.db));
  } finally {
    await handle.close();
  }

  const starts = [
    { start: "from the start", set: null, cursors: await cursorsFrom(dataset, null, null) },
    { start: "from the middle", set: null, cursors: await cursorsFrom(dataset, null, middle) },
    {
      start: `the largest set (${set.id}, ${set.records} records)`,
      set: set.id,
      cursors: await cursorsFrom(dataset, set.id, null),
    },
  ];

  const direct = new Map<string, number[]>();
  const db = await dataset.open();
  try {
    for (const s of starts) {
      const times: number[] = [];
      for (const after of s.cursors) {
        const ask = () => recordPage(db.db, { from: null, until: null, set: s.set, after }, PAGE_SIZE + 1);
        times.push(...(await timeRuns(runsPerPage(s.cursors), 1, ask)));
      }
      direct.set(s.start, times);
    }
  } finally {
    await db.close();
  }

  const server = await startServer(dataset.env, port);
  try {
    const origin = server.url.replace(/\/$/, "");
    let evasBytes = 0;
    const evasApp = await timeRuns(RUNS, WARMUP, async () => {
      const res = await fetch(`${origin}/sdmx/v2/structure/codelist/*/CL_EVAS/~`, {
        headers: { accept: SDMX_ML },
      });
      if (!res.ok) throw new Error(`CL_EVAS: ${res.status}`);
      evasBytes = (await res.arrayBuffer()).byteLength;
    });
    const pages: HarvestBenchResult["pages"] = [];
    for (const s of starts) {
      const times: number[] = [];
      let bytes = 0;
      for (const after of s.cursors) {
        const query =
          after === null
            ? `verb=ListRecords&metadataPrefix=oai_ddi33${s.set ? `&set=${s.set}` : ""}`
            : `verb=ListRecords&resumptionToken=${listResumptionToken(
                { prefix: "oai_ddi33", set: s.set, from: null, until: null, after: null },
                after,
              )}`;
        const ask = async () => {
          const res = await fetch(`${origin}/oai?${query}`);
          const body = await res.text();
          if (!res.ok || body.includes("<error"))
            throw new Error(`ListRecords ${s.start}: ${body.slice(0, 300)}`);
          bytes = Math.max(bytes, Buffer.byteLength(body));
        };
        times.push(...(await timeRuns(runsPerPage(s.cursors), 1, ask)));
      }
      pages.push({ start: s.start, direct: timings(direct.get(s.start) ?? []), app: timings(times), bytes });
    }
    return {
      kind: dataset.kind,
      surveys,
      records,
      evas: { codes, bytes: evasBytes, direct: timings(evasDirect), app: timings(evasApp) },
      pages,
    };
  } finally {
    await server.stop();
  }
}
