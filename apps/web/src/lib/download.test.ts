import { describe, expect, it } from "vitest";
import { fileNameOf } from "./download.ts";

describe("fileNameOf", () => {
  it.each([
    ["attachment; filename=\"_bersicht.xsl\"; filename*=UTF-8''%C3%9Cbersicht.xsl", "Übersicht.xsl"],
    ['attachment; filename="output.csv"', "output.csv"],
    ["attachment; filename=plain.xml", "plain.xml"],
    ["attachment; FILENAME*=utf-8''a%20b.xsd", "a b.xsd"],
    ["attachment; filename=\"fallback.xml\"; filename*=UTF-8''%E0%A4%A", "fallback.xml"],
  ])("reads %s", (header, name) => {
    expect(fileNameOf(header)).toBe(name);
  });

  it.each([null, "", "attachment", 'attachment; filename=""'])("finds no name in %j", (header) => {
    expect(fileNameOf(header)).toBeNull();
  });
});
