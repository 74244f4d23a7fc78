import { describe, expect, it } from "vitest";
import type { AuthPerson } from "../auth/person.ts";
import type { Right } from "../auth/rights.ts";
import { DEFAULT_ROLE_RIGHTS, ROLE_NAMES, type RoleName } from "../auth/roles.ts";
import { person } from "../testing/persons.ts";
import {
  type RequestAccount,
  type RequestToDecide,
  requestApprovalRefusal,
  requestDeclineRefusal,
} from "./requestDecision.ts";
import { type RequestSpecializingInput, requestSpecializingSchema } from "./requestWrite.ts";

let nextId = 100;
const caller = (role: RoleName, extra: Partial<AuthPerson> = {}): AuthPerson => ({
  ...person(role, DEFAULT_ROLE_RIGHTS[role]),
  id: nextId++,
  email: `${role.toLowerCase()}@statistik.example`,
  ...extra,
});
const orgAdmin = caller("OrgAdmin");
const statDbAdmin = caller("StatDBAdmin");
const superAdmin = caller("SuperAdmin");

const request = (
  input: RequestSpecializingInput,
  applicantMail = "antrag@statistik.example",
): RequestToDecide => ({
  applicantMail,
  specializing: requestSpecializingSchema.parse(input),
});
const account = (role: RoleName | string, acls?: readonly Right[], extra: Partial<RequestAccount> = {}) => ({
  id: nextId++,
  builtin: false,
  role: { name: role, acls: acls ?? DEFAULT_ROLE_RIGHTS[role as RoleName] },
  ...extra,
});
/** The account accepting a REQUEST_RIGHTS request creates: LoggedUser with its rights. */
const newAccount = (acls: readonly Right[] = DEFAULT_ROLE_RIGHTS.LoggedUser): RequestAccount => ({
  id: null,
  builtin: false,
  role: { name: "LoggedUser", acls },
});

const survey = { description: "Pflegestatistik", evas: ["12612"], period: 3, bzr: "260000" };
const rights = (applicantMail?: string) =>
  request(
    {
      type: "REQUEST_RIGHTS",
      permissionList: [{ statisticId: "4521", lkz: "14", eid_rights: true }],
      supervisorMail: "chef@statistik.example",
    },
    applicantMail,
  );
const reset = (mail: string) =>
  request({ type: "RESET_RIGHTS", forename: "Anja", name: "Krüger", mail, reason: "Wechsel" });
const SURVEY_REQUESTS = {
  NEW_ERHEBUNGSID: request({
    type: "NEW_ERHEBUNGSID",
    ...survey,
    federalStateCode: "05",
    statistikArt: "Landesstatistik",
  }),
  UPDATE_ERHEBUNGSID: request({
    type: "UPDATE_ERHEBUNGSID",
    erhebungsid: "1211126000005",
    ...survey,
    federalStateCode: "05",
  }),
  CONTINUE_ERHEBUNGSID: request({
    type: "CONTINUE_ERHEBUNGSID",
    erhebungsid: "1211126000005",
    ...survey,
    bzr: "270000",
    federalStateCode: "05",
  }),
  ARCHIVE_ERHEBUNGSID: request({
    type: "ARCHIVE_ERHEBUNGSID",
    erhebungsid: "1211126000005",
    description: "eingestellt",
  }),
};

describe("nobody decides about themselves", () => {
  it("refuses accepting and declining a request whose applicant address is the caller's, in any case and spacing", () => {
    for (const who of [orgAdmin, superAdmin]) {
      const own = rights(`  ${who.email.toUpperCase()} `);
      expect(requestApprovalRefusal(who, own, newAccount())).toBe("ownRequest");
      expect(requestDeclineRefusal(who, own, newAccount())).toBe("ownRequest");
      const ownSurvey = { ...SURVEY_REQUESTS.NEW_ERHEBUNGSID, applicantMail: who.email };
      expect(requestApprovalRefusal(who, ownSurvey, null)).toBe("ownRequest");
    }
  });

  it("refuses a request that changes the caller's own account, whoever filed it", () => {
    const against = reset(orgAdmin.email);
    expect(requestApprovalRefusal(orgAdmin, against, null)).toBe("ownRequest");
    expect(requestDeclineRefusal(orgAdmin, against, null)).toBe("ownRequest");
    const byAccount = reset("alte.adresse@statistik.example");
    const own = { ...account("OrgAdmin"), id: orgAdmin.id };
    expect(requestApprovalRefusal(orgAdmin, byAccount, own)).toBe("ownRequest");
  });

  it("lets others decline what they may not accept", () => {
    expect(requestApprovalRefusal(orgAdmin, SURVEY_REQUESTS.ARCHIVE_ERHEBUNGSID, null)).toBe("decider");
    expect(requestDeclineRefusal(orgAdmin, SURVEY_REQUESTS.ARCHIVE_ERHEBUNGSID, null)).toBeNull();
    expect(requestDeclineRefusal(orgAdmin, rights(), account("SuperAdmin"))).toBeNull();
  });
});

