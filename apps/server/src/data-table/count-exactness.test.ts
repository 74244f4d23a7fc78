// Decision 15: the counts a server remembers are exact after every committed write, whoever made it.
import type { TableAnswer } from "@erhdb/domain";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, userOf } from "../../test/fixtures.ts";
import { type SurveyRole, startSurveyTestApp, type surveyFixtures } from "../../test/survey-fixtures.ts";
import { type ColumnChange, tableClient } from "../../test/table-client.ts";
import { TEST_CONFIG, type TestApp } from "../../test/test-app.ts";
import { API_PREFIX, buildApp } from "../app.ts";
import { createKysely, type Database } from "../db/database.ts";
import { surveysTable } from "../features/surveys/table.ts";
import { seedLargeSurveys } from "../seed/large.ts";
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

type Caller = "anonymous" | SurveyRole;
const CALLERS: Caller[] = ["anonymous", "SuperAdmin", "FachAdmin"];
const tokenOf = (caller: Caller) => (caller === "anonymous" ? null : tokens[caller]);

/** Filters whose counts the writes below change: none, an index equality, a contains, an EVAS prefix. */
const FILTERS: Record<string, ColumnChange>[] = [
  {},
  {
    statisticid: { filter: "2110" },
    federalStateCode: { filter: [{ key: "09", value: "09", display: "" }] },
  },
  { description: { filter: "Zählung" } },
  { evas: { filter: "124" } },
];

/** The counts the engine takes without remembering anything (as before decision 15), for one query. */
async function freshCounts(db: Database, caller: Caller, changes: Record<string, ColumnChange>) {
  const person =
    caller === "anonymous"
      ? null
      : (await t.api({ method: "GET", url: "/auth", token: tokenOf(caller) })).json<{ id: number }>();
  const context = {
    db,
    person: person as Parameters<typeof queryConditions>[2]["person"],
    lang: "de" as const,
    now: new Date(),
  };
  const query = await parseTableQuery(surveysTable, eid.query(changes), context);
  const { visibility, filters } = queryConditions(surveysTable, query, context);
  return {
    total: await countRows(surveysTable, visibility, [], context),
    totalElements: await countRows(surveysTable, visibility, filters, context),
  };
}

const countsOf = (answer: TableAnswer) => ({
  total: answer.total,
  totalElements: answer.records.totalElements,
});

/** Every caller and filter: the answer's counts equal fresh counts (read twice: taken, then remembered). */
async function expectExact(client = eid, db: Database = t.db) {
  for (const caller of CALLERS) {
    for (const changes of FILTERS) {
      const expected = await freshCounts(db, caller, changes);
      for (let read = 0; read < 2; read++) {
        const answer = await client.page(changes, { token: tokenOf(caller) });
        expect(countsOf(answer), `${caller} ${JSON.stringify(changes)} read ${read}`).toEqual(expected);
      }
    }
  }
}

const post = (path: string, payload: object, caller: SurveyRole = "SuperAdmin") =>
  t.api({ method: "POST", url: path, token: tokens[caller], payload });

let bzrYear = 10;
const surveyPayload = (extra: Record<string, unknown> = {}) => ({
  statisticId: "2110",
  bzr: `${bzrYear++}0000`,
  federalStateCode: "09",
  period: 3,
  description: "Zählung der Testfälle",
  accessMode: true,
  evas: ["12612"],
  comment: "angelegt",
  ...extra,
});

