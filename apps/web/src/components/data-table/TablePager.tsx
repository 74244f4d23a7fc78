import { PAGE_SIZE_ALL, pageRange } from "@erhdb/domain";
import KeyboardArrowLeftIcon from "@mui/icons-material/KeyboardArrowLeft";
import KeyboardArrowRightIcon from "@mui/icons-material/KeyboardArrowRight";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatInteger } from "../../i18n/format-integer.ts";
import { usePreferences } from "../../lib/preferences.tsx";
import { DeferredTooltip } from "../DeferredTooltip.tsx";

export interface TablePagerProps {
  /** the rows of the whole list */
  count: number;
  /** from 0 */
  page: number;
  size: number;
  sizes: readonly number[];
  onPage(page: number): void;
  onSize(size: number): void;
}

/**
 * One row of plain elements in a few styles, laid out as MUI's TablePagination. Not MUI's: its select
 * brings a menu, a popover, a modal, an input and a toolbar, some seventy styles that a list's first
 * page inserted in the one task that also shows its rows, and its code was a twentieth of the first
 * page's JavaScript (issue 17: total blocking time). The browser's own select is also the better picker
 * on a phone.
 */
const PAGER = {
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "flex-end",
  columnGap: 2,
  minHeight: 52,
  px: 1,
  typography: "body2",
  "& select": {
    font: "inherit",
    color: "inherit",
    bgcolor: "background.paper",
    // a boundary one can see (WCAG 1.4.11: 3:1 against the page)
    border: 1,
    borderColor: "text.secondary",
    borderRadius: 1,
    px: 0.5,
    py: 0.25,
    cursor: "pointer",
  },
} as const;

/** The page of a list and its size: "Zeilen pro Seite", "11–20 von 123", previous and next page. */
export function TablePager({ count, page, size, sizes, onPage, onSize }: TablePagerProps) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const selectId = useId();
  const range = pageRange(page, size, count);
  const integer = (value: number) => formatInteger(value, language);
  const previous = t("dataTable.pager.previous");
  const next = t("dataTable.pager.next");
  return (
    <Box sx={PAGER}>
      <span>
        <label htmlFor={selectId}>{t("dataTable.pager.rowsPerPage")}</label>{" "}
        <select id={selectId} value={size} onChange={(event) => onSize(Number(event.target.value))}>
          {sizes.map((option) => (
            <option key={option} value={option}>
              {option === PAGE_SIZE_ALL ? t("dataTable.pageSizeAll") : option}
            </option>
          ))}
        </select>
      </span>
      <span>
        {t("dataTable.pager.displayedRows", {
          from: integer(range.from),
          to: integer(range.to),
          count: integer(count),
        })}
      </span>
      <span>
        <DeferredTooltip title={previous}>
          <IconButton aria-label={previous} disabled={page === 0} onClick={() => onPage(page - 1)}>
            <KeyboardArrowLeftIcon />
          </IconButton>
        </DeferredTooltip>
        <DeferredTooltip title={next}>
          <IconButton aria-label={next} disabled={!range.hasNext} onClick={() => onPage(page + 1)}>
            <KeyboardArrowRightIcon />
          </IconButton>
        </DeferredTooltip>
      </span>
    </Box>
  );
}
