import { describe, expect, it } from "vitest";
import { MINIMAL_SURVEY_DEFAULT_SIZE, minimalSurveyQuerySchema } from "./surveyMinimal.ts";

const parse = (body: unknown) => minimalSurveyQuerySchema.safeParse(body);

describe("minimalSurveyQuerySchema", () => {
  it("takes an empty query with the default size, and trims the search", () => {
    expect(parse({}).data).toEqual({ size: MINIMAL_SURVEY_DEFAULT_SIZE });
    expect(parse({ search: "  Geburten ", statisticId: "2110", size: 50 }).data).toEqual({
      search: "Geburten",
      statisticId: "2110",
      size: 50,
    });
  });

  it.each([
    [{ size: 0 }, "size"],
    [{ size: 51 }, "size"],
    [{ size: 2.5 }, "size"],
    [{ statisticId: "211" }, "statisticId"],
    [{ statisticId: "21100" }, "statisticId"],
    [{ search: "x".repeat(101) }, "search"],
    [{ search: "a\u0000b" }, "search"],
    [{ search: 12 }, "search"],
  ])("refuses %j naming %s", (body, field) => {
    expect(parse(body).error?.issues[0]?.path).toEqual([field]);
  });
});
