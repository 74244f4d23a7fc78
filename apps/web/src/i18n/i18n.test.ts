import { SCREENS } from "@erhdb/domain";
import { describe, expect, it } from "vitest";
import { ERROR_ACTIONS, ERROR_OBJECTS } from "../app/constants.ts";
import { catalogues, unpairedFeatureFiles } from "./catalogues.ts";

/** Every leaf of a catalogue as "dotted.key" -> value. */
function leaves(node: unknown, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof node === "object" && node !== null && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node)) {
      for (const [k, v] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, node);
  }
  return out;
}

const deLeaves = leaves(catalogues.de);
const enLeaves = leaves(catalogues.en);

describe("i18n catalogues", () => {
  it("have every feature part in both languages", () => {
    expect(unpairedFeatureFiles()).toEqual([]);
  });

  it("German and English have exactly the same keys", () => {
    expect([...enLeaves.keys()].sort()).toEqual([...deLeaves.keys()].sort());
  });

  it("have no empty or non-string values", () => {
    for (const [key, value] of [...deLeaves, ...enLeaves]) {
      expect(typeof value === "string" && value.trim().length > 0, `value of ${key}`).toBe(true);
    }
  });

  it("use the same interpolation variables in both languages", () => {
    const variables = (text: unknown) => [...String(text).matchAll(/{{\s*(\w+)/g)].map((m) => m[1]).sort();
    for (const [key, value] of deLeaves) {
      expect(variables(enLeaves.get(key)), key).toEqual(variables(value));
    }
  });

  it("translate every screen title of the domain's screen list", () => {
    for (const screen of SCREENS) expect(deLeaves.has(screen.titleKey), screen.titleKey).toBe(true);
  });

  it("translate every action and object of the error builder", () => {
    for (const action of ERROR_ACTIONS) expect(deLeaves.has(`error.actions.${action}`), action).toBe(true);
    for (const object of ERROR_OBJECTS) expect(deLeaves.has(`error.objects.${object}`), object).toBe(true);
  });
});
