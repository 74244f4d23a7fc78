import type { Plugin } from "vite";

/** MUI's helper that each of its locales and its TablePagination call as their module loads. */
const MUI_BUILD_FORMAT_NUMBER = /@mui[\\/]material[\\/]locale[\\/]utils[\\/]buildFormatNumber\.m?js$/;

/**
 * MUI's buildFormatNumber with the Intl.NumberFormat created on the first number it formats instead of
 * at once: the same answers, and the same fallback where Intl cannot format.
 */
const LAZY_BUILD_FORMAT_NUMBER = `
export default function buildFormatNumber(locale) {
  let formatter;
  return (value) => {
    if (!Number.isFinite(value)) return String(value);
    if (formatter === undefined) {
      try {
        formatter = new Intl.NumberFormat(locale);
      } catch {
        formatter = null;
      }
    }
    return formatter ? formatter.format(value) : String(value);
  };
}
`;

/**
 * MUI's TablePagination creates an Intl.NumberFormat as its module loads, for an English label the app
 * replaces (app/mui-texts.ts); the first one a page creates loads the browser's number data, a task of
 * 15-80 ms on this machine and four times that on a phone (issue 17: total blocking time). With this,
 * the first page creates none (e2e/tests/page-shell.spec.ts).
 */
export function lazyNumberFormat(): Plugin {
  return {
    name: "erhdb:lazy-number-format",
    enforce: "pre",
    load(id) {
      return MUI_BUILD_FORMAT_NUMBER.test(id) ? LAZY_BUILD_FORMAT_NUMBER : null;
    },
  };
}
