// Who may decide which request (issue 24, decision 17): nobody their own or one changing their own
// account; rights requests only by USER_READ holders, for accounts not above their rank and rights;
// survey requests only by whoever could make the change on the survey screens.
import type { RequestSpecializingInput, RoleName } from "@erhdb/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { newPerson } from "../../../test/person-fixtures.ts";
import {
  type RequestTestApp,
  requestBody,
  requestDataSnapshot,
  SURVEY_DATA,
  startRequestTestApp,
} from "../../../test/request-fixtures.ts";

let r: RequestTestApp;
/** a custom role with REQUEST_READ alone, holding eid_rights for statistic 2111 in Nordrhein-Westfalen (05) */
let clerk: string;
beforeAll(async () => {
  r = await startRequestTestApp();
  const role = await r.t.db
    .insertInto("role")
    .values({ name: "Sachbearbeitung" })
    .returning("id")
    .executeTakeFirstOrThrow();
  await r.t.db.insertInto("role_acl").values({ role_id: role.id, acl: "REQUEST_READ" }).execute();
  const person = await newPerson(r.t.db, { role: "Sachbearbeitung" });
  await r.t.db
    .insertInto("person_permission")
    .values({ person_id: person.id, statistic_id: "2111", lkz: "05", eid_rights: true })
    .execute();
  clerk = await r.t.login(person.email, TEST_PASSWORD);
});
afterAll(() => r.t.close());

type Who = RoleName | { token: string };
const tokenOf = (who: Who) => (typeof who === "string" ? (r.tokens[who] ?? null) : who.token);
const decide = (who: Who, decision: "approve" | "reject", id: number, body: object = {}) =>
  r.t.api({
    method: "POST",
    url: decision === "approve" ? `/request/${id}/approve` : `/request/reject/${id}`,
    token: tokenOf(who),
    payload: decision === "reject" ? { reason: "Das entscheidet jemand anderes.", ...body } : body,
  });

const refusedAudits = (id: number) =>
  r.t.db
    .selectFrom("audit_log")
    .select(["action", "actor_email", "after"])
    .where("entity", "=", "request")
    .where("entity_id", "=", String(id))
    .where("action", "like", "REFUSED_%")
    .orderBy("id")
    .execute();

/** The decision is refused with 403 and `code`, changes nothing, and leaves exactly one audit record. */
async function expectRefused(who: Who, decision: "approve" | "reject", id: number, code: string) {
  const before = await requestDataSnapshot(r.t.db);
  const audits = (await refusedAudits(id)).length;
  const res = await decide(who, decision, id);
  expect(res.statusCode, `${decision} ${id}: ${res.body}`).toBe(403);
  expect(res.json().code).toBe(code);
  expect(await requestDataSnapshot(r.t.db)).toEqual(before);
  const records = await refusedAudits(id);
  expect(records).toHaveLength(audits + 1);
  expect(records.at(-1)).toMatchObject({
    action: decision === "approve" ? "REFUSED_APPROVED" : "REFUSED_REJECT",
    after: { code },
  });
  return res;
}

const rightsRequest = (applicantMail: string) =>
  r.submit(
    requestBody(
      {
        type: "REQUEST_RIGHTS",
        permissionList: [{ statisticId: "4521", lkz: "14", eid_rights: true }],
        supervisorMail: "chef@statistik.example",
      },
      { mail: applicantMail },
    ),
  );
const resetRequest = (mail: string) =>
  r.submit(requestBody({ type: "RESET_RIGHTS", forename: "Anja", name: "Krüger", mail, reason: "Wechsel" }));

const permissionsOf = (email: string) =>
  r.t.db
    .selectFrom("person_permission as pp")
    .innerJoin("person as p", "p.id", "pp.person_id")
    .select(["pp.statistic_id", "pp.lkz", "pp.eid_rights"])
    .where("p.email", "=", email)
    .execute();

describe("nobody decides about themselves", () => {
  it("an OrgAdmin files REQUEST_RIGHTS for its own address on the public form and can neither accept nor decline it", async () => {
    const id = await rightsRequest(userOf("OrgAdmin").toUpperCase());
    const refused = await expectRefused("OrgAdmin", "approve", id, "REQUEST_SELF");
    expect(refused.json()).toEqual({
      code: "REQUEST_SELF",
      field: "id",
      message:
        "Über einen eigenen Antrag oder einen Antrag, der Ihr eigenes Konto ändert, entscheidet jemand anderes.",
    });
    await expectRefused("OrgAdmin", "reject", id, "REQUEST_SELF");
    expect(await permissionsOf(userOf("OrgAdmin"))).toEqual([]);
    // someone else decides it
    expect((await decide("SuperAdmin", "approve", id)).statusCode).toBe(200);
    expect(await permissionsOf(userOf("OrgAdmin"))).toEqual([
      { statistic_id: "4521", lkz: "14", eid_rights: true },
    ]);
  });

  it("a RESET_RIGHTS request against the caller's own account, filed by someone else, is not theirs to decide", async () => {
    const id = await resetRequest(userOf("OrgAdmin"));
    await expectRefused("OrgAdmin", "approve", id, "REQUEST_SELF");
    await expectRefused("OrgAdmin", "reject", id, "REQUEST_SELF");
  });
});

