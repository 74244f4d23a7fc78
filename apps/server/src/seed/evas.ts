import { readFile } from "node:fs/promises";
import type { Kysely } from "kysely";
import { noteEvasRegisterChange } from "../db/evas-register-version.ts";
import type { DB } from "../db/schema.ts";
import { parseCsvRecords } from "./csv.ts";

/** The EVAS register as shipped (see data/EVAS-SOURCE.md for source and license). */
export const EVAS_CSV_URL = new URL("./data/evas.csv", import.meta.url);

export interface EvasRow {
  evas: string;
  description: string;
  period: number;
  /** 'YYYY-MM-DD' or null */
  closing: string | null;
}

// The register marks discontinued statistics in the text: "... - (Stillgelegt am 01.09.2015)".
const DISCONTINUED = /Stillgelegt am (\d{2})\.(\d{2})\.(\d{4})/;

/** The register has no periods; these words in a description give the usual one. */
const PERIOD_WORDS: readonly (readonly [RegExp, number])[] = [
  [/vierteljähr|quartal/i, 1],
  [/halbjähr/i, 2],
  [/zweijähr/i, 4],
  [/monat/i, 0],
  [/jährlich|jahres|jahr\b/i, 3],
  [/wahl/i, 9],
  [/zählung|zensus/i, 8],
];
/** For the rest of the 5-digit codes: mostly yearly, as in the real register. */
const FALLBACK_PERIODS = [3, 3, 3, 3, 3, 0, 1, 9, 4, -1] as const;

export function evasPeriod(evas: string, description: string): number {
  if (evas.length < 5) return -1; // groups of the tree have no period
  const found = PERIOD_WORDS.find(([pattern]) => pattern.test(description));
  return found ? found[1] : FALLBACK_PERIODS[Number(evas) % FALLBACK_PERIODS.length]!;
}

export function evasClosing(description: string): string | null {
  const m = DISCONTINUED.exec(description);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
}

/** Parses the register; `periods` overrides the derived period of single codes. */
export function parseEvasCsv(text: string, periods: ReadonlyMap<string, number> = new Map()): EvasRow[] {
  return parseCsvRecords(text).map((record) => {
    const evas = record.evas ?? "";
    const description = record.description ?? "";
    if (!/^(\d|\d{2}|\d{3}|\d{5})$/.test(evas) || description.trim() === "") {
      throw new Error(`evas.csv: invalid row ${JSON.stringify(record)}`);
    }
    return {
      evas,
      description,
      period: periods.get(evas) ?? evasPeriod(evas, description),
      closing: evasClosing(description),
    };
  });
}

export async function readEvasCsv(periods?: ReadonlyMap<string, number>): Promise<EvasRow[]> {
  return parseEvasCsv(await readFile(EVAS_CSV_URL, "utf8"), periods);
}

/** Inserts the codes not yet present (matched by code); returns how many were new. */
export async function seedEvas(db: Kysely<DB>, rows: readonly EvasRow[], now: Date): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500).map((r) => ({ ...r, updating: now }));
    const result = await db
      .insertInto("evas")
      .values(chunk)
      .onConflict((oc) => oc.column("evas").doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  // new codes are a change of the register like any other (SDMX's CL_EVAS version, decision 42)
  if (inserted > 0) await noteEvasRegisterChange(db, now);
  return inserted;
}
