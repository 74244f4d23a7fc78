import type { KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { insertManySurveys } from "../../test/table-data.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { exportCsv } from "./csv-export.ts";
import { defaultQuery } from "./resolve-query.ts";
import { testSurveyTable } from "./testing.ts";

const ROWS = 10_000;
const BATCH = 50;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertManySurveys(t.db, ROWS);
});
afterAll(() => t.close());

describe("CSV export under a slow client", () => {
  it("reads the next batches only as the client takes the file, and then every row", async () => {
    let queries = 0;
    const counter: KyselyPlugin = {
      transformQuery: ({ node }) => {
        queries++;
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const context = { db: t.db.withPlugin(counter), person: null, lang: "de" as const, now: new Date() };
    const { stream } = await exportCsv(testSurveyTable, defaultQuery(testSurveyTable), context, {
      limit: null,
      batchSize: BATCH,
    });

    // The client takes the first chunk, then nothing: the export fills the stream's buffer and waits.
    await new Promise((resolve) => stream.once("readable", resolve));
    const first: Buffer = stream.read();
    let seen = -1;
    await vi.waitFor(
      async () => {
        const now = queries;
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(queries).toBe(now);
        seen = now;
      },
      { timeout: 10_000, interval: 0 },
    );
    expect(stream.readableLength).toBeGreaterThan(0);
    // the batches in the stream's buffer and one read ahead (today 2), never all 200
    expect(seen).toBeLessThan(ROWS / BATCH / 4);

    let text = first.toString();
    for await (const chunk of stream) text += chunk.toString();
    const { n } = await t.db
      .selectFrom("survey")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(text.split("\r\n").slice(1, -1)).toHaveLength(Number(n));
    expect(queries).toBeGreaterThan(ROWS / BATCH);
  });
});