describe("rights requests: not above the approver", () => {
  it.each([
    ["StatDBAdmin", "PERSON_RANK"],
    ["UserAdmin", "PERSON_RANK"],
    ["SuperAdmin", "PERSON_SUPER_ADMIN_ONLY"],
    ["CoreBroker", "PERSON_RIGHTS_NOT_HELD"],
    ["FachAdmin", "PERSON_RIGHTS_NOT_HELD"],
  ] as const)(
    "an OrgAdmin accepts neither REQUEST_RIGHTS nor RESET_RIGHTS for a %s (%s)",
    async (role, code) => {
      const account = await newPerson(r.t.db, { role });
      await r.t.db
        .insertInto("person_permission")
        .values({ person_id: account.id, statistic_id: "2111", lkz: "05", res_rights: true })
        .execute();
      await expectRefused("OrgAdmin", "approve", await rightsRequest(account.email), code);
      await expectRefused("OrgAdmin", "approve", await resetRequest(account.email), code);
      expect(await permissionsOf(account.email)).toHaveLength(1);
      // the same requests are the SuperAdmin's to decide
      expect((await decide("SuperAdmin", "approve", await resetRequest(account.email))).statusCode).toBe(200);
    },
  );

  it("an OrgAdmin accepts them for a LoggedUser, another OrgAdmin and a new applicant", async () => {
    for (const role of ["LoggedUser", "OrgAdmin"] as const) {
      const account = await newPerson(r.t.db, { role });
      expect((await decide("OrgAdmin", "approve", await rightsRequest(account.email))).statusCode).toBe(200);
      expect((await decide("OrgAdmin", "approve", await resetRequest(account.email))).statusCode).toBe(200);
    }
    const id = await rightsRequest("ganz.neu@statistik.example");
    expect((await decide("OrgAdmin", "approve", id)).statusCode).toBe(200);
  });

  it("a StatDBAdmin, without USER_READ, accepts none (REQUEST_RIGHT_REQUIRED) and may decline them", async () => {
    const account = await newPerson(r.t.db, { role: "LoggedUser" });
    const id = await rightsRequest(account.email);
    const refused = await expectRefused("StatDBAdmin", "approve", id, "REQUEST_RIGHT_REQUIRED");
    expect(refused.json().message).toBe(
      "Über Anträge der Art Berechtigungen beantragen entscheidet, wer die Änderung selbst vornehmen darf; Ihnen fehlt dieses Recht.",
    );
    await expectRefused(
      "StatDBAdmin",
      "approve",
      await resetRequest(account.email),
      "REQUEST_RIGHT_REQUIRED",
    );
    expect((await decide("StatDBAdmin", "reject", id)).statusCode).toBe(200);
  });
});

describe("survey requests: whoever could make the change directly", () => {
  /** A survey the public form may name: approved and public. */
  const openSurvey = (office: string) =>
    r.newSurvey({ statisticId: "2111", office, status: 3, accessMode: true, evas: ["12411"] });
  const onSurvey = async (type: string, office: string) => {
    const survey = await openSurvey(office);
    const bzr = survey.erhebungsid.slice(5, 11);
    const specializing =
      type === "ARCHIVE_ERHEBUNGSID"
        ? { type, erhebungsid: survey.erhebungsid, description: "eingestellt" }
        : {
            type,
            erhebungsid: survey.erhebungsid,
            ...SURVEY_DATA,
            // the survey's own data: an update changes its EVAS, a continuation names a later year
            bzr: type === "CONTINUE_ERHEBUNGSID" ? `${Number(bzr.slice(0, 2)) + 50}0000` : bzr,
            federalStateCode: office,
            description: `Testerhebung ${bzr}`,
            evas: ["12411", "12612"],
          };
    return r.submit(requestBody(specializing as RequestSpecializingInput));
  };
  const newSurveyRequest = () =>
    r.submit(
      requestBody({
        type: "NEW_ERHEBUNGSID",
        ...SURVEY_DATA,
        federalStateCode: "05",
        statisticId: "2111",
        statistikArt: "Landesstatistik",
      }),
    );

  it("an OrgAdmin, without a survey right, accepts none (REQUEST_RIGHT_REQUIRED) and may decline them", async () => {
    const ids = [
      await newSurveyRequest(),
      await onSurvey("UPDATE_ERHEBUNGSID", "05"),
      await onSurvey("CONTINUE_ERHEBUNGSID", "05"),
      await onSurvey("ARCHIVE_ERHEBUNGSID", "05"),
    ];
    for (const id of ids) await expectRefused("OrgAdmin", "approve", id, "REQUEST_RIGHT_REQUIRED");
    for (const id of ids) expect((await decide("OrgAdmin", "reject", id)).statusCode).toBe(200);
  });

  it("eid_rights for the survey's statistic id and office accept its update, continuation and archiving", async () => {
    for (const type of ["UPDATE_ERHEBUNGSID", "CONTINUE_ERHEBUNGSID", "ARCHIVE_ERHEBUNGSID"]) {
      const res = await decide({ token: clerk }, "approve", await onSurvey(type, "05"));
      expect(res.statusCode, `${type}: ${res.body}`).toBe(200);
    }
  });

  it("eid_rights accept no new survey, and nothing of a survey in another office", async () => {
    await expectRefused({ token: clerk }, "approve", await newSurveyRequest(), "REQUEST_RIGHT_REQUIRED");
    for (const type of ["UPDATE_ERHEBUNGSID", "CONTINUE_ERHEBUNGSID", "ARCHIVE_ERHEBUNGSID"]) {
      await expectRefused({ token: clerk }, "approve", await onSurvey(type, "09"), "REQUEST_RIGHT_REQUIRED");
    }
  });
});
