import { type Language, THEME, type ThemeCode } from "@erhdb/domain";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { isLanguage } from "../i18n/i18n.ts";
import { readStorage, STORAGE_KEYS, writeStorage } from "../lib/storage.ts";

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
  const language: Language = isLanguage(i18n.language) ? i18n.language : "de";

  const setTheme = useCallback((next: ThemeCode) => {
    writeStorage(STORAGE_KEYS.theme, String(next));
    setThemeState(next);
  }, []);

  const setLanguage = useCallback(
    (next: Language) => {
      writeStorage(STORAGE_KEYS.lang, next);
      // i18n re-renders every translated component and updates <html lang> (see i18n.ts).
      void i18n.changeLanguage(next);
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
