import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import {
  consoleRecords,
  endlessQuery,
  lastAuditId,
  onPostgres,
  runningStatements,
  runQuery,
} from "./db-query-test-support.ts";

// A console statement running longer than SQL_QUERY_TIMEOUT_MS (here 1 s) is cancelled by PostgreSQL.
// PGlite cannot stop a statement that runs: there the database is restarted (embedded-timeout.test.ts).

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ sqlQueryTimeoutMs: 1000 });
  admin = await t.login(userOf("SuperAdmin"), TEST_PASSWORD);
});
afterAll(() => t.close());

describe.runIf(onPostgres)("a query that runs longer than the timeout", () => {
  it.each([
    {
      format: "table",
      csv: false,
      lang: "de",
      message: "Ungültige Abfrage: Sie lief länger als 1 s und wurde abgebrochen.",
    },
    {
      format: "csv",
      csv: true,
      lang: "en",
      message: "Invalid query: it ran longer than 1 s and was cancelled.",
    },
  ])(
    "PostgreSQL cancels it: a 400 saying so ($format, $lang), audited, nothing left running",
    async ({ format, csv, lang, message }) => {
      const marker = `erhdb-timeout-${format}`;
      const since = await lastAuditId(t);
      const res = await runQuery(t, admin, endlessQuery(marker), { csv, lang });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: "INVALID_QUERY", sqlState: "57014", message });
      expect(await consoleRecords(t, since)).toEqual([
        {
          actor_email: userOf("SuperAdmin"),
          after: {
            query: endlessQuery(marker),
            format,
            refused: "57014",
            message: "canceling statement due to statement timeout",
          },
        },
      ]);
      expect(await runningStatements(t, marker)).toBe(0);
    },
  );

  it("leaves the console as it was: the next query runs as usual", async () => {
    const next = await runQuery(t, admin, "SELECT 'weiter' AS w");
    expect(next.json()).toEqual({ columns: ["w"], rows: [["weiter"]], limited: false, bytesLimited: false });
  });
});
