// Decision 33: after a write, a remembered count of the surveys list is carried forward by the journal of
// written rows, not counted again; and where the journal cannot tell, it is counted again. Every answer
// is compared with a count taken fresh (count-exactness.test.ts covers every kind of write likewise).
import type { TableAnswer } from "@erhdb/domain";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type SurveyRole, startSurveyTestApp, type surveyFixtures } from "../../test/survey-fixtures.ts";
import { type ColumnChange, tableClient } from "../../test/table-client.ts";
import type { TestApp } from "../../test/test-app.ts";
import { surveysTable } from "../features/surveys/table.ts";
import { seedLargeSurveys } from "../seed/large.ts";
import { countCacheOf } from "./count-cache.ts";
import { pruneCountJournal, resetCountJournal } from "./count-journal.ts";
import { countRows, queryConditions } from "./page.ts";
import { parseTableQuery } from "./resolve-query.ts";

let t: TestApp;
let tokens: Record<SurveyRole, string>;
let newSurvey: Awaited<ReturnType<typeof surveyFixtures>>;
let eid: ReturnType<typeof tableClient>;

beforeAll(async () => {
  ({ t, newSurvey, tokens } = await startSurveyTestApp());
  eid = tableClient(t, "/eid");
  await eid.load();
});
afterAll(() => t.close());

// the embedded database serves one connection: a transaction held open would hold the read behind it
const onPostgres = inject("databaseTemplate").kind === "postgres";
const CONTAINS = { description: { filter: "Journalprobe" } };
const EVAS = { evas: { filter: "126" } };

/** The anonymous caller's counts of `changes`, taken in the database as before decision 15. */
/**
 * Waits until every transaction older than now has ended. The journal's horizon is the cluster's oldest
 * running transaction (pg_snapshot_xmin), and on PostgreSQL the other test files of the run write to
 * other databases of the same cluster meanwhile: one of theirs still open held the horizon below this
 * file's writes, and a count this test expects taken again was carried (seen in a .ci/run).
 */
