import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { surveyFixtures } from "../../../test/survey-fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { consoleRecords, lastAuditId, runQuery } from "./db-query-test-support.ts";

// Issue 16 item 2: read-only is enforced by the database, not by keyword filters. Every statement below
// reaches the database (PostgreSQL, or PGlite on the app's one connection, decision 18); what refuses it
// is the reader's rights, the READ ONLY transaction, or the protocol (a statement described as returning
// no rows is never executed). Nothing may change, and no secret may be read: on both databases alike,
// and on PGlite the app's one connection is as it was afterwards.

let t: TestApp;
let admin: string;
let before: unknown;
let surveyId: number;

/** What the refused statements aim at: the surveys, the EVAS register and the accounts, as JSON. */
async function snapshot() {
  const { rows } = await sql<{ data: unknown }>`
    SELECT json_build_object(
      'surveys', (SELECT json_agg(s ORDER BY s.id) FROM survey s),
      'evas', (SELECT json_agg(e ORDER BY e.id) FROM evas e),
      'persons', (SELECT json_agg(p ORDER BY p.id) FROM person p),
      'sessions', (SELECT count(*) FROM session),
      'largeObjects', (SELECT count(*) FROM pg_largeobject_metadata),
      'relations', (SELECT count(*) FROM pg_class),
      'functions', (SELECT count(*) FROM pg_proc)
    ) AS data`.execute(t.db);
  return rows[0]?.data;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(userOf("SuperAdmin"), TEST_PASSWORD);
  const newSurvey = await surveyFixtures(t.db);
  surveyId = (await newSurvey()).id;
  // statistics for pg_stats, which must not show the hidden columns' values
  await sql`ANALYZE person`.execute(t.db);
  before = await snapshot();
});
afterAll(() => t.close());

/** Not run: the statement answers no rows (SPEC's console runs queries only). */
const NOT_RUN = "NOT_A_QUERY";
const READ_ONLY = "25006";
const DENIED = "42501";

type Case = readonly [statement: string, refusal: string];

