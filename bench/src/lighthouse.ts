import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { generateReport } from "lighthouse";
import { ADMIN } from "./dataset.ts";
import { type Caller, type LighthouseFigures, lighthouseRun, type Preset, warmUp } from "./lighthouse-run.ts";
import { freshDataDir, startServer } from "./serve.ts";

export const PAGES = ["surveys", "evas"] as const;
const PRESETS: readonly Preset[] = ["mobile", "desktop"];
const CALLERS: readonly Caller[] = ["anonymous", "logged in"];
/** Issue 17: three runs of each, the median reported. BENCH_LIGHTHOUSE_RUNS=1 for a quick look. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** Only the cases whose "page preset caller" contains this text, e.g. "surveys mobile anonymous". */
const ONLY = process.env.BENCH_LIGHTHOUSE_ONLY ?? "";

export interface LighthouseRow {
  page: (typeof PAGES)[number];
  preset: Preset;
  caller: Caller;
  /** The run with the median performance score. */
  median: LighthouseFigures;
  /** The performance scores of all runs, to show how much they spread on the shared machine. */
  performances: number[];
  /** The total blocking times of all runs: the figure that spreads most, so it has its own median. */
  tbts: number[];
}

export interface LighthouseBenchResult {
  rows: LighthouseRow[];
  seconds: number;
  /** Where the median runs' HTML reports are (the treemap and the opportunities are in them). */
  reportsDir: string;
}

async function login(base: string): Promise<string> {
  const response = await fetch(new URL("api/v1/login", base), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
  });
  const token = response.headers.get("authorization");
  if (!response.ok || !token) throw new Error(`login failed: ${response.status}`);
  return token;
}

function medianRun(runs: LighthouseFigures[]): LighthouseFigures {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error("no Lighthouse run");
  return median;
}

/** Lighthouse on the real server with the demo data; see lighthouse-run.ts for one run. */
export async function benchLighthouse(port = 8195): Promise<LighthouseBenchResult> {
  const started = performance.now();
  const server = await startServer({ DATA_DIR: await freshDataDir(), DEMO_DATA: "true" }, port);
  try {
    const token = await login(server.url);
    const tokenOf = (caller: Caller) => (caller === "logged in" ? token : null);
    const cases = PAGES.flatMap((page) =>
      PRESETS.flatMap((preset) =>
        CALLERS.map((caller) => ({ page, preset, caller, url: `${server.url}${page}` })),
      ),
    ).filter((c) => `${c.page} ${c.preset} ${c.caller}`.includes(ONLY));
    for (const c of cases.filter((c) => c.preset === "mobile")) await warmUp(c.url, tokenOf(c.caller));
    const runs = cases.map((): LighthouseFigures[] => []);
    // Round by round rather than case by case: a slow spell of the shared machine then spreads over
    // all cases instead of falling on one.
    for (let round = 1; round <= RUNS; round++) {
      for (const [i, c] of cases.entries()) {
        runs[i]?.push(await lighthouseRun(c.url, c.preset, tokenOf(c.caller)));
      }
      const elapsed = Math.round((performance.now() - started) / 1000);
      console.error(`  Lighthouse round ${round}/${RUNS} done (${cases.length} runs, ${elapsed} s so far)`);
    }
    const reportsDir = await mkdtemp(path.join(os.tmpdir(), "erhdb-lighthouse-"));
    const rows: LighthouseRow[] = [];
    for (const [i, c] of cases.entries()) {
      const all = runs[i] ?? [];
      const median = medianRun(all);
      const name = `${c.page}-${c.preset}-${c.caller.replace(" ", "-")}`;
      await writeFile(path.join(reportsDir, `${name}.html`), generateReport(median.lhr, "html"));
      // the JSON holds what the HTML only draws: every request's priority and the LCP element's trace
      await writeFile(path.join(reportsDir, `${name}.json`), JSON.stringify(median.lhr));
      rows.push({
        page: c.page,
        preset: c.preset,
        caller: c.caller,
        median,
        performances: all.map((r) => r.performance),
        tbts: all.map((r) => r.tbtMs),
      });
    }
    return { rows, seconds: (performance.now() - started) / 1000, reportsDir };
  } finally {
    await server.stop();
  }
}
