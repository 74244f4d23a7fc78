import { describe, expect, it } from "vitest";
import { surveysTarget } from "./show-target.ts";

describe("surveysTarget", () => {
  it("filters the table by the statistic id", () => {
    expect(surveysTarget({ kind: "surveys", statisticId: "2110" })).toEqual({
      pathname: "/surveys",
      search: "",
      hash: "#f.statisticid=2110",
    });
  });

  it("filters by the EVAS", () => {
    expect(surveysTarget({ kind: "surveys", evas: "12612" })).toMatchObject({
      search: "",
      hash: "#f.evas=12612",
    });
  });

  it("filters by the Erhebungsid and opens its detail, on the resource type when given", () => {
    expect(surveysTarget({ kind: "surveys", erhebungsid: "1211023000009" })).toEqual({
      pathname: "/surveys",
      search: "?detail=1211023000009",
      hash: "#f.erhebungsid=1211023000009",
    });
    expect(
      surveysTarget({ kind: "surveys", erhebungsid: "1211023000009", resourceType: "99" }),
    ).toMatchObject({
      search: "?detail=1211023000009&resid=99",
    });
  });

  it("combines the filters", () => {
    expect(
      surveysTarget({ kind: "surveys", statisticId: "2110", evas: "12612", erhebungsid: "1211023000009" }),
    ).toEqual({
      pathname: "/surveys",
      search: "?detail=1211023000009",
      hash: "#f.statisticid=2110&f.evas=12612&f.erhebungsid=1211023000009",
    });
  });
});
