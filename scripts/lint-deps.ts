// `npm run lint:deps`: the import rules of .dependency-cruiser.mjs (decision 29) hold for the whole code,
// and each of them still refuses what it names. A rule whose path pattern no longer matches (a folder
// renamed, a typo) would pass every tree in silence; so a fixture tree breaks each rule once, and a rule
// that does not fire on it fails this check like a forbidden import does.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const configFile = path.join(root, ".dependency-cruiser.mjs");
const depcruise = path.join(root, "node_modules/.bin/depcruise");
const fixture = path.join(root, "scripts/dependency-rules/fixture");

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

function cruise(cwd: string, targets: string[]): Violation[] {
  const run = spawnSync(depcruise, ["-c", configFile, "--output-type", "json", ...targets], {
    cwd,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  if (run.error) throw run.error;
  try {
    const result = JSON.parse(run.stdout) as { summary: { violations: Violation[] } };
    return result.summary.violations;
  } catch {
    throw new Error(`dependency-cruiser gave no result (exit ${run.status}):\n${run.stderr}`);
  }
}

const { default: config } = (await import(pathToFileURL(configFile).href)) as {
  default: { forbidden: { name: string }[] };
};
const rules = config.forbidden.map((rule) => rule.name);

const violations = cruise(root, ["packages", "apps", "e2e", "bench", "scripts"]);
for (const { rule, from, to } of violations) console.error(`  ${rule.name}: ${from} → ${to}`);

const fired = new Set(cruise(fixture, ["apps", "packages"]).map((violation) => violation.rule.name));
const silent = rules.filter((rule) => !fired.has(rule));
for (const rule of silent) console.error(`  rule ${rule} refuses nothing in ${path.relative(root, fixture)}`);

if (violations.length > 0 || silent.length > 0) {
  console.error(`\n✘ ${violations.length} forbidden imports, ${silent.length} rules that refuse nothing`);
  process.exit(1);
}
console.log(`✔ ${rules.length} import rules hold, and each refuses its case in the fixture`);
