import type { Right } from "@erhdb/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { aclsOf, auditSince, insertRole, lastAuditId, roleIdOf, roleState } from "./role-test-support.ts";

let t: TestApp;
let superAdmin: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await t.login(userOf("SuperAdmin"), TEST_PASSWORD);
  for (const name of ["SuperAdmin", "CoreBroker", "FachAdmin", "StatDBAdmin", "OrgAdmin"]) {
    ids[name] = await roleIdOf(t, name);
  }
});
afterAll(() => t.close());

const update = (payload: object, token = superAdmin, lang = "de") =>
  t.api({ method: "POST", url: "/role/update", payload, token, headers: { "accept-language": lang } });

/** The matrix as the screen sends it: every role with its rights as they are now, changed where given. */
async function everyRole(changes: Record<string, Right[]>) {
  const roles: { id: number; name: string; acls: Right[] }[] = (
    await t.api({ method: "GET", url: "/role", token: superAdmin })
  ).json();
  return roles.map((role) => ({ id: role.id, name: role.name, acls: changes[role.name] ?? role.acls }));
}

async function expectRefused(
  send: () => ReturnType<typeof update>,
  status: number,
  code: string,
  rules: string[] = [],
) {
  const before = await roleState(t);
  const since = await lastAuditId(t);
  const res = await send();
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().code).toBe(code);
  expect(await roleState(t)).toEqual(before);
  const records = await auditSince(t, since);
  expect(records.map((r) => [r.action, (r.after as { rule?: string } | null)?.rule])).toEqual(
    rules.map((rule) => ["REFUSED_EDIT", rule]),
  );
  return res.json();
}

describe("POST role/update", () => {
  it("saves every changed role in one call, answers every role, audits each change", async () => {
    const custom = await insertRole(t, ["USER_READ", "REQUEST_READ"]);
    const fachAdmin = await aclsOf(t, ids.FachAdmin ?? 0);
    const since = await lastAuditId(t);
    // SuperAdmin and CoreBroker come along unchanged, as the screen sends them
    const payload = await everyRole({
      FachAdmin: [...(fachAdmin as Right[]), "REQUEST_READ"],
      [custom.name]: [],
    });
    const res = await update(payload);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual((await t.api({ method: "GET", url: "/role", token: superAdmin })).json());
    expect(res.json().find((r: { name: string }) => r.name === "FachAdmin").acls).toEqual([
      "COMMENTARY_READ",
      "RESOURCE_CREATE",
      "REQUEST_READ",
    ]);
    expect(await aclsOf(t, custom.id)).toEqual([]);
    const records = await auditSince(t, since);
    expect(records.map((r) => [r.action, r.entity, r.entity_id])).toEqual([
      ["EDIT", "role", String(ids.FachAdmin)],
      ["EDIT", "role", String(custom.id)],
    ]);
    expect(records[1]?.before).toEqual({
      id: custom.id,
      name: custom.name,
      acls: ["USER_READ", "REQUEST_READ"],
    });
    expect(records[1]?.after).toEqual({ id: custom.id, name: custom.name, acls: [] });
  });

  it("never changes SuperAdmin's or CoreBroker's rights, and then saves nothing at all (403)", async () => {
    const superAdminRights = (await aclsOf(t, ids.SuperAdmin ?? 0)) as Right[];
    const payload = await everyRole({
      FachAdmin: ["COMMENTARY_READ"],
      SuperAdmin: superAdminRights.filter((acl) => acl !== "SQLEDITOR_ACCESS"),
    });
    const body = await expectRefused(() => update(payload), 403, "ROLE_RIGHTS_FIXED", ["fixedRights"]);
    expect(body).toEqual({
      code: "ROLE_RIGHTS_FIXED",
      message: "Die Rechte der Rolle SuperAdmin können nicht geändert werden.",
      field: "acls",
      refusals: [{ id: ids.SuperAdmin, name: "SuperAdmin", refusal: "fixedRights" }],
    });
    const both = await expectRefused(
      () =>
        update(
          [
            { id: ids.CoreBroker ?? 0, acls: [] },
            { id: ids.SuperAdmin ?? 0, acls: [] },
          ],
          superAdmin,
          "en",
        ),
      403,
      "ROLE_RIGHTS_FIXED",
      ["fixedRights", "fixedRights"],
    );
    expect(both.message).toBe("The rights of the role CoreBroker cannot be changed.");
    expect(both.refusals).toHaveLength(2);
  });

  it("keeps a caller to roles of their rank or below and to rights they hold (403 per rule)", async () => {
    // OrgAdmin (rank 2) given ROLE_EDIT
    await t.db
      .insertInto("role_acl")
      .values({ role_id: ids.OrgAdmin ?? 0, acl: "ROLE_EDIT" })
      .execute();
    const orgAdmin = await t.login(userOf("OrgAdmin"), TEST_PASSWORD);
    const rank = await expectRefused(
      () => update([{ id: ids.StatDBAdmin ?? 0, acls: [] }], orgAdmin),
      403,
      "ROLE_RANK",
      ["rank"],
    );
    expect(rank.message).toBe("Die Rolle StatDBAdmin steht über Ihrer eigenen Rolle.");
    const fachAdmin = (await aclsOf(t, ids.FachAdmin ?? 0)) as Right[];
    const rights = await expectRefused(
      () =>
        update([{ id: ids.FachAdmin ?? 0, acls: [...fachAdmin, "SQLEDITOR_ACCESS", "USER_READ"] }], orgAdmin),
      403,
      "ROLE_RIGHTS_NOT_HELD",
      ["rights"],
    );
    expect(rights.message).toBe(
      "Sie können der Rolle FachAdmin keine Rechte geben, die Sie selbst nicht haben: SQLEDITOR_ACCESS.",
    );
    // taking away a right the caller lacks is no grant
    const res = await update([{ id: ids.FachAdmin ?? 0, acls: ["COMMENTARY_READ"] }], orgAdmin);
    expect(res.statusCode, res.body).toBe(200);
    expect(await aclsOf(t, ids.FachAdmin ?? 0)).toEqual(["COMMENTARY_READ"]);
  });

  it("refuses an unknown role (404) or a role given twice (400), saving nothing", async () => {
    const unknown = await expectRefused(
      () =>
        update([
          { id: ids.FachAdmin ?? 0, acls: [] },
          { id: 999_999, acls: [] },
        ]),
      404,
      "NOT_FOUND",
    );
    expect(unknown).toEqual({ code: "NOT_FOUND", message: "Die Rolle 999999 gibt es nicht.", field: "1.id" });
    await expectRefused(
      () =>
        update([
          { id: ids.FachAdmin ?? 0, acls: [] },
          { id: ids.FachAdmin ?? 0, acls: ["USER_READ"] },
        ]),
      400,
      "VALIDATION",
    );
    await expectRefused(() => update([{ id: ids.FachAdmin ?? 0, acls: ["ROOT"] }]), 400, "VALIDATION");
  });

  it("an unchanged matrix saves nothing and writes no audit record", async () => {
    const before = await roleState(t);
    const since = await lastAuditId(t);
    const res = await update(await everyRole({}));
    expect(res.statusCode).toBe(200);
    expect(await roleState(t)).toEqual(before);
    expect(await auditSince(t, since)).toEqual([]);
  });
});
