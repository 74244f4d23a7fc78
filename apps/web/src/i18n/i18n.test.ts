import { SCREENS } from "@erhdb/domain";
import { describe, expect, it } from "vitest";
import { ERROR_ACTIONS, ERROR_OBJECTS } from "../api/error-message.ts";
import { catalogue as deFirst } from "./catalogue-de.ts";
import { catalogue as deRest } from "./catalogue-de-rest.ts";
import { catalogue as enFirst } from "./catalogue-en.ts";
import { catalogue as enRest } from "./catalogue-en-rest.ts";
import { i18n } from "./i18n.ts";
import { mergeCatalogue } from "./merge-catalogue.ts";

// whole, as i18next holds them once the rest has come: a key in both parts stops here
const de = mergeCatalogue("de", deFirst, { "catalogue-de-rest.de.json": deRest });
const en = mergeCatalogue("en", enFirst, { "catalogue-en-rest.en.json": enRest });

/** The feature files that lack their other language. */
function unpairedFeatureFiles(): string[] {
  const files = new Set(Object.keys(import.meta.glob("../features/*/i18n/*.json")));
  return [...files].filter((file) => {
    const other = file.endsWith(".de.json")
      ? file.replace(/\.de\.json$/, ".en.json")
      : file.replace(/\.en\.json$/, ".de.json");
    return !files.has(other);
  });
}

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

const deLeaves = leaves(de);
const enLeaves = leaves(en);

describe("i18n loading", () => {
  it("loads the shown language only, and another one when it is chosen", async () => {
    expect(i18n.language).toBe("de");
    expect(i18n.hasResourceBundle("de", "translation")).toBe(true);
    expect(i18n.hasResourceBundle("en", "translation")).toBe(false);
    await i18n.changeLanguage("en");
    expect(i18n.hasResourceBundle("en", "translation")).toBe(true);
    expect(i18n.t("common.cancel")).toBe("Cancel");
    // a language chosen later comes whole: the other features' texts are there as it shows
    expect(i18n.t("users.tabs")).toBe("Views of the user administration");
    expect(document.documentElement.lang).toBe("en");
  });

  it("puts the first page's texts into the first part and every other feature's into the rest", () => {
    expect(Object.keys(deFirst)).toEqual(
      expect.arrayContaining(["app", "dataTable", "surveys", "surveyStatus"]),
    );
    expect(deFirst).not.toHaveProperty("users");
    expect(deRest).toHaveProperty("users");
    expect(deRest).not.toHaveProperty("surveys");
    // the start loaded the rest too, once the first part was shown (the test setup waited for it)
    expect(i18n.t("users.tabs")).not.toBe("users.tabs");
  });

  it("refuses a key that two parts define", () => {
    expect(() =>
      mergeCatalogue("de", { a: { b: "x" } }, { "../features/f/i18n/p.de.json": { a: { b: "y" } } }),
    ).toThrow("i18n key a.b of ../features/f/i18n/p.de.json is defined twice");
  });
});

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
