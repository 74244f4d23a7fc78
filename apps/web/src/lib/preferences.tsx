import { DEFAULT_LANGUAGE, isLanguage, type Language, THEME, type ThemeCode } from "@erhdb/domain";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { readStorage, STORAGE_KEYS, writeStorage } from "./storage.ts";

/** Theme and language of this browser; a logged-in person's settings overwrite them (SPEC 4). */
export interface Preferences {
  theme: ThemeCode;
  language: Language;
  setTheme(theme: ThemeCode): void;
  setLanguage(language: Language): void;
}

const PreferencesContext = createContext<Preferences | null>(null);

export function storedTheme(): ThemeCode {
  return readStorage(STORAGE_KEYS.theme) === String(THEME.dark) ? THEME.dark : THEME.light;
}

export function PreferencesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [theme, setThemeState] = useState<ThemeCode>(storedTheme);
  // The chosen language at once, while i18n may still be loading its texts (i18n.ts): a choice shows as
  // made when it is made. It follows i18n too, for a change made there directly.
  const [language, setLanguageState] = useState<Language>(() =>
    isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE,
  );
  useEffect(() => {
    const follow = (lng: string) => {
      if (isLanguage(lng)) setLanguageState(lng);
    };
    i18n.on("languageChanged", follow);
    return () => i18n.off("languageChanged", follow);
  }, [i18n]);

  const setTheme = useCallback((next: ThemeCode) => {
    writeStorage(STORAGE_KEYS.theme, String(next));
    setThemeState(next);
  }, []);

  const setLanguage = useCallback(
    (next: Language) => {
      writeStorage(STORAGE_KEYS.lang, next);
      setLanguageState(next);
      // Once the texts are loaded, i18n re-renders every translated component and updates <html lang>.
      // Only for another language: i18n announces even the same one as a change, and every translated
      // component re-rendered at once, blocking, for the language a login or a reload merely confirms
      // (issue 17: total blocking time).
      if (i18n.language !== next) void i18n.changeLanguage(next);
    },
    [i18n],
  );

  const value = useMemo(
    () => ({ theme, language, setTheme, setLanguage }),
    [theme, language, setTheme, setLanguage],
  );
  return <PreferencesContext value={value}>{children}</PreferencesContext>;
}

export function usePreferences(): Preferences {
  const preferences = useContext(PreferencesContext);
  if (!preferences) throw new Error("usePreferences needs a PreferencesProvider");
  return preferences;
}
