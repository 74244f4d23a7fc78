import type { Language, ThemeCode } from "./auth/person.ts";
import { NEW_SURVEY_BZR } from "./identifiers/bzr.ts";
import { NEW_SURVEY_STATUS } from "./states/surveyStatus.ts";

/** Business constants and limits (SPEC section 9). */

export const IDLE_TIMEOUT_MS = 3_600_000;
export const TOKEN_REVALIDATION_MS = 5_000;
export const DEBOUNCE_MS = 250;
export const SNACKBAR_MS = 10_000;
export const LOG_REFRESH_MS = 5_000;

export const PASSWORD_MIN_LENGTH = 8;
/** A rejection's substantiation must be longer than this (SPEC 5: "more than 10 characters"). */
export const REJECT_REASON_MIN_EXCLUSIVE = 10;

export const TEMPLATE_LIMIT = 12;
/** Above this many records the CSV download notes that results are limited. */
export const CSV_LIMIT = 10_000;
/** A grouped table answers at most this many groups (and says when there were more). */
export const GROUP_LIMIT = 1000;
/** The SQL console shows at most this many rows and notes when the query had more (decision 18). */
export const SQL_LIMIT = 499;
/** SPEC 9: everything from the survey table, which this product calls `survey` (decision 18). */
export const DEFAULT_SQL_QUERY = "SELECT * FROM survey";
/** Filter chips list at most this many values, then an ellipsis. */
export const FILTER_CHIP_MAX_VALUES = 3;
/** The loading skeleton shows up to this many rows (SPEC 2.3) ... */
export const SKELETON_ROWS = 10;
/** ... and the general resource list 9 (SPEC 2.3). */
export const GENERIC_RESOURCE_SKELETON_ROWS = 9;

export const PAGE_SIZES = [10, 20, 30, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** 'All' in a page-size select, as MUI's TablePagination writes it. */
export const PAGE_SIZE_ALL = -1;
export const ENCODING_PAGE_SIZES = [5, 10, 15, 20, 25, 50, 100, PAGE_SIZE_ALL] as const;
export const ENCODING_DEFAULT_PAGE_SIZE = 20;

export const DATE_FILTER_MIN = "2000-01-01";
export const DATE_FILTER_MAX = "2100-12-31";
export const DATE_FORMAT = "DD.MM.YYYY";
export const MONTH_FORMAT = "MM.YYYY";
export const DATE_TIME_FORMAT = "DD.MM.YYYY - HH:mm:ss";
export const TIME_ZONE = "Europe/Berlin";

export const DATE_FILTER_VARIANTS = [
  "CURRENT_MONTH",
  "CURRENT_YEAR",
  "LAST_N_DAYS",
  "LAST_N_MONTHS",
  "LAST_N_YEARS",
  "PREVIOUS_MONTH",
  "PREVIOUS_YEAR",
  "ALL",
  "CUSTOM",
] as const;
export type DateFilterVariant = (typeof DATE_FILTER_VARIANTS)[number];

export const LAST_N_OPTIONS = {
  days: [1, 2, 3, 7, 14, 21, 30],
  months: [1, 2, 3, 4, 6, 9, 12],
  years: [1, 2, 3, 4, 5],
} as const;

/** 1500 is offered but ignored: a choice above MAX_LOG_LINES is not taken (SPEC 5, "Monitoring"). */
export const LOG_LINE_OPTIONS = [50, 100, 150, 200, 500, 1000, 1500] as const;
export const DEFAULT_LOG_LINES = 1000;
export const MAX_LOG_LINES = 1000;

export const DRAWER_WIDTH = 270;

/**
 * Where the web build puts the page of each screen whose shell carries its title, as
 * `<dir><screen path>.html`; the server sends it for that address (decision 21).
 */
export const SHELL_PAGES_DIR = "pages";
export const DESCRIPTION_COLUMN_WIDTH = 270;
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } as const;

export const THEME = { light: 1, dark: 2 } as const satisfies Record<string, ThemeCode>;
export const THEME_CODES: readonly ThemeCode[] = [THEME.light, THEME.dark];
export const LANGUAGES: readonly Language[] = ["de", "en"];
export const DEFAULT_LANGUAGE: Language = "de";

/** Whether a stored, chosen or saved value is one of the languages. */
export function isLanguage(value: string | null | undefined): value is Language {
  return (LANGUAGES as readonly string[]).includes(value ?? "");
}

export const STORAGE_KEYS = {
  token: "token",
  theme: "theme",
  lang: "lang",
  settingsTab: "settings.tab",
  pageSize: "table.page.size",
  /** "off" when the search field's single-key shortcut is turned off (WCAG 2.1.4) */
  searchShortcut: "search.shortcut",
} as const;

/** Defaults of a new survey (SPEC 9). */
export const NEW_SURVEY_DEFAULTS = {
  bzr: NEW_SURVEY_BZR,
  federalStateCode: "00",
  period: 0,
  status: NEW_SURVEY_STATUS,
  accessMode: false,
} as const;

/** The SOAP interface stays available until this day (SPEC 2.6). */
export const SOAP_AVAILABLE_UNTIL = "2026-12-31";
