import {
  CSV_BYTE_LIMIT,
  CSV_LIMIT,
  type DbQueryTable,
  DEFAULT_SQL_QUERY,
  SQL_BYTE_LIMIT,
  SQL_LIMIT,
  SQL_QUERY_MAX_LENGTH,
} from "@erhdb/domain";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { surveyFixtures } from "../../../test/survey-fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { insertStoredBlob, readBlob } from "../../files/blob-store.ts";
import { consoleRecords, lastAuditId, onPostgres, runQuery } from "./db-query-test-support.ts";

let t: TestApp;
let admin: string;
let plain: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(userOf("SuperAdmin"), TEST_PASSWORD);
  plain = await t.login(userOf("StatDBAdmin"), TEST_PASSWORD);
});
afterAll(() => t.close());

/**
 * The allow-list of migrations 0011 and 0013: every table the console may read, each with the columns it may
 * not (migration 0024 dropped newsletter_subscription's verify_token_hash, hidden before; migration 0033
 * replaced newsletter_event by the public events and their consumers' cursors; migration 0038 added the
 * surveys' publication records of 0034).
 */
const READABLE: Record<string, string[]> = {
  audit_log: [],
  document: [],
  encoding: [],
  evas: [],
  file_blob: [],
  generic_resource: [],
  mail_outbox: ["body", "html", "headers"],
  newsletter_subscription: [],
  person: ["password_hash"],
  person_permission: [],
  public_event: [],
  public_event_consumer: [],
  request: ["ticket_token_hash"],
  request_content: [],
  resource: [],
  role: [],
  role_acl: [],
  role_statid: [],
  survey: [],
  survey_commentary: [],
  survey_evas: [],
  survey_link: [],
  survey_publication: [],
  table_template: [],
};

