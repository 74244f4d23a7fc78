/**
 * The CSV of ARCHITECTURE 7: UTF-8 with a byte-order mark, `;` between fields, CRLF after each line,
 * so German Excel opens it with umlauts intact; fields quoted per RFC 4180.
 */
export const BOM = "\uFEFF";
export const SEPARATOR = ";";
export const LINE_END = "\r\n";

// A spreadsheet runs a cell that starts like a formula; a leading apostrophe makes it text (OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[";\r\n]/;

export function csvField(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvLine(fields: readonly string[]): string {
  let line = "";
  for (let i = 0; i < fields.length; i++) {
    if (i > 0) line += SEPARATOR;
    line += csvField(fields[i] ?? "");
  }
  return line + LINE_END;
}
