import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, TEST_PASSWORD } from "../../test/fixtures.ts";
import { mailedToken, newPerson, userDataSnapshot } from "../../test/person-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { DEMO_ADMIN_PASSWORD, DEMO_USER_PASSWORD } from "../lib/published-passwords.ts";
import { AdminCommandError, generatePassword, resetPassword } from "./reset-password.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const loginStatus = async (email: string, password: string) =>
  (
    await t.api({
      method: "POST",
      url: "/login",
      payload: { username: email, password },
      remoteAddress: t.newIp(),
    })
  ).statusCode;

const auditOf = (personId: number) =>
  t.db
    .selectFrom("audit_log")
    .selectAll()
    .where("entity", "=", "person")
    .where("entity_id", "=", String(personId))
    .orderBy("id")
    .execute();

describe("npm run admin -- reset-password (resetPassword)", () => {
  it("sets the built-in admin's password: it logs in, the old one and the admin's sessions not, with a record without secret", async () => {
    const session = await t.login(ADMIN.email, ADMIN.password);
    const password = generatePassword();
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await resetPassword(t.db, { password, now: new Date() })).toEqual({ email: ADMIN.email });

    expect((await t.api({ method: "GET", url: "/auth", token: session })).statusCode).toBe(401);
    expect(await loginStatus(ADMIN.email, ADMIN.password)).toBe(401);
    expect(await loginStatus(ADMIN.email, password)).toBe(200);
    const admin = await t.db
      .selectFrom("person")
      .select(["id", "password_hash"])
      .where("builtin", "=", true)
      .executeTakeFirstOrThrow();
    const [record] = (await auditOf(admin.id)).slice(-1);
    expect(record).toMatchObject({
      actor_id: null,
      actor_email: "admin-cli",
      ip: null,
      action: "PASSWORD_SET",
    });
    const recorded = JSON.stringify(record);
    expect(recorded).not.toContain(password);
    expect(recorded).not.toContain(admin.password_hash ?? "no hash");
    // the fixtures' admin password again, for the other tests of this file
    await resetPassword(t.db, { password: ADMIN.password, now: new Date() });
  });

  it("resets another account by its address, in any case, and spends its open links", async () => {
    const person = await newPerson(t.db);
    const session = await t.login(person.email, TEST_PASSWORD);
    await t.api({
      method: "POST",
      url: "/person/password/reset",
      payload: { email: person.email },
      remoteAddress: t.newIp(),
    });
    const token = await mailedToken(t.db, person.email);

    await resetPassword(t.db, {
      email: person.email.toUpperCase(),
      password: "Offline-Gesetzt-2026",
      now: new Date(),
    });
    expect(await loginStatus(person.email, "Offline-Gesetzt-2026")).toBe(200);
    expect((await t.api({ method: "GET", url: "/auth", token: session })).statusCode).toBe(401);
    const check = await t.api({ method: "POST", url: "/person/password/checkToken", payload: { token } });
    expect(check.json()).toBe("not-valid");
  });

  it("refuses a short, common or published password and the account's email, changing nothing", async () => {
    const before = await userDataSnapshot(t.db);
    const cases: [string, string][] = [
      ["kurz", "The new password must have at least 8 characters."],
      ["password1", "This password is one of the 10,000 most common passwords. Please choose another one."],
      [
        DEMO_ADMIN_PASSWORD,
        "This password is published (a demo password of the Erhebungsdatenbank). Please choose another one.",
      ],
      [
        DEMO_USER_PASSWORD,
        "This password is published (a demo password of the Erhebungsdatenbank). Please choose another one.",
      ],
      [ADMIN.email, "The password must not be the account's email address."],
    ];
    for (const [password, message] of cases) {
      const attempt = resetPassword(t.db, { password, now: new Date() });
      await expect(attempt, password).rejects.toThrow(AdminCommandError);
      await expect(attempt, password).rejects.toThrow(message);
    }
    expect(await userDataSnapshot(t.db)).toEqual(before);
    expect(await loginStatus(ADMIN.email, ADMIN.password)).toBe(200);
  });

  it("refuses an unknown or a deleted account", async () => {
    const deleted = await newPerson(t.db, { deleted: true });
    await expect(
      resetPassword(t.db, { email: "niemand@test.example", password: "Gutes-Passwort-77", now: new Date() }),
    ).rejects.toThrow("This database has no account niemand@test.example.");
    await expect(
      resetPassword(t.db, { email: deleted.email, password: "Gutes-Passwort-77", now: new Date() }),
    ).rejects.toThrow(`The account ${deleted.email} is deleted.`);
  });
});
