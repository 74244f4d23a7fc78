import { brotliDecompressSync } from "node:zlib";
import Fastify from "fastify";
import { type KyselyPlugin, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { compressionPlugin } from "../plugins/compression.ts";
import { exportCsv } from "./csv-export.ts";
import { defaultQuery } from "./resolve-query.ts";
import { testSurveyTable } from "./testing.ts";

// several MB of CSV; brotli holds at most 512 KB of it (twice its window) before it writes
const ROWS = 80_000;
const BATCH = 200;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // descriptions that compress poorly (hex digests), so that the compressed bytes waiting between the
  // compressor and the client stand for little of the file
  await sql`
    INSERT INTO survey (statistic_id, bzr, federal_state_code, period, description, status, access_mode)
    SELECT (1000 + n / 20)::text, lpad((n % 20)::text, 2, '0') || '0000', '12', 3, md5(n::text), 3, true
    FROM generate_series(0, ${ROWS - 1}::int) AS n
  `.execute(t.db);
});
afterAll(() => t.close());

describe("compressed CSV export under a slow client", () => {
  it("still reads the next batches only as the client takes the file, and then every row", async () => {
    let queries = 0;
    const counter: KyselyPlugin = {
      transformQuery: ({ node }) => {
        queries++;
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const context = { db: t.db.withPlugin(counter), person: null, lang: "de" as const, now: new Date() };
    const app = Fastify();
    await app.register(compressionPlugin);
    app.get("/csv", async (_request, reply) => {
      const { stream } = await exportCsv(testSurveyTable, defaultQuery(testSurveyTable), context, {
        limit: null,
        batchSize: BATCH,
      });
      return reply.type("text/csv; charset=utf-8").send(stream);
    });
    try {
      const res = await app.inject({
        method: "GET",
        url: "/csv",
        headers: { "accept-encoding": "br" },
        payloadAsStream: true,
      });
      expect(res.headers["content-encoding"]).toBe("br");
      const body = res.stream();

      // The client takes the first compressed chunk, then nothing: compressor and export wait.
      await new Promise((resolve) => body.once("readable", resolve));
      const chunks: Buffer[] = [body.read()];
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
      expect(seen).toBeLessThan(ROWS / BATCH / 4);

      for await (const chunk of body) chunks.push(chunk);
      const text = brotliDecompressSync(Buffer.concat(chunks)).toString();
      const { n } = await t.db
        .selectFrom("survey")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(text.split("\r\n").slice(1, -1)).toHaveLength(Number(n));
      expect(queries).toBeGreaterThan(ROWS / BATCH);
    } finally {
      await app.close();
    }
  });
});
