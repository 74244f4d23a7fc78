import type { Language } from "@erhdb/domain";
import type { Localization } from "@mui/material/locale";
import type { TFunction } from "i18next";
import { formatInteger } from "../i18n/format-integer.ts";

/**
 * The texts MUI's components bring themselves (the table's pagination, the autocomplete's buttons, the
 * alert's close button) from the app's catalogue, in the shape of MUI's own locales.
 *
 * Not MUI's deDE: that module creates an Intl.NumberFormat as it loads, and the first one of a page
 * costs a phone a few hundred milliseconds of blocked main thread (format-integer.ts). The texts are
 * MUI's wording; the counts are grouped in English as in German.
 */
export function muiTexts(t: TFunction, language: Language): Localization {
  const integer = (value: number) => formatInteger(value, language);
  return {
    components: {
      MuiTablePagination: {
        defaultProps: {
          labelRowsPerPage: t("mui.pagination.rowsPerPage"),
          labelDisplayedRows: ({ from, to, count }) =>
            // MUI passes -1 for a count it does not know
            count === -1
              ? t("mui.pagination.displayedRowsOpen", { from: integer(from), to: integer(to) })
              : t("mui.pagination.displayedRows", {
                  from: integer(from),
                  to: integer(to),
                  count: integer(count),
                }),
          getItemAriaLabel: (type) => t(`mui.pagination.${type}`),
        },
      },
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
