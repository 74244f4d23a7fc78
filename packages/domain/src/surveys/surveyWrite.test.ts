import { describe, expect, it } from "vitest";
import {
  isHttpUrl,
  SURVEY_LINK_MESSAGE_KEYS as K,
  SURVEY_DESCRIPTION_MAX_LENGTH,
  SURVEY_LINK_MAX_LENGTH,
  SURVEY_MESSAGES,
  surveyContinueSchema,
  surveyEvasProblem,
  surveyLinkWriteSchema,
  surveyStatusChangeSchema,
  surveyWriteSchema,
} from "./surveyWrite.ts";

const valid = {
  statisticId: "2110",
  bzr: "240000",
  federalStateCode: "09",
  period: 3,
  description: " Geburten ",
  accessMode: false,
  evas: ["12612"],
  comment: "neu",
};

const failingPath = (input: unknown) => {
  const result = surveyWriteSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.path.join(".");
};

describe("surveyWriteSchema", () => {
  it("accepts a complete payload, trims texts and maps an empty period to -1", () => {
    expect(surveyWriteSchema.parse(valid)).toEqual({ ...valid, description: "Geburten" });
    expect(surveyWriteSchema.parse({ ...valid, period: "" }).period).toBe(-1);
  });

  it.each([
    ["statisticId", "211"],
    ["statisticId", "21a0"],
    ["bzr", "247000"],
    ["bzr", "24000"],
    ["federalStateCode", "17"],
    ["period", 14],
    ["period", -2],
    ["description", "   "],
    ["accessMode", "true"],
    ["evas", []],
    ["evas", ["1261"]],
    ["comment", ""],
    ["comment", " \n "],
    ["description", "a\u0000b"],
  ])("names %s when it is %j", (field, value) => {
    expect(failingPath({ ...valid, [field]: value })).toBe(field);
  });

  it("names a missing field", () => {
    const { comment: _comment, ...withoutComment } = valid;
    expect(failingPath(withoutComment)).toBe("comment");
  });
});

describe("surveyEvasProblem", () => {
  it("words the problems as SPEC 5 does", () => {
    expect(surveyEvasProblem([])).toBe(SURVEY_MESSAGES.checkInputs);
    expect(surveyEvasProblem(["1234"])).toBe("Nur fünfstellige EVAS erlaubt.");
    expect(surveyEvasProblem(["12345", "12345"])).toBe("EVAS bereits hinzugefügt.");
    expect(surveyEvasProblem(["12345", "54321"])).toBeNull();
  });

  it("gives the message as the issue of the evas field", () => {
    const result = surveyWriteSchema.safeParse({ ...valid, evas: ["12612", "12612"] });
    expect(result.error?.issues[0]).toMatchObject({ path: ["evas"], message: SURVEY_MESSAGES.evasDuplicate });
  });
});

describe("surveyStatusChangeSchema", () => {
  it("requires a comment and leaves accessMode optional", () => {
    expect(surveyStatusChangeSchema.parse({ comment: " ok " })).toEqual({ comment: "ok" });
    expect(surveyStatusChangeSchema.parse({ accessMode: true, comment: "x" })).toEqual({
      accessMode: true,
      comment: "x",
    });
    expect(surveyStatusChangeSchema.safeParse({ accessMode: true }).error?.issues[0]?.path).toEqual([
      "comment",
    ]);
    expect(surveyStatusChangeSchema.safeParse({ comment: "" }).success).toBe(false);
  });
});

describe("links", () => {
  it.each([
    ["https://www.destatis.de/x?y=1", true],
    ["HTTP://example.org", true],
    ["javascript:alert(1)", false],
    ["ftp://example.org", false],
    ["/relative", false],
    ["https://", false],
  ])("isHttpUrl(%j) is %s", (url, expected) => {
    expect(isHttpUrl(url)).toBe(expected);
  });

  it("requires content and description", () => {
    expect(surveyLinkWriteSchema.parse({ content: " https://a.de ", description: "A" })).toEqual({
      content: "https://a.de",
      description: "A",
    });
    expect(surveyLinkWriteSchema.safeParse({ content: "https://a.de", description: " " }).success).toBe(
      false,
    );
    expect(surveyLinkWriteSchema.safeParse({ content: "a.de", description: "A" }).success).toBe(false);
  });

  const problems = (link: { content: string; description: string }) =>
    surveyLinkWriteSchema.safeParse(link).error?.issues.map((issue) => [issue.path.join("."), issue.message]);
  const longUrl = `https://www.destatis.de/${"a".repeat(SURVEY_LINK_MAX_LENGTH)}`;

  it.each([
    ["an empty address", { content: " ", description: "A" }, [["content", K.contentEmpty]]],
    [
      "a well-formed address over the limit",
      { content: longUrl, description: "A" },
      [["content", K.contentTooLong]],
    ],
    ["an address that is not http", { content: "a.de", description: "A" }, [["content", K.contentNotHttp]]],
    [
      "an empty description",
      { content: "https://a.de", description: "" },
      [["description", K.descriptionEmpty]],
    ],
    [
      "a description over the limit",
      { content: "https://a.de", description: "x".repeat(SURVEY_DESCRIPTION_MAX_LENGTH + 1) },
      [["description", K.descriptionTooLong]],
    ],
  ])("names the rule that failed: %s", (_, link, expected) => {
    expect(problems(link)).toEqual(expected);
  });
});

describe("surveyContinueSchema", () => {
  it("needs the Erhebungsid of the continued survey", () => {
    expect(surveyContinueSchema.parse({ ...valid, erhebungsid: "1211023000009" }).erhebungsid).toBe(
      "1211023000009",
    );
    expect(surveyContinueSchema.safeParse(valid).error?.issues[0]?.path).toEqual(["erhebungsid"]);
    expect(surveyContinueSchema.safeParse({ ...valid, erhebungsid: "211023000009" }).success).toBe(false);
  });
});
