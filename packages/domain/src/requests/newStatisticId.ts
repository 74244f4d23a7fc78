/**
 * Where a statistic without an EVAS of the register is numbered (decision 39): EVAS 99, "Andere (für
 * Länder- oder Bundeszwecke) - Sonderbereiche", the register's own place for what fits no subject area.
 */
export const STATISTIC_ID_WITHOUT_EVAS = "9901";

/** An EVAS of a subject area (1 to 9); the placeholders 00000, 01000 and 09000 are none. */
const AREA_EVAS = /^[1-9]\d{4}$/;

/**
 * The statistic id a NEW_ERHEBUNGSID request gets at acceptance when it names none (decision 39). Statistic
 * ids follow the EVAS of their statistic, as the register's do (1261 for EVAS 12612): the search starts at
 * the first four digits of the survey's first EVAS of a subject area, or at 9901 without one, and takes the
 * first id from there up to 9999, then from 1000 up, that `taken` lacks; 0000 to 0999 (no subject area)
 * come last. Null when every id is taken.
 */
export function newStatisticId(evas: readonly string[], taken: ReadonlySet<string>): string | null {
  const first = evas.find((code) => AREA_EVAS.test(code));
  const start = Number(first ? first.slice(0, 4) : STATISTIC_ID_WITHOUT_EVAS);
  const order = [range(start, 9999), range(1000, start - 1), range(0, 999)];
  for (const ids of order) {
    for (const n of ids) {
      const id = String(n).padStart(4, "0");
      if (!taken.has(id)) return id;
    }
  }
  return null;
}

function* range(from: number, to: number): Generator<number> {
  for (let n = from; n <= to; n++) yield n;
}