const refusals: Record<string, readonly Case[]> = {
  writes: [
    ["INSERT INTO evas (evas, description) VALUES ('99999', 'neu')", NOT_RUN],
    ["INSERT INTO evas (evas, description) VALUES ('99999', 'neu') RETURNING id", READ_ONLY],
    ["UPDATE survey SET description = 'geändert' RETURNING id", READ_ONLY],
    ["DELETE FROM survey RETURNING id", READ_ONLY],
    ["WITH gone AS (DELETE FROM survey RETURNING id) SELECT * FROM gone", READ_ONLY],
    ["MERGE INTO evas e USING (VALUES (1)) v(n) ON false WHEN NOT MATCHED THEN DO NOTHING", NOT_RUN],
    ["EXPLAIN ANALYZE DELETE FROM survey", READ_ONLY],
    ["EXPLAIN ANALYZE UPDATE person SET password_hash = NULL", READ_ONLY],
  ],
  DDL: [
    ["CREATE TABLE konsole (a int)", NOT_RUN],
    ["DROP TABLE survey", NOT_RUN],
    ["ALTER TABLE survey ADD COLUMN konsole int", NOT_RUN],
    ["TRUNCATE survey", NOT_RUN],
    ["GRANT SELECT ON person TO erhdb_sql_reader", NOT_RUN],
    ["CREATE FUNCTION konsole() RETURNS int LANGUAGE sql AS 'SELECT 1'", NOT_RUN],
    ["SELECT 1 AS a INTO konsole", NOT_RUN],
    ["EXPLAIN ANALYZE CREATE TABLE konsole AS SELECT 1", DENIED],
    ["CREATE ROLE konsole SUPERUSER", NOT_RUN],
  ],
  "DO blocks": [
    ["DO $$ BEGIN DELETE FROM survey; END $$", NOT_RUN],
    ["DO LANGUAGE plpgsql $$ BEGIN PERFORM set_config('role', 'postgres', false); END $$", NOT_RUN],
  ],
  "functions with side effects": [
    ["SELECT survey_evas_list_refresh(ARRAY[id]) FROM survey", READ_ONLY],
    ["SELECT nextval('survey_id_seq')", DENIED],
    ["SELECT setval('survey_id_seq', 1)", DENIED],
    ["SELECT pg_terminate_backend(pg_backend_pid())", DENIED],
    ["SELECT pg_cancel_backend(pg_backend_pid())", DENIED],
    ["SELECT pg_reload_conf()", DENIED],
    ["SELECT pg_sleep(60)", DENIED],
    ["SELECT pg_sleep_for('1 minute')", DENIED],
    // revoked by migration 0013: PostgreSQL 15 lets them write in a read-only transaction
    ["SELECT lo_create(0)", DENIED],
    ["SELECT lo_creat(-1)", DENIED],
    ["SELECT lo_from_bytea(0, '\\x00')", DENIED],
    ["SELECT lo_unlink(1)", DENIED],
    ["SELECT pg_notify('erhdb_konsole', 'x')", DENIED],
  ],
  COPY: [
    ["COPY survey TO STDOUT", NOT_RUN],
    ["COPY person (password_hash) TO STDOUT", NOT_RUN],
    ["COPY (SELECT 1) TO '/tmp/erhdb-konsole'", NOT_RUN],
    ["COPY evas FROM STDIN", NOT_RUN],
    ["COPY evas FROM PROGRAM 'true'", NOT_RUN],
  ],
  "SET ROLE and the transaction": [
    ["SET ROLE postgres", NOT_RUN],
    ["SET LOCAL ROLE postgres", NOT_RUN],
    ["RESET ROLE", NOT_RUN],
    ["SET SESSION AUTHORIZATION postgres", NOT_RUN],
    ["SET statement_timeout = 0", NOT_RUN],
    ["SET transaction_read_only = off", NOT_RUN],
    ["COMMIT", NOT_RUN],
    ["ROLLBACK", NOT_RUN],
    ["SELECT 1; RESET ROLE", "42601"],
    ["COMMIT; DELETE FROM survey RETURNING id", "42601"],
    ["PREPARE konsole AS DELETE FROM survey", NOT_RUN],
  ],
  set_config: [
    ["SELECT set_config('role', 'postgres', true)", DENIED],
    ["SELECT pg_catalog.set_config('session_authorization', 'postgres', false)", DENIED],
    ["SELECT set_config('statement_timeout', '0', true)", DENIED],
    ["SELECT set_config('transaction_read_only', 'off', true)", DENIED],
    ["SELECT id, set_config('role', 'postgres', true) FROM survey", DENIED],
    ["UPDATE pg_settings SET setting = 'postgres' WHERE name = 'role' RETURNING name", "0A000"],
  ],
  "locking reads": [
    ["SELECT id FROM survey FOR UPDATE", READ_ONLY],
    ["SELECT id FROM survey FOR NO KEY UPDATE", READ_ONLY],
    ["SELECT id FROM survey FOR SHARE", READ_ONLY],
    ["SELECT id FROM survey FOR KEY SHARE NOWAIT", READ_ONLY],
    ["LOCK TABLE survey IN ACCESS EXCLUSIVE MODE", NOT_RUN],
    ["SELECT pg_advisory_lock(1)", DENIED],
    ["SELECT pg_try_advisory_lock(1, 2)", DENIED],
    ["SELECT pg_advisory_xact_lock_shared(1)", DENIED],
  ],
  "files of the server": [
    ["SELECT pg_read_file('/etc/passwd')", DENIED],
    ["SELECT pg_read_file('postgresql.conf', 0, 100)", DENIED],
    ["SELECT pg_read_binary_file('/etc/passwd')", DENIED],
    ["SELECT pg_ls_dir('.')", DENIED],
    ["SELECT pg_stat_file('postgresql.conf')", DENIED],
    ["SELECT lo_import('/etc/passwd')", DENIED],
  ],
  secrets: [
    ["SELECT password_hash FROM person", DENIED],
    ["SELECT * FROM person", DENIED],
    ["TABLE person", DENIED],
    ["SELECT p FROM person p", DENIED],
    ["SELECT row_to_json(p) FROM person p", DENIED],
    ["SELECT id FROM person WHERE password_hash LIKE '$argon2%'", DENIED],
    ["EXPLAIN SELECT password_hash FROM person", DENIED],
    ["SELECT query_to_xml('SELECT password_hash FROM person', true, false, '')", DENIED],
    ["SELECT * FROM session", DENIED],
    ["SELECT token_hash FROM session", DENIED],
    ["SELECT * FROM password_token", DENIED],
    ["SELECT * FROM newsletter_token", DENIED],
    ["SELECT ticket_token_hash FROM request", DENIED],
    ["SELECT body FROM mail_outbox", DENIED],
    ["SELECT html, headers FROM mail_outbox", DENIED],
    ["SELECT * FROM rate_limit_hit", DENIED],
    ["SELECT * FROM login_attempt", DENIED],
    ["SELECT * FROM export_slot", DENIED],
    ["SELECT * FROM file_chunk", DENIED],
    ["SELECT rolpassword FROM pg_authid", DENIED],
    ["SELECT * FROM pg_statistic", DENIED],
  ],
};

