/**
 * MUI X date fields keep a half-typed date to themselves: the value stays null until every section
 * is filled. Their hidden input shows what is typed, so a null value with a non-empty input is a
 * half-typed date, which the forms treat as invalid instead of silently as "no date".
 */
export function hasPartialDate(input: HTMLInputElement | null, value: unknown): boolean {
  return value === null && Boolean(input?.value);
}
