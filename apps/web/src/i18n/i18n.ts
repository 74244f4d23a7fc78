import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@erhdb/domain";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { readStorage, STORAGE_KEYS } from "../lib/storage.ts";
import { catalogues } from "./catalogues.ts";

export const resources = { de: { translation: catalogues.de }, en: { translation: catalogues.en } } as const;

export function isLanguage(value: string | null | undefined): value is Language {
  return (LANGUAGES as readonly string[]).includes(value ?? "");
}

/** The stored choice, else German (SPEC 9: default de). */
export function storedLanguage(): Language {
  const stored = readStorage(STORAGE_KEYS.lang);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

// Screen readers and hyphenation follow <html lang>; keep it equal to the shown language.
i18next.on("languageChanged", (lng) => {
  document.documentElement.lang = lng;
});

// Both catalogues are bundled (they are small), so initialisation is synchronous and the first
// render already has its texts.
void i18next.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  interpolation: { escapeValue: false }, // React escapes already
  initAsync: false,
  returnEmptyString: false,
});

export const i18n = i18next;
