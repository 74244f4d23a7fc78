import { describe, expect, it } from "vitest";
import { isRequestDecidable, REQUEST_PAGES, REQUEST_TYPES } from "./requestTypes.ts";
import {
  REQUEST_MESSAGE_KEYS as K,
  type RequestSpecializingInput,
  requestApproveSchema,
  requestCreateSchema,
  requestRejectSchema,
} from "./requestWrite.ts";

const applicant = {
  name: "Schneider",
  forename: "Julia",
  mail: "Julia.Schneider@Statistik.example",
  federalStateCode: "07",
};
const survey = {
  description: "Pflegestatistik",
  evas: ["12612"],
  period: 3,
  bzr: "260000",
  federalStateCode: "07",
};
const SPECIALIZINGS: Record<(typeof REQUEST_TYPES)[number], RequestSpecializingInput> = {
  NEW_ERHEBUNGSID: { type: "NEW_ERHEBUNGSID", ...survey, evas: [], statistikArt: "Landesstatistik" },
  UPDATE_ERHEBUNGSID: { type: "UPDATE_ERHEBUNGSID", erhebungsid: "1211126000007", ...survey },
  CONTINUE_ERHEBUNGSID: { type: "CONTINUE_ERHEBUNGSID", erhebungsid: "1211126000007", ...survey },
  ARCHIVE_ERHEBUNGSID: {
    type: "ARCHIVE_ERHEBUNGSID",
    erhebungsid: "1211126000007",
    description: "eingestellt",
  },
  REQUEST_RIGHTS: {
    type: "REQUEST_RIGHTS",
    permissionList: [{ statisticId: "2111", lkz: "05", eid_rights: true }],
    supervisorMail: "chef@statistik.example",
  },
  RESET_RIGHTS: {
    type: "RESET_RIGHTS",
    forename: "Anja",
    name: "Krüger",
    mail: "a@k.example",
    reason: "Wechsel",
  },
};

describe("requestCreateSchema", () => {
  it("takes a request of every type and keeps the applicant's address in lower case", () => {
    for (const type of REQUEST_TYPES) {
      const parsed = requestCreateSchema.parse({ requestSpecializing: SPECIALIZINGS[type], applicant });
      expect(parsed.requestSpecializing.type).toBe(type);
      expect(parsed.applicant.mail).toBe("julia.schneider@statistik.example");
      expect(parsed.substantiation).toBe("");
    }
  });

  it("names what is wrong", () => {
    const messages = (specializing: object, who: object = applicant) =>
      requestCreateSchema
        .safeParse({ requestSpecializing: specializing, applicant: who })
        .error?.issues.map((i) => i.message);
    expect(messages({ ...SPECIALIZINGS.UPDATE_ERHEBUNGSID, erhebungsid: "123" })).toEqual([K.erhebungsid]);
    expect(messages({ ...SPECIALIZINGS.UPDATE_ERHEBUNGSID, evas: [] })).toEqual([K.evas]);
    expect(messages({ ...SPECIALIZINGS.NEW_ERHEBUNGSID, bzr: "26" })).toEqual([K.bzr]);
    expect(messages({ ...SPECIALIZINGS.REQUEST_RIGHTS, permissionList: [] })).toEqual([K.noPermission]);
    expect(
      messages({ ...SPECIALIZINGS.REQUEST_RIGHTS, permissionList: [{ statisticId: "2111", lkz: "05" }] }),
    ).toEqual([K.noRight]);
    expect(messages(SPECIALIZINGS.ARCHIVE_ERHEBUNGSID, { ...applicant, name: " " })).toEqual([K.required]);
  });
});

describe("decisions", () => {
  it("a decline needs more than 10 characters, an accept none; only placeholder EVAS", () => {
    expect(requestRejectSchema.safeParse({ reason: "zu kurz!!!" }).success).toBe(false);
    expect(requestRejectSchema.safeParse({ reason: "  zu kurz!!!  " }).error?.issues[0]?.message).toBe(
      K.rejectReason,
    );
    expect(requestRejectSchema.safeParse({ reason: "nicht zuständig" }).success).toBe(true);
    expect(requestApproveSchema.parse({})).toEqual({ reason: "" });
    expect(requestApproveSchema.safeParse({ evas: "12612" }).success).toBe(false);
    expect(requestApproveSchema.parse({ evas: "09000" }).evas).toBe("09000");
  });

  it("only open requests can be decided, and every page offers types that exist", () => {
    expect(["NEU", "IN_BEARBEITUNG"].every(isRequestDecidable)).toBe(true);
    expect(["GENEHMIGT", "ABGELEHNT", "COMPLETED"].some(isRequestDecidable)).toBe(false);
    for (const types of Object.values(REQUEST_PAGES)) {
      for (const type of types) expect(REQUEST_TYPES).toContain(type);
    }
  });
});
