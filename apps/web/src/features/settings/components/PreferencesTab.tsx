import { isLanguage, LANGUAGES, THEME_CODES, type ThemeCode } from "@erhdb/domain";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import { useCallback, useId } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../api/error-message.ts";
import { useSearchShortcut } from "../../../auth/use-search-shortcut.ts";
import { useSettingsActions } from "../../../auth/use-settings-actions.ts";
import { useSnackbar } from "../../../components/snackbar.tsx";

const isThemeCode = (value: number): value is ThemeCode => (THEME_CODES as readonly number[]).includes(value);

/**
 * Tab settings (SPEC 2.11): theme and language, applied at once and saved to the account with
 * `person/{id}/settings`, so every later login brings them back (SPEC 4); the search field's shortcut
 * "/" (issue 36, WCAG 2.1.4), saved with `person/{id}/settings/searchShortcut`. A failed save is said
 * here, where the user chose on purpose.
 */
export function PreferencesTab() {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const themeLabel = useId();
  const languageLabel = useId();
  const onSaveFailed = useCallback(
    (error: unknown) => snackbar.error(errorMessage(error, t, { action: "EDIT", object: "USER" })),
    [snackbar, t],
  );
  const { theme, language, changeTheme, changeLanguage } = useSettingsActions({ onSaveFailed });
  const shortcut = useSearchShortcut();

  return (
    <Stack spacing={3} sx={{ py: 1 }}>
      <FormControl>
        <FormLabel id={themeLabel}>{t("settings.theme")}</FormLabel>
        <RadioGroup
          aria-labelledby={themeLabel}
          value={String(theme)}
          onChange={(event) => {
            const next = Number(event.target.value);
            if (isThemeCode(next)) changeTheme(next);
          }}
        >
          {THEME_CODES.map((code) => (
            <FormControlLabel
              key={code}
              value={String(code)}
              control={<Radio />}
              label={t(`settings.themes.${code}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl>
        <FormLabel id={languageLabel}>{t("account.language")}</FormLabel>
        <RadioGroup
          aria-labelledby={languageLabel}
          value={language}
          onChange={(event) => {
            if (isLanguage(event.target.value)) changeLanguage(event.target.value);
          }}
        >
          {LANGUAGES.map((code) => (
            <FormControlLabel
              key={code}
              value={code}
              control={<Radio />}
              // each language names itself in its own words, read in its own language
              label={<span lang={code}>{t(`language.${code}`)}</span>}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl component="fieldset">
        <FormLabel component="legend">{t("settings.keyboard")}</FormLabel>
        <FormControlLabel
          control={
            <Switch
              checked={shortcut.on}
              onChange={(event) => void shortcut.set(event.target.checked).catch(onSaveFailed)}
            />
          }
          label={t("search.shortcut")}
        />
      </FormControl>
    </Stack>
  );
}
