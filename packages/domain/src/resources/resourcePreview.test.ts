import { describe, expect, it } from "vitest";
import { previewStylesheetOf } from "./resourcePreview.ts";

const file = (resourcetype: string, fileName: string, contentType: string, specialization = "00") => ({
  resourcetype,
  specialization,
  fileName,
  contentType,
});

describe("previewStylesheetOf (decision 45)", () => {
  it("shows the survey description through res2html", () => {
    expect(previewStylesheetOf(file("99", "EB.xml", "application/xml"))).toBe("res2html.xsl");
  });

  it("shows an example's XML file through raw2html, its ZIP file not at all", () => {
    expect(previewStylesheetOf(file("90", "BSP.xml", "text/xml", "02"))).toBe("raw2html.xsl");
    expect(previewStylesheetOf(file("90", "BSP.zip", "application/zip"))).toBeNull();
  });

  it("has none for the questionnaire, the PL metadata and the types that are no XML", () => {
    for (const [type, name, contentType, specialization] of [
      ["97", "FB.xml", "application/xml", "00"],
      ["97", "FB.xml", "application/xml", "50"],
      ["94", "PLM.xml", "application/xml", "01"],
      ["94", "PLM.txt", "text/plain", "50"],
      ["98", "LV.pdf", "application/pdf", "00"],
      ["88", "frei.xml", "application/octet-stream", "00"],
    ] as const) {
      expect(
        previewStylesheetOf(file(type, name, contentType, specialization)),
        `${type} ${name}`,
      ).toBeNull();
    }
  });
});