describe.each(Object.entries(refusals))("the console refuses %s", (_, cases) => {
  it.each(cases)("%s", async (statement, refusal) => {
    const since = await lastAuditId(t);
    const res = await runQuery(t, admin, statement, { lang: "en" });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<{ code: string; sqlState?: string; message: string }>();
    expect(body.code).toBe("INVALID_QUERY");
    expect(body.sqlState).toBe(refusal === NOT_RUN ? undefined : refusal);
    expect(body.message).toMatch(/^Invalid query: /);
    const records = await consoleRecords(t, since);
    expect(records).toEqual([
      {
        actor_email: userOf("SuperAdmin"),
        after: expect.objectContaining({ query: statement, refused: refusal }),
      },
    ]);
  });
});

describe("what the console may run leaves nothing behind and shows no secret", () => {
  it("a temporary table made by a query goes with the rolled-back transaction", async () => {
    // any server allows a temporary table in a read-only transaction; the rollback drops it
    const temp = await runQuery(t, admin, "EXPLAIN ANALYZE CREATE TEMP TABLE konsole_temp AS SELECT 1");
    expect(temp.statusCode).toBe(200);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pg_class WHERE relname = 'konsole_temp'`.execute(t.db);
    expect(rows[0]?.n).toBe(0);
  });

  it("the statistics and the activity of other sessions show nothing of what the reader may not read", async () => {
    const stats = await runQuery(t, admin, "SELECT attname FROM pg_stats WHERE tablename = 'person'");
    const columns = stats.json<{ rows: string[][] }>().rows.map(([name]) => name);
    expect(columns).toContain("email");
    expect(columns).not.toContain("password_hash");
    const activity = await runQuery(t, admin, "SELECT query FROM pg_stat_activity");
    for (const [query] of activity.json<{ rows: (string | null)[][] }>().rows) {
      expect([null, "", "<insufficient privilege>"]).toContain(query);
    }
  });

  it("nothing changed, and the app's own session is as it was: its user, writable, without a timeout", async () => {
    expect(await snapshot()).toEqual(before);
    const { rows } = await sql<{ user: string; readOnly: string; timeout: string }>`
      SELECT current_user AS user, current_setting('transaction_read_only') AS "readOnly",
             current_setting('statement_timeout') AS timeout`.execute(t.db);
    expect(rows[0]).toEqual({ user: "postgres", readOnly: "off", timeout: "0" });
    await t.db
      .updateTable("survey")
      .set({ description: "nach der Konsole" })
      .where("id", "=", surveyId)
      .execute();
    const res = await runQuery(t, admin, `SELECT description FROM survey WHERE id = ${surveyId}`);
    expect(res.json().rows).toEqual([["nach der Konsole"]]);
  });
});
