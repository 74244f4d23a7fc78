import type { Column } from "@erhdb/domain";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";

/**
 * A column's display name. The server sends i18n keys (`table.evas.evas`); a name that is no key
 * shows as it is, so a table with plain names works too.
 */
export function useColumnName(): (column: Pick<Column, "id" | "name" | "shortName">) => string {
  const { t } = useTranslation();
  return useCallback(
    (column) => {
      const name = column.name || column.shortName || column.id;
      return t(name, { defaultValue: name });
    },
    [t],
  );
}
