import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { deDE, enUS } from "@mui/x-date-pickers/locales";
import "dayjs/locale/de";
import "dayjs/locale/en";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * The date pickers' adapter, their calendar's locale (week start, month names) and their own texts
 * (section names such as "Tag", calendar buttons) in the app's language. Every screen with a picker
 * wraps it in this, so that only pages with pickers load them, never the first page (issue 17).
 */
export function PickersLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.language === "en" ? "en" : "de";
  const locale = language === "en" ? enUS : deDE;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={language}
      localeText={locale.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}
