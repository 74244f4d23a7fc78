import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const loginAs = (username: string, password: string, remoteAddress = t.newIp()) =>
  t.api({ method: "POST", url: "/login", payload: { username, password }, remoteAddress });

describe("login", () => {
  it("answers the person and puts the session token in the authorization header", async () => {
    const res = await loginAs(userOf("FachAdmin"), TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.headers.authorization).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const person = res.json();
    expect(person).toMatchObject({ email: userOf("FachAdmin"), role: { name: "FachAdmin" }, deleted: false });
    expect(person.personPermissions).toEqual([
      expect.objectContaining({ statisticId: "2110", lkz: "09", eid_rights: true, res_rights: false }),
    ]);
    expect(person).not.toHaveProperty("password_hash");
  });

  it("accepts the e-mail address in any case", async () => {
    expect((await loginAs(ADMIN.email.toUpperCase(), ADMIN.password)).statusCode).toBe(200);
  });

  it("refuses a wrong password and an unknown user alike, with 401 INVALID_CREDENTIALS", async () => {
    for (const res of [
      await loginAs(ADMIN.email, "wrong-password"),
      await loginAs("nobody@test.example", "x"),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: "INVALID_CREDENTIALS" });
      expect(res.headers.authorization).toBeUndefined();
    }
  });

  it("answers in English when the caller asks for it", async () => {
    const res = await t.api({
      method: "POST",
      url: "/login",
      payload: { username: ADMIN.email, password: "nope-nope" },
      headers: { "accept-language": "en-GB,en;q=0.9,de;q=0.5" },
      remoteAddress: t.newIp(),
    });
    expect(res.json().message).toBe("Email address or password is wrong.");
  });

  it("records successful and failed logins in the audit log", async () => {
    const ip = t.newIp();
    await loginAs(userOf("OrgAdmin"), TEST_PASSWORD, ip);
    await loginAs(userOf("OrgAdmin"), "wrong-password", ip);
    const rows = await t.db
      .selectFrom("audit_log")
      .select(["action", "actor_email"])
      .where("ip", "=", ip)
      .execute();
    expect(rows.map((r) => r.action).sort()).toEqual(["LOGIN", "LOGIN_FAILED"]);
  });
});

describe("session", () => {
  it("GET auth returns the person for a token with or without the Bearer prefix", async () => {
    const token = await t.login(ADMIN.email, ADMIN.password);
    for (const authorization of [token, `Bearer ${token}`]) {
      const res = await t.api({ method: "GET", url: "/auth", headers: { authorization } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ email: ADMIN.email, role: { name: "SuperAdmin" } });
      expect(res.json().role.acls).toContain("SQLEDITOR_ACCESS");
    }
  });

  it("expires after one hour without use, and each use restarts the hour", async () => {
    const token = await t.login(userOf("LoggedUser"), TEST_PASSWORD);
    const use = () =>
      t.api({ method: "POST", url: "/person/999999/settings", token, payload: { theme: 1, lang: "de" } });
    t.advanceClock(50 * 60_000);
    expect((await use()).statusCode).toBe(403); // authenticated (not 401), refused for another person
    t.advanceClock(50 * 60_000);
    expect((await t.api({ method: "GET", url: "/auth", token })).statusCode).toBe(200);
    t.advanceClock(60 * 60_000 + 1000);
    const expired = await t.api({ method: "GET", url: "/auth", token });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe("UNAUTHENTICATED");
  });

  it("the session check (GET auth) does not count as activity", async () => {
    const token = await t.login(userOf("LoggedUser"), TEST_PASSWORD);
    for (let i = 0; i < 3; i++) {
      t.advanceClock(19 * 60_000);
      expect((await t.api({ method: "GET", url: "/auth", token })).statusCode).toBe(200);
    }
    t.advanceClock(4 * 60_000);
    expect((await t.api({ method: "GET", url: "/auth", token })).statusCode).toBe(401);
  });

  it("logout revokes the token at once", async () => {
    const token = await t.login(userOf("UserAdmin"), TEST_PASSWORD);
    expect((await t.api({ method: "POST", url: "/logout", token })).statusCode).toBe(204);
    expect((await t.api({ method: "GET", url: "/auth", token })).statusCode).toBe(401);
    expect((await t.api({ method: "POST", url: "/logout", token })).statusCode).toBe(401);
  });

  it("a revoked session (deleted server-side) or a deleted person no longer authenticates", async () => {
    const token = await t.login(userOf("CoreBroker"), TEST_PASSWORD);
    const person = await t.db
      .selectFrom("person")
      .select("id")
      .where("email", "=", userOf("CoreBroker"))
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom("session").where("person_id", "=", person.id).execute();
    expect((await t.api({ method: "GET", url: "/auth", token })).statusCode).toBe(401);

    const token2 = await t.login(userOf("CoreBroker"), TEST_PASSWORD);
    await t.db.updateTable("person").set({ deleted: true }).where("id", "=", person.id).execute();
    expect((await t.api({ method: "GET", url: "/auth", token: token2 })).statusCode).toBe(401);
    expect((await loginAs(userOf("CoreBroker"), TEST_PASSWORD)).statusCode).toBe(401);
    await t.db.updateTable("person").set({ deleted: false }).where("id", "=", person.id).execute();
  });

  it("a right or permission changed in the database applies to the session's next request", async () => {
    const token = await t.login(userOf("FachAdmin"), TEST_PASSWORD);
    const auth = async () => (await t.api({ method: "GET", url: "/auth", token })).json();
    const person = await auth();
    expect(person.personPermissions).toHaveLength(1);
    const acls: string[] = person.role.acls;
    expect(acls.length).toBeGreaterThan(0);
    await t.db.deleteFrom("person_permission").where("person_id", "=", person.id).execute();
    await t.db.deleteFrom("role_acl").where("role_id", "=", person.role.id).execute();
    const changed = await auth();
    expect(changed.personPermissions).toEqual([]);
    expect(changed.role.acls).toEqual([]);
    await t.db
      .insertInto("role_acl")
      .values(acls.map((acl) => ({ role_id: person.role.id, acl })))
      .execute();
    await t.db
      .insertInto("person_permission")
      .values({ person_id: person.id, statistic_id: "2110", lkz: "09", eid_rights: true })
      .execute();
    expect((await auth()).role.acls).toEqual(acls);
  });

  it("an unknown or malformed token is 401", async () => {
    for (const token of ["A".repeat(43), "not a token!", "x"]) {
      expect((await t.api({ method: "GET", url: "/auth", token })).statusCode).toBe(401);
    }
  });

  it("stores only a hash of the token", async () => {
    const token = await t.login(userOf("StatDBAdmin"), TEST_PASSWORD);
    const hashes = await t.db.selectFrom("session").select("token_hash").execute();
    expect(hashes.some((h) => h.token_hash === token)).toBe(false);
    expect(hashes.every((h) => /^[0-9a-f]{64}$/.test(h.token_hash))).toBe(true);
  });
});
