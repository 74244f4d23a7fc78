// Accepting REQUEST_RIGHTS and RESET_RIGHTS performs them on the accounts (decision 17).
import type { RequestSpecializingInput } from "@erhdb/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, userOf } from "../../../test/fixtures.ts";
import { newPerson, personAudit } from "../../../test/person-fixtures.ts";
import {
  mailsOfKind,
  type RequestTestApp,
  requestBody,
  requestDataSnapshot,
  startRequestTestApp,
} from "../../../test/request-fixtures.ts";
import { TEST_CONFIG } from "../../../test/test-app.ts";

let r: RequestTestApp;
beforeAll(async () => {
  r = await startRequestTestApp();
});
afterAll(() => r.t.close());

const approve = (id: number, body: object = {}) =>
  r.staff("OrgAdmin", "POST", `/request/${id}/approve`, body);

type PermissionList = Extract<RequestSpecializingInput, { type: "REQUEST_RIGHTS" }>["permissionList"];

const rightsRequest = (
  mail: string,
  permissionList: PermissionList,
  headers: Record<string, string> = {},
): Promise<number> =>
  r.submit(
    requestBody(
      { type: "REQUEST_RIGHTS", permissionList, supervisorMail: "chef@statistik.example" },
      { mail },
    ),
    headers,
  );

const permissionsOf = (personId: number) =>
  r.t.db
    .selectFrom("person_permission")
    .select([
      "statistic_id",
      "lkz",
      "organisator",
      "res_rights",
      "it_res_rights",
      "eid_rights",
      "mapping_rights",
    ])
    .where("person_id", "=", personId)
    .orderBy("statistic_id")
    .execute();

const flags = (
  set: Partial<
    Record<"organisator" | "res_rights" | "it_res_rights" | "eid_rights" | "mapping_rights", boolean>
  >,
) => ({
  organisator: false,
  res_rights: false,
  it_res_rights: false,
  eid_rights: false,
  mapping_rights: false,
  ...set,
});

