import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD } from "../../../test/fixtures.ts";
import { newPerson, personAudit } from "../../../test/person-fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("POST person/{id}/settings (SPEC 2.11 tab settings)", () => {
  it("saves the own theme and language, which GET auth and the next login answer", async () => {
    const person = await newPerson(t.db);
    const token = await t.login(person.email, TEST_PASSWORD);
    const res = await t.api({
      method: "POST",
      url: `/person/${person.id}/settings`,
      token,
      payload: { theme: 2, lang: "en" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: person.id,
      email: person.email,
      personSetting: { theme: 2, lang: "en", searchShortcut: true },
    });
    const auth = await t.api({ method: "GET", url: "/auth", token });
    expect(auth.json().personSetting).toEqual({ theme: 2, lang: "en", searchShortcut: true });
    const login = await t.api({
      method: "POST",
      url: "/login",
      payload: { username: person.email, password: TEST_PASSWORD },
      remoteAddress: t.newIp(),
    });
    expect(login.json().personSetting).toEqual({ theme: 2, lang: "en", searchShortcut: true });
    expect((await personAudit(t.db, person.id)).map((a) => a.action)).toEqual(["UPDATE_SETTINGS"]);
  });

  it("refuses another account's settings (403) and bad values (400), changing nothing", async () => {
    const person = await newPerson(t.db);
    const other = await newPerson(t.db);
    const token = await t.login(person.email, TEST_PASSWORD);
    const post = (id: number, payload: object) =>
      t.api({ method: "POST", url: `/person/${id}/settings`, token, payload });
    expect((await post(other.id, { theme: 2, lang: "en" })).statusCode).toBe(403);
    for (const payload of [{ theme: 3, lang: "de" }, { theme: 1, lang: "fr" }, { theme: 1 }]) {
      expect((await post(person.id, payload)).statusCode).toBe(400);
    }
    const rows = await t.db
      .selectFrom("person")
      .select(["theme", "lang"])
      .where("id", "in", [person.id, other.id])
      .execute();
    expect(rows).toEqual([
      { theme: 1, lang: "de" },
      { theme: 1, lang: "de" },
    ]);
  });
});

describe("POST person/{id}/settings/searchShortcut (issue 36, WCAG 2.1.4)", () => {
  it("turns the own search shortcut off, which GET auth answers, with its record; another's refused", async () => {
    const person = await newPerson(t.db);
    const other = await newPerson(t.db);
    const token = await t.login(person.email, TEST_PASSWORD);
    const post = (id: number, payload: object) =>
      t.api({ method: "POST", url: `/person/${id}/settings/searchShortcut`, token, payload });

    const res = await post(person.id, { searchShortcut: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().personSetting).toEqual({ theme: 1, lang: "de", searchShortcut: false });
    const auth = await t.api({ method: "GET", url: "/auth", token });
    expect(auth.json().personSetting.searchShortcut).toBe(false);
    const [record] = await personAudit(t.db, person.id);
    expect(record).toMatchObject({
      action: "UPDATE_SETTINGS",
      before: { searchShortcut: true },
      after: { searchShortcut: false },
    });

    expect((await post(other.id, { searchShortcut: false })).statusCode).toBe(403);
    expect((await post(person.id, { searchShortcut: "no" })).statusCode).toBe(400);
    const otherRow = await t.db
      .selectFrom("person")
      .select("search_shortcut")
      .where("id", "=", other.id)
      .executeTakeFirstOrThrow();
    expect(otherRow.search_shortcut).toBe(true);
  });
});
