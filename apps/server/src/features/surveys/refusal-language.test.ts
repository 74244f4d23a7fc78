import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SurveyRole, startSurveyTestApp, type surveyFixtures } from "../../../test/survey-fixtures.ts";
import type { TestApp } from "../../../test/test-app.ts";

let t: TestApp;
let tokens: Record<SurveyRole, string>;
let newSurvey: Awaited<ReturnType<typeof surveyFixtures>>;

beforeAll(async () => {
  ({ t, newSurvey, tokens } = await startSurveyTestApp());
});
afterAll(() => t.close());

const LANGUAGES = [
  ["en", "en"],
  ["de", "de-DE,de;q=0.9"],
  ["de", undefined],
] as const;

function call(method: "GET" | "POST", url: string, acceptLanguage: string | undefined, payload?: object) {
  return t.api({
    method,
    url,
    token: tokens.SuperAdmin,
    ...(payload ? { payload } : {}),
    headers: acceptLanguage ? { "accept-language": acceptLanguage } : {},
  });
}

const write = (bzr: string, evas = ["12612"]) => ({
  statisticId: "2110",
  bzr,
  federalStateCode: "09",
  period: 3,
  description: "Erhebung",
  accessMode: false,
  evas,
  comment: "angelegt",
});

describe("the survey services' refusals in the caller's language", () => {
  it.each(LANGUAGES)(
    "a state that forbids the action: 409 in %s (Accept-Language %s)",
    async (lang, header) => {
      const { id } = await newSurvey({ status: 0 });
      const res = await call("POST", `/eid/${id}/lock`, header, { comment: "sperren" });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: "CONFLICT",
        message: {
          en: "The status of the survey does not allow this action.",
          de: "Der Status der Erhebung erlaubt diese Aktion nicht.",
        }[lang],
      });
    },
  );

  it.each(LANGUAGES)("an Erhebungsid that exists: 409 in %s (Accept-Language %s)", async (lang, header) => {
    const { erhebungsid } = await newSurvey();
    const res = await call("POST", "/eid/create", header, write(erhebungsid.slice(5, 11)));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: "CONFLICT",
      field: "erhebungsid",
      message: {
        en: `The survey id ${erhebungsid} already exists.`,
        de: `Die Erhebungsid ${erhebungsid} existiert bereits.`,
      }[lang],
    });
  });

  it.each(LANGUAGES)(
    "a survey without base object to unassign: 409 in %s (Accept-Language %s)",
    async (lang, header) => {
      const { id } = await newSurvey();
      const res = await call("GET", `/eid/baseObjectId/${id}/unassign`, header);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: "CONFLICT",
        message: {
          en: "The survey is not assigned to a base object.",
          de: "Die Erhebung ist keinem Basisobjekt zugeordnet.",
        }[lang],
      });
    },
  );

  it.each(LANGUAGES)("an unknown EVAS: 400 in %s (Accept-Language %s)", async (lang, header) => {
    const res = await call("POST", "/eid/create", header, write("990000", ["99999"]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: "VALIDATION",
      field: "evas",
      message: {
        en: "The EVAS does not exist or is already archived.",
        de: "EVAS existiert nicht oder ist bereits archiviert.",
      }[lang],
    });
  });
});
