import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import {
  mailedToken,
  mailsTo,
  newPerson,
  personAudit,
  userDataSnapshot,
} from "../../../test/person-fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
let userAdmin: string;
let roleIds: Map<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  userAdmin = await t.login(userOf("UserAdmin"), TEST_PASSWORD);
  const roles = await t.db.selectFrom("role").select(["id", "name"]).execute();
  roleIds = new Map(roles.map((r) => [r.name, r.id]));
});
afterAll(() => t.close());

let mailCounter = 0;
const body = (overrides: Record<string, unknown> = {}) => ({
  email: `neu-${++mailCounter}@Example.DE`,
  name: "Muster",
  forename: "Erika",
  phone: "+49 611 75-1",
  office: "05",
  // a role whose every right a UserAdmin holds (issue 24: no role above one's own rights)
  role: { id: roleIds.get("UserAdmin"), name: "UserAdmin" },
  ...overrides,
});

const post = (url: string, payload?: object, token: string | null = userAdmin, lang = "de") =>
  t.api({ method: "POST", url, payload, token, headers: { "accept-language": lang } });

const passwordHashOf = async (id: number) =>
  (await t.db.selectFrom("person").select("password_hash").where("id", "=", id).executeTakeFirstOrThrow())
    .password_hash;

describe("POST person/create", () => {
  it("creates an account without a password, mails the invitation and records the audit", async () => {
    const payload = body({ email: "  Erika.Neu@Example.DE " });
    const res = await post("/person/create", payload);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      email: "erika.neu@example.de",
      name: "Muster",
      forename: "Erika",
      office: "05",
      deleted: false,
      builtin: false,
      role: { name: "UserAdmin" },
      personPermissions: [],
      personSetting: { theme: 1, lang: "de", searchShortcut: true },
    });
    expect(await passwordHashOf(created.id)).toBeNull();
    const [mail, ...more] = await mailsTo(t.db, "erika.neu@example.de");
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: "invitation", subject: "Erhebungsdatenbank: Ihr neues Konto" });
    expect(mail?.body).toContain("http://localhost:8080/erhebungsdatenbank/password/reset?token=");
    const token = await t.db
      .selectFrom("password_token")
      .selectAll()
      .where("person_id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(token.purpose).toBe("INVITE");
    expect(token.token_hash).not.toBe(await mailedToken(t.db, "erika.neu@example.de"));
    const audit = await personAudit(t.db, created.id);
    expect(audit.map((a) => a.action)).toEqual(["CREATE"]);
    expect(JSON.stringify(audit)).not.toContain(await mailedToken(t.db, "erika.neu@example.de"));
    expect((await t.api({ method: "GET", url: `/person/${created.id}`, token: userAdmin })).json()).toEqual(
      created,
    );
  });

  it("409 EMAIL_TAKEN naming the field for an address in use in any case, deleted accounts included", async () => {
    const deleted = await newPerson(t.db, { deleted: true });
    for (const email of [userOf("FachAdmin").toUpperCase(), ` ${ADMIN.email} `, deleted.email]) {
      const before = await userDataSnapshot(t.db);
      const res = await post("/person/create", body({ email }));
      expect(res.statusCode, email).toBe(409);
      expect(res.json()).toEqual({
        code: "EMAIL_TAKEN",
        field: "email",
        message: "Es gibt bereits ein Konto mit dieser E-Mail-Adresse.",
      });
      expect(await userDataSnapshot(t.db)).toEqual(before);
    }
    const en = await post("/person/create", body({ email: userOf("OrgAdmin") }), userAdmin, "en");
    expect(en.json().message).toBe("There is already an account with this email address.");
  });

  it("two creates of one address at once: one 201, one 409, never a 500", async () => {
    const payload = body({ email: "zugleich@example.de" });
    const answers = await Promise.all([post("/person/create", payload), post("/person/create", payload)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it("400 naming each required field in the caller's language, and nothing is written", async () => {
    const before = await userDataSnapshot(t.db);
    const cases: [Record<string, unknown>, string, string][] = [
      [body({ name: " " }), "name", "Bitte füllen Sie das Feld Name aus."],
      [body({ forename: undefined }), "forename", "Bitte füllen Sie das Feld Vorname aus."],
      [body({ phone: "" }), "phone", "Bitte füllen Sie das Feld Telefon aus."],
      [body({ email: "" }), "email", "Bitte füllen Sie das Feld E-Mail aus."],
      [body({ email: "erika@" }), "email", "Bitte geben Sie im Feld E-Mail eine gültige E-Mail-Adresse an."],
      [body({ office: "17" }), "office", "Bitte füllen Sie das Feld Amt aus."],
      [body({ role: null }), "role", "Bitte füllen Sie das Feld Rolle aus."],
      [body({ name: "x".repeat(101) }), "name", "Die Eingabe im Feld Name ist zu lang."],
    ];
    for (const [payload, field, message] of cases) {
      const res = await post("/person/create", payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json(), field).toEqual({ code: "VALIDATION", field, message });
    }
    const en = await post("/person/create", body({ forename: "" }), userAdmin, "en");
    expect(en.json().message).toBe("Please fill in the field First name.");
    const unknownRole = await post("/person/create", body({ role: { id: 999_999 } }));
    expect(unknownRole.statusCode).toBe(400);
    expect(unknownRole.json()).toMatchObject({ code: "ROLE_UNKNOWN", field: "role" });
    expect(await userDataSnapshot(t.db)).toEqual(before);
  });
});

describe("POST person/{id}/update", () => {
  it("changes the account, answers it and audits before and after", async () => {
    const target = await newPerson(t.db, { role: "LoggedUser" });
    const payload = body({ email: target.email.toUpperCase(), name: "Neuname", office: "09" });
    const res = await post(`/person/${target.id}/update`, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: target.id, email: target.email, name: "Neuname", office: "09" });
    expect(res.json().role.name).toBe("UserAdmin");
    const [audit] = await personAudit(t.db, target.id);
    expect(audit).toMatchObject({
      action: "EDIT",
      actor_email: userOf("UserAdmin"),
      before: { role: "LoggedUser", office: "05" },
      after: { role: "UserAdmin", office: "09", name: "Neuname" },
    });
    expect(await passwordHashOf(target.id)).not.toBeNull();
  });

  it("keeps the stored address when the update leaves it out (a caller who may not read it)", async () => {
    const target = await newPerson(t.db, { role: "LoggedUser" });
    const { email: _, ...withoutEmail } = body({ name: "Ohneadresse" });
    const res = await post(`/person/${target.id}/update`, withoutEmail);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email: target.email, name: "Ohneadresse" });
    expect((await post(`/person/${target.id}/update`, { ...withoutEmail, email: "" })).statusCode).toBe(400);
  });

  it("409 EMAIL_TAKEN for another account's address; 404 for an unknown account", async () => {
    const target = await newPerson(t.db);
    const other = await newPerson(t.db);
    const before = await userDataSnapshot(t.db);
    const taken = await post(`/person/${target.id}/update`, body({ email: other.email.toUpperCase() }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: "EMAIL_TAKEN", field: "email" });
    expect((await post("/person/999999/update", body())).statusCode).toBe(404);
    expect((await post("/person/abc/update", body())).statusCode).toBe(400);
    expect(await userDataSnapshot(t.db)).toEqual(before);
  });
});

