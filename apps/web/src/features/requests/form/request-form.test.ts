import { REQUEST_MESSAGE_KEYS as K, USER_MESSAGE_KEYS } from "@erhdb/domain";
import { describe, expect, it } from "vitest";
import {
  emptyRequestForm,
  formFieldOf,
  type RequestFormValues,
  shownFields,
  surveyValuesOf,
  toRequestCreate,
} from "./request-form.ts";

const NOW = new Date("2026-03-15T12:00:00Z");
const applicant = {
  name: "Schneider",
  forename: "Julia",
  mail: "Julia.Schneider@Statistik.example",
  phonenumber: "",
  federalStateCode: "07",
};

function filled(type: RequestFormValues["type"], patch: Partial<RequestFormValues> = {}): RequestFormValues {
  const empty = emptyRequestForm(type, NOW);
  return {
    ...empty,
    applicant,
    survey: {
      ...empty.survey,
      erhebungsid: "1211126000007",
      description: "Pflegestatistik",
      federalStateCode: "07",
      evas: [{ evas: "12612", description: "Pflegestatistik", closing: null }],
    },
    ...patch,
  };
}

describe("request form", () => {
  it("starts with the survey defaults of SPEC 9 and one empty permission row", () => {
    const form = emptyRequestForm("NEW_ERHEBUNGSID", NOW);
    expect(form.survey).toMatchObject({ bzr: "260000", period: "00", evas: [], federalStateCode: "" });
    expect(form.permissions).toHaveLength(1);
    expect(form.website).toBe("");
  });

  it("sends only the chosen type's part, checked by the domain's schema", () => {
    const created = (values: RequestFormValues) => {
      const result = toRequestCreate(values);
      if (result.errors) throw new Error(JSON.stringify(result.errors));
      return result.value;
    };
    const update = created(filled("UPDATE_ERHEBUNGSID"));
    expect(update.requestSpecializing).toEqual({
      type: "UPDATE_ERHEBUNGSID",
      erhebungsid: "1211126000007",
      description: "Pflegestatistik",
      evas: ["12612"],
      period: 0,
      bzr: "260000",
      federalStateCode: "07",
    });
    expect(update.applicant.mail).toBe("julia.schneider@statistik.example");
    expect(update).not.toHaveProperty("website");

    const fresh = filled("NEW_ERHEBUNGSID");
    const newOne = created({
      ...fresh,
      survey: { ...fresh.survey, statistikArt: "Landesstatistik", evas: [] },
    });
    expect(newOne.requestSpecializing).toMatchObject({ type: "NEW_ERHEBUNGSID", evas: [] });
    expect(newOne.requestSpecializing).not.toHaveProperty("statisticId");
    expect(newOne.requestSpecializing).not.toHaveProperty("erhebungsid");

    expect(created(filled("ARCHIVE_ERHEBUNGSID")).requestSpecializing).toEqual({
      type: "ARCHIVE_ERHEBUNGSID",
      erhebungsid: "1211126000007",
      description: "Pflegestatistik",
    });

    const rights = filled("REQUEST_RIGHTS", { supervisorMail: "chef@statistik.example" });
    const [row] = rights.permissions;
    if (!row) throw new Error("no row");
    rights.permissions = [{ ...row, statisticId: "2111", lkz: "05", eid_rights: true }];
    expect(created(rights).requestSpecializing).toEqual({
      type: "REQUEST_RIGHTS",
      permissionList: [
        {
          statisticId: "2111",
          lkz: "05",
          res_rights: false,
          it_res_rights: false,
          eid_rights: true,
          mapping_rights: false,
        },
      ],
      supervisorMail: "chef@statistik.example",
    });
  });

  it("keeps a filled honeypot, so that the server recognises the robot", () => {
    const result = toRequestCreate(filled("ARCHIVE_ERHEBUNGSID", { website: "http://spam.example" }));
    expect(result.errors).toBeUndefined();
    expect(result.errors ? null : result.value.website).toBe("http://spam.example");
  });

  it("names each problem by the field's path, as the server does", () => {
    const result = toRequestCreate({
      ...emptyRequestForm("REQUEST_RIGHTS", NOW),
      applicant: { ...applicant, name: " ", mail: "kein-mail" },
    });
    expect(result.errors).toEqual({
      "requestSpecializing.permissionList.0.statisticId": K.statisticId,
      "requestSpecializing.permissionList.0.lkz": K.required,
      "requestSpecializing.permissionList.0.rights": K.noRight,
      "requestSpecializing.supervisorMail": USER_MESSAGE_KEYS.required,
      "applicant.name": K.required,
      "applicant.mail": USER_MESSAGE_KEYS.email,
    });
    const noRows = toRequestCreate({ ...filled("REQUEST_RIGHTS"), permissions: [] });
    expect(noRows.errors?.["requestSpecializing.permissionList"]).toBe(K.noPermission);

    const survey = filled("CONTINUE_ERHEBUNGSID");
    const bad = toRequestCreate({
      ...survey,
      survey: { ...survey.survey, erhebungsid: "123", bzr: "26", evas: [], statistikArt: "" },
    });
    expect(bad.errors).toEqual({
      "requestSpecializing.erhebungsid": K.erhebungsid,
      "requestSpecializing.bzr": K.bzr,
      "requestSpecializing.evas": K.evas,
    });
    const newOne = toRequestCreate({
      ...filled("NEW_ERHEBUNGSID"),
      survey: { ...survey.survey, statisticId: "12" },
    });
    expect(newOne.errors).toEqual({
      "requestSpecializing.statistikArt": K.required,
      "requestSpecializing.statisticId": K.statisticId,
    });
  });

  it("gives a problem inside a list to the list's field, and shows each type's fields in order", () => {
    expect(formFieldOf("requestSpecializing.evas.2")).toBe("requestSpecializing.evas");
    expect(formFieldOf("applicant.mail")).toBe("applicant.mail");
    expect(shownFields(emptyRequestForm("ARCHIVE_ERHEBUNGSID"))).toEqual([
      "requestSpecializing.erhebungsid",
      "requestSpecializing.description",
      "applicant.forename",
      "applicant.name",
      "applicant.mail",
      "applicant.phonenumber",
      "applicant.federalStateCode",
      "substantiation",
    ]);
    expect(shownFields(emptyRequestForm("REQUEST_RIGHTS"))).toContain(
      "requestSpecializing.permissionList.0.rights",
    );
  });

  it("takes a survey's current data for the applicant to change", () => {
    expect(
      surveyValuesOf({
        id: 7,
        erhebungsid: "1126125000009",
        statisticId: "1261",
        bzr: "250000",
        federalStateCode: "09",
        period: -1,
        description: "Bodennutzung",
        evas: [{ evas: "12411", description: "Bevölkerung", closing: null }],
        status: 3,
        accessMode: true,
        baseObjectId: 0,
        predecessorId: null,
        links: [],
        resources: [],
        updating: "2025-03-01T10:00:00Z",
      }),
    ).toEqual({
      erhebungsid: "1126125000009",
      description: "Bodennutzung",
      bzr: "250000",
      period: "",
      federalStateCode: "09",
      evas: [{ evas: "12411", description: "Bevölkerung", closing: null }],
    });
  });
});
