import { describe, expect, it } from "vitest";
import { TEMPLATE_LIMIT } from "../constants.ts";
import { sameTemplateName, templateSaveProblem } from "./templateRules.ts";

const named = (...names: string[]) => names.map((name) => ({ name }));

describe("templateSaveProblem", () => {
  it("accepts a new name below the limit", () => {
    expect(templateSaveProblem(named("A", "B"), "C")).toBeNull();
    expect(templateSaveProblem([], "C")).toBeNull();
  });

  it("refuses a name already present, trimmed and in any case", () => {
    expect(templateSaveProblem(named("Meine Ansicht"), " meine ansicht ")).toBe("SAME_TEMPLATE_NAME");
    expect(sameTemplateName("Ä", "ä")).toBe(true);
  });

  it("refuses a 13th template", () => {
    const twelve = named(...Array.from({ length: TEMPLATE_LIMIT }, (_, i) => `T${i}`));
    expect(templateSaveProblem(twelve.slice(1), "neu")).toBeNull();
    expect(templateSaveProblem(twelve, "neu")).toBe("TEMPLATE_LIMIT_REACHED");
  });
});
