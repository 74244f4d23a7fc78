import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseDownloadParams } from "./downloadParams.ts";

const SHORT = "112612400000999000001";
const LONG = "250000112612400000994000001";

describe("parseDownloadParams (SPEC 2.21, SPEC 5 'Download page')", () => {
  it("asks for the usage help without parameters", () => {
    expect(parseDownloadParams("")).toEqual({ kind: "usage" });
    expect(parseDownloadParams("?")).toEqual({ kind: "usage" });
    expect(parseDownloadParams(new URLSearchParams())).toEqual({ kind: "usage" });
  });

  it.each([
    [`?download=${SHORT}`, SHORT],
    [`download=${LONG}`, LONG],
    [`?DOWNLOAD=${SHORT}`, SHORT],
    [`?DownLoad=${LONG}`, LONG],
  ])("reads %s", (query, key) => {
    expect(parseDownloadParams(query)).toEqual({ kind: "download", key });
    expect(parseDownloadParams(new URLSearchParams(query))).toEqual({ kind: "download", key });
  });

  it.each([
    ["another name", `?key=${SHORT}`],
    ["another name beside it", `?download=${SHORT}&foo=1`],
    ["the name twice", `?download=${SHORT}&Download=${SHORT}`],
    ["20 digits", `?download=${SHORT.slice(1)}`],
    ["22 digits", `?download=${SHORT}0`],
    ["26 digits", `?download=${LONG.slice(1)}`],
    ["28 digits", `?download=${LONG}0`],
    ["24 digits", `?download=${SHORT}000`],
    ["a letter", `?download=${SHORT.slice(0, 20)}a`],
    ["spaces", `?download=%20${SHORT}`],
    ["an empty value", "?download="],
    ["a name without value", "?download"],
    ["non-ASCII digits", `?download=${"٢".repeat(21)}`],
  ])("refuses %s", (_, query) => {
    expect(parseDownloadParams(query)).toEqual({ kind: "invalid" });
  });

  it("takes any 21 or 27 digits and nothing else, and never throws", () => {
    const digits = (n: number) => fc.stringMatching(new RegExp(`^[0-9]{${n}}$`));
    fc.assert(
      fc.property(fc.oneof(digits(21), digits(27)), (key) => {
        expect(parseDownloadParams(`download=${key}`)).toEqual({ kind: "download", key });
      }),
    );
    fc.assert(
      fc.property(fc.string(), (query) => {
        const request = parseDownloadParams(query);
        if (request.kind === "download") expect(request.key).toMatch(/^(?:\d{21}|\d{27})$/);
        if (request.kind === "usage") expect([...new URLSearchParams(query)]).toEqual([]);
      }),
    );
  });
});
