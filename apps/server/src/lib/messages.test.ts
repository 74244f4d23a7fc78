import { describe, expect, it } from "vitest";
import { AppError } from "./errors.ts";
import { langFromHeader, mergeTexts, translate } from "./messages.ts";
import { CODE_TEXTS } from "./texts/codes.ts";
import { ERROR_TEXTS } from "./texts/errors.ts";
import { TABLE_TEXTS } from "./texts/tables.ts";

describe("the server's message catalogue", () => {
  it("answers every part's keys in German and English through one lookup", () => {
    expect(translate("FORBIDDEN", "de")).toBe("Sie haben keine Berechtigung für diese Aktion.");
    expect(translate("FORBIDDEN", "en")).toBe("You are not allowed to do this.");
    expect(translate("table.eid.status", "en")).toBe("Status");
    expect(translate("table.eid.updating", "de")).toBe("Letzte Änderung");
    expect(translate("period.03", "en")).toBe("yearly");
    expect(translate("surveyStatus.3", "de")).toBe("freigegeben");
  });

  it("fills the placeholders from the parameters, taking them literally", () => {
    expect(translate("query.unknownColumn", "en", { field: "x$&y" })).toBe("Unknown column x$&y.");
    expect(translate("EVAS_IN_USE", "de", { evas: "12211", count: "2" })).toBe(
      "Die EVAS 12211 ist noch 2 Erhebung(en) zugeordnet. Löschen nicht möglich.",
    );
    expect(translate("VALIDATION", "en")).toBe("Invalid input in field .");
  });

  it("answers a key without an entry as it is, also one of Object.prototype", () => {
    expect(translate("table.eid.unknown", "de")).toBe("table.eid.unknown");
    expect(translate("toString", "en")).toBe("toString");
  });

  it("has a text in both languages for every key, and no key twice", () => {
    const parts = [ERROR_TEXTS, TABLE_TEXTS, CODE_TEXTS];
    for (const part of parts) {
      for (const [key, texts] of Object.entries(part)) {
        expect(Object.keys(texts).sort(), key).toEqual(["de", "en"]);
        // only "no period" is empty, in both languages
        if (key !== "period.none") expect(texts.de && texts.en, key).toBeTruthy();
      }
    }
    expect(() => mergeTexts(parts)).not.toThrow();
  });

  it("refuses a key defined in two parts", () => {
    const part = { "table.x.a": { de: "A", en: "A" } };
    expect(() => mergeTexts([part, { "table.x.a": { de: "B", en: "B" } }])).toThrow(/table\.x\.a/);
  });

  it("renders an error's message in the caller's language", () => {
    const error = new AppError(409, "CONFLICT", {
      messageKey: "ERHEBUNGSID_EXISTS",
      params: { erhebungsid: "1" },
    });
    expect(error.text("en")).toBe("The survey id 1 already exists.");
    expect(error.text("de")).toBe("Die Erhebungsid 1 existiert bereits.");
  });
});

describe("langFromHeader", () => {
  it.each([
    [undefined, "de"],
    ["en", "en"],
    ["en-US,en;q=0.9", "en"],
    ["fr-FR,en;q=0.5,de;q=0.8", "de"],
    ["fr", "de"],
  ] as const)("%s gives %s", (header, lang) => {
    expect(langFromHeader(header)).toBe(lang);
  });
});
