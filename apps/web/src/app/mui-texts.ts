import type { Localization } from "@mui/material/locale";
import type { TFunction } from "i18next";

/**
 * The texts MUI's components bring themselves (the autocomplete's buttons, the alert's close button)
 * from the app's catalogue, in the shape of MUI's own locales.
 *
 * Not MUI's deDE: that module creates an Intl.NumberFormat as it loads, and the first one of a page
 * costs a phone a few hundred milliseconds of blocked main thread (format-integer.ts). The texts are
 * MUI's wording.
 */
export function muiTexts(t: TFunction): Localization {
  return {
    components: {
      MuiAutocomplete: {
        defaultProps: {
          clearText: t("mui.autocomplete.clear"),
          closeText: t("mui.autocomplete.close"),
          loadingText: t("mui.autocomplete.loading"),
          noOptionsText: t("mui.autocomplete.noOptions"),
          openText: t("mui.autocomplete.open"),
        },
      },
      MuiAlert: { defaultProps: { closeText: t("mui.alert.close") } },
    },
  };
}
