/** German number abbreviations for chart axes (SPEC 9): Tsd., Mio., Mrd., Bio., Brd. */
const STEPS = [
  { value: 1e15, suffix: "Brd." },
  { value: 1e12, suffix: "Bio." },
  { value: 1e9, suffix: "Mrd." },
  { value: 1e6, suffix: "Mio." },
  { value: 1e3, suffix: "Tsd." },
] as const;

export function abbreviateAxisValue(value: number, locale = "de-DE"): string {
  const format = (n: number) => n.toLocaleString(locale, { maximumFractionDigits: 1 });
  if (!Number.isFinite(value)) return format(value);
  const abs = Math.abs(value);
  // Steps from the smallest up; the value as shown (one decimal) decides, so 999,999 reads "1 Mio."
  // and not "1.000 Tsd.".
  const ascending = [...STEPS].reverse();
  let index = ascending.findLastIndex((s) => abs >= s.value);
  while (index + 1 < ascending.length && roundToTenth(abs / (ascending[index]?.value ?? 1)) >= 1000) index++;
  const step = ascending[index];
  return step ? `${format(value / step.value)} ${step.suffix}` : format(value);
}

function roundToTenth(n: number): number {
  return Math.round(n * 10) / 10;
}

/**
 * At most two distinct Y axes: the first series' unit on the left, the second distinct unit on the
 * right; further series share the right axis (SPEC 9).
 */
export function assignYAxes<T extends { unit: string }>(
  series: readonly T[],
): (T & { axis: "left" | "right" })[] {
  const first = series[0]?.unit;
  return series.map((s) => ({ ...s, axis: s.unit === first ? "left" : "right" }));
}
