import { type KyselyPlugin, sql } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { exportCsv } from "./csv-export.ts";
import { engineFixture } from "./engine-fixture.ts";
import { defaultQuery, parseTableQuery } from "./resolve-query.ts";
import { buildQuery, type ColumnChange, testEvasTable, testSurveyTable } from "./testing.ts";
import type { TableDeclaration } from "./types.ts";

const { app, page } = engineFixture();

// a million rows of 100 characters: far more than the stream holds for a client that reads nothing
const long: TableDeclaration = {
  id: "long",
  from: sql`generate_series(1, 1000000) AS g(n)`,
  rowId: sql`g.n`,
  where: () => null,
  columns: [{ id: "n", name: "n", type: "text", value: sql`repeat('x', 100)` }],
};

/** counts the statements run through it */
function statementCounter() {
  const counted = { statements: 0, reading: 0, most: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      counted.statements++;
      counted.reading++;
      counted.most = Math.max(counted.most, counted.reading);
      return node;
    },
    transformResult: async ({ result }) => {
      counted.reading--;
      return result;
    },
  };
  return { counted, plugin };
}

describe("CSV export by keyset pagination", () => {
  async function exported(
    table: TableDeclaration,
    changes: Record<string, ColumnChange>,
    batchSize: number,
    limit: number | null = null,
  ) {
    const { context } = app();
    const body = await buildQuery(table, context, changes, { size: 10 });
    const query = await parseTableQuery(table, body, context, { forExport: true });
    const csv = await exportCsv(table, query, context, { limit, batchSize });
    let text = "";
    for await (const chunk of csv.stream) text += chunk.toString();
    return { limited: csv.limited, lines: text.split("\r\n").slice(1, -1) };
  }

  it.each<[string, Record<string, ColumnChange>]>([
    ["the row id", {}],
    ["a nullable date ascending (NULLs last)", { closing: { sort: "asc" } }],
    ["a nullable date descending (NULLs first)", { closing: { sort: "desc" } }],
    ["ties, then a nullable date", { period: { sort: "desc" }, closing: { sort: "asc" } }],
  ])("reads every row once, in the page's order, batch by batch: %s", async (_, changes) => {
    const expected = (await page(changes, { size: -1 }, testEvasTable)).records.content.map(
      (r) => r.items.evas?.view,
    );
    for (const batchSize of [1, 2, 4, 100]) {
      const { lines } = await exported(testEvasTable, changes, batchSize);
      expect(lines.map((l) => l.split(";")[0])).toEqual(expected);
    }
  });

  it("stops at the limit and says so", async () => {
    const full = await exported(testSurveyTable, { bzr: { sort: "asc" } }, 5, 100);
    expect(full).toMatchObject({ limited: false });
    expect(full.lines).toHaveLength(12);
    const cut = await exported(testSurveyTable, { bzr: { sort: "asc" } }, 5, 7);
    expect(cut.limited).toBe(true);
    expect(cut.lines).toEqual(full.lines.slice(0, 7));
    expect((await exported(testSurveyTable, {}, 5, 12)).limited).toBe(false);
  });

  it("quotes and defuses the cells", async () => {
    const { lines } = await exported(testEvasTable, { evas: { filter: "46241" } }, 10);
    expect(lines).toEqual(["46241;2020-01-01;0"]);
    const survey = await exported(testSurveyTable, { description: { filter: "HYPERLINK" } }, 10);
    expect(survey.lines[0]).toContain(`;"'=HYPERLINK(""x"") Sterbefälle; NRW";`);
  });
});

describe("CSV exports side by side", () => {
  it("read their batches one at a time, each export every row", async () => {
    const { counted: seen, plugin } = statementCounter();
    const { context } = app();
    const counted = { ...context, db: context.db.withPlugin(plugin) };
    const texts = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const csv = await exportCsv(testEvasTable, defaultQuery(testEvasTable), counted, {
          limit: 5,
          batchSize: 2,
        });
        let text = "";
        for await (const chunk of csv.stream) text += chunk.toString();
        return text;
      }),
    );
    expect(seen.most).toBe(1);
    for (const text of texts) expect(text.split("\r\n").slice(1, -1)).toHaveLength(5);
  });
});

describe("CSV export batch sizes", () => {
  it("reads an export cut at a limit in batches of 500 rows", async () => {
    const { context } = app();
    const { counted, plugin } = statementCounter();
    const csv = await exportCsv(
      long,
      defaultQuery(long),
      { ...context, db: context.db.withPlugin(plugin) },
      {
        limit: 1000,
      },
    );
    let text = "";
    for await (const chunk of csv.stream) text += chunk.toString();
    expect(text.split("\r\n").slice(1, -1)).toHaveLength(1000);
    // the question whether more rows match, then two batches
    expect(counted.statements).toBe(3);
  });
});

describe("CSV export's whenDone (the export slot's release)", () => {
  async function started(table: TableDeclaration, events: string[]) {
    const { context } = app();
    const { stream } = await exportCsv(table, defaultQuery(table), context, {
      limit: null,
      batchSize: 100,
      whenDone: async () => {
        events.push("done");
      },
    });
    stream.on("end", () => events.push("end"));
    return stream;
  }

  it("is awaited before the file's end", async () => {
    const events: string[] = [];
    const stream = await started(testEvasTable, events);
    for await (const _ of stream) expect(events).toEqual([]);
    expect(events).toEqual(["done", "end"]);
  });

  it("is awaited when the client goes away midway", async () => {
    const events: string[] = [];
    const stream = await started(long, events);
    await new Promise((resolve) => stream.once("readable", resolve));
    expect(events).toEqual([]);
    stream.destroy();
    await vi.waitFor(() => expect(events).toEqual(["done"]));
  });
});

describe("CSV export when the database fails midway", () => {
  it("ends the file with the error, never as a shorter file that looks complete", async () => {
    // rows 1..10 in batches of 3; reading row 7 fails (division by zero), so the third batch does
    const failing: TableDeclaration = {
      id: "failing",
      from: sql`generate_series(1, 10) AS g(n)`,
      rowId: sql`g.n`,
      where: () => null,
      columns: [
        {
          id: "n",
          name: "n",
          type: "number",
          value: sql`CASE WHEN g.n < 7 THEN g.n ELSE 1 / (g.n - g.n) END`,
        },
      ],
    };
    const { context } = app();
    let done = false;
    const { stream } = await exportCsv(failing, defaultQuery(failing), context, {
      limit: null,
      batchSize: 3,
      whenDone: async () => {
        done = true;
      },
    });
    // Fastify then aborts the chunked answer: the client's download fails instead of ending cleanly
    const reading = (async () => {
      for await (const _ of stream);
    })();
    await expect(reading).rejects.toThrow(/division by zero/);
    expect(done).toBe(true);
  });
});
