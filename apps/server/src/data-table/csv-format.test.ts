import { describe, expect, it } from "vitest";
import { csvField, csvLine } from "./csv-format.ts";

describe("csvField", () => {
  it("leaves plain text alone", () => {
    expect(csvField("Statistik der Geburten")).toBe("Statistik der Geburten");
    expect(csvField("")).toBe("");
    expect(csvField("Größe, Maß & Übersicht")).toBe("Größe, Maß & Übersicht");
  });

  it("quotes fields with the separator, quotes or line breaks, doubling the quotes (RFC 4180)", () => {
    expect(csvField("a;b")).toBe('"a;b"');
    expect(csvField('sagt "ja"')).toBe('"sagt ""ja"""');
    expect(csvField("eins\r\nzwei")).toBe('"eins\r\nzwei"');
    expect(csvField("eins\nzwei")).toBe('"eins\nzwei"');
  });

  it.each(["=1+1", "+49 30", "-5", "@SUM(A1)", "\tx", "\rx"])(
    "prefixes %j with an apostrophe against formula injection",
    (text) => {
      expect(csvField(text).replace(/^"/, "").startsWith(`'${text[0]}`)).toBe(true);
    },
  );

  it("prefixes and quotes a formula that also needs quotes", () => {
    expect(csvField('=HYPERLINK("http://x";"y")')).toBe(`"'=HYPERLINK(""http://x"";""y"")"`);
  });

  it("leaves a sign inside the text alone", () => {
    expect(csvField("a=b")).toBe("a=b");
    expect(csvField("12-34")).toBe("12-34");
  });
});

describe("csvLine", () => {
  it("joins with ; and ends with CRLF", () => {
    expect(csvLine(["a", "b;c", "=d"])).toBe(`a;"b;c";'=d\r\n`);
    expect(csvLine([])).toBe("\r\n");
  });
});
