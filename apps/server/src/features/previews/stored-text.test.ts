import { describe, expect, it } from "vitest";
import { decodeStoredText } from "./stored-text.ts";

describe("decodeStoredText", () => {
  it("reads each stored encoding as the file means it", () => {
    expect(decodeStoredText(Buffer.from("\uFEFFGröße", "utf8"), "UTF-8")).toBe("Größe");
    // 0x80 and 0xA4: a control character and ¤ in ISO-8859-1 (not windows-1252's €), € in ISO-8859-15
    const bytes = Buffer.from([0x47, 0x72, 0xf6, 0xdf, 0x65, 0x80, 0xa4]);
    expect(decodeStoredText(bytes, "ISO-8859-1")).toBe("Größe\u0080¤");
    expect(decodeStoredText(bytes, "iso_8859-15")).toBe("Größe\u0080€");
  });

  it("has nothing for bytes that are no text of their encoding, or an encoding not kept", () => {
    expect(decodeStoredText(Buffer.from([0x47, 0xf6]), "UTF-8")).toBeNull();
    expect(decodeStoredText(Buffer.from("a"), "UTF-16")).toBeNull();
  });
});
