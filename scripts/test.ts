// `npm test`: every check that proves the product works, in order, with one summary at the end.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { ensureChromium } from "./chromium.ts";

interface Step {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /** counts of passed and failed tests, read from the runner's JSON report */
  counts?: () => { passed: number; failed: number };
}

function readCounts(file: string, pick: (json: Record<string, number>) => [number, number]) {
  return () => {
    try {
      const [passed, failed] = pick(JSON.parse(readFileSync(file, "utf8")));
      return { passed, failed };
    } catch {
      return { passed: 0, failed: 0 };
    }
  };
}

mkdirSync("test-results", { recursive: true });
let chromium: string;
try {
  chromium = ensureChromium();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const steps: Step[] = [
  { name: "lint (biome)", command: ["npx", "biome", "check", "."] },
  // the import rules of decision 29: feature boundaries, floors, no cycles
  { name: "lint (dependency rules)", command: ["node", "scripts/lint-deps.ts"] },
  { name: "type check (tsc)", command: ["npm", "run", "-s", "typecheck"] },
  // one step per Vitest project, so that the summary shows where the time goes (issue 25); the app's
  // tests are two projects, the files that share a worker and those isolated (decision 49), in one step
  ...Object.entries({
    domain: ["domain"],
    server: ["server"],
    web: ["web", "web-isolated"],
    "web-build": ["web-build"],
  }).map(([step, projects]) => ({
    name: `vitest: ${step}`,
    command: [
      "npx",
      "vitest",
      "run",
      ...projects.flatMap((project) => ["--project", project]),
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=test-results/vitest-${step}.json`,
    ],
    counts: readCounts(`test-results/vitest-${step}.json`, (j) => [
      j.numPassedTests ?? 0,
      j.numFailedTests ?? 0,
    ]),
  })),
  { name: "build (vite)", command: ["npm", "run", "-s", "build"] },
  {
    name: "end-to-end (playwright, chromium)",
    command: ["npx", "playwright", "test", "-c", "e2e/playwright.config.ts"],
    env: { CHROMIUM_PATH: chromium },
    counts: readCounts("test-results/playwright.json", (j) => {
      const stats = (j as unknown as { stats: Record<string, number> }).stats;
      return [(stats.expected ?? 0) + (stats.flaky ?? 0), stats.unexpected ?? 0];
    }),
  },
];

const results: { name: string; ok: boolean; seconds: number }[] = [];
let passed = 0;
let failed = 0;
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = performance.now();
  const [command = "", ...args] = step.command;
  const run = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...step.env } });
  const ok = run.status === 0;
  results.push({ name: step.name, ok, seconds: (performance.now() - started) / 1000 });
  const counts = step.counts?.();
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  }
  if (!ok && !counts?.failed) failed += 1; // a failing check with no test count still counts as a failure
}

console.log("\n=== summary ===");
for (const r of results)
  console.log(`${r.ok ? "ok  " : "FAIL"}  ${r.name.padEnd(36)} ${r.seconds.toFixed(1)} s`);
console.log(`${passed} passed, ${failed} failed`);
// from this process's start: the Chromium check (and its install) included, as the README's table counts it
console.log(`npm test took ${(performance.now() / 1000).toFixed(1)} s`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
