import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { mailedToken, newPerson, personAudit, userDataSnapshot } from "../../../test/person-fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { DEMO_ADMIN_PASSWORD, DEMO_USER_PASSWORD } from "../../lib/published-passwords.ts";

let t: TestApp;
let roleIds: Map<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  const roles = await t.db.selectFrom("role").select(["id", "name"]).execute();
  roleIds = new Map(roles.map((r) => [r.name, r.id]));
});
afterAll(() => t.close());

const change = (token: string | null, payload: object, lang = "de") =>
  t.api({
    method: "POST",
    url: "/person/password/resetLoggedIn",
    payload,
    token,
    headers: { "accept-language": lang },
  });
const authStatus = async (token: string) => (await t.api({ method: "GET", url: "/auth", token })).statusCode;
const loginStatus = async (email: string, password: string) =>
  (
    await t.api({
      method: "POST",
      url: "/login",
      payload: { username: email, password },
      remoteAddress: t.newIp(),
    })
  ).statusCode;

describe("POST person/password/resetLoggedIn (settings, tab password)", () => {
  it("changes the password, keeps the current session and ends every other one", async () => {
    const person = await newPerson(t.db);
    const current = await t.login(person.email, TEST_PASSWORD);
    const other = await t.login(person.email, TEST_PASSWORD);
    const res = await change(current, {
      currentPassword: TEST_PASSWORD,
      password: "Mein-neues-Passwort-5",
      passwordAgain: "Mein-neues-Passwort-5",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    expect(await authStatus(current)).toBe(200);
    expect(await authStatus(other)).toBe(401);
    expect(await loginStatus(person.email, "Mein-neues-Passwort-5")).toBe(200);
    expect(await loginStatus(person.email, TEST_PASSWORD)).toBe(401);
    expect((await personAudit(t.db, person.id)).map((a) => a.action)).toEqual(["PASSWORD_CHANGE"]);
  });

  it("refuses a wrong current password, a common one, the email, and a mismatch, naming the field", async () => {
    const person = await newPerson(t.db);
    const token = await t.login(person.email, TEST_PASSWORD);
    const before = await userDataSnapshot(t.db);
    const body = (overrides: object) => ({
      currentPassword: TEST_PASSWORD,
      password: "Gutes-Passwort-77",
      passwordAgain: "Gutes-Passwort-77",
      ...overrides,
    });
    const cases: [object, string, string, string][] = [
      [
        body({ currentPassword: "falsch-falsch" }),
        "PASSWORD_CURRENT_WRONG",
        "currentPassword",
        "Das aktuelle Passwort ist falsch.",
      ],
      [
        body({ password: "iloveyou1", passwordAgain: "iloveyou1" }),
        "PASSWORD_COMMON",
        "password",
        "Dieses Passwort gehört zu den 10.000 häufigsten Passwörtern. Bitte wählen Sie ein anderes.",
      ],
      // the published demo passwords (README), in any case
      ...[DEMO_ADMIN_PASSWORD, DEMO_USER_PASSWORD.toUpperCase()].map(
        (password): [object, string, string, string] => [
          body({ password, passwordAgain: password }),
          "PASSWORD_PUBLISHED",
          "password",
          "Dieses Passwort ist veröffentlicht (ein Demo-Passwort der Erhebungsdatenbank). Bitte wählen Sie ein anderes.",
        ],
      ),
      [
        body({ password: person.email, passwordAgain: person.email }),
        "PASSWORD_EMAIL",
        "password",
        "Das Passwort darf nicht die E-Mail-Adresse des Kontos sein.",
      ],
      [
        body({ passwordAgain: "Anderes-Passwort-77" }),
        "VALIDATION",
        "passwordAgain",
        "Die Passwörter stimmen nicht überein.",
      ],
      [
        body({ password: "kurz", passwordAgain: "kurz" }),
        "VALIDATION",
        "password",
        "Das Passwort im Feld Neues Passwort muss mindestens 8 Zeichen lang sein.",
      ],
    ];
    for (const [payload, code, field, message] of cases) {
      const res = await change(token, payload);
      expect(res.statusCode, code).toBe(400);
      expect(res.json()).toEqual({ code, field, message });
    }
    expect(await userDataSnapshot(t.db)).toEqual(before);
    expect((await change(null, body({}))).statusCode).toBe(401);
  });

  it("at most 5 attempts in 15 minutes (guessing the current password through a session)", async () => {
    const person = await newPerson(t.db);
    const token = await t.login(person.email, TEST_PASSWORD);
    const wrong = {
      currentPassword: "falsch-falsch",
      password: "Gutes-Passwort-77",
      passwordAgain: "Gutes-Passwort-77",
    };
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await change(token, wrong)).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe("a new account and its invitation", () => {
  it("cannot log in until the invitation's link sets a password, then can", async () => {
    const admin = await t.login(userOf("UserAdmin"), TEST_PASSWORD);
    const email = "eingeladen@test.example";
    const created = await t.api({
      method: "POST",
      url: "/person/create",
      token: admin,
      payload: {
        email,
        name: "Neu",
        forename: "Nora",
        phone: "1",
        office: "01",
        role: { id: roleIds.get("LoggedUser") },
      },
    });
    expect(created.statusCode).toBe(201);
    // no password at all: not even the SPEC 3 placeholder logs in
    for (const password of ["", "Erhebung#2025", "Test-Passwort-2025", "initialPassword"]) {
      expect(await loginStatus(email, password || "x")).toBe(401);
    }
    const token = await mailedToken(t.db, email);
    const check = await t.api({ method: "POST", url: "/person/password/checkToken", payload: { token } });
    expect(check.json()).toBe("valid");
    const set = await t.api({
      method: "POST",
      url: "/person/password/validateNewPassword",
      payload: { token, password: "Noras-Passwort-2026" },
    });
    expect(set.statusCode).toBe(200);
    expect(await loginStatus(email, "Noras-Passwort-2026")).toBe(200);
  });

  it("the invitation expires after INVITE_TTL_MS (7 days)", async () => {
    const admin = await t.login(userOf("UserAdmin"), TEST_PASSWORD);
    const created = await t.api({
      method: "POST",
      url: "/person/create",
      token: admin,
      payload: {
        email: "spaet@test.example",
        name: "Spät",
        forename: "Sam",
        phone: "1",
        office: "01",
        role: { id: roleIds.get("LoggedUser") },
      },
    });
    expect(created.statusCode).toBe(201);
    const token = await mailedToken(t.db, "spaet@test.example");
    t.advanceClock(7 * 24 * 3_600_000 - 60_000);
    const state = async () =>
      (await t.api({ method: "POST", url: "/person/password/checkToken", payload: { token } })).json();
    expect(await state()).toBe("valid");
    t.advanceClock(61_000);
    expect(await state()).toBe("not-valid");
  });
});
