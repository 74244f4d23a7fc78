import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from "@erhdb/domain";
import i18next, { type BackendModule } from "i18next";
import { initReactI18next } from "react-i18next";
import { readStorage, STORAGE_KEYS } from "../lib/storage.ts";
import { type Catalogue, mergeInto } from "./merge-catalogue.ts";

/** The stored choice, else German (SPEC 9: default de). */
export function storedLanguage(): Language {
  const stored = readStorage(STORAGE_KEYS.lang);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

type Part = "first" | "rest";

/**
 * Two chunks per language: the texts of the first page (the shell, the tables, the surveys) and those of
 * every other feature. The first page loads the first part of its language only (issue 17).
 */
function loadPart(language: Language, part: Part): Promise<Catalogue> {
  const loaded =
    language === "en"
      ? part === "first"
        ? import("./catalogue-en.ts")
        : import("./catalogue-en-rest.ts")
      : part === "first"
        ? import("./catalogue-de.ts")
        : import("./catalogue-de-rest.ts");
  return loaded.then((module) => module.catalogue);
}

/** Per language, settles once all its texts are in i18next. */
const allTexts = new Map<Language, Promise<void>>();

/**
 * i18next asks this for a language before it shows it. At the start it gets the first part of the
 * stored language, and the rest follows while the page renders; a language chosen later comes whole,
 * so `changeLanguage` switches only once every text of the new language is there.
 */
const catalogueBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, _namespace, callback) {
    if (!isLanguage(language)) {
      callback(new Error(`no catalogue for ${language}`), false);
      return;
    }
    const starting = allTexts.size === 0;
    const first = loadPart(language, "first");
    const rest = loadPart(language, "rest"); // both downloads start at once
    // a copy: i18next adds to what it is given, and the modules' catalogues stay as built
    const answered = Promise.all([first, starting ? {} : rest]).then(([firstPart, restPart]) => {
      const catalogue = structuredClone(firstPart);
      mergeInto(catalogue, restPart, `the ${language} catalogue`);
      return catalogue;
    });
    answered.then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
    allTexts.set(
      language,
      starting
        ? Promise.all([answered, rest]).then(([, restPart]) => {
            i18next.addResourceBundle(language, "translation", restPart, true, false);
          })
        : answered.then(() => undefined),
    );
  },
};

/**
 * Settles when every text of the shown language is loaded. Whatever loads after the first page (every
 * other screen, every dialog: lazy-export.ts) waits for it, so no text shows as its key.
 */
export function allTextsLoaded(): Promise<void> {
  return (isLanguage(i18next.language) && allTexts.get(i18next.language)) || Promise.resolve();
}

// Screen readers and hyphenation follow <html lang>; keep it equal to the shown language.
i18next.on("languageChanged", (lng) => {
  document.documentElement.lang = lng;
});

/** Settles when the stored language's texts are loaded; the app renders after it (main.tsx). */
export const i18nReady = i18next
  .use(catalogueBackend)
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    // Both catalogues have the same keys (i18n.test.ts), so no text needs a fallback; one would make
    // i18next load the German catalogue beside the English one.
    fallbackLng: false,
    supportedLngs: LANGUAGES,
    load: "currentOnly",
    interpolation: { escapeValue: false }, // React escapes already
    returnEmptyString: false,
  });

export const i18n = i18next;
