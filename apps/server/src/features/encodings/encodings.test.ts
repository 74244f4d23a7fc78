import { encodingRowTargetCell } from "@erhdb/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { type ColumnChange, tableClient } from "../../../test/table-client.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { allowedEncodingsOfType } from "../../db/encodings.ts";
import { seedEncodings } from "../../seed/demoGeneric.ts";

let t: TestApp;
let admin: string;
let loggedUser: string;
let table: ReturnType<typeof tableClient>;

beforeAll(async () => {
  t = await createTestApp();
  // ten entries: 99 (2), 97, 94 (2), 01 (2), 02, 03, 04
  await seedEncodings(t.db, new Date("2025-01-01T00:00:00Z"));
  admin = await t.login(userOf("StatDBAdmin"), TEST_PASSWORD);
  loggedUser = await t.login(userOf("LoggedUser"), TEST_PASSWORD);
  table = tableClient(t, "/restypEncoding", { pagePath: "/restypEncoding/table" });
  await table.load(admin);
});
afterAll(() => t.close());

const create = (payload: object, token: string | null = admin, lang = "de") =>
  t.api({ method: "POST", url: "/restypEncoding", payload, token, headers: { "accept-language": lang } });
const remove = (id: number | string, token: string | null = admin) =>
  t.api({ method: "POST", url: `/restypEncoding/${id}/delete`, token });
const auditOf = (id: number) =>
  t.db
    .selectFrom("audit_log")
    .select(["action", "before", "after"])
    .where("entity", "=", "encoding")
    .where("entity_id", "=", String(id))
    .orderBy("id")
    .execute();

const page = (changes: Record<string, ColumnChange> = {}, size = 20) =>
  table.page(changes, { size, token: admin });

describe("restypEncoding", () => {
  it("adds an entry (201), lists it, reads it, deletes it, and records each change", async () => {
    const res = await create({ restype: "97", encoding: "ISO-8859-15" });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      id: expect.any(Number),
      restype: "97",
      encoding: "ISO-8859-15",
      updating: expect.any(String),
    });

    const list = await t.api({ method: "GET", url: "/restypEncoding", token: admin });
    expect(list.json()).toContainEqual(created);
    expect(list.json()).toHaveLength(11);
    expect(
      (await t.api({ method: "GET", url: `/restypEncoding/${created.id}`, token: admin })).json(),
    ).toEqual(created);
    expect(await allowedEncodingsOfType(t.db, "97")).toEqual(["UTF-8", "ISO-8859-15"]);

    const deleted = await remove(created.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: created.id, deleted: true });
    expect(
      (await t.api({ method: "GET", url: `/restypEncoding/${created.id}`, token: admin })).statusCode,
    ).toBe(404);
    expect((await remove(created.id)).statusCode).toBe(404);
    expect(await auditOf(created.id)).toEqual([
      { action: "CREATE", before: null, after: created },
      { action: "DELETE", before: created, after: null },
    ]);
  });

  it("refuses a pair that exists (409) in the caller's language", async () => {
    const de = await create({ restype: "01", encoding: "ISO-8859-1" });
    expect(de.statusCode).toBe(409);
    expect(de.json()).toEqual({
      code: "CONFLICT",
      message: "Die Kodierung ISO-8859-1 ist für den Ressourcentyp 01 bereits eingetragen.",
      field: "encoding",
    });
    const en = await create({ restype: "01", encoding: "ISO-8859-1" }, admin, "en");
    expect(en.json().message).toBe("The encoding ISO-8859-1 is already registered for resource type 01.");
  });

  it.each([
    [{ restype: "", encoding: "UTF-8" }, "restype"],
    [{ restype: "98", encoding: "UTF-8" }, "restype"],
    [{ encoding: "UTF-8" }, "restype"],
    [{ restype: "99", encoding: "UTF-16" }, "encoding"],
    [{ restype: "99", encoding: " " }, "encoding"],
  ])("refuses %j with a 400 naming %s", async (payload, field) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION", field });
  });

  it("takes UTF-8 for a type without entries", async () => {
    await t.db.deleteFrom("encoding").where("restype", "=", "03").execute();
    expect(await allowedEncodingsOfType(t.db, "03")).toEqual(["UTF-8"]);
  });

  it("needs RESTYPENCODING_READ for every call: 401 anonymous, 403 without the right", async () => {
    const calls = [
      { method: "GET", url: "/restypEncoding" },
      { method: "GET", url: "/restypEncoding/1" },
      { method: "POST", url: "/restypEncoding", payload: { restype: "99", encoding: "ISO-8859-15" } },
      { method: "POST", url: "/restypEncoding/1/delete" },
      { method: "GET", url: "/restypEncoding/tablestate" },
      { method: "POST", url: "/restypEncoding/table", payload: table.query() },
    ] as const;
    for (const call of calls) {
      expect((await t.api({ ...call, token: null })).statusCode, call.url).toBe(401);
      expect((await t.api({ ...call, token: loggedUser })).statusCode, call.url).toBe(403);
    }
  });
});

describe("the encodings table", () => {
  it("declares type, encoding and actions, filtering and sorting the first two", () => {
    expect(
      table.columns.map((c) => [c.id, c.type, c.options.filter.filterable, c.options.sort.sortable]),
    ).toEqual([
      ["restype", "dropdown", true, true],
      ["encoding", "dropdown", true, true],
      ["actions", "actions", false, false],
    ]);
    expect(table.columns[0]?.options.filter.choices?.map((c) => c.display)).toEqual([
      "99 – Erhebungsbeschreibung",
      "97 – Elektronischer Fragebogen",
      "94 – PL-Metadaten",
      "01 – SDFMeta",
      "02 – Schemadatei",
      "03 – raw2html",
      "04 – res2html",
    ]);
    expect(table.columns[1]?.options.filter.choices?.map((c) => c.key)).toEqual([
      "UTF-8",
      "ISO-8859-1",
      "ISO-8859-15",
    ]);
  });

  it("offers its own page sizes, 'all' (-1) among them, and no other", async () => {
    const all = await page({}, -1);
    const rows = all.records.totalElements;
    expect(all.records.content).toHaveLength(rows);
    expect((await page({}, 5)).records.content).toHaveLength(5);
    expect((await page({}, 25)).records.content).toHaveLength(rows);
    const refused = await t.api({
      method: "POST",
      url: "/restypEncoding/table",
      payload: table.query({}, { size: 30 }),
      token: admin,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: "size" });
  });

  it("filters and sorts per column; each row's actions cell carries its entry", async () => {
    const answer = await page({
      restype: {
        filter: [
          { key: "99", value: "99", display: "" },
          { key: "94", value: "94", display: "" },
        ],
      },
      encoding: { sort: "desc" },
    });
    const entries = answer.records.content.map((r) =>
      encodingRowTargetCell.parse(r.items.actions?.view ?? ""),
    );
    expect(entries.map((e) => e && [e.restype, e.encoding])).toEqual([
      ["94", "UTF-8"],
      ["94", "ISO-8859-15"],
      ["99", "UTF-8"],
      ["99", "ISO-8859-1"],
    ]);
    expect(entries.map((e) => e?.id)).toEqual(answer.records.content.map((r) => r.id));
    expect(answer.records.content[0]?.items.restype?.label).toBe("PL-Metadaten");
  });
});