describe("POST person/{id}/delete", () => {
  it("marks the account deleted, ends its sessions at once, and login fails from then on", async () => {
    const target = await newPerson(t.db);
    const session = await t.login(target.email, TEST_PASSWORD);
    expect((await t.api({ method: "GET", url: "/auth", token: session })).statusCode).toBe(200);
    const res = await post(`/person/${target.id}/delete`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: target.id, deleted: true, email: target.email });
    expect((await t.api({ method: "GET", url: "/auth", token: session })).statusCode).toBe(401);
    const login = await t.api({
      method: "POST",
      url: "/login",
      payload: { username: target.email, password: TEST_PASSWORD },
      remoteAddress: t.newIp(),
    });
    expect(login.statusCode).toBe(401);
    expect(
      await t.db.selectFrom("session").select("token_hash").where("person_id", "=", target.id).execute(),
    ).toEqual([]);
    expect((await personAudit(t.db, target.id)).map((a) => a.action)).toEqual(["DELETE"]);
    // still listed and answered, marked deleted
    const got = await t.api({ method: "GET", url: `/person/${target.id}`, token: userAdmin });
    expect(got.json()).toMatchObject({ id: target.id, deleted: true });
  });

  it("a deleted account is read-only: 409 PERSON_DELETED for every write, nothing changes", async () => {
    const target = await newPerson(t.db, { deleted: true });
    const before = await userDataSnapshot(t.db);
    for (const [url, payload] of [
      [`/person/${target.id}/update`, body()],
      [`/person/${target.id}/delete`, undefined],
      [`/person/${target.id}/pw`, undefined],
      [`/personPermission/${target.id}/create`, { statisticId: "2110", lkz: "09", res_rights: true }],
    ] as const) {
      const res = await post(url, payload);
      expect(res.statusCode, url).toBe(409);
      expect(res.json(), url).toEqual({
        code: "PERSON_DELETED",
        message: "Dieses Konto ist gelöscht und kann nicht mehr geändert werden.",
      });
    }
    expect(await userDataSnapshot(t.db)).toEqual(before);
  });
});

describe("POST person/{id}/pw (an administrator resets a password)", () => {
  it("clears the password, ends the sessions and mails a reset link that sets a new one", async () => {
    const target = await newPerson(t.db, { lang: "en" });
    const session = await t.login(target.email, TEST_PASSWORD);
    const res = await post(`/person/${target.id}/pw`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    expect(await passwordHashOf(target.id)).toBeNull();
    expect((await t.api({ method: "GET", url: "/auth", token: session })).statusCode).toBe(401);
    const [mail] = await mailsTo(t.db, target.email);
    expect(mail).toMatchObject({
      kind: "password-reset",
      subject: "Erhebungsdatenbank: reset your password",
    });
    const token = await mailedToken(t.db, target.email);
    const set = await t.api({
      method: "POST",
      url: "/person/password/validateNewPassword",
      payload: { token, password: "Ein-neues-Passwort-7" },
    });
    expect(set.statusCode).toBe(200);
    expect(await t.login(target.email, "Ein-neues-Passwort-7")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await personAudit(t.db, target.id)).map((a) => a.action)).toEqual([
      "RESET_PASSWORD",
      "PASSWORD_SET",
    ]);
  });
});
