// `node scripts/slowest.ts [N]`: the N (default 20) slowest Vitest files and Playwright specs of the last
// `npm test`, read from its JSON reports in test-results/, as Markdown tables for the README (issue 25).
import { existsSync, readdirSync, readFileSync } from "node:fs";

interface VitestReport {
  testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[];
}
interface PlaywrightSuite {
  file?: string;
  specs?: { file: string; tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

const limit = Number(process.argv[2] ?? 20);
const root = `${process.cwd()}/`;

function table(title: string, rows: { name: string; seconds: number; tests: number }[]): string {
  const top = rows.sort((a, b) => b.seconds - a.seconds).slice(0, limit);
  const lines = top.map((r) => `| \`${r.name}\` | ${r.tests} | ${r.seconds.toFixed(1)} s |`);
  return [`**${title}**`, "", "| file | tests | time |", "|---|---|---|", ...lines, ""].join("\n");
}

const vitestFiles = readdirSync("test-results").filter((f) => /^vitest-.*\.json$/.test(f));
const vitestRows = vitestFiles.flatMap((file) => {
  const report = JSON.parse(readFileSync(`test-results/${file}`, "utf8")) as VitestReport;
  return report.testResults.map((r) => ({
    name: r.name.replace(root, ""),
    seconds: (r.endTime - r.startTime) / 1000,
    tests: r.assertionResults.length,
  }));
});
console.log(table(`The ${limit} slowest Vitest files`, vitestRows));

if (existsSync("test-results/playwright.json")) {
  const perSpec = new Map<string, { seconds: number; tests: number }>();
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const entry = perSpec.get(spec.file) ?? { seconds: 0, tests: 0 };
        entry.tests += 1;
        entry.seconds += test.results.reduce((sum, r) => sum + r.duration, 0) / 1000;
        perSpec.set(spec.file, entry);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  const report = JSON.parse(readFileSync("test-results/playwright.json", "utf8")) as {
    suites: PlaywrightSuite[];
  };
  for (const suite of report.suites) walk(suite);
  const rows = [...perSpec].map(([name, r]) => ({ name: `e2e/tests/${name}`, ...r }));
  console.log(table(`The ${limit} slowest Playwright specs (test-seconds, summed over the workers)`, rows));
}
