/**
 * Bzr (Berichtszeitraum, reporting period) interpreters (SPEC section 3, "Code tables"). The interpreter is
 * the third digit of a bzr and says what the three-digit time number counts.
 */
export const BZR_INTERPRETERS = [
  { code: 0, name: "year", minTimeNumber: 0, maxTimeNumber: 0 },
  { code: 1, name: "halfyear", minTimeNumber: 1, maxTimeNumber: 2 },
  { code: 2, name: "semester", minTimeNumber: 1, maxTimeNumber: 2 },
  { code: 3, name: "quarter", minTimeNumber: 1, maxTimeNumber: 4 },
  { code: 4, name: "month", minTimeNumber: 1, maxTimeNumber: 12 },
  { code: 5, name: "calendarWeek", minTimeNumber: 1, maxTimeNumber: 53 },
  // 366 in every year: the code table does not tie the day number to leap years.
  { code: 6, name: "day", minTimeNumber: 1, maxTimeNumber: 366 },
] as const;

export type BzrInterpreter = (typeof BZR_INTERPRETERS)[number];
export type BzrInterpreterCode = BzrInterpreter["code"];
export type BzrInterpreterName = BzrInterpreter["name"];

export const BZR_INTERPRETER_CODES: readonly BzrInterpreterCode[] = BZR_INTERPRETERS.map((i) => i.code);

export function isBzrInterpreterCode(value: unknown): value is BzrInterpreterCode {
  return (BZR_INTERPRETER_CODES as readonly unknown[]).includes(value);
}

export function bzrInterpreterByCode(code: number): BzrInterpreter | undefined {
  return BZR_INTERPRETERS.find((i) => i.code === code);
}

/** Whether a time number fits the interpreter (000 for a year, 001..004 for a quarter, ...). */
export function isValidTimeNumber(interpreter: number, timeNumber: number): boolean {
  const i = bzrInterpreterByCode(interpreter);
  return (
    i !== undefined &&
    Number.isInteger(timeNumber) &&
    timeNumber >= i.minTimeNumber &&
    timeNumber <= i.maxTimeNumber
  );
}

/**
 * The time numbers an interpreter allows, as the three digits a bzr carries ('000' for a year,
 * '001'..'004' for a quarter, ...): the options of a time-number select. Empty for an unknown code.
 */
export function bzrTimeNumbers(interpreter: number): string[] {
  const i = bzrInterpreterByCode(interpreter);
  if (!i) return [];
  return Array.from({ length: i.maxTimeNumber - i.minTimeNumber + 1 }, (_, k) =>
    String(i.minTimeNumber + k).padStart(3, "0"),
  );
}

/** i18n key of an interpreter's name: 'bzr.interpreter.0'..'bzr.interpreter.6'. */
export function bzrInterpreterI18nKey(code: BzrInterpreterCode): string {
  return `bzr.interpreter.${code}`;
}
