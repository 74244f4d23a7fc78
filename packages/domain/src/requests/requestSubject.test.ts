import { describe, expect, it } from "vitest";
import { DEFAULT_ROLE_RIGHTS } from "../auth/roles.ts";
import { person } from "../testing/persons.ts";
import {
  needsPlaceholderEvas,
  organiserQuerySchema,
  requestFederalStateCode,
  requestStatisticId,
  seesRequestContent,
} from "./requestSubject.ts";
import { type RequestRowTarget, requestRowActions, requestRowTargetCell } from "./requestTable.ts";
import { type RequestSpecializingInput, requestSpecializingSchema } from "./requestWrite.ts";

const survey = {
  description: "Pflegestatistik",
  evas: ["12612"],
  period: 3,
  bzr: "260000",
  federalStateCode: "07",
};
const parse = (input: RequestSpecializingInput) => requestSpecializingSchema.parse(input);
const applicant = { federalStateCode: "13" };

const SAMPLES = {
  newNamed: parse({
    type: "NEW_ERHEBUNGSID",
    ...survey,
    statistikArt: "Landesstatistik",
    statisticId: "2111",
  }),
  newOpen: parse({ type: "NEW_ERHEBUNGSID", ...survey, evas: [], statistikArt: "Landesstatistik" }),
  update: parse({ type: "UPDATE_ERHEBUNGSID", erhebungsid: "1211126000005", ...survey }),
  continue: parse({ type: "CONTINUE_ERHEBUNGSID", erhebungsid: "1211126000005", ...survey }),
  archive: parse({ type: "ARCHIVE_ERHEBUNGSID", erhebungsid: "1211126000005", description: "eingestellt" }),
  rights: parse({
    type: "REQUEST_RIGHTS",
    permissionList: [
      { statisticId: "4521", lkz: "14", eid_rights: true },
      { statisticId: "1261", lkz: "02", res_rights: true },
    ],
    supervisorMail: "chef@statistik.example",
  }),
  reset: parse({
    type: "RESET_RIGHTS",
    forename: "Anja",
    name: "Krüger",
    mail: "a@k.example",
    reason: "Wechsel",
  }),
};

describe("what a request concerns", () => {
  it("takes the statistic id from the Erhebungsid, the named one, the first permission, or none", () => {
    expect(requestStatisticId(SAMPLES.newNamed)).toBe("2111");
    expect(requestStatisticId(SAMPLES.newOpen)).toBeNull();
    expect(requestStatisticId(SAMPLES.update)).toBe("2111");
    expect(requestStatisticId(SAMPLES.continue)).toBe("2111");
    expect(requestStatisticId(SAMPLES.archive)).toBe("2111");
    expect(requestStatisticId(SAMPLES.rights)).toBe("4521");
    expect(requestStatisticId(SAMPLES.reset)).toBeNull();
  });

  it("takes the state from the survey data, the Erhebungsid, the first permission, else the applicant", () => {
    expect(requestFederalStateCode(SAMPLES.newOpen, applicant)).toBe("07");
    expect(requestFederalStateCode(SAMPLES.update, applicant)).toBe("07");
    expect(requestFederalStateCode(SAMPLES.archive, applicant)).toBe("05");
    expect(requestFederalStateCode(SAMPLES.rights, applicant)).toBe("14");
    expect(requestFederalStateCode(SAMPLES.reset, applicant)).toBe("13");
  });

  it("asks for a placeholder EVAS only for a new survey without EVAS", () => {
    const asking = Object.entries(SAMPLES).filter(([, s]) => needsPlaceholderEvas(s));
    expect(asking.map(([name]) => name)).toEqual(["newOpen"]);
  });
});

describe("the processes table's rows", () => {
  const staff = person("OrgAdmin", DEFAULT_ROLE_RIGHTS.OrgAdmin);
  const request = { applicantMail: "jemand@statistik.example", specializing: SAMPLES.reset };

  it("offers accept and decline only while undecided, and nothing without REQUEST_READ", () => {
    expect(requestRowActions(staff, "NEU", request, null)).toEqual(["details", "accept", "decline"]);
    expect(requestRowActions(staff, "IN_BEARBEITUNG", request, null)).toEqual([
      "details",
      "accept",
      "decline",
    ]);
    for (const status of ["GENEHMIGT", "ABGELEHNT", "COMPLETED"]) {
      expect(requestRowActions(staff, status, request, null)).toEqual(["details"]);
    }
    expect(requestRowActions(person("X", ["USER_READ"]), "NEU", request, null)).toEqual([]);
    expect(requestRowActions(null, "NEU", request, null)).toEqual([]);
    expect(seesRequestContent(staff)).toBe(true);
    expect(seesRequestContent(null)).toBe(false);
  });

  it("offers accept and decline only where the decision rules allow them (requestDecision.ts)", () => {
    // a survey request: OrgAdmin lacks the survey right, so it may decline only
    const surveyRequest = { ...request, specializing: SAMPLES.archive };
    expect(requestRowActions(staff, "NEU", surveyRequest, null)).toEqual(["details", "decline"]);
    // the caller's own request: neither
    const own = { ...request, applicantMail: staff.email };
    expect(requestRowActions(staff, "NEU", own, null)).toEqual(["details"]);
    // a request the server could not read is only shown
    expect(requestRowActions(staff, "NEU", null, null)).toEqual(["details"]);
  });

  it("carries the row's target through its actions cell and refuses anything else", () => {
    const target: RequestRowTarget = {
      id: 7,
      requestType: "NEW_ERHEBUNGSID",
      actionStatus: "NEU",
      evasRequired: true,
      actions: ["details", "accept", "decline"],
    };
    expect(requestRowTargetCell.parse(requestRowTargetCell.encode(target))).toEqual(target);
    expect(requestRowTargetCell.parse(JSON.stringify({ ...target, actions: ["delete"] }))).toBeNull();
    expect(requestRowTargetCell.parse("")).toBeNull();
  });
});

describe("organiserQuerySchema", () => {
  it("takes a statistic id and a state code", () => {
    expect(organiserQuerySchema.safeParse({ statisticId: "2111", lkz: "05" }).success).toBe(true);
    expect(organiserQuerySchema.safeParse({ statisticId: "211", lkz: "05" }).success).toBe(false);
    expect(organiserQuerySchema.safeParse({ statisticId: "2111", lkz: "17" }).success).toBe(false);
  });
});
