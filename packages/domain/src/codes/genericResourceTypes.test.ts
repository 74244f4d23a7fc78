import { describe, expect, it } from "vitest";
import {
  DEFAULT_ENCODING,
  ENCODABLE_RESOURCE_TYPES,
  ENCODINGS,
  GENERIC_RESOURCE_TYPE_CODES,
  genericResourceTypeByCode,
  genericResourceTypeI18nKey,
  genericTypeHasBzr,
  isEncodableResourceType,
  isEncoding,
  isGenericResourceTypeCode,
} from "./genericResourceTypes.ts";

describe("generic resource types", () => {
  it("are 01 SDFMeta, 02 schema, 03 raw2html, 04 res2html with their extensions", () => {
    expect(GENERIC_RESOURCE_TYPE_CODES).toEqual(["01", "02", "03", "04"]);
    expect(genericResourceTypeByCode("01")).toMatchObject({ name: "SDFMeta", extensions: [".xml"] });
    expect(genericResourceTypeByCode("02")).toMatchObject({
      name: "Schemadatei",
      extensions: [".xsd", ".zip"],
    });
    expect(genericResourceTypeByCode("03")).toMatchObject({ name: "raw2html", extensions: [".xsl"] });
    expect(genericResourceTypeByCode("04")).toMatchObject({ name: "res2html", extensions: [".xsl"] });
    expect(isGenericResourceTypeCode("05")).toBe(false);
    expect(isGenericResourceTypeCode("99")).toBe(false);
    expect(genericResourceTypeI18nKey("02")).toBe("genericResourceType.02");
  });

  it("hides the bzr for 03 and 04", () => {
    expect(["01", "02", "03", "04", "05"].map(genericTypeHasBzr)).toEqual([true, true, false, false, false]);
  });
});

describe("encodings", () => {
  it("are UTF-8 (default), ISO-8859-1 and ISO-8859-15", () => {
    expect(ENCODINGS).toEqual(["UTF-8", "ISO-8859-1", "ISO-8859-15"]);
    expect(DEFAULT_ENCODING).toBe("UTF-8");
    expect(isEncoding("ISO-8859-15")).toBe(true);
    expect(isEncoding("utf-8")).toBe(false);
  });

  it("apply to 99, 97, 94 and 01..04", () => {
    expect(ENCODABLE_RESOURCE_TYPES).toEqual(["99", "97", "94", "01", "02", "03", "04"]);
    expect(isEncodableResourceType("98")).toBe(false);
    expect(isEncodableResourceType("04")).toBe(true);
  });
});
