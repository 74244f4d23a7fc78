import type { Column, TableTemplate } from "@erhdb/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { tableClient } from "../../../test/table-client.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
let user: string;
let other: string;
let evasColumns: Column[];

beforeAll(async () => {
  t = await createTestApp();
  user = await t.login(userOf("LoggedUser"), TEST_PASSWORD);
  other = await t.login(userOf("FachAdmin"), TEST_PASSWORD);
  const evas = tableClient(t, "/evas");
  await evas.load();
  evasColumns = evas.query({ evas: { sort: "desc" }, description: { visible: false } }).columns;
});
afterAll(() => t.close());

const save = (
  type: string,
  body: object,
  token: string | null = user,
  headers: Record<string, string> = {},
) => t.api({ method: "POST", url: `/templates/${type}`, payload: body, token, headers });
const list = async (type: string, token = user): Promise<TableTemplate[]> => {
  const res = await t.api({ method: "GET", url: `/templates/${type}`, token });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const remove = (type: string, id: number, token: string | null = user) =>
  t.api({ method: "POST", url: `/templates/${type}/${id}/delete`, token });

describe("templates", () => {
  it("saves a column set, lists it, and records an audit entry", async () => {
    const res = await save("evastable", { name: "  Meine EVAS ", columns: evasColumns });
    expect(res.statusCode).toBe(201);
    const saved: TableTemplate = res.json();
    expect(saved).toMatchObject({ name: "Meine EVAS", type: "evastable", defaultTemplate: false });
    expect(saved.columns).toEqual(evasColumns);
    expect(await list("evastable")).toEqual([saved]);
    const audit = await t.db
      .selectFrom("audit_log")
      .select(["action", "entity_id"])
      .where("entity", "=", "table_template")
      .execute();
    expect(audit).toEqual([{ action: "CREATE_TEMPLATE", entity_id: String(saved.id) }]);
  });

  it("refuses a name used twice, in any case, with 409 SAME_TEMPLATE_NAME", async () => {
    const res = await save("evastable", { name: "meine evas", columns: evasColumns });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "SAME_TEMPLATE_NAME" });
  });

  it("keeps at most 12 per user and type: the 13th is 409 TEMPLATE_LIMIT_REACHED", async () => {
    for (let i = 2; i <= 12; i++) {
      expect((await save("evastable", { name: `Vorlage ${i}`, columns: evasColumns })).statusCode).toBe(201);
    }
    const res = await save("evastable", { name: "Vorlage 13", columns: evasColumns }, user, {
      "accept-language": "en",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "TEMPLATE_LIMIT_REACHED",
      message: "At most 12 templates can be saved.",
    });
    expect(await list("evastable")).toHaveLength(12);
    // another type and another user have their own twelve
    expect((await save("adtable", { name: "Vorlage 13", columns: evasColumns })).statusCode).toBe(201);
    expect((await save("evastable", { name: "Vorlage 13", columns: evasColumns }, other)).statusCode).toBe(
      201,
    );
  });

  it("lets a user see and delete only their own templates (404 for another's)", async () => {
    const theirs = await list("evastable", other);
    expect(theirs.map((x) => x.name)).toEqual(["Vorlage 13"]);
    const theirId = theirs[0]?.id ?? 0;
    expect((await remove("evastable", theirId)).statusCode).toBe(404);
    expect((await remove("eidtable", theirId, other)).statusCode).toBe(404);
    expect((await remove("evastable", theirId, other)).statusCode).toBe(204);
    expect(await list("evastable", other)).toEqual([]);
    expect((await remove("evastable", theirId, other)).statusCode).toBe(404);
    const deleted = await t.db
      .selectFrom("audit_log")
      .select("action")
      .where("entity", "=", "table_template")
      .where("entity_id", "=", String(theirId))
      .where("action", "=", "DELETE_TEMPLATE")
      .execute();
    expect(deleted).toHaveLength(1);
  });

  it("makes a new default template the only default of its type", async () => {
    const first = (await save("adtable", { name: "A", columns: evasColumns, defaultTemplate: true })).json();
    expect(first.defaultTemplate).toBe(true);
    const second = (await save("adtable", { name: "B", columns: evasColumns, defaultTemplate: true })).json();
    const all = await list("adtable");
    expect(all.filter((x) => x.defaultTemplate).map((x) => x.id)).toEqual([second.id]);
    expect(all.find((x) => x.id === first.id)?.defaultTemplate).toBe(false);
  });

  it("checks the columns against the table (before the limit)", async () => {
    const unknown = [...evasColumns, { ...evasColumns[0], id: "nope" }];
    const bad = evasColumns.map((c) =>
      c.id === "evas"
        ? { ...c, options: { ...c.options, filter: { ...c.options.filter, value: "12a" } } }
        : c,
    );
    for (const [columns, field] of [
      [unknown, "nope"],
      [bad, "evas"],
    ] as const) {
      const res = await save("evastable", { name: "Falsch", columns });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION", field });
    }
    const surveyColumns = tableClient(t, "/eid");
    await surveyColumns.load();
    expect((await save("eidtable", { name: "EVAS-Spalten", columns: evasColumns })).json()).toMatchObject({
      field: "closing",
    });
    expect(
      (await save("eidtable", { name: "Erhebungen", columns: surveyColumns.query().columns })).statusCode,
    ).toBe(201);
  });

  it("keeps the rank of each sorted column, so that a template sorts in the order it was saved in (decision 38)", async () => {
    const ranked = evasColumns.map((c) =>
      c.id === "evas"
        ? {
            ...c,
            options: { ...c.options, sort: { ...c.options.sort, direction: "desc" as const, priority: 2 } },
          }
        : c.id === "description"
          ? {
              ...c,
              options: { ...c.options, sort: { ...c.options.sort, direction: "asc" as const, priority: 1 } },
            }
          : c,
    );
    const token = await t.login(userOf("OrgAdmin"), TEST_PASSWORD);
    const res = await save("evastable", { name: "Nach Beschreibung", columns: ranked }, token);
    expect(res.statusCode).toBe(201);
    const saved: TableTemplate = res.json();
    const sortOf = (template: TableTemplate, id: string) =>
      template.columns.find((c) => c.id === id)?.options.sort;
    expect(sortOf(saved, "description")).toMatchObject({ direction: "asc", priority: 1 });
    expect((await list("evastable", token)).map((template) => sortOf(template, "evas"))).toEqual([
      { sortable: true, direction: "desc", priority: 2 },
    ]);
  });

  it("answers 401 to anonymous callers and 400 for an unknown type", async () => {
    expect((await save("evastable", { name: "X", columns: evasColumns }, null)).statusCode).toBe(401);
    expect((await t.api({ method: "GET", url: "/templates/evastable" })).statusCode).toBe(401);
    expect((await remove("evastable", 1, null)).statusCode).toBe(401);
    const unknownType = await t.api({ method: "GET", url: "/templates/nosuchtable", token: user });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json()).toMatchObject({ code: "VALIDATION", field: "type" });
    expect((await save("nosuchtable", { name: "X", columns: evasColumns })).statusCode).toBe(400);
    expect((await save("evastable", { name: "  ", columns: evasColumns })).statusCode).toBe(400);
  });
});

describe("templates on the app's clock", () => {
  it("stamps a saved template and the default it replaces with the app's time, not the machine's", async () => {
    t.advanceClock(400 * 24 * 3_600_000);
    const later = await t.login(userOf("SuperAdmin"), TEST_PASSWORD);
    const first = (
      await save("evastable", { name: "A", columns: evasColumns, defaultTemplate: true }, later)
    ).json();
    await save("evastable", { name: "B", columns: evasColumns, defaultTemplate: true }, later);
    const rows = await t.db
      .selectFrom("table_template")
      .select(["id", "updating"])
      .where("id", ">=", first.id)
      .execute();
    expect(rows).toHaveLength(2);
    const yearAhead = Date.now() + 399 * 24 * 3_600_000;
    for (const row of rows) expect(new Date(row.updating).getTime()).toBeGreaterThan(yearAhead);
  });
});
