import { describe, expect, it } from "vitest";
import { RESOURCE_TYPE_CODES, specializationsOf } from "../codes/resourceTypes.ts";
import {
  parseNewResource,
  parseResourceDescription,
  RESOURCE_DESCRIPTION_MAX_LENGTH,
} from "./resourceUpload.ts";

const base = { description: "Fragebogen 2025", resourcetype: "97", specialization: "01" };

describe("parseNewResource", () => {
  it("takes a payload of every type and specialization, with the valid-from bzr only for 93 and 94", () => {
    for (const type of RESOURCE_TYPE_CODES) {
      for (const specialization of specializationsOf(type)) {
        const result = parseNewResource({ ...base, resourcetype: type, specialization, bzr: "250000" });
        expect(result, `${type}/${specialization}`).toEqual({
          resource: {
            description: "Fragebogen 2025",
            resourcetype: type,
            specialization,
            overwrite: false,
            bzr: type === "93" || type === "94" ? "250000" : null,
          },
        });
      }
    }
  });

  it("requires a description (SPEC 5), trimmed, without NUL and not too long", () => {
    for (const description of [undefined, "", "   ", "a\u0000b"]) {
      expect(parseNewResource({ ...base, description })).toEqual({
        issue: { field: "description", key: "RESOURCE_DESCRIPTION_REQUIRED" },
      });
    }
    expect(
      parseNewResource({ ...base, description: "x".repeat(RESOURCE_DESCRIPTION_MAX_LENGTH + 1) }),
    ).toEqual({
      issue: { field: "description", key: "RESOURCE_DESCRIPTION_TOO_LONG" },
    });
    expect(parseNewResource({ ...base, description: "  Text  " })).toMatchObject({
      resource: { description: "Text" },
    });
  });

  it("names the field of an unknown type, a specialization the type has not, a missing or invalid bzr", () => {
    expect(parseNewResource({ ...base, resourcetype: "96" })).toEqual({
      issue: { field: "resourcetype", key: "RESOURCE_TYPE_INVALID" },
    });
    expect(parseNewResource({ ...base, resourcetype: "99", specialization: "01" })).toEqual({
      issue: { field: "specialization", key: "RESOURCE_SPECIALIZATION_INVALID" },
    });
    for (const bzr of [undefined, null, "", "251300", "25000"]) {
      expect(parseNewResource({ ...base, resourcetype: "93", specialization: "00", bzr })).toEqual({
        issue: { field: "bzr", key: "RESOURCE_BZR_INVALID" },
      });
    }
  });

  it("names the field of a value of the wrong kind", () => {
    expect(parseNewResource({ ...base, overwrite: "yes" })).toEqual({
      issue: { field: "overwrite", key: "RESOURCE_OVERWRITE_INVALID" },
    });
    expect(parseNewResource({ ...base, specialization: 1 })).toEqual({
      issue: { field: "specialization", key: "RESOURCE_SPECIALIZATION_INVALID" },
    });
    expect(parseNewResource(null)).toEqual({
      issue: { field: "resourcetype", key: "RESOURCE_TYPE_INVALID" },
    });
    expect(parseNewResource({ ...base, overwrite: true })).toMatchObject({ resource: { overwrite: true } });
  });
});

describe("parseResourceDescription", () => {
  it("applies the upload's description rule", () => {
    expect(parseResourceDescription("  Neu ")).toEqual({ description: "Neu" });
    expect(parseResourceDescription(" ")).toEqual({
      issue: { field: "description", key: "RESOURCE_DESCRIPTION_REQUIRED" },
    });
  });
});