async function columnsOf(table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT column_name AS name FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name = ${table} ORDER BY ordinal_position`.execute(t.db);
  return rows.map((r) => r.name);
}

describe("the console's rights (SQLEDITOR_ACCESS)", () => {
  const calls = [
    { method: "GET", url: "/dbQuery" },
    { method: "GET", url: "/dbQuery/tables" },
    { method: "POST", url: "/dbQuery", payload: { query: "SELECT 1" } },
    { method: "POST", url: "/dbQuery/csv", payload: { query: "SELECT 1" } },
  ] as const;

  it.each(calls)(
    "$method $url: 401 without a session, 403 without the right, and nothing runs",
    async (call) => {
      const since = await lastAuditId(t);
      expect((await t.api({ ...call })).statusCode).toBe(401);
      const refused = await t.api({ ...call, token: plain });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: "FORBIDDEN" });
      expect(await consoleRecords(t, since)).toEqual([]);
    },
  );
});

describe("GET dbQuery", () => {
  it("says the console's limits of rows, bytes and time, and whether a query pauses the app (PGlite)", async () => {
    const res = await t.api({ method: "GET", url: "/dbQuery", token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      rowLimit: SQL_LIMIT,
      csvRowLimit: CSV_LIMIT,
      byteLimit: SQL_BYTE_LIMIT,
      csvByteLimit: CSV_BYTE_LIMIT,
      timeoutMs: 10_000,
      pausesOtherRequests: !onPostgres,
    });
  });
});

describe("GET dbQuery/tables", () => {
  it("lists exactly the allow-list's tables, each with the columns the console may read", async () => {
    const res = await t.api({ method: "GET", url: "/dbQuery/tables", token: admin });
    expect(res.statusCode).toBe(200);
    const tables = res.json<DbQueryTable[]>();
    expect(tables.map((table) => table.tableName)).toEqual(Object.keys(READABLE).sort());
    for (const table of tables) {
      expect(table.tableType).toBe("BASE TABLE");
      const hidden = READABLE[table.tableName] ?? [];
      const all = await columnsOf(table.tableName);
      expect(table.columns, table.tableName).toEqual(all.filter((column) => !hidden.includes(column)));
      expect(all, `${table.tableName} has the hidden columns`).toEqual(expect.arrayContaining(hidden));
    }
  });

  it("lists only what a query can read: every column listed answers", async () => {
    const tables = (await t.api({ method: "GET", url: "/dbQuery/tables", token: admin })).json<
      DbQueryTable[]
    >();
    for (const table of tables) {
      const columns = table.columns.map((c) => `"${c}"`).join(", ");
      const res = await runQuery(t, admin, `SELECT ${columns} FROM ${table.tableName} LIMIT 1`);
      expect(res.statusCode, `${table.tableName}: ${res.body}`).toBe(200);
      expect(res.json().columns).toEqual(table.columns);
    }
  });
});

describe("POST dbQuery", () => {
  it("runs the default query, everything from the survey table, as the database writes each value", async () => {
    const newSurvey = await surveyFixtures(t.db);
    const survey = await newSurvey({ description: 'Konsole; "zitiert"' });
    const res = await runQuery(t, admin, DEFAULT_SQL_QUERY);
    expect(res.statusCode).toBe(200);
    const answer = res.json<{ columns: string[]; rows: (string | null)[][]; limited: boolean }>();
    expect(answer.columns).toEqual(await columnsOf("survey"));
    const column = (name: string) => answer.columns.indexOf(name);
    const row = answer.rows.find((r) => r[column("id")] === String(survey.id));
    expect(row?.[column("erhebungsid")]).toBe(survey.erhebungsid);
    expect(row?.[column("description")]).toBe('Konsole; "zitiert"');
    expect(row?.[column("access_mode")]).toBe("f");
    expect(row?.[column("evas_list")]).toBe("12612");
    expect(answer.limited).toBe(false);
  });

  it("leaves the connection as it found it: a stored file streams afterwards (PGlite's one connection)", async () => {
    // a console query left its byte counter on the connection, and pg-copy-streams refused every file
    // read after it (the e2e documentation downloads failed after the console spec)
    expect((await runQuery(t, admin, DEFAULT_SQL_QUERY)).statusCode).toBe(200);
    const content = Buffer.from("nach der Konsole");
    const blobId = await insertStoredBlob(t.db, content);
    const read: Buffer[] = [];
    for await (const piece of readBlob(t.db, blobId, content.length)) read.push(piece);
    expect(Buffer.concat(read).toString()).toBe("nach der Konsole");
  });

  it("answers every value as text, NULL as null, columns in order and by their names, even twice", async () => {
    const res = await runQuery(
      t,
      admin,
      "  SELECT 1 AS a, NULL::text AS nothing, true AS yes, 1.50::numeric AS amount, DATE '2026-11-26' AS day, 'Ä;\"x\"' AS a;\n",
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      columns: ["a", "nothing", "yes", "amount", "day", "a"],
      rows: [["1", null, "t", "1.50", "2026-11-26", 'Ä;"x"']],
      limited: false,
      bytesLimited: false,
    });
  });

  it("answers the columns without rows for an empty result (the screen says 'no records')", async () => {
    const res = await runQuery(t, admin, "SELECT id, erhebungsid FROM survey WHERE false");
    expect(res.json()).toEqual({
      columns: ["id", "erhebungsid"],
      rows: [],
      limited: false,
      bytesLimited: false,
    });
  });

  it("answers at most 499 rows and says when the query had more", async () => {
    const full = await runQuery(t, admin, `SELECT g FROM generate_series(1, ${SQL_LIMIT}) g`);
    expect(full.json().rows).toHaveLength(SQL_LIMIT);
    expect(full.json().limited).toBe(false);

    const more = await runQuery(t, admin, `SELECT g, 'x' AS t FROM generate_series(1, ${SQL_LIMIT + 1}) g`);
    const answer = more.json<{ rows: string[][]; limited: boolean }>();
    expect(answer.limited).toBe(true);
    expect(answer.rows).toEqual(Array.from({ length: SQL_LIMIT }, (_, i) => [String(i + 1), "x"]));
  });

  it("refuses an invalid query with a 400 INVALID_QUERY and the database's message, in the caller's language", async () => {
    const de = await runQuery(t, admin, "SELEC 1");
    expect(de.statusCode).toBe(400);
    expect(de.json()).toEqual({
      code: "INVALID_QUERY",
      sqlState: "42601",
      message: 'Ungültige Abfrage: syntax error at or near "SELEC"',
    });
    const en = await runQuery(t, admin, "SELECT nope FROM survey", { lang: "en" });
    expect(en.json()).toEqual({
      code: "INVALID_QUERY",
      sqlState: "42703",
      message: 'Invalid query: column "nope" does not exist',
    });
    const twice = await runQuery(t, admin, "SELECT 1; SELECT 2");
    expect(twice.json()).toMatchObject({ code: "INVALID_QUERY", sqlState: "42601" });
  });

  it("refuses a statement that returns no rows without running it", async () => {
    const res = await runQuery(t, admin, "CREATE TABLE konsole (a int)");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: "INVALID_QUERY",
      message:
        "Ungültige Abfrage: Die Konsole führt nur Anweisungen aus, die Zeilen liefern (SELECT, WITH, VALUES, TABLE, EXPLAIN, SHOW).",
    });
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM pg_class WHERE relname = 'konsole'`.execute(t.db);
    expect(rows[0]?.n).toBe(0);
  });

  it.each([
    ["empty", "   \n ", "Abfrage: Bitte eine Abfrage eingeben.", "Query: please enter a query."],
    [
      "too long",
      `SELECT '${"x".repeat(SQL_QUERY_MAX_LENGTH)}'`,
      "Abfrage: Die Abfrage darf höchstens 100.000 Zeichen lang sein.",
      "Query: the query may be at most 100,000 characters long.",
    ],
    [
      "with a NUL character",
      "SELECT '\u0000'",
      "Abfrage: Die Abfrage darf kein NUL-Zeichen enthalten.",
      "Query: the query must not contain a NUL character.",
    ],
  ])("refuses a query %s with a 400 naming the field, and does not run it", async (_, query, de, en) => {
    const since = await lastAuditId(t);
    for (const csv of [false, true]) {
      const res = await runQuery(t, admin, query, { csv });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: "VALIDATION", field: "query", message: de });
    }
    expect((await runQuery(t, admin, query, { lang: "en" })).json()).toMatchObject({ message: en });
    expect(await consoleRecords(t, since)).toEqual([]);
  });

  it("refuses a body without a query", async () => {
    const res = await t.api({ method: "POST", url: "/dbQuery", token: admin, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION", field: "query" });
  });
});

