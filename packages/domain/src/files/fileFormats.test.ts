import { describe, expect, it } from "vitest";
import {
  acceptAttribute,
  englishFormatList,
  extensionsOf,
  FILE_FORMATS,
  fileMatchesFormats,
  formatOfFile,
  germanFormatList,
  normalizeContentType,
} from "./fileFormats.ts";

describe("fileMatchesFormats", () => {
  it("needs extension and content type", () => {
    expect(fileMatchesFormats({ name: "a.xml", contentType: "text/xml" }, ["xml"])).toBe(true);
    expect(fileMatchesFormats({ name: "a.xml", contentType: "application/pdf" }, ["xml"])).toBe(false);
    expect(fileMatchesFormats({ name: "a.pdf", contentType: "text/xml" }, ["xml"])).toBe(false);
    expect(fileMatchesFormats({ name: ".xml", contentType: "text/xml" }, ["xml"])).toBe(false);
    expect(fileMatchesFormats({ name: "xml", contentType: "text/xml" }, ["xml"])).toBe(false);
  });

  it("ignores case and content-type parameters", () => {
    expect(fileMatchesFormats({ name: "A.XML", contentType: "Text/XML; charset=UTF-8" }, ["xml"])).toBe(true);
    expect(normalizeContentType(" Application/PDF ; x=y")).toBe("application/pdf");
    expect(normalizeContentType("")).toBe("");
  });

  it("takes the content types browsers send for zip and ini", () => {
    expect(fileMatchesFormats({ name: "a.zip", contentType: "application/x-zip-compressed" }, ["zip"])).toBe(
      true,
    );
    expect(fileMatchesFormats({ name: "a.ini", contentType: "" }, ["ini"])).toBe(true);
    expect(fileMatchesFormats({ name: "a.xsd", contentType: "" }, ["xsd"])).toBe(true);
    expect(fileMatchesFormats({ name: "a.xsl", contentType: "application/octet-stream" }, ["xsl"])).toBe(
      true,
    );
    expect(fileMatchesFormats({ name: "a.xml", contentType: "" }, ["xml"])).toBe(false);
    expect(
      fileMatchesFormats({ name: "a.ini", contentType: "application/x-wine-extension-ini" }, ["ini"]),
    ).toBe(true);
    expect(fileMatchesFormats({ name: "a.zip", contentType: "" }, ["zip"])).toBe(false);
  });

  it("matches any of several formats, or anything for 'any'", () => {
    expect(fileMatchesFormats({ name: "a.txt", contentType: "text/plain" }, ["zip", "pdf", "txt"])).toBe(
      true,
    );
    expect(fileMatchesFormats({ name: "a.exe", contentType: "" }, "any")).toBe(true);
    expect(fileMatchesFormats({ name: "a.txt", contentType: "text/plain" }, [])).toBe(false);
  });

  it("declares a dot extension and at least one content type for every format", () => {
    for (const f of Object.values(FILE_FORMATS)) {
      for (const e of f.extensions) expect(e).toMatch(/^\.[a-z]+$/);
      expect(f.contentTypes.length).toBeGreaterThan(0);
    }
  });
});

describe("accept attribute and German list", () => {
  it("lists the extensions", () => {
    expect(extensionsOf(["zip", "xml"])).toEqual([".zip", ".xml"]);
    expect(acceptAttribute(["xsd", "zip"])).toBe(".xsd,.zip");
    expect(acceptAttribute("any")).toBe("");
    expect(extensionsOf("any")).toEqual([]);
  });

  it("writes German compound lists", () => {
    expect(germanFormatList(["xml"])).toBe("XML-Dateien");
    expect(germanFormatList(["zip", "xml"])).toBe("ZIP- oder XML-Dateien");
    expect(germanFormatList(["zip", "pdf", "txt"])).toBe("ZIP-, PDF- oder TXT-Dateien");
  });
});

describe("englishFormatList and formatOfFile", () => {
  it("lists formats in English", () => {
    expect(englishFormatList(["xml"])).toBe("XML files");
    expect(englishFormatList(["zip", "xml"])).toBe("ZIP or XML files");
    expect(englishFormatList(["zip", "pdf", "txt"])).toBe("ZIP, PDF or TXT files");
  });

  it("names the format a file matches, and its content kind", () => {
    expect(formatOfFile({ name: "a.zip", contentType: "application/zip" }, ["pdf", "zip"])).toBe("zip");
    expect(formatOfFile({ name: "a.zip", contentType: "application/pdf" }, ["pdf", "zip"])).toBeNull();
    expect(formatOfFile({ name: "a.bin", contentType: "" }, "any")).toBeNull();
    expect(FILE_FORMATS.xsl.content).toBe("xml");
    expect(FILE_FORMATS.ini.content).toBe("text");
  });
});
