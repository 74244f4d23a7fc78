import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { deDE, enUS } from "@mui/x-date-pickers/locales";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * The date pickers' own texts (section names such as "Tag", calendar buttons) in the app's
 * language. Every screen with a picker wraps it in this; the texts live here rather than in the
 * app theme so that only pages with pickers load them. The date adapter comes from the app's
 * LocalizationProvider above.
 */
export function PickersLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = i18n.language === "en" ? enUS : deDE;
  return (
    <LocalizationProvider localeText={locale.components.MuiLocalizationProvider.defaultProps.localeText}>
      {children}
    </LocalizationProvider>
  );
}
