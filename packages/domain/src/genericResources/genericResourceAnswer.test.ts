import { describe, expect, it } from "vitest";
import { person } from "../testing/persons.ts";
import { genericResourceEncoding, seesInternalGenericResources } from "./genericResourceAnswer.ts";

describe("seesInternalGenericResources", () => {
  it("shows the internal general resources to every logged-in role, never to anonymous visitors", () => {
    expect(seesInternalGenericResources(null)).toBe(false);
    expect(seesInternalGenericResources(person("LoggedUser", []))).toBe(true);
    expect(seesInternalGenericResources(person("SuperAdmin", []))).toBe(true);
  });
});

describe("genericResourceEncoding", () => {
  it("serves a text file with its stored encoding and a zip archive with none", () => {
    expect(genericResourceEncoding("sdf.xml", "ISO-8859-1")).toBe("ISO-8859-1");
    expect(genericResourceEncoding("Schema.ZIP", "UTF-8")).toBeNull();
  });
});
