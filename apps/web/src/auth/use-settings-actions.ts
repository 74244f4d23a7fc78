import type { Language, ThemeCode } from "@erhdb/domain";
import { useCallback } from "react";
import { usePreferences } from "../lib/preferences.tsx";
import { savePersonSettings } from "./auth-api.ts";
import { useSession } from "./session-context.ts";

/**
 * Theme and language changes from the account menu and the settings page: applied at once in this
 * browser and, for a logged-in person, saved to the server so the next login restores them (SPEC 4).
 * `onSaveFailed` hears of a failed save; without it the failure passes silently.
 */
export function useSettingsActions({ onSaveFailed }: { onSaveFailed?: (error: unknown) => void } = {}) {
  const { theme, language, setTheme, setLanguage } = usePreferences();
  const { person } = useSession();

  const save = useCallback(
    (next: { theme: ThemeCode; lang: Language }) => {
      if (!person) return;
      // The local change already happened; from the account menu a failed save must not bother the user.
      savePersonSettings(person.id, { ...next, email: person.email }).catch((error: unknown) =>
        onSaveFailed?.(error),
      );
    },
    [person, onSaveFailed],
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
