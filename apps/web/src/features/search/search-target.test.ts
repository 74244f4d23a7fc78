import type { SearchHit } from "@erhdb/domain";
import { describe, expect, it } from "vitest";
import { searchTarget } from "./search-target.ts";

const hit = (kind: SearchHit["kind"], id: string): SearchHit => ({ kind, id, title: id, subtitle: "" });
const ERHEBUNGSID = "1211024000009";

describe("searchTarget", () => {
  it("opens a survey's detail dialog, for anonymous visitors by the Show page", () => {
    expect(searchTarget(hit("survey", ERHEBUNGSID), true)).toBe(`/surveys?detail=${ERHEBUNGSID}`);
    expect(searchTarget(hit("survey", ERHEBUNGSID), false)).toBe(`/Show.html?eid=${ERHEBUNGSID}`);
  });

  it("opens a resource's survey on the resource's type", () => {
    const key = `${ERHEBUNGSID}99000001`;
    expect(searchTarget(hit("resource", key), true)).toBe(`/surveys?detail=${ERHEBUNGSID}&resid=99`);
    expect(searchTarget(hit("resource", key), false)).toBe(`/Show.html?eid=${ERHEBUNGSID}&resid=99`);
  });

  it("opens the EVAS list on the code and the general resources of the hit's type", () => {
    expect(searchTarget(hit("evas", "12612"), false)).toBe("/evas#f.evas=12612");
    expect(searchTarget(hit("genericResource", "03/17"), true)).toBe("/Show.html?genresid=03");
  });
});
