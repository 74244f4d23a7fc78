import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvasFixtures } from "../../../test/evas-fixtures.ts";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
let ids: Map<string, number>;
let admin: string;
let fachAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  ids = await createEvasFixtures(t.db);
  admin = await t.login(userOf("StatDBAdmin"), TEST_PASSWORD);
  fachAdmin = await t.login(userOf("FachAdmin"), TEST_PASSWORD);
});
afterAll(() => t.close());

const body = (evas: string, overrides: Record<string, unknown> = {}) => ({
  evas,
  description: "Statistik der Testfälle",
  period: 3,
  closing: null,
  ...overrides,
});

const create = (payload: string | object, token: string | null = admin, lang = "de") =>
  t.api({ method: "POST", url: "/evas/create", payload, token, headers: { "accept-language": lang } });
const update = (id: number | string, payload: string | object, token: string | null = admin) =>
  t.api({ method: "POST", url: `/evas/${id}/update`, payload, token });
const remove = (id: number | string, token: string | null = admin, lang = "de") =>
  t.api({ method: "POST", url: `/evas/${id}/delete`, token, headers: { "accept-language": lang } });

const rowOf = (evas: string) =>
  t.db
    .selectFrom("evas")
    .select(["id", "evas", "description", "period", "closing"])
    .where("evas", "=", evas)
    .executeTakeFirst();
const auditOf = (action: string, id: number) =>
  t.db
    .selectFrom("audit_log")
    .selectAll()
    .where("entity", "=", "evas")
    .where("action", "=", action)
    .where("entity_id", "=", String(id))
    .execute();