describe("POST dbQuery/csv", () => {
  it("answers the rows as CSV (BOM, ';', CRLF, NULL empty) named output.csv", async () => {
    const res = await runQuery(t, admin, `SELECT 1 AS n, NULL AS "leer", 'a;b "c"' AS "Text"`, { csv: true });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="output.csv"');
    expect(res.headers["x-result-limited"]).toBeUndefined();
    expect(res.body).toBe('\uFEFFn;leer;Text\r\n1;;"a;b ""c"""\r\n');
  });

  it("holds up to 10,000 rows and says when the query had more", async () => {
    const lines = (body: string) => body.split("\r\n").filter((line) => line !== "");
    const full = await runQuery(t, admin, `SELECT g FROM generate_series(1, ${CSV_LIMIT}) g`, { csv: true });
    expect(full.headers["x-result-limited"]).toBeUndefined();
    expect(lines(full.body)).toHaveLength(CSV_LIMIT + 1);

    const more = await runQuery(t, admin, `SELECT g FROM generate_series(1, ${CSV_LIMIT + 1}) g`, {
      csv: true,
    });
    expect(more.headers["x-result-limited"]).toBe("true");
    const rows = lines(more.body);
    expect(rows).toHaveLength(CSV_LIMIT + 1);
    expect(rows.at(-1)).toBe(String(CSV_LIMIT));
  });

  it("refuses an invalid query as JSON, as the table answer does", async () => {
    const res = await runQuery(t, admin, "SELECT password_hash FROM person", { csv: true, lang: "en" });
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toContain("application/json");
    expect(res.json()).toMatchObject({ code: "INVALID_QUERY", sqlState: "42501" });
  });
});

describe("the audit", () => {
  it("records every query with who, the text, the format and what came of it", async () => {
    const since = await lastAuditId(t);
    await runQuery(t, admin, "SELECT 1 AS eins");
    await runQuery(t, admin, `SELECT g FROM generate_series(1, ${SQL_LIMIT + 5}) g`, { csv: true });
    await runQuery(t, admin, "SELECT * FROM session");
    await runQuery(t, admin, "SET ROLE postgres");
    expect(await consoleRecords(t, since)).toEqual([
      {
        actor_email: userOf("SuperAdmin"),
        after: { query: "SELECT 1 AS eins", format: "table", rows: 1, limited: false, bytesLimited: false },
      },
      {
        actor_email: userOf("SuperAdmin"),
        after: {
          query: `SELECT g FROM generate_series(1, ${SQL_LIMIT + 5}) g`,
          format: "csv",
          rows: SQL_LIMIT + 5,
          limited: false,
          bytesLimited: false,
        },
      },
      {
        actor_email: userOf("SuperAdmin"),
        after: {
          query: "SELECT * FROM session",
          format: "table",
          refused: "42501",
          message: "permission denied for table session",
        },
      },
      {
        actor_email: userOf("SuperAdmin"),
        after: {
          query: "SET ROLE postgres",
          format: "table",
          refused: "NOT_A_QUERY",
          message: "answers no rows",
        },
      },
    ]);
  });
});

describe("a database whose reader has more rights than migration 0011 gave", () => {
  it("refuses every query and the table list with a 503 until the grant is gone, and audits the refusal", async () => {
    await sql`GRANT EXECUTE ON FUNCTION pg_catalog.set_config(text, text, boolean) TO erhdb_sql_reader`.execute(
      t.db,
    );
    try {
      const since = await lastAuditId(t);
      const run = await runQuery(t, admin, "SELECT 1", { lang: "en" });
      expect(run.statusCode).toBe(503);
      expect(run.json()).toEqual({
        code: "SQL_CONSOLE_UNAVAILABLE",
        message:
          "The SQL console is not set up in this database (the reader role erhdb_sql_reader of migration 0011 is missing or has more rights than intended).",
      });
      expect((await t.api({ method: "GET", url: "/dbQuery/tables", token: admin })).statusCode).toBe(503);
      expect(await consoleRecords(t, since)).toEqual([
        {
          actor_email: userOf("SuperAdmin"),
          after: expect.objectContaining({ query: "SELECT 1", refused: "SQL_CONSOLE_UNAVAILABLE" }),
        },
      ]);
    } finally {
      await sql`REVOKE EXECUTE ON FUNCTION pg_catalog.set_config(text, text, boolean) FROM erhdb_sql_reader`.execute(
        t.db,
      );
    }
    expect((await runQuery(t, admin, "SELECT 1")).statusCode).toBe(200);
  });
});
