import { describe, expect, it } from "vitest";
import { person } from "../testing/persons.ts";
import { seesInternalGenericResources } from "./genericResourceAnswer.ts";

describe("seesInternalGenericResources", () => {
  it("shows the internal general resources to every logged-in role, never to anonymous visitors", () => {
    expect(seesInternalGenericResources(null)).toBe(false);
    expect(seesInternalGenericResources(person("LoggedUser", []))).toBe(true);
    expect(seesInternalGenericResources(person("SuperAdmin", []))).toBe(true);
  });
});
