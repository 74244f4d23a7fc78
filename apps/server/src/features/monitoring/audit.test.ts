import { buffer } from "node:stream/consumers";
import { type AuditRange, auditZipName, defaultAuditRange } from "@erhdb/domain";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { unzip } from "./monitoring-test-support.ts";
import { createMonitoringService } from "./service.ts";

let t: TestApp;
let monitor: string;
beforeAll(async () => {
  t = await createTestApp();
  monitor = await t.login(userOf("SuperAdmin"), TEST_PASSWORD);
});
afterAll(() => t.close());

/** An audit record written at `at` (ISO, to the microsecond); answers its id. */
async function audit(at: string, entry: { action?: string; before?: unknown; after?: unknown } = {}) {
  const row = await t.db
    .insertInto("audit_log")
    .values({
      at: sql<Date>`${at}::timestamptz`,
      actor_id: null,
      actor_email: "pruefer@test.example",
      ip: "10.1.2.3",
      action: entry.action ?? "EDIT",
      entity: "erhebungsid",
      entity_id: "12110000000001",
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The records the database holds for a range, as the download must write them (time, then id). */
async function expectedLines(range: AuditRange): Promise<unknown[]> {
  const rows = await t.db
    .selectFrom("audit_log")
    .selectAll()
    .where("at", ">=", new Date(range.fromDate))
    .where("at", "<", new Date(range.toDate + 1))
    .orderBy("at")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    actorId: r.actor_id,
    actorEmail: r.actor_email,
    ip: r.ip,
    action: r.action,
    entity: r.entity,
    entityId: r.entity_id,
    before: r.before,
    after: r.after,
  }));
}

/** The download's zip: its one JSON Lines file, read line by line. */
async function download(query: string, headers: Record<string, string> = {}) {
  const res = await t.api({ method: "GET", url: `/audit/${query}`, token: monitor, headers });
  if (res.statusCode !== 200) return { res, fileName: null, lines: [] as unknown[] };
  const fileName = /filename="([^"]+)"/.exec(String(res.headers["content-disposition"]))?.[1] ?? null;
  const entries = await unzip(res.rawPayload);
  expect([...entries.keys()]).toEqual([fileName?.replace(/\.zip$/, ".jsonl")]);
  const content = [...entries.values()][0] ?? "";
  expect(content === "" || content.endsWith("\n")).toBe(true);
  const lines = content
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as unknown);
  return { res, fileName, lines };
}

const ms = (iso: string) => Date.parse(iso);

