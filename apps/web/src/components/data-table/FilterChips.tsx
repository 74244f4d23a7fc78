import { type Column, chipValueList } from "@erhdb/domain";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import { useTranslation } from "react-i18next";
import { filterValueTexts } from "./filters/filter-text.ts";

export interface FilterChipsProps {
  /** the columns with an active filter */
  columns: Column[];
  columnName(column: Column): string;
  onRemove(id: string): void;
}

/** The active filters above the table; a chip's delete removes its filter (SPEC 2.3, 9). */
export function FilterChips({ columns, columnName, onRemove }: FilterChipsProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t("dataTable.chips.label")}
      sx={{ display: "flex", flexWrap: "wrap", gap: 1, listStyle: "none", p: 0, my: 1 }}
    >
      {columns.map((column) => {
        const label = `${columnName(column)}: ${chipValueList(filterValueTexts(column, column.options.filter.value, t))}`;
        return (
          <li key={column.id}>
            {/* The whole chip is the remove button (Enter, Space, Delete, Backspace or a click). */}
            <Chip
              label={label}
              aria-label={t("dataTable.chips.remove", { filter: label })}
              onClick={() => onRemove(column.id)}
              onDelete={() => onRemove(column.id)}
            />
          </li>
        );
      })}
    </Box>
  );
}