async function othersSettled(): Promise<void> {
  const { rows } = await sql<{ xid: string }>`SELECT pg_current_xact_id()::text AS xid`.execute(t.db);
  const xid = rows[0]?.xid ?? "0";
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { rows: horizon } = await sql<{ passed: boolean }>`
      SELECT pg_snapshot_xmin(pg_current_snapshot())::text::bigint > ${xid}::bigint AS passed`.execute(t.db);
    if (horizon[0]?.passed) return;
    if (Date.now() > deadline) throw new Error("another transaction of the cluster stayed open for 60 s");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function fresh(changes: Record<string, ColumnChange>) {
  const context = { db: t.db, person: null, lang: "de" as const, now: new Date() };
  const query = await parseTableQuery(surveysTable, eid.query(changes), context);
  const { visibility, filters } = queryConditions(surveysTable, query, context);
  return {
    total: await countRows(surveysTable, visibility, [], context),
    totalElements: await countRows(surveysTable, visibility, filters, context),
  };
}

const counts = (a: TableAnswer) => ({ total: a.total, totalElements: a.records.totalElements });

/** Reads the page and says how its counts came: taken in the database or carried by the journal. */
async function read(changes: Record<string, ColumnChange>) {
  const cache = countCacheOf(t.db);
  const [taken, carried] = [cache.taken, cache.carried];
  const answer = await eid.page(changes, { token: null });
  expect(counts(answer), JSON.stringify(changes)).toEqual(await fresh(changes));
  return { taken: cache.taken - taken, carried: cache.carried - carried };
}

const publicSurvey = (description = "Journalprobe öffentlich") =>
  newSurvey({ status: 3, accessMode: true, description });

describe("counts carried by the journal of written survey rows", () => {
  it("carries the total and a contains filter's count across inserts, updates and deletes", async () => {
    await read(CONTAINS);
    const { id } = await publicSurvey();
    expect(await read(CONTAINS)).toEqual({ taken: 0, carried: 2 });
    await sql`UPDATE survey SET description = 'anders beschrieben' WHERE id = ${id}`.execute(t.db);
    expect(await read(CONTAINS)).toEqual({ taken: 0, carried: 2 });
    await sql`UPDATE survey SET description = 'Journalprobe wieder', access_mode = false WHERE id = ${id}`.execute(
      t.db,
    );
    expect(await read(CONTAINS)).toEqual({ taken: 0, carried: 2 });
    await sql`DELETE FROM survey WHERE id = ${id}`.execute(t.db);
    expect(await read(CONTAINS)).toEqual({ taken: 0, carried: 2 });
  });

  it("carries across writes through the API, as the working day makes them", async () => {
    await read({});
    const created = await t.api({
      method: "POST",
      url: "/eid/create",
      token: tokens.SuperAdmin,
      payload: {
        statisticId: "2110",
        bzr: "870000",
        federalStateCode: "09",
        period: 3,
        description: "Journalprobe über die API",
        accessMode: true,
        evas: ["12612"],
        comment: "angelegt",
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    const unlock = await t.api({
      method: "POST",
      url: `/eid/${id}/unlock`,
      token: tokens.SuperAdmin,
      payload: { comment: "frei", accessMode: true },
    });
    expect(unlock.statusCode, unlock.body).toBe(200);
    expect((await read({})).carried).toBe(1);
  });

  it("counts a filter that reads another table (EVAS) again after a write", async () => {
    await read(EVAS);
    const { id } = await publicSurvey();
    const afterInsert = await read(EVAS);
    expect(afterInsert.taken).toBe(1);
    await sql`DELETE FROM survey_evas WHERE survey_id = ${id}`.execute(t.db);
    expect((await read(EVAS)).taken).toBe(1);
  });

  it.runIf(onPostgres)(
    "includes a write that was in progress while the count was taken, once it commits",
    async () => {
      await read(CONTAINS);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let inserted: () => void = () => undefined;
      const written = new Promise<void>((resolve) => {
        inserted = resolve;
      });
      const writer = t.db.transaction().execute(async (trx) => {
        await trx
          .insertInto("survey")
          .values({
            statistic_id: "2110",
            bzr: "880000",
            federal_state_code: "09",
            period: 3,
            description: "Journalprobe im Flug",
            status: 3,
            access_mode: true,
            base_object_id: 0,
          })
          .execute();
        inserted();
        await held;
      });
      await written;
      // the count of this read is taken (or carried) while the insert is uncommitted: it does not count it
      await read(CONTAINS);
      release();
      await writer;
      expect(await read(CONTAINS)).toEqual({ taken: 0, carried: 2 });
    },
  );

  it("counts again after a bulk load, which leaves a reset mark instead of a million journal rows", async () => {
    await read(CONTAINS);
    const before = Number(
      (await sql<{ n: string }>`SELECT count(*) AS n FROM survey_count_journal`.execute(t.db)).rows[0]?.n,
    );
    await seedLargeSurveys(t.db, { surveys: 200, batchSize: 100 });
    const after = Number(
      (await sql<{ n: string }>`SELECT count(*) AS n FROM survey_count_journal`.execute(t.db)).rows[0]?.n,
    );
    // a mark per statement that wrote survey rows, not a row per survey
    expect(after - before).toBeGreaterThan(0);
    expect(after - before).toBeLessThan(200);
    expect(await read(CONTAINS)).toEqual({ taken: 2, carried: 0 });
  });

  it("prunes the journal in two steps; a count older than the pruned rows is counted again", async () => {
    await read(CONTAINS);
    await publicSurvey();
    // the first run only sets the bound; the second deletes below it
    await othersSettled();
    await pruneCountJournal(t.db);
    expect(await read(CONTAINS)).toEqual({ taken: 0, carried: 2 });
    await publicSurvey();
    await othersSettled();
    expect(await pruneCountJournal(t.db)).toBeGreaterThan(0);
    await othersSettled();
    await pruneCountJournal(t.db);
    await publicSurvey();
    expect(await read(CONTAINS)).toEqual({ taken: 2, carried: 0 });
    await publicSurvey();
    expect(await read(CONTAINS)).toEqual({ taken: 0, carried: 2 });
  });

  it("empties the journal at a start: rows of another cluster's history (a restore) are never summed", async () => {
    await read(CONTAINS);
    // as a dump from a cluster further on brings it: a transaction id this cluster has yet to reach
    await sql`INSERT INTO survey_count_journal (xid, sign, r)
      SELECT (pg_current_xact_id()::text::bigint + 1000)::text::xid8, 1, to_jsonb(s)
      FROM survey s WHERE s.status = 3 AND s.access_mode AND s.description LIKE '%Journalprobe%' LIMIT 1`.execute(
      t.db,
    );
    await sql`SELECT pg_current_xact_id()`.execute(t.db);
    await othersSettled();
    await resetCountJournal(t.db);
    await publicSurvey();
    // counted again (the horizon moved), and exact: the foreign row is gone
    expect(await read(CONTAINS)).toEqual({ taken: 2, carried: 0 });
    expect(await read(CONTAINS)).toEqual({ taken: 0, carried: 0 });
  });
});
