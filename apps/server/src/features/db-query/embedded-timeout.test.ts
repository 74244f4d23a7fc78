import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { surveyFixtures } from "../../../test/survey-fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { consoleRecords, endlessQuery, lastAuditId, onPostgres, runQuery } from "./db-query-test-support.ts";

// Decision 18: PGlite runs a statement to its end (statement_timeout is accepted and ignored, its socket
// server drops a CancelRequest), and every other request waits for it meanwhile (decision 2: one backend,
// one connection). A console statement past SQL_QUERY_TIMEOUT_MS (here 1 s) is ended by ending the
// database process and starting it again: the console answers as PostgreSQL's timeout does, requests
// meanwhile get 503 with Retry-After, and nothing acknowledged is lost.

let t: TestApp;
let admin: string;
let newSurvey: Awaited<ReturnType<typeof surveyFixtures>>;
beforeAll(async () => {
  t = await createTestApp({ sqlQueryTimeoutMs: 1000 });
  newSurvey = await surveyFixtures(t.db);
  admin = await t.login(userOf("SuperAdmin"), TEST_PASSWORD);
});
afterAll(() => t.close());

/** A survey's write body: its description is what the writers change, and what is checked afterwards. */
const write = (bzr: string, description: string) => ({
  statisticId: "2110",
  bzr,
  federalStateCode: "09",
  period: 3,
  description,
  accessMode: false,
  evas: ["12612"],
  comment: "während der Konsole",
});

/**
 * Writers that change the descriptions of their surveys until stopped, one request after the other, and
 * what each survey's description may be afterwards: the acknowledged one, or the one in flight when the
 * database went away (written or not, both are correct).
 */
let nextYear = 70;
async function writers(count: number) {
  const years = Array.from({ length: count }, () => nextYear++);
  const surveys = await Promise.all(
    years.map((year) => newSurvey({ bzr: `${year}0000`, description: "v0" })),
  );
  const allowed = new Map(surveys.map((s) => [s.id, new Set(["v0"])]));
  const acknowledged = new Map<number, string>();
  const statuses: number[] = [];
  let stopped = false;
  const loops = surveys.map(async (survey, w) => {
    for (let round = 1; !stopped; round++) {
      const description = `v${round}`;
      allowed.get(survey.id)?.add(description);
      const res = await t.api({
        method: "POST",
        url: `/eid/${survey.id}/update`,
        token: admin,
        payload: write(`${years[w]}0000`, description),
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 200) {
        acknowledged.set(survey.id, description);
        allowed.set(survey.id, new Set([description]));
      } else {
        expect(res.statusCode, res.body).toBe(503);
        expect(res.headers["retry-after"]).toBe("5");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  });
  return {
    statuses,
    acknowledged,
    async stop() {
      stopped = true;
      await Promise.all(loops);
      return allowed;
    },
  };
}

describe.runIf(!onPostgres)("a console query past its time limit on PGlite", () => {
  it("says on GET dbQuery that a query pauses the app", async () => {
    const res = await t.api({ method: "GET", url: "/dbQuery", token: admin });
    expect(res.json()).toMatchObject({ timeoutMs: 1000, pausesOtherRequests: true });
  });

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
    "is ended by a restart of the database: a 400 saying so ($format, $lang), audited; writes meanwhile get 503 with Retry-After, and every acknowledged write is kept",
    async ({ format, csv, lang, message }) => {
      const since = await lastAuditId(t);
      const writing = await writers(3);
      // some writes acknowledged before the console holds the database
      while (writing.acknowledged.size < 3) await new Promise((resolve) => setTimeout(resolve, 20));
      const query = endlessQuery(`erhdb-restart-${format}`);
      const res = await runQuery(t, admin, query, { csv, lang });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: "INVALID_QUERY", sqlState: "57014", message });
      // the app is back by itself: writes are acknowledged again after the restart
      const acknowledgedAfter = writing.statuses.length;
      while (!writing.statuses.slice(acknowledgedAfter).includes(200))
        await new Promise((resolve) => setTimeout(resolve, 20));
      const allowed = await writing.stop();
      expect(writing.statuses).toContain(503);

      for (const [id, descriptions] of allowed) {
        const row = await t.db
          .selectFrom("survey")
          .select("description")
          .where("id", "=", id)
          .executeTakeFirst();
        expect(descriptions).toContain(row?.description);
      }
      expect(await consoleRecords(t, since)).toEqual([
        {
          actor_email: userOf("SuperAdmin"),
          after: {
            query,
            format,
            refused: "57014",
            message: "ended by a restart of the embedded database after 1000 ms",
          },
        },
      ]);
    },
  );
});
