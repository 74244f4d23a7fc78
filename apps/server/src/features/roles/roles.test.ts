import { RIGHTS } from "@erhdb/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("role-gated routes", () => {
  it("401 without a session", async () => {
    for (const url of ["/role", "/acl"]) {
      const res = await t.api({ method: "GET", url });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe("UNAUTHENTICATED");
    }
  });

  it("403 for a role without ROLE_READ", async () => {
    const token = await t.login(userOf("FachAdmin"), TEST_PASSWORD);
    const res = await t.api({ method: "GET", url: "/role", token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: "FORBIDDEN",
      message: "Sie haben keine Berechtigung für diese Aktion.",
    });
  });

  it("answers roles with their rights for a role with ROLE_READ", async () => {
    const token = await t.login(userOf("UserAdmin"), TEST_PASSWORD);
    const roles = (await t.api({ method: "GET", url: "/role", token })).json();
    expect(roles.map((r: { name: string }) => r.name)).toEqual([
      "CoreBroker",
      "FachAdmin",
      "LoggedUser",
      "OrgAdmin",
      "StatDBAdmin",
      "SuperAdmin",
      "UserAdmin",
    ]);
    expect(roles.find((r: { name: string }) => r.name === "SuperAdmin").acls).toHaveLength(RIGHTS.length);
    expect((await t.api({ method: "GET", url: "/acl", token })).json()).toEqual([...RIGHTS]);
  });

  it("whoever gives accounts their role (USER_CREATE) lists the roles without ROLE_READ", async () => {
    const token = await t.login(userOf("UserAdmin"), TEST_PASSWORD);
    const role = await t.db
      .selectFrom("role")
      .select("id")
      .where("name", "=", "UserAdmin")
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom("role_acl").where("role_id", "=", role.id).where("acl", "=", "ROLE_READ").execute();
    try {
      expect((await t.api({ method: "GET", url: "/role", token })).statusCode).toBe(200);
      expect((await t.api({ method: "GET", url: "/acl", token })).statusCode).toBe(403);
      await t.db
        .deleteFrom("role_acl")
        .where("role_id", "=", role.id)
        .where("acl", "=", "USER_CREATE")
        .execute();
      expect((await t.api({ method: "GET", url: "/role", token })).statusCode).toBe(403);
    } finally {
      await t.db
        .insertInto("role_acl")
        .values([
          { role_id: role.id, acl: "ROLE_READ" },
          { role_id: role.id, acl: "USER_CREATE" },
        ])
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  });

  it("the right is re-read on each call, so a revoked right takes effect at once", async () => {
    const token = await t.login(ADMIN.email, ADMIN.password);
    const role = await t.db
      .selectFrom("role")
      .select("id")
      .where("name", "=", "SuperAdmin")
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom("role_acl").where("role_id", "=", role.id).where("acl", "=", "ROLE_READ").execute();
    expect((await t.api({ method: "GET", url: "/acl", token })).statusCode).toBe(403);
    await t.db.insertInto("role_acl").values({ role_id: role.id, acl: "ROLE_READ" }).execute();
    expect((await t.api({ method: "GET", url: "/acl", token })).statusCode).toBe(200);
  });
});
