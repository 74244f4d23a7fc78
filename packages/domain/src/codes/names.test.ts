import { describe, expect, it } from "vitest";
import { nameIn, officeLabel, officeName, resourceTypeLabel, resourceTypeName } from "./names.ts";

describe("a code's name in the shown language", () => {
  it("picks English for en and its regional forms, German otherwise", () => {
    const named = { nameDe: "Erhebungsbeschreibung", nameEn: "Survey description" };
    expect(nameIn(named, "en")).toBe("Survey description");
    expect(nameIn(named, "en-GB")).toBe("Survey description");
    expect(nameIn(named, "de")).toBe("Erhebungsbeschreibung");
    expect(nameIn(named, "de-DE")).toBe("Erhebungsbeschreibung");
  });

  it("names offices and resource types from the domain's tables, an unknown code as it is", () => {
    expect(officeName("05", "de")).toBe("Nordrhein-Westfalen");
    expect(officeName("05", "en")).toBe("North Rhine-Westphalia");
    expect(officeName("42", "de")).toBe("42");
    expect(resourceTypeName("99", "de")).toBe("Erhebungsbeschreibung");
    expect(resourceTypeName("99", "en")).toBe("Survey description");
    expect(resourceTypeName("55", "en")).toBe("55");
  });

  it("labels an office with its code and name, an unknown code as it is", () => {
    expect(officeLabel("05", "de")).toBe("05 – Nordrhein-Westfalen");
    expect(officeLabel("05", "en")).toBe("05 – North Rhine-Westphalia");
    expect(officeLabel("42", "de")).toBe("42");
    expect(resourceTypeLabel("99", "de")).toBe("99 – Erhebungsbeschreibung");
    expect(resourceTypeLabel("99", "en")).toBe("99 – Survey description");
    expect(resourceTypeLabel("55", "de")).toBe("55");
  });
});
