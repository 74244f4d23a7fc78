import type { Language, ThemeCode } from "@erhdb/domain";
import { useCallback } from "react";
import { savePersonSettings } from "../../auth/auth-api.ts";
import { useSession } from "../../auth/session-context.ts";
import { usePreferences } from "../preferences.tsx";

/**
 * Theme and language changes from the account menu: applied at once in this browser and, for a
 * logged-in person, saved to the server so the next login restores them (SPEC 4).
 */
export function useSettingsActions() {
  const { theme, language, setTheme, setLanguage } = usePreferences();
  const { person } = useSession();

  const save = useCallback(
    (next: { theme: ThemeCode; lang: Language }) => {
      if (!person) return;
      // Best effort: the local change already happened, and a failed save must not bother the user.
      savePersonSettings(person.id, { ...next, email: person.email }).catch(() => undefined);
    },
    [person],
  );

  const changeTheme = useCallback(
    (next: ThemeCode) => {
      setTheme(next);
      save({ theme: next, lang: language });
    },
    [setTheme, save, language],
  );

  const changeLanguage = useCallback(
    (next: Language) => {
      setLanguage(next);
      save({ theme, lang: next });
    },
    [setLanguage, save, theme],
  );

  return { theme, language, changeTheme, changeLanguage };
}