describe("accepting a REQUEST_RIGHTS request", () => {
  it("creates the applicant's account (LoggedUser, no password) with an invitation in their language, and grants the permissions", async () => {
    const mail = "neu.im.amt@statistik.example";
    const id = await rightsRequest(
      mail,
      [{ statisticId: "4521", lkz: "14", eid_rights: true, res_rights: true }],
      {
        "accept-language": "en",
      },
    );
    const res = await approve(id, { reason: "Welcome." });
    expect(res.statusCode, res.body).toBe(200);

    const account = await r.t.db
      .selectFrom("person")
      .innerJoin("role", "role.id", "person.role_id")
      .select(["person.id", "person.name", "person.forename", "person.phone", "person.office", "person.lang"])
      .select(["person.password_hash", "role.name as role"])
      .where("person.email", "=", mail)
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({
      name: "Schneider",
      forename: "Julia",
      phone: "+49 2603 71-4410",
      office: "07",
      lang: "en",
      password_hash: null,
      role: "LoggedUser",
    });
    expect(await permissionsOf(account.id)).toEqual([
      { statistic_id: "4521", lkz: "14", ...flags({ eid_rights: true, res_rights: true }) },
    ]);
    const invitation = (await mailsOfKind(r.t.db, "invitation")).find((m) => m.recipient === mail);
    expect(invitation?.subject).toBe("Erhebungsdatenbank: your new account");
    expect(invitation?.body).toContain(`${TEST_CONFIG.publicUrl}/password/reset?token=`);
    const decision = (await mailsOfKind(r.t.db, "request-approved")).find((m) => m.recipient === mail);
    expect(decision?.body).toContain("Your account now has these permissions: 4521 (14).");
    expect(decision?.body).toContain("An account has been created for you");
    expect((await personAudit(r.t.db, account.id)).map((a) => [a.action, a.actor_email])).toEqual([
      ["CREATE", userOf("OrgAdmin")],
    ]);
  });

  it("widens a permission the account holds, never narrows it, and adds the new ones", async () => {
    const person = await newPerson(r.t.db);
    await r.t.db
      .insertInto("person_permission")
      .values({ person_id: person.id, statistic_id: "4521", lkz: "14", organisator: true, res_rights: true })
      .execute();
    const id = await rightsRequest(person.email, [
      { statisticId: "4521", lkz: "14", eid_rights: true },
      { statisticId: "1261", lkz: "02", mapping_rights: true },
    ]);
    expect((await approve(id)).statusCode).toBe(200);
    expect(await permissionsOf(person.id)).toEqual([
      { statistic_id: "1261", lkz: "02", ...flags({ mapping_rights: true }) },
      {
        statistic_id: "4521",
        lkz: "14",
        ...flags({ organisator: true, res_rights: true, eid_rights: true }),
      },
    ]);
    expect(await mailsOfKind(r.t.db, "invitation")).not.toContainEqual(
      expect.objectContaining({ recipient: person.email }),
    );
    const audits = await r.t.db
      .selectFrom("audit_log")
      .select(["action", "actor_email"])
      .where("entity", "=", "person_permission")
      .where("after", "is not", null)
      .orderBy("id", "desc")
      .limit(2)
      .execute();
    expect(audits.map((a) => a.action).sort()).toEqual(["ADD_PERMISSION", "WIDEN_PERMISSION"]);
  });

  it("refuses the built-in admin's account with 403 even to a SuperAdmin, a deleted one with 409, changing nothing", async () => {
    const deleted = await newPerson(r.t.db, { deleted: true });
    for (const [mail, status, code] of [
      [ADMIN.email, 403, "PERSON_BUILTIN"],
      [deleted.email, 409, "PERSON_DELETED"],
    ] as const) {
      const id = await rightsRequest(mail, [{ statisticId: "4521", lkz: "14", eid_rights: true }]);
      const before = await requestDataSnapshot(r.t.db);
      const res = await r.staff("SuperAdmin", "POST", `/request/${id}/approve`, {});
      expect(res.statusCode, mail).toBe(status);
      expect(res.json().code).toBe(code);
      expect(await requestDataSnapshot(r.t.db)).toEqual(before);
    }
    const builtin = await rightsRequest(ADMIN.email, [{ statisticId: "4521", lkz: "14", eid_rights: true }]);
    expect((await approve(builtin)).json()).toEqual({
      code: "PERSON_BUILTIN",
      field: "id",
      message: "Die Rechte des eingebauten Administratorkontos ändert kein Antrag.",
    });
  });
});

describe("accepting a RESET_RIGHTS request", () => {
  const resetRequest = (mail: string) =>
    r.submit(
      requestBody({ type: "RESET_RIGHTS", forename: "Anja", name: "Krüger", mail, reason: "Ausgeschieden" }),
    );

  it("removes every permission of the named account, the organiser's too", async () => {
    const person = await newPerson(r.t.db);
    const other = await newPerson(r.t.db);
    await r.t.db
      .insertInto("person_permission")
      .values([
        { person_id: person.id, statistic_id: "4521", lkz: "14", eid_rights: true },
        { person_id: person.id, statistic_id: "2111", lkz: "05", organisator: true },
        { person_id: other.id, statistic_id: "2111", lkz: "05", organisator: true },
      ])
      .execute();
    const id = await resetRequest(person.email.toUpperCase());
    expect((await approve(id, { reason: "Erledigt." })).statusCode).toBe(200);
    expect(await permissionsOf(person.id)).toEqual([]);
    expect(await permissionsOf(other.id)).toHaveLength(1);
    const decision = (await mailsOfKind(r.t.db, "request-approved")).at(-1);
    expect(decision?.body).toContain(`Alle Berechtigungen des Kontos ${person.email} wurden entzogen.`);
  });

  it("fails with 409 for an address without an account, and the request stays open", async () => {
    const id = await resetRequest("niemand@statistik.example");
    const before = await requestDataSnapshot(r.t.db);
    const res = await approve(id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: "REQUEST_ACCOUNT_UNKNOWN",
      field: "mail",
      message: "Es gibt kein Konto mit der E-Mail-Adresse niemand@statistik.example.",
    });
    expect(await requestDataSnapshot(r.t.db)).toEqual(before);
  });
});
