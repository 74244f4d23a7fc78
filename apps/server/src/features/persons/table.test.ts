import { PERSON_TABLE_COLUMNS, personRowTargetCell, type TableAnswer } from "@erhdb/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { newPerson } from "../../../test/person-fixtures.ts";
import { type ColumnChange, tableClient } from "../../../test/table-client.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
let table: ReturnType<typeof tableClient>;
let userAdmin: string;
let admin: string;
let superAdmin: string;
/** USER_READ without USEREMAILADRESS_READ */
let blind: string;
let deleted: { id: number; email: string };

beforeAll(async () => {
  t = await createTestApp();
  const role = await t.db
    .insertInto("role")
    .values({ name: "EmailBlind" })
    .returning("id")
    .executeTakeFirstOrThrow();
  await t.db.insertInto("role_acl").values({ role_id: role.id, acl: "USER_READ" }).execute();
  const reader = await newPerson(t.db, { role: "EmailBlind" });
  deleted = await newPerson(t.db, { deleted: true, office: "16" });
  userAdmin = await t.login(userOf("UserAdmin"), TEST_PASSWORD);
  admin = await t.login(ADMIN.email, ADMIN.password);
  superAdmin = await t.login(userOf("SuperAdmin"), TEST_PASSWORD);
  blind = await t.login(reader.email, TEST_PASSWORD);
  table = tableClient(t, "/person");
  await table.load(userAdmin);
});
afterAll(() => t.close());

