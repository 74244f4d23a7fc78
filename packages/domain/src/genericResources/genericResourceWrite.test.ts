import { describe, expect, it } from "vitest";
import { fitGenericResourceToFile, parseGenericResource } from "./genericResourceWrite.ts";

const base = {
  resourcetype: "01",
  datmlRawVersion: "2.4",
  version: "1.0",
  bzr: "250000",
  description: "SDF-Metadaten",
  accessMode: true,
};

describe("parseGenericResource", () => {
  it("takes a complete payload, trimmed", () => {
    expect(parseGenericResource({ ...base, description: " SDF " }, "a.xml")).toEqual({
      resource: { ...base, description: "SDF", mainGenRes: null },
    });
  });

  it("keeps the default bzr for the stylesheets, which have no bzr field (SPEC 2.7)", () => {
    for (const type of ["03", "04"]) {
      expect(parseGenericResource({ ...base, resourcetype: type, bzr: "991300" }, "a.xsl")).toMatchObject({
        resource: { bzr: "240000" },
      });
    }
    expect(parseGenericResource({ ...base, bzr: undefined }, "a.xml")).toMatchObject({
      resource: { bzr: "240000" },
    });
  });

  it("requires a description, a valid bzr and a known type", () => {
    expect(parseGenericResource({ ...base, description: " " }, "a.xml")).toEqual({
      issue: { field: "description", key: "GENERIC_DESCRIPTION_REQUIRED" },
    });
    expect(parseGenericResource({ ...base, bzr: "251300" }, "a.xml")).toEqual({
      issue: { field: "bzr", key: "GENERIC_FIELD_INVALID" },
    });
    expect(parseGenericResource({ ...base, resourcetype: "05" }, "a.xml")).toEqual({
      issue: { field: "resourcetype", key: "GENERIC_FIELD_INVALID" },
    });
    expect(parseGenericResource({ ...base, accessMode: "ja" }, "a.xml")).toEqual({
      issue: { field: "accessMode", key: "GENERIC_FIELD_INVALID" },
    });
  });

  it("requires the main file of a zip archive, and drops it for other files", () => {
    const schema = { ...base, resourcetype: "02" };
    expect(parseGenericResource(schema, "schema.zip")).toEqual({
      issue: { field: "mainGenRes", key: "GENERIC_MAIN_FILE_REQUIRED" },
    });
    expect(parseGenericResource({ ...schema, mainGenRes: " main.xsd " }, "schema.ZIP")).toMatchObject({
      resource: { mainGenRes: "main.xsd" },
    });
    expect(parseGenericResource({ ...schema, mainGenRes: "main.xsd" }, "schema.xsd")).toMatchObject({
      resource: { mainGenRes: null },
    });
  });

  it("checks everything but the main file while the file is not known yet", () => {
    const schema = { ...base, resourcetype: "02" };
    expect(parseGenericResource(schema, null)).toEqual({
      resource: { ...schema, mainGenRes: null },
    });
    expect(parseGenericResource({ ...schema, mainGenRes: " main.xsd " }, null)).toMatchObject({
      resource: { mainGenRes: "main.xsd" },
    });
    expect(parseGenericResource({ ...schema, description: "" }, null)).toEqual({
      issue: { field: "description", key: "GENERIC_DESCRIPTION_REQUIRED" },
    });
  });
});

describe("fitGenericResourceToFile", () => {
  const parsed = parseGenericResource({ ...base, resourcetype: "02", mainGenRes: "main.xsd" }, null);
  if (!("resource" in parsed)) throw new Error("the payload is valid");
  const { resource } = parsed;

  it("requires the main file among a zip archive's entries once they are read", () => {
    expect(fitGenericResourceToFile(resource, "s.zip", ["types.xsd", "main.xsd"])).toEqual({ resource });
    expect(fitGenericResourceToFile(resource, "s.zip", ["sub/main.xsd"])).toEqual({
      issue: { field: "mainGenRes", key: "GENERIC_MAIN_FILE_MISSING" },
    });
    expect(fitGenericResourceToFile({ ...resource, mainGenRes: null }, "s.zip", ["main.xsd"])).toEqual({
      issue: { field: "mainGenRes", key: "GENERIC_MAIN_FILE_REQUIRED" },
    });
  });

  it("drops the main file of any other file", () => {
    expect(fitGenericResourceToFile(resource, "main.xsd", null)).toEqual({
      resource: { ...resource, mainGenRes: null },
    });
  });
});