describe("GET audit/?fromDate=&toDate=", () => {
  it("holds every record of the range, ends included to the millisecond, with who, what, when, before and after", async () => {
    const before = { description: "alt", evas: ["12411"] };
    const after = { description: "neu", evas: ["12411", "12421"] };
    await audit("2021-02-28T23:59:59.999999Z");
    const first = await audit("2021-03-01T00:00:00.000000Z", { action: "CREATE", after });
    const middle = await audit("2021-03-10T08:15:00.250000Z", { before, after });
    const last = await audit("2021-03-31T23:59:59.999500Z", { action: "DELETE", before });
    await audit("2021-04-01T00:00:00.000000Z");
    const range = { fromDate: ms("2021-03-01T00:00:00.000Z"), toDate: ms("2021-03-31T23:59:59.999Z") };

    const { res, fileName, lines } = await download(`?fromDate=${range.fromDate}&toDate=${range.toDate}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(fileName).toBe(`audit-logs-${range.fromDate}-${range.toDate}.zip`);
    const who = { actorId: null, actorEmail: "pruefer@test.example", ip: "10.1.2.3" };
    const what = { entity: "erhebungsid", entityId: "12110000000001" };
    expect(lines).toEqual([
      { id: first, at: "2021-03-01T00:00:00.000Z", ...who, action: "CREATE", ...what, before: null, after },
      { id: middle, at: "2021-03-10T08:15:00.250Z", ...who, action: "EDIT", ...what, before, after },
      { id: last, at: "2021-03-31T23:59:59.999Z", ...who, action: "DELETE", ...what, before, after: null },
    ]);
  });

  it("covers the last 3 months up to today without a range, every record of them as the database holds it", async () => {
    const now = Date.now();
    await audit(new Date(now - 24 * 3_600_000).toISOString(), { action: "RECENT" });
    await audit(new Date(now - 120 * 24 * 3_600_000).toISOString(), { action: "TOO_OLD" });
    const startedAt = new Date();
    const { fileName, lines } = await download("");
    const candidates = [defaultAuditRange(startedAt), defaultAuditRange(new Date())];
    const range = candidates.find((r) => auditZipName(r) === fileName);
    expect(range, `${fileName} is the default range's`).toBeDefined();
    expect(lines).toEqual(await expectedLines(range as AuditRange));
    const actions = lines.map((l) => (l as { action: string }).action);
    expect(actions).toContain("RECENT");
    expect(actions).not.toContain("TOO_OLD");
    // the fixtures' accounts and roles were made when the test database was: recent records too
    expect(lines.length).toBeGreaterThan(1);
  });

  it("completes a range of one end: a start runs to today, an end reaches back 3 months", async () => {
    const onlyFrom = await download(`?fromDate=${ms("2021-03-01T00:00:00.000Z")}`);
    expect(onlyFrom.fileName).toMatch(
      new RegExp(`^audit-logs-${ms("2021-03-01T00:00:00.000Z")}-\\d+\\.zip$`),
    );
    expect(onlyFrom.lines.length).toBeGreaterThanOrEqual(3);

    const toDate = ms("2021-03-31T23:59:59.999Z");
    const onlyTo = await download(`?toDate=${toDate}`);
    const fromDate = Number(/^audit-logs-(\d+)-/.exec(onlyTo.fileName ?? "")?.[1]);
    expect(onlyTo.fileName).toBe(`audit-logs-${fromDate}-${toDate}.zip`);
    expect(new Date(fromDate).toISOString().slice(0, 10)).toBe("2020-12-31");
    expect(onlyTo.lines).toEqual(await expectedLines({ fromDate, toDate }));
  });

  it("takes one instant as a range and answers an empty file for a range without records", async () => {
    const at = "2018-06-01T12:00:00.000Z";
    const id = await audit(at);
    const one = await download(`?fromDate=${ms(at)}&toDate=${ms(at)}`);
    expect(one.lines).toEqual([expect.objectContaining({ id, at })]);
    const none = await download(
      `?fromDate=${ms("1999-01-01T00:00:00Z")}&toDate=${ms("1999-12-31T00:00:00Z")}`,
    );
    expect(none.res.statusCode).toBe(200);
    expect(none.lines).toEqual([]);
  });

  it("refuses a start after the end, naming fromDate, in the caller's language", async () => {
    const query = `?fromDate=${ms("2021-04-01T00:00:00Z")}&toDate=${ms("2021-03-01T00:00:00Z")}`;
    const de = await t.api({ method: "GET", url: `/audit/${query}`, token: monitor });
    expect(de.statusCode).toBe(400);
    expect(de.json()).toEqual({
      code: "AUDIT_RANGE_REVERSED",
      field: "fromDate",
      message: "Der Beginn des Zeitraums liegt nach seinem Ende.",
    });
    const en = await download(query, { "accept-language": "en" });
    expect(en.res.json()).toMatchObject({ message: "The start of the range lies after its end." });
    // a start that only the default end would precede is refused as well
    const future = await download(`?fromDate=${Date.now() + 400 * 24 * 3_600_000}`);
    expect(future.res.json()).toMatchObject({ code: "AUDIT_RANGE_REVERSED", field: "fromDate" });
  });

  it.each([
    ["fromDate", "abc"],
    ["fromDate", "-1"],
    ["fromDate", "1.5"],
    ["fromDate", ""],
    ["toDate", "2021-03-01"],
    ["toDate", "8640000000000001"],
    ["toDate", "12345678901234567"],
  ])("refuses %s=%s with a 400 naming it", async (field, value) => {
    const res = await t.api({ method: "GET", url: `/audit/?${field}=${value}`, token: monitor });
    expect(res.statusCode).toBe(400);
    const name = field === "fromDate" ? "Beginn" : "Ende";
    expect(res.json()).toEqual({
      code: "VALIDATION",
      field,
      message: `${name}: Bitte einen Zeitpunkt in Millisekunden seit dem 01.01.1970 angeben.`,
    });
  });

  it("answers under audit as under audit/", async () => {
    const res = await t.api({ method: "GET", url: "/audit?fromDate=0&toDate=1", token: monitor });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toContain('filename="audit-logs-0-1.zip"');
  });
});

describe("the audit download's batches", () => {
  it("reads batch after batch by time and id, ties and microseconds included, each record once", async () => {
    const ids: number[] = [];
    for (const at of [
      "2017-01-01T00:00:00.000001Z",
      "2017-01-01T00:00:00.000001Z",
      "2017-01-01T00:00:00.000001Z",
      "2017-01-01T00:00:00.000002Z",
      "2017-01-01T00:00:00.000900Z",
      "2017-01-01T00:00:00.001000Z",
      "2017-01-01T00:00:00.001000Z",
    ]) {
      ids.push(await audit(at));
    }
    const range = { fromDate: ms("2017-01-01T00:00:00.000Z"), toDate: ms("2017-01-01T00:00:00.001Z") };
    for (const batchSize of [1, 2, 3, 7, 8]) {
      const monitoring = createMonitoringService(t.db, {
        logDir: "",
        now: () => new Date(),
        auditBatchSize: batchSize,
      });
      const zip = monitoring.auditZip(range);
      const entries = await unzip(await buffer(zip.stream));
      const lines = (entries.get(zip.fileName.replace(/\.zip$/, ".jsonl")) ?? "").split("\n").filter(Boolean);
      expect(lines.map((l) => (JSON.parse(l) as { id: number }).id)).toEqual(ids);
    }
  });
});
