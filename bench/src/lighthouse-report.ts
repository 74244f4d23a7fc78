import type { LighthouseBenchResult, LighthouseRow } from "./lighthouse.ts";

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const kib = (bytes: number) => Math.round(bytes / 1024).toLocaleString("en");

function performance(row: LighthouseRow): string {
  const min = Math.min(...row.performances);
  const max = Math.max(...row.performances);
  return min === max ? String(row.median.performance) : `${row.median.performance} (${min}–${max})`;
}

/** The median total blocking time of the runs and their range: one run's TBT spreads by ±100 ms here. */
function blocking(row: LighthouseRow): string {
  const sorted = [...row.tbts].sort((a, b) => a - b);
  const ms = (value: number | undefined) => Math.round(value ?? Number.NaN);
  const median = ms(sorted[Math.floor((sorted.length - 1) / 2)]);
  return sorted.length < 2 ? `${median} ms` : `${median} ms (${ms(sorted[0])}–${ms(sorted.at(-1))})`;
}

function line(cells: readonly (string | number)[]): string {
  return `| ${cells.join(" | ")} |`;
}

/** Issue 17's figures before the work (surveys page, anonymous; Lighthouse reports KiB). */
const BEFORE = [
  [
    "surveys, before (issue 17)",
    "mobile",
    "anonymous",
    38,
    "",
    "",
    "7.2 s",
    "7.7 s",
    "880 ms",
    "",
    "1,119",
    "",
    "",
  ],
  ["surveys, before (issue 17)", "desktop", "anonymous", 87, "", "", "", "", "", "", "", "", ""],
  [
    "target",
    "mobile / desktop",
    "both",
    "≥ 95 / ≥ 98",
    100,
    "≥ 96",
    "",
    "< 2.0 s (mobile)",
    "< 150 ms",
    "",
    "≤ 300",
    "≤ 200",
    "",
  ],
] as const;

/** A Markdown table for the README: the median run of each case, the figures below. */
export function printLighthouse(result: LighthouseBenchResult): void {
  console.log(
    "\nLighthouse 12 (median of the runs by performance score, the range in brackets; TBT: the median of " +
      "the runs' TBTs and their range; " +
      "mobile = simulated slow 4G and 4x CPU slowdown; KiB on the wire)",
  );
  console.log(
    line([
      "page",
      "preset",
      "caller",
      "perf",
      "a11y",
      "BP",
      "FCP",
      "LCP",
      "TBT",
      "CLS",
      "KiB",
      "JS KiB",
      "req",
    ]),
  );
  console.log(line(Array.from({ length: 13 }, () => "---")));
  for (const row of result.rows) {
    const m = row.median;
    console.log(
      line([
        row.page,
        row.preset,
        row.caller,
        performance(row),
        m.accessibility,
        m.bestPractices,
        seconds(m.fcpMs),
        seconds(m.lcpMs),
        blocking(row),
        m.cls.toFixed(3),
        kib(m.totalBytes),
        kib(m.scriptBytes),
        m.requests,
      ]),
    );
  }
  for (const before of BEFORE) console.log(line(before));
  const indexes = result.rows.map((r) => Math.round(r.median.benchmarkIndex));
  console.log(
    `  Lighthouse benchmark index of the median runs ${Math.min(...indexes)}–${Math.max(...indexes)} ` +
      `(this machine's CPU speed during the runs); ${result.seconds.toFixed(0)} s in all; ` +
      `the median runs' reports: ${result.reportsDir}`,
  );
}
