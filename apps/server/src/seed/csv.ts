/**
 * Parses delimiter-separated text as RFC 4180 does it: a field is quoted only when it needs to be, a quote
 * inside a quoted field is doubled, a quoted field may hold delimiters and line breaks. Lines end in LF or
 * CRLF; a leading byte-order mark and a final empty line are dropped.
 */
export function parseCsv(text: string, delimiter = ";"): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (i < text.length) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else field += c;
      i++;
      continue;
    }
    if (c === '"' && field === "") quoted = true;
    else if (c === delimiter) {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      if (c === "\r" && text[i + 1] === "\n") i++;
    } else field += c;
    i++;
  }
  if (quoted) throw new Error("CSV ends inside a quoted field");
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Rows as objects keyed by the header line; a row whose field count differs from the header is an error. */
export function parseCsvRecords(text: string, delimiter = ";"): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text, delimiter);
  if (!header) return [];
  return rows.map((row, index) => {
    if (row.length !== header.length) {
      throw new Error(`CSV record ${index + 1}: ${row.length} fields, expected ${header.length}`);
    }
    return Object.fromEntries(header.map((name, column) => [name, row[column] ?? ""]));
  });
}
