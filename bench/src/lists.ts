// Issue 13: the surveys list's three queries, as anonymous and as SuperAdmin, over HTTP with autocannon
// at 1 and 10 clients, beside the same queries' direct SQL as the engine ran them before decision 15.
import type { TableAnswer, TableQuery } from "@erhdb/domain";
import autocannon from "autocannon";
import { toTableRow } from "../../apps/server/src/data-table/cells.ts";
import { parseTableQuery, tableState } from "../../apps/server/src/data-table/index.ts";
import { countRows, pageSql, queryConditions } from "../../apps/server/src/data-table/page.ts";
import type { TableContext } from "../../apps/server/src/data-table/types.ts";
import { loadAuthPerson } from "../../apps/server/src/db/auth-person.ts";
import { surveysTable } from "../../apps/server/src/features/surveys/table.ts";
import { ADMIN, type Dataset } from "./dataset.ts";
import { adminToken } from "./login.ts";
import type { RunningServer } from "./serve.ts";
import { percentile, timeRuns } from "./stats.ts";
import { benchmarkQueries, descriptionQuery, FIRST_ANSWER_SPELLINGS } from "./table-queries.ts";

const DIRECT_RUNS = 40;
const WARMUP = 5;
const SECONDS = Number(process.env.BENCH_LIST_SECONDS ?? 5);

export type Caller = "anonymous" | "SuperAdmin";
export const CALLERS: Caller[] = ["anonymous", "SuperAdmin"];

interface Timing {
  p50: number;
  p95: number;
  rps: number;
}

/** What one answer holds, to compare the app's answer with the direct SQL's. */
interface Counts {
  total: number;
  totalElements: number;
  rows: TableAnswer["records"]["content"];
}

export interface DirectQuery {
  id: string;
  name: string;
  caller: Caller;
  body: TableQuery;
  answer: Counts;
  direct: { p50: number; p95: number };
}

export interface ListResult extends DirectQuery {
  /** the app's answer equals the direct SQL's (counts and rows) */
  equal: boolean;
  one: Timing;
  ten: Timing;
  /** Q2 only: first answers of a filter the server has not counted yet (the same rows in other spellings) */
  first: { p50: number; p95: number; runs: number } | null;
}

/**
 * The direct SQL, before the server starts (PGlite serves one connection): each query's page, total and
 * filtered count as the engine ran them before decision 15, every time, side by side.
 */
export async function directQueries(dataset: Dataset): Promise<DirectQuery[]> {
  const handle = await dataset.open();
  try {
    const admin = await handle.db
      .selectFrom("person")
      .select("id")
      .where("email", "=", ADMIN.email)
      .executeTakeFirstOrThrow();
    const persons = { anonymous: null, SuperAdmin: await loadAuthPerson(handle.db, admin.id) };
    const base: TableContext = { db: handle.db, person: null, lang: "de", now: new Date() };
    const { columns } = await tableState(surveysTable, base);
    const queries = await benchmarkQueries(handle.db, columns);
    const results: DirectQuery[] = [];
    for (const caller of CALLERS) {
      const context: TableContext = { ...base, person: persons[caller] };
      for (const q of queries) {
        const resolved = await parseTableQuery(surveysTable, q.body, context);
        const { visibility, filters } = queryConditions(surveysTable, resolved, context);
        const visible = resolved.columns.filter((c) => c.visible).map((c) => c.declaration);
        const run = async (): Promise<Counts> => {
          const [page, total, filtered] = await Promise.all([
            pageSql(surveysTable, resolved, context).execute(handle.db),
            countRows(surveysTable, visibility, [], context),
            filters.length ? countRows(surveysTable, visibility, filters, context) : null,
          ]);
          return {
            total,
            totalElements: filtered ?? total,
            rows: page.rows.map((r) => toTableRow(r, visible, context)),
          };
        };
        const answer = await run();
        const times = await timeRuns(DIRECT_RUNS, WARMUP, run);
        results.push({
          ...q,
          caller,
          answer,
          direct: { p50: percentile(times, 50), p95: percentile(times, 95) },
        });
      }
    }
    return results;
  } finally {
    await handle.close();
  }
}

/** `connections` clients asking the same query for SECONDS seconds: every response's time, and req/s. */
async function cannon(url: string, body: TableQuery, token: string | undefined, connections: number) {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        method: "POST",
        connections,
        duration: SECONDS,
        headers: { "content-type": "application/json", ...(token ? { authorization: token } : {}) },
        body: JSON.stringify(body),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`autocannon: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), rps: result.requests.total / SECONDS };
}

async function ask(url: string, body: TableQuery, token: string | undefined): Promise<Counts> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
  const answer = (await res.json()) as TableAnswer;
  return { total: answer.total, totalElements: answer.records.totalElements, rows: answer.records.content };
}

/** The app's answers to the direct queries: checked equal, then timed at 1 and 10 clients. */
export async function measureLists(server: RunningServer, direct: DirectQuery[]): Promise<ListResult[]> {
  const url = new URL("api/v1/eid", server.url).toString();
  const tokens = { anonymous: undefined, SuperAdmin: await adminToken(server.url) };
  const results: ListResult[] = [];
  for (const q of direct) {
    const token = tokens[q.caller];
    let first: ListResult["first"] = null;
    if (q.id === "Q2") {
      // the first answers, before the spelling the runs below repeat has been counted
      const columns = q.body.columns;
      const times: number[] = [];
      for (const spelling of FIRST_ANSWER_SPELLINGS) {
        const started = performance.now();
        const answer = await ask(url, descriptionQuery(columns, spelling), token);
        times.push(performance.now() - started);
        if (answer.totalElements !== q.answer.totalElements) throw new Error(`${spelling}: other count`);
      }
      first = { p50: percentile(times, 50), p95: percentile(times, 95), runs: times.length };
    }
    const answer = await ask(url, q.body, token);
    const equal = JSON.stringify(answer) === JSON.stringify(q.answer);
    const one = await cannon(url, q.body, token, 1);
    const ten = await cannon(url, q.body, token, 10);
    results.push({ ...q, equal, one, ten, first });
  }
  return results;
}
