import { describe, expect, it } from "vitest";
import { currentStylesheet, stylesheetOfLoadQuery } from "./stylesheets.ts";

const sheet = (id: number, resourcetype: string, updating: string, accessMode = true) => ({
  id,
  resourcetype,
  updating,
  accessMode,
});

describe("stylesheetOfLoadQuery", () => {
  it("reads the name the Load page's query is, in any case", () => {
    expect(stylesheetOfLoadQuery("?raw2html.xsl")).toBe("raw2html.xsl");
    expect(stylesheetOfLoadQuery("?RES1HTML.XSL")).toBe("res1html.xsl");
    expect(stylesheetOfLoadQuery("?res2html.xsl=")).toBe("res2html.xsl");
    expect(stylesheetOfLoadQuery("?other.xsl")).toBeNull();
    expect(stylesheetOfLoadQuery("")).toBeNull();
  });
});

describe("currentStylesheet", () => {
  const list = [
    sheet(1, "03", "2025-01-01T00:00:00Z"),
    sheet(2, "03", "2025-02-01T00:00:00Z"),
    sheet(3, "03", "2025-03-01T00:00:00Z", false),
    sheet(4, "04", "2025-02-01T00:00:00Z"),
    sheet(5, "04", "2025-02-01T00:00:00Z"),
  ];

  it("is the public one of the type changed last; res1html and res2html both read type 04", () => {
    expect(currentStylesheet(list, "raw2html.xsl")?.id).toBe(2);
    expect(currentStylesheet(list, "res2html.xsl")?.id).toBe(5);
    expect(currentStylesheet(list, "res1html.xsl")?.id).toBe(5);
    expect(currentStylesheet(list.slice(3), "raw2html.xsl")).toBeNull();
  });
});
