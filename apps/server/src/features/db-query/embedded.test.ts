import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { consoleRecords, endlessQuery, lastAuditId, onPostgres, runQuery } from "./db-query-test-support.ts";

// Decision 18: PGlite runs a statement to its end (statement_timeout is accepted and ignored, its socket
// server drops a CancelRequest) and every other request waits for it meanwhile (decision 2: one backend,
// one connection). So on PGlite the console is refused: no statement of it ever holds the database.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(userOf("SuperAdmin"), TEST_PASSWORD);
});
afterAll(() => t.close());

const MESSAGES = {
  de: "Die SQL-Konsole braucht PostgreSQL: Die eingebettete Datenbank (PGlite) kann eine laufende Abfrage weder nach einer Zeitgrenze noch auf Abbruch beenden, und solange sie läuft, wartet jede andere Anfrage. Mit DATABASE_URL gestartet, bietet der Server die Konsole an.",
  en: "The SQL console needs PostgreSQL: the embedded database (PGlite) can stop a running query neither after a time limit nor on cancel, and every other request waits while it runs. Started with DATABASE_URL, the server offers the console.",
};

describe.runIf(!onPostgres)("the SQL console on PGlite", () => {
  it.each([
    { method: "GET", url: "/dbQuery" },
    { method: "GET", url: "/dbQuery/tables" },
    { method: "POST", url: "/dbQuery", payload: { query: "SELECT 1" } },
    { method: "POST", url: "/dbQuery/csv", payload: { query: "SELECT 1" } },
  ] as const)("$method $url: 503, saying it needs PostgreSQL, in the caller's language", async (call) => {
    for (const lang of ["de", "en"] as const) {
      const res = await t.api({ ...call, token: admin, headers: { "accept-language": lang } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: "SQL_CONSOLE_UNAVAILABLE", message: MESSAGES[lang] });
    }
  });

  it("never runs a statement: an endless one is refused at once, and a request that needs the database is answered meanwhile", async () => {
    const since = await lastAuditId(t);
    const query = endlessQuery("erhdb-embedded");
    const started = Date.now();
    const [refused, other] = await Promise.all([
      runQuery(t, admin, query),
      t.api({ method: "GET", url: "/auth", token: admin }),
    ]);
    expect(refused.statusCode).toBe(503);
    expect(other.statusCode).toBe(200);
    // run, it would count 10^15 rows for days; no console statement ever holds the database
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await consoleRecords(t, since)).toEqual([
      {
        actor_email: userOf("SuperAdmin"),
        after: {
          query,
          format: "table",
          refused: "SQL_CONSOLE_UNAVAILABLE",
          message: expect.stringContaining("SQL_CONSOLE_UNAVAILABLE"),
        },
      },
    ]);
  });
});