const auditCount = async () =>
  Number(
    (
      await t.db
        .selectFrom("audit_log")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("entity", "=", "evas")
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A survey with the EVAS assigned, written directly: the survey calls are another feature. */
async function assignToSurvey(evasId: number, bzr: string): Promise<void> {
  const survey = await t.db
    .insertInto("survey")
    .values({ statistic_id: "2110", bzr, federal_state_code: "09", description: "Testerhebung" })
    .returning("id")
    .executeTakeFirstOrThrow();
  await t.db.insertInto("survey_evas").values({ survey_id: survey.id, evas_id: evasId }).execute();
}

describe("POST evas/create", () => {
  it("creates an EVAS, answers 201 with it and records the audit", async () => {
    const res = await create(
      body("61111", { description: "  Preisstatistik  ", period: "", closing: "2030-06-30" }),
    );
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      id: expect.any(Number),
      evas: "61111",
      description: "Preisstatistik",
      period: -1,
      closing: "2030-06-30",
    });
    expect(await rowOf("61111")).toEqual(created);
    const [audit, ...more] = await auditOf("CREATE", created.id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ actor_email: userOf("StatDBAdmin"), before: null, after: created });
    expect((await t.api({ method: "GET", url: `/evas/${created.id}` })).json()).toEqual(created);
  });

  it("409 naming the field for a code that exists, in the caller's language", async () => {
    const before = await auditCount();
    const de = await create(body("12411"));
    expect(de.statusCode).toBe(409);
    expect(de.json()).toEqual({
      code: "CONFLICT",
      field: "evas",
      message: "Die EVAS 12411 existiert bereits.",
    });
    const en = await create(body("12112"), admin, "en");
    expect(en.json()).toEqual({ code: "CONFLICT", field: "evas", message: "The EVAS 12112 already exists." });
    expect((await rowOf("12411"))?.description).toBe("Fortschreibung des Bevölkerungsstandes");
    expect(await auditCount()).toBe(before);
  });

  it("two concurrent creates of one code: one 201, one 409, never a 500", async () => {
    const answers = await Promise.all([create(body("67777")), create(body("67777"))]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it("400 naming the field for bad input, and nothing is written", async () => {
    const before = await auditCount();
    const cases: [Record<string, unknown>, string][] = [
      [body("1234"), "evas"],
      [body("abcde"), "evas"],
      [body("123456"), "evas"],
      [body(""), "evas"],
      [{ description: "x", period: 3, closing: null }, "evas"],
      [body("62222", { description: "" }), "description"],
      [body("62222", { description: "   " }), "description"],
      [body("62222", { description: "x".repeat(1001) }), "description"],
      [body("62222", { description: "a\u0000b" }), "description"],
      [body("62222", { period: 14 }), "period"],
      [body("62222", { period: -2 }), "period"],
      [body("62222", { period: "03" }), "period"],
      [body("62222", { closing: "31.12.2024" }), "closing"],
      [body("62222", { closing: "2024-02-30" }), "closing"],
      [body("62222", { closing: "0000-01-01" }), "closing"],
    ];
    for (const [payload, field] of cases) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION", field });
      expect(res.json().message).toContain(field);
    }
    expect(await rowOf("62222")).toBeUndefined();
    expect(await auditCount()).toBe(before);
  });

  it("400 for a body that is no JSON object, 415 for one that is no JSON", async () => {
    const list = await create([body("62222")]);
    expect(list.statusCode).toBe(400);
    expect(list.json()).toMatchObject({ code: "VALIDATION", field: "body" });
    expect((await create("nonsense")).statusCode).toBe(415); // text/plain
    const malformed = await t.api({
      method: "POST",
      url: "/evas/create",
      token: admin,
      headers: { "content-type": "application/json" },
      payload: "{",
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe("MALFORMED_JSON");
  });
});

describe("POST evas/{id}/update", () => {
  it("changes description, period and closing, keeps the code and records before and after", async () => {
    const id = ids.get("88111")!;
    const res = await update(
      id,
      body("88111", { description: "Gesundheitsausgaben", period: 0, closing: "2026-01-01" }),
    );
    expect(res.statusCode).toBe(200);
    const after = { id, evas: "88111", description: "Gesundheitsausgaben", period: 0, closing: "2026-01-01" };
    expect(res.json()).toEqual(after);
    expect(await rowOf("88111")).toEqual(after);
    const [audit] = await auditOf("EDIT", id);
    expect(audit?.before).toEqual({
      id,
      evas: "88111",
      description: "Gesundheitsausgabenrechnung auf Länderebene",
      period: 3,
      closing: null,
    });
    expect(audit?.after).toEqual(after);

    // '' and null clear period and closing again
    const cleared = await update(id, body("88111", { period: "", closing: null }));
    expect(cleared.json()).toMatchObject({ period: -1, closing: null });
  });

  it("400 naming evas when the code would change", async () => {
    const res = await update(ids.get("12111")!, body("12112"));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: "VALIDATION",
      field: "evas",
      message: "Die EVAS-Nummer kann nicht geändert werden.",
    });
    expect((await rowOf("12111"))?.description).toBe("Volkszählung");
  });

  it("404 for an unknown id, 400 for a bad id or body", async () => {
    expect((await update(999_999, body("12111"))).statusCode).toBe(404);
    expect((await update("abc", body("12111"))).json()).toMatchObject({ code: "VALIDATION", field: "id" });
    const res = await update(ids.get("12111")!, body("12111", { period: 14 }));
    expect(res.json()).toMatchObject({ code: "VALIDATION", field: "period" });
  });
});

describe("POST evas/{id}/delete", () => {
  it("deletes an EVAS and records what it was", async () => {
    const created = (await create(body("63333"))).json();
    const res = await remove(created.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(created);
    expect(await rowOf("63333")).toBeUndefined();
    const [audit] = await auditOf("DELETE", created.id);
    expect(audit).toMatchObject({ before: created, after: null, actor_email: userOf("StatDBAdmin") });
    expect((await t.api({ method: "GET", url: `/evas/${created.id}` })).statusCode).toBe(404);
    expect((await remove(created.id)).statusCode).toBe(404);
  });

  it("409 while the EVAS is assigned to a survey, with a message saying so", async () => {
    const id = ids.get("12211")!;
    await assignToSurvey(id, "240000");
    await assignToSurvey(id, "250000");
    const before = await auditCount();
    const de = await remove(id);
    expect(de.statusCode).toBe(409);
    expect(de.json()).toEqual({
      code: "CONFLICT",
      message: "Die EVAS 12211 ist noch 2 Erhebung(en) zugeordnet. Löschen nicht möglich.",
    });
    const en = await remove(id, admin, "en");
    expect(en.json().message).toBe("The EVAS 12211 is still assigned to 2 survey(s) and cannot be deleted.");
    expect(await rowOf("12211")).toBeDefined();
    expect(await auditCount()).toBe(before);
  });
});

describe("rights", () => {
  it("create, update and delete need a session (401) and the right (403); nothing changes", async () => {
    const id = ids.get("12411")!;
    const before = await auditCount();
    for (const [token, status, code] of [
      [null, 401, "UNAUTHENTICATED"],
      [fachAdmin, 403, "FORBIDDEN"],
    ] as const) {
      for (const res of [
        await create(body("64444"), token),
        await update(id, body("12411", { description: "geändert" }), token),
        await remove(id, token),
      ]) {
        expect(res.statusCode).toBe(status);
        expect(res.json().code).toBe(code);
      }
    }
    expect(await rowOf("64444")).toBeUndefined();
    expect(await rowOf("12411")).toMatchObject({ description: "Fortschreibung des Bevölkerungsstandes" });
    expect(await auditCount()).toBe(before);
  });

  it("the rights are checked one by one: EVAS_EDIT alone does not allow a delete", async () => {
    const role = await t.db
      .insertInto("role")
      .values({ name: "EvasEditor" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.db.insertInto("role_acl").values({ role_id: role.id, acl: "EVAS_EDIT" }).execute();
    await t.db
      .updateTable("person")
      .set({ role_id: role.id })
      .where("email", "=", userOf("LoggedUser"))
      .execute();
    const editor = await t.login(userOf("LoggedUser"), TEST_PASSWORD);
    const id = ids.get("12111")!;
    expect((await update(id, body("12111", { description: "Zensus" }), editor)).statusCode).toBe(200);
    expect((await remove(id, editor)).statusCode).toBe(403);
    expect((await create(body("65555"), editor)).statusCode).toBe(403);
  });

  it("SuperAdmin holds all three rights", async () => {
    const superAdmin = await t.login(userOf("SuperAdmin"), TEST_PASSWORD);
    const created = await create(body("66666"), superAdmin);
    expect(created.statusCode).toBe(201);
    expect((await update(created.json().id, body("66666"), superAdmin)).statusCode).toBe(200);
    expect((await remove(created.json().id, superAdmin)).statusCode).toBe(200);
  });
});
