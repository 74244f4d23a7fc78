import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseShowParams, SHOW_PARAM_NAMES } from "./showParams.ts";

describe("parseShowParams (SPEC 2.8, SPEC 5 'Show page')", () => {
  it("asks for the usage examples without parameters", () => {
    expect(parseShowParams("")).toEqual({ kind: "usage" });
    expect(parseShowParams("?")).toEqual({ kind: "usage" });
    expect(parseShowParams(new URLSearchParams())).toEqual({ kind: "usage" });
  });

  it.each([
    ["?statid=2110", { kind: "surveys", statisticId: "2110" }],
    ["?eid=1211023000009", { kind: "surveys", erhebungsid: "1211023000009" }],
    ["?evas=12612", { kind: "surveys", evas: "12612" }],
    ["?eid=1211023000009&resid=99", { kind: "surveys", erhebungsid: "1211023000009", resourceType: "99" }],
    ["?statid=2110&evas=12612", { kind: "surveys", statisticId: "2110", evas: "12612" }],
    ["?genresid=04", { kind: "genericResources", type: "04" }],
    ["genresid=01", { kind: "genericResources", type: "01" }],
  ])("reads %s", (query, expected) => {
    expect(parseShowParams(query)).toEqual(expected);
  });

  it.each(["STATID=2110", "StatId=2110", "sTaTiD=2110"])("reads the name %s in any case", (query) => {
    expect(parseShowParams(query)).toEqual({ kind: "surveys", statisticId: "2110" });
  });

  it("reads every name in upper case", () => {
    expect(parseShowParams("EID=1211023000009&RESID=99")).toMatchObject({ resourceType: "99" });
    expect(parseShowParams("EVAS=12612")).toMatchObject({ evas: "12612" });
    expect(parseShowParams("GENRESID=02")).toEqual({ kind: "genericResources", type: "02" });
  });

  it.each([
    ["an unknown name", "?id=1211023000009"],
    ["an unknown name beside a valid one", "?statid=2110&foo=1"],
    ["statid of 3 digits", "?statid=211"],
    ["statid of 5 digits", "?statid=21100"],
    ["statid with a letter", "?statid=21a0"],
    ["eid of 12 digits", "?eid=121102300000"],
    ["eid of 14 digits", "?eid=12110230000091"],
    ["evas of 4 digits", "?evas=1261"],
    ["resid of 1 digit", "?eid=1211023000009&resid=9"],
    ["resid of 3 digits", "?eid=1211023000009&resid=099"],
    ["resid that is no resource type", "?eid=1211023000009&resid=50"],
    ["resid without eid", "?resid=99"],
    ["resid with a statistic id only", "?statid=2110&resid=99"],
    ["genresid of 1 digit", "?genresid=1"],
    ["genresid that is no generic type", "?genresid=05"],
    ["genresid beside a survey parameter", "?genresid=01&statid=2110"],
    ["an empty value", "?eid="],
    ["a name without value", "?eid"],
    ["a value with spaces", "?statid=%202110"],
    ["non-ASCII digits", "?statid=٢١١٠"],
    ["a name twice", "?statid=2110&statid=2111"],
    ["a name twice in another case", "?eid=1211023000009&EID=1211023000009"],
  ])("refuses %s", (_, query) => {
    expect(parseShowParams(query)).toEqual({ kind: "invalid" });
  });

  it("never throws, and answers usage only for an empty query", () => {
    fc.assert(
      fc.property(fc.string(), (query) => {
        const request = parseShowParams(query);
        expect(["usage", "invalid", "surveys", "genericResources"]).toContain(request.kind);
        if (request.kind === "usage") expect([...new URLSearchParams(query)]).toEqual([]);
      }),
    );
  });

  it("accepts any well-formed value of each survey name", () => {
    const digits = (n: number) => fc.stringMatching(new RegExp(`^[0-9]{${n}}$`));
    fc.assert(
      fc.property(digits(4), digits(13), digits(5), (statid, eid, evas) => {
        expect(parseShowParams(`statid=${statid}&eid=${eid}&evas=${evas}`)).toEqual({
          kind: "surveys",
          statisticId: statid,
          erhebungsid: eid,
          evas,
        });
      }),
    );
  });

  it("knows the five names of SPEC 2.8", () => {
    expect(SHOW_PARAM_NAMES).toEqual(["statid", "eid", "resid", "evas", "genresid"]);
  });
});
