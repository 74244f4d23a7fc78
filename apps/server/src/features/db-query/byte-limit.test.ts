import { SQL_BYTE_LIMIT } from "@erhdb/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { consoleRecords, lastAuditId, runQuery, statementEnded } from "./db-query-test-support.ts";

// An answer is limited in bytes as well as rows (decision 18): the server stops reading from the database
// once SQL_BYTE_LIMIT (5 MB; CSV_BYTE_LIMIT, 20 MB, for the file) have come, before the driver has buffered
// more, so that a single huge value cannot fill the app's memory.

let t: TestApp;
let admin: string;
const MB = 1_000_000;

beforeAll(async () => {
  // a value of 100 MB takes the database seconds to build on a busy machine: no timeout may end it first
  t = await createTestApp({ sqlQueryTimeoutMs: 120_000 });
  admin = await t.login(userOf("SuperAdmin"), TEST_PASSWORD);
});
afterAll(() => t.close());

/**
 * The most the process's Buffer memory (where the driver keeps what arrives until a message is whole)
 * grew while `work` ran, sampled every few milliseconds.
 */
async function bufferGrowthDuring<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const base = process.memoryUsage().arrayBuffers;
  let peak = base;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage().arrayBuffers);
  };
  const timer = setInterval(sample, 2);
  try {
    const result = await work();
    sample();
    return { result, growth: peak - base };
  } finally {
    clearInterval(timer);
  }
}

describe("an answer larger than the byte limit", () => {
  it("a single value of 100 MB: no row, limited, the bytes said cut; the Buffer memory grew by less than 50 MB (300 MB without the limit); audited", async () => {
    const marker = "erhdb-bytes-one-value";
    const query = `SELECT repeat('x', 100000000) AS big /* ${marker} */`;
    const since = await lastAuditId(t);
    const { result: res, growth } = await bufferGrowthDuring(() => runQuery(t, admin, query));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ columns: ["big"], rows: [], limited: true, bytesLimited: true });
    // without the limit the driver buffered the whole message and more: 300 MB measured, 22 MB with it
    expect(growth).toBeLessThan(50 * MB);
    expect(await consoleRecords(t, since)).toEqual([
      {
        actor_email: userOf("SuperAdmin"),
        after: { query, format: "table", rows: 0, limited: true, bytesLimited: true },
      },
    ]);
    // the connection ended, and the database ended the statement with it
    await statementEnded(t, marker);
  });

  it("answers the rows that came whole before the limit: three of 1.5 MB (the fourth crosses 5 MB)", async () => {
    const res = await runQuery(t, admin, "SELECT g, repeat('x', 1500000) AS x FROM generate_series(1, 10) g");
    const answer = res.json<{
      columns: string[];
      rows: string[][];
      limited: boolean;
      bytesLimited: boolean;
    }>();
    expect(answer.columns).toEqual(["g", "x"]);
    expect(answer.rows.map(([g, x]) => [g, x?.length])).toEqual([
      ["1", 1_500_000],
      ["2", 1_500_000],
      ["3", 1_500_000],
    ]);
    expect(answer.rows.every(([, x]) => /^x+$/.test(x ?? ""))).toBe(true);
    expect(answer).toMatchObject({ limited: true, bytesLimited: true });
  });

  it("the CSV file stops at 20 MB: the rows before it, both headers set", async () => {
    const res = await runQuery(
      t,
      admin,
      "SELECT g, repeat('y', 3000000) AS y FROM generate_series(1, 10) g",
      {
        csv: true,
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-result-limited"]).toBe("true");
    expect(res.headers["x-result-bytes-limited"]).toBe("true");
    const lines = res.body.split("\r\n").filter((line) => line !== "");
    expect(lines.map((line) => line.slice(0, 4))).toEqual([
      "\uFEFFg;y",
      ...["1", "2", "3", "4", "5", "6"].map((g) => `${g};yy`),
    ]);
  });

  it("a result within the limit is whole, and says nothing of bytes; the next query runs as usual", async () => {
    const size = SQL_BYTE_LIMIT - 100_000;
    const res = await runQuery(
      t,
      admin,
      `SELECT length(v) AS n, v FROM (SELECT repeat('z', ${size}) AS v) s`,
    );
    expect(res.json()).toMatchObject({ limited: false, bytesLimited: false });
    expect(res.json().rows[0][0]).toBe(String(size));
    expect((await runQuery(t, admin, "SELECT 'weiter' AS w")).json()).toEqual({
      columns: ["w"],
      rows: [["weiter"]],
      limited: false,
      bytesLimited: false,
    });
  });
});