async function created(extra: Record<string, unknown> = {}) {
  const res = await post("/eid/create", surveyPayload(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; erhebungsid: string }>();
}

describe("exact counts after every write through the API (each answer compared with a fresh count)", () => {
  it("create, approve, update, EVAS change, lock, archive, delete and rigorous delete", async () => {
    await expectExact();
    const survey = await created();
    await expectExact();
    // blocked: the data may change, then the EVAS
    const update = await post(`/eid/${survey.id}/update`, surveyPayload({ description: "Neu beschrieben" }));
    expect(update.statusCode, update.body).toBe(200);
    await expectExact();
    const evas = await post(`/eid/${survey.id}/update`, surveyPayload({ evas: ["12411"] }));
    expect(evas.statusCode, evas.body).toBe(200);
    await expectExact();
    const change = { comment: "weiter", accessMode: true };
    expect((await post(`/eid/${survey.id}/unlock`, change)).statusCode).toBe(200);
    await expectExact();
    for (const path of ["lock", "archive", "delete"]) {
      const res = await post(`/eid/${survey.id}/${path}`, change);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
      await expectExact();
    }
    const other = await created();
    expect((await post(`/eid/${other.id}/deleterigoros`, change)).statusCode).toBe(200);
    await expectExact();
  });
});

describe("exact counts after writes that bypass the app", () => {
  it("an administrator's INSERT, UPDATE and DELETE in SQL", async () => {
    await expectExact();
    const { id } = await newSurvey({ status: 3, accessMode: true, description: "Zählung per SQL" });
    await expectExact();
    await sql`UPDATE survey SET access_mode = false WHERE id = ${id}`.execute(t.db);
    await expectExact();
    await sql`DELETE FROM survey_evas WHERE survey_id = ${id}`.execute(t.db);
    await expectExact();
    await sql`DELETE FROM survey WHERE id = ${id}`.execute(t.db);
    await expectExact();
  });

  it("a bulk seed", async () => {
    await expectExact();
    await seedLargeSurveys(t.db, { surveys: 300, batchSize: 100 });
    await expectExact();
  });

  it("a rolled-back write changes nothing and is counted as nothing", async () => {
    await expectExact();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await sql`UPDATE survey SET status = 3, access_mode = true`.execute(trx);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    await expectExact();
  });
});

describe("exact counts with writers and readers at the same time", () => {
  it("creates through the API and inserts in SQL, interleaved with reads in every order", async () => {
    const before = await freshCounts(t.db, "SuperAdmin", {});
    const writes = 12;
    const jobs: Promise<unknown>[] = [];
    const seen: number[] = [];
    for (let i = 0; i < writes; i++) {
      jobs.push(i % 2 === 0 ? created() : newSurvey({ status: 3, accessMode: true }));
      jobs.push(eid.page({}, { token: tokenOf("SuperAdmin") }).then((a) => seen.push(a.total)));
      jobs.push(eid.page({}, { token: null }).then((a) => a.total));
    }
    await Promise.all(jobs);
    // each answer counted the writes of some moment of the run, never fewer than before, never more
    for (const total of seen) {
      expect(total).toBeGreaterThanOrEqual(before.total);
      expect(total).toBeLessThanOrEqual(before.total + writes);
    }
    await expectExact();
  });
});

describe("two servers on one database", () => {
  let second: { api: TestApp["api"]; client: ReturnType<typeof tableClient>; close(): Promise<void> };

  beforeAll(async () => {
    const db = createKysely(t.connectionString, 1);
    const { app } = await buildApp({
      config: TEST_CONFIG,
      db,
      logger: false,
      webRoot: "/nonexistent-web-build",
    });
    const api: TestApp["api"] = ({ token, ...rest }) =>
      app.inject({
        ...rest,
        url: `${API_PREFIX}${rest.url ?? ""}`,
        headers: { ...(token ? { authorization: token } : {}), ...rest.headers },
      });
    const client = tableClient({ ...t, api, db }, "/eid");
    await client.load();
    second = {
      api,
      client,
      async close() {
        await app.close();
        await db.destroy();
      },
    };
  });
  afterAll(() => second.close());

  it("each counts what the other wrote, after its own counts were remembered", async () => {
    await expectExact(second.client);
    await expectExact();
    // written through the first server: the second's remembered counts are of an older version
    const survey = await created();
    await expectExact(second.client);
    // and the other way round: a status change through the second server
    const login = await second.api({
      method: "POST",
      url: "/login",
      payload: { username: userOf("SuperAdmin"), password: TEST_PASSWORD },
      remoteAddress: t.newIp(),
    });
    const token = login.headers.authorization;
    expect(typeof token).toBe("string");
    const res = await second.api({
      method: "POST",
      url: `/eid/${survey.id}/unlock`,
      token: String(token),
      payload: { comment: "frei", accessMode: true },
    });
    expect(res.statusCode).toBe(200);
    await expectExact(second.client);
    await expectExact();
  });
});