async function page(
  token: string,
  changes: Record<string, ColumnChange> = {},
  lang = "de",
): Promise<TableAnswer> {
  const res = await t.api({
    method: "POST",
    url: "/person",
    payload: table.query(changes, { size: 100 }),
    token,
    headers: { "accept-language": lang },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const column = (answer: TableAnswer, id: string) => answer.records.content.map((r) => r.items[id]?.view);
const rowOf = (answer: TableAnswer, email: string) =>
  answer.records.content.find((r) => r.items.email?.view === email);

describe("GET person/tablestate", () => {
  it("declares SPEC 2.12's columns; updating starts at ALL with 30 days from 2000 (SPEC 9)", () => {
    expect(table.columns.map((c) => c.id)).toEqual([...PERSON_TABLE_COLUMNS]);
    const updating = table.columns.find((c) => c.id === "updating");
    expect(updating?.type).toBe("date");
    expect(updating?.options.filter).toMatchObject({
      filterable: true,
      value: { variant: "ALL", lastN: 30, fromDate: "2000-01-01" },
    });
    const role = table.columns.find((c) => c.id === "role");
    expect(role?.options.filter.choices?.map((c) => c.key)).toEqual([
      "CoreBroker",
      "EmailBlind",
      "FachAdmin",
      "LoggedUser",
      "OrgAdmin",
      "StatDBAdmin",
      "SuperAdmin",
      "UserAdmin",
    ]);
    const name = table.columns.find((c) => c.id === "name");
    expect(name?.options.sort.direction).toBe("asc");
  });

  it("offers the email column neither as filter nor as sort without USEREMAILADRESS_READ", async () => {
    const own = await t.api({ method: "GET", url: "/person/tablestate", token: blind });
    const email = own.json().columns.find((c: { id: string }) => c.id === "email");
    expect(email.options.filter.filterable).toBe(false);
    expect(email.options.sort.sortable).toBe(false);
    expect(table.columns.find((c) => c.id === "email")?.options.filter.filterable).toBe(true);
  });
});

describe("POST person", () => {
  it("lists every account by name, deleted ones marked, with the default filter applied", async () => {
    const answer = await page(userAdmin);
    expect(answer.total).toBe(answer.records.totalElements);
    const names = column(answer, "name");
    expect(names).toEqual([...names].sort((a, b) => (a ?? "").localeCompare(b ?? "", "de")));
    expect(rowOf(answer, deleted.email)?.items.deleted?.view).toBe("ja");
    expect(rowOf(answer, userOf("FachAdmin"))?.items).toMatchObject({
      deleted: { view: "nein" },
      role: { view: "FachAdmin" },
      office: { view: "09", label: "Bayern" },
      updating: { view: expect.stringMatching(/^\d\d\.\d\d\.\d{4} - \d\d:\d\d:\d\d$/) },
    });
    const english = await page(userAdmin, {}, "en");
    expect(rowOf(english, deleted.email)?.items.deleted?.view).toBe("yes");
  });

  it("filters by text, office, deleted, role and updating, and sorts", async () => {
    const byRole = await page(userAdmin, {
      role: { filter: [{ key: "OrgAdmin", value: "OrgAdmin", display: "" }] },
    });
    expect(column(byRole, "email")).toEqual([userOf("OrgAdmin")]);
    const byDeleted = await page(userAdmin, {
      deleted: { filter: [{ key: "true", value: "true", display: "" }] },
    });
    expect(column(byDeleted, "email")).toEqual([deleted.email]);
    const byOffice = await page(userAdmin, { office: { filter: [{ key: "16", value: "16", display: "" }] } });
    expect(column(byOffice, "email")).toEqual([deleted.email]);
    const byEmail = await page(userAdmin, { email: { filter: "ORGADMIN@" } });
    expect(column(byEmail, "email")).toEqual([userOf("OrgAdmin")]);
    const byName = await page(userAdmin, { name: { filter: "statdb" } });
    expect(column(byName, "email")).toEqual([userOf("StatDBAdmin")]);
    const recent = await page(userAdmin, { updating: { filter: { variant: "LAST_N_DAYS", lastN: 30 } } });
    expect(recent.records.totalElements).toBe(recent.total);
    const old = await page(userAdmin, {
      updating: { filter: { variant: "CUSTOM", fromDate: "2000-01-01", toDate: "2001-01-01" } },
    });
    expect(old.records.totalElements).toBe(0);
    const byEmailDesc = await page(userAdmin, { name: { sort: "none" }, email: { sort: "desc" } });
    const emails = column(byEmailDesc, "email");
    expect(emails).toEqual([...emails].sort().reverse());
  });

  it("without USEREMAILADRESS_READ: empty email cells, and a filter or sort by email is a 400 naming it", async () => {
    const answer = await page(blind);
    expect(answer.records.content.length).toBeGreaterThan(8);
    expect(new Set(column(answer, "email"))).toEqual(new Set([""]));
    for (const change of [{ filter: "test.example" }, { sort: "asc" as const }]) {
      const res = await t.api({
        method: "POST",
        url: "/person",
        payload: table.query({ email: change }),
        token: blind,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION", field: "email" });
    }
  });

  it("the actions cell names the row and the actions the protection rules allow the caller", async () => {
    const actionsOf = (answer: TableAnswer, email: string) =>
      personRowTargetCell.parse(rowOf(answer, email)?.items.actions?.view ?? "");
    const asUserAdmin = await page(userAdmin);
    expect(actionsOf(asUserAdmin, userOf("LoggedUser"))).toEqual({
      id: expect.any(Number),
      name: "LoggedUser",
      forename: "Test",
      actions: ["edit", "resetPassword", "delete"],
    });
    expect(actionsOf(asUserAdmin, userOf("SuperAdmin"))?.actions).toEqual([]);
    expect(actionsOf(asUserAdmin, ADMIN.email)?.actions).toEqual([]);
    expect(actionsOf(asUserAdmin, deleted.email)?.actions).toEqual([]);
    expect(actionsOf(asUserAdmin, userOf("UserAdmin"))?.actions).toEqual(["edit", "resetPassword"]);
    // a SuperAdmin's own password is reset by the built-in admin only; the own account is not deleted
    expect(actionsOf(await page(superAdmin), userOf("SuperAdmin"))?.actions).toEqual(["edit"]);
    const asAdmin = await page(admin);
    expect(actionsOf(asAdmin, userOf("SuperAdmin"))?.actions).toEqual(["edit", "resetPassword", "delete"]);
    // USER_READ alone: nothing to do, but the row is still named
    const asBlind = await page(blind);
    const cells = asBlind.records.content.map((r) => personRowTargetCell.parse(r.items.actions?.view ?? ""));
    expect(cells.every((c) => c !== null && c.actions.length === 0)).toBe(true);
  });

  it("401 anonymous, 403 without USER_READ", async () => {
    const anonymous = await t.api({ method: "POST", url: "/person", payload: table.query() });
    expect(anonymous.statusCode).toBe(401);
    const loggedUser = await t.login(userOf("LoggedUser"), TEST_PASSWORD);
    for (const [method, url] of [
      ["POST", "/person"],
      ["GET", "/person/tablestate"],
    ] as const) {
      const res = await t.api({
        method,
        url,
        payload: method === "POST" ? table.query() : undefined,
        token: loggedUser,
      });
      expect(res.statusCode, url).toBe(403);
    }
    expect(
      (await t.api({ method: "POST", url: "/person/csv", payload: table.query(), token: userAdmin }))
        .statusCode,
    ).toBe(404);
  });
});
