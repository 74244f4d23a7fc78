// `npm run lint:deps`: the import rules of .dependency-cruiser.mjs (decision 29) hold for the whole code,
// and each of them still refuses what it names. A rule whose path pattern no longer matches (a folder
// renamed, a typo) would pass every tree in silence; so a fixture tree breaks each rule, each file of it
// naming in its first line the rule it breaks, and a case its rule does not refuse, or a rule that refuses
// nothing there, fails this check like a forbidden import does.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
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

const refused = cruise(fixture, ["apps", "packages"]);
const fired = new Set(refused.map((violation) => violation.rule.name));
const silent = rules.filter((rule) => !fired.has(rule));
for (const rule of silent) console.error(`  rule ${rule} refuses nothing in ${path.relative(root, fixture)}`);

/**
 * The fixture's cases: each file whose first line is `// <rule>`, by its path as the cruise names it. A case
 * whose rule does not refuse it, or that names no rule (one renamed), is missed.
 */
const cases = readdirSync(fixture, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".ts"))
  .flatMap((file) => {
    const rule = /^\/\/ (\S+)/.exec(readFileSync(path.join(fixture, file), "utf8"))?.[1];
    return rule === undefined ? [] : [{ file: file.split(path.sep).join("/"), rule }];
  });
const missed = cases.filter(
  ({ file, rule }) => !refused.some((violation) => violation.from === file && violation.rule.name === rule),
);
for (const { file, rule } of missed) console.error(`  rule ${rule} does not refuse its fixture case ${file}`);

if (violations.length > 0 || silent.length > 0 || missed.length > 0) {
  console.error(
    `\n✘ ${violations.length} forbidden imports, ${silent.length} rules that refuse nothing, ${missed.length} fixture cases not refused`,
  );
  process.exit(1);
}
console.log(
  `✔ ${rules.length} import rules hold, and they refuse each of their ${cases.length} cases in the fixture`,
);