describe("rights requests (REQUEST_RIGHTS, RESET_RIGHTS)", () => {
  it("need USER_READ: OrgAdmin and SuperAdmin decide them with today's defaults, StatDBAdmin does not", () => {
    for (const r of [rights(), reset("anja.krueger@statistik.example")]) {
      expect(requestApprovalRefusal(orgAdmin, r, account("LoggedUser"))).toBeNull();
      expect(requestApprovalRefusal(superAdmin, r, account("LoggedUser"))).toBeNull();
      expect(requestApprovalRefusal(statDbAdmin, r, account("LoggedUser"))).toBe("decider");
    }
  });

  it("refuse an account of a higher rank, a SuperAdmin's and the built-in admin's", () => {
    for (const r of [rights(), reset("x@statistik.example")]) {
      expect(requestApprovalRefusal(orgAdmin, r, account("UserAdmin"))).toBe("rank");
      expect(requestApprovalRefusal(orgAdmin, r, account("StatDBAdmin"))).toBe("rank");
      expect(requestApprovalRefusal(orgAdmin, r, account("SuperAdmin"))).toBe("superAdminOnly");
      expect(requestApprovalRefusal(superAdmin, r, account("SuperAdmin"))).toBeNull();
      const builtin = account("SuperAdmin", undefined, { builtin: true });
      expect(requestApprovalRefusal(superAdmin, r, builtin)).toBe("builtin");
    }
  });

  it("refuse an account whose role holds a right the approver lacks (CoreBroker, FachAdmin, a custom role)", () => {
    expect(requestApprovalRefusal(orgAdmin, rights(), account("CoreBroker"))).toBe("rights");
    expect(requestApprovalRefusal(orgAdmin, rights(), account("FachAdmin"))).toBe("rights");
    expect(requestApprovalRefusal(orgAdmin, rights(), account("Custom", ["REQUEST_READ"]))).toBeNull();
    expect(requestApprovalRefusal(orgAdmin, rights(), account("Custom", ["ROLE_EDIT"]))).toBe("rights");
    expect(requestApprovalRefusal(superAdmin, rights(), account("CoreBroker"))).toBeNull();
  });

  it("give a new account LoggedUser only where the approver holds its rights", () => {
    expect(requestApprovalRefusal(orgAdmin, rights(), newAccount())).toBeNull();
    expect(requestApprovalRefusal(orgAdmin, rights(), newAccount(["ROLE_EDIT"]))).toBe("rights");
  });

  it("leave an unknown address of RESET_RIGHTS to performing (which answers 409)", () => {
    expect(requestApprovalRefusal(orgAdmin, reset("niemand@statistik.example"), null)).toBeNull();
  });
});

describe("survey requests: whoever could make the change on the survey screens", () => {
  const eidHolder = (lkz: string) =>
    caller("LoggedUser", {
      role: { id: 1, name: "Sachbearbeitung", acls: ["REQUEST_READ"] },
      personPermissions: person("x", [], [{ statisticId: "2111", lkz, eid_rights: true }]).personPermissions,
    });

  it("StatDBAdmin and SuperAdmin accept every kind, OrgAdmin none", () => {
    for (const [type, r] of Object.entries(SURVEY_REQUESTS)) {
      expect(requestApprovalRefusal(statDbAdmin, r, null), type).toBeNull();
      expect(requestApprovalRefusal(superAdmin, r, null), type).toBeNull();
      expect(requestApprovalRefusal(orgAdmin, r, null), type).toBe("decider");
    }
  });

  it("eid_rights for the survey's statistic id and office accept update, continue and archive, never a new survey", () => {
    const holder = eidHolder("05");
    expect(requestApprovalRefusal(holder, SURVEY_REQUESTS.UPDATE_ERHEBUNGSID, null)).toBeNull();
    expect(requestApprovalRefusal(holder, SURVEY_REQUESTS.CONTINUE_ERHEBUNGSID, null)).toBeNull();
    expect(requestApprovalRefusal(holder, SURVEY_REQUESTS.ARCHIVE_ERHEBUNGSID, null)).toBeNull();
    expect(requestApprovalRefusal(holder, SURVEY_REQUESTS.NEW_ERHEBUNGSID, null)).toBe("decider");
    const elsewhere = eidHolder("09");
    for (const r of Object.values(SURVEY_REQUESTS)) {
      expect(requestApprovalRefusal(elsewhere, r, null)).toBe("decider");
    }
  });

  it("a move to another office needs the right there too", () => {
    const moving = request({
      type: "UPDATE_ERHEBUNGSID",
      erhebungsid: "1211126000005",
      ...survey,
      federalStateCode: "09",
    });
    expect(requestApprovalRefusal(eidHolder("05"), moving, null)).toBe("decider");
    expect(requestApprovalRefusal(statDbAdmin, moving, null)).toBeNull();
  });

  it("each default role's reach, as decision 17 lists it (REQUEST_READ first: UserAdmin and CoreBroker decide none)", () => {
    const reach = (role: RoleName) => {
      const who = caller(role);
      const kinds = Object.entries(SURVEY_REQUESTS).filter(([, r]) => !requestApprovalRefusal(who, r, null));
      const rightsOk = requestApprovalRefusal(who, rights(), newAccount()) === null;
      return [...kinds.map(([type]) => type), ...(rightsOk ? ["REQUEST_RIGHTS", "RESET_RIGHTS"] : [])];
    };
    const surveyKinds = Object.keys(SURVEY_REQUESTS);
    expect(Object.fromEntries(ROLE_NAMES.map((role) => [role, reach(role)]))).toEqual({
      SuperAdmin: [...surveyKinds, "REQUEST_RIGHTS", "RESET_RIGHTS"],
      LoggedUser: [],
      UserAdmin: [],
      CoreBroker: [],
      StatDBAdmin: surveyKinds,
      OrgAdmin: ["REQUEST_RIGHTS", "RESET_RIGHTS"],
      FachAdmin: [],
    });
  });
});
