// `npm run seed [-- --surveys N] [--batch-size N]`: migrates the configured database and fills it with the
// demo data, optionally with N synthetic surveys for benchmarks.
import { parseArgs } from "node:util";
import { loadConfig } from "../config.ts";
import type { DatabaseHandle } from "../db/database.ts";
import { openDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { runCommand, UsageError } from "../lib/command-line.ts";
import type { SeedReport } from "./demo.ts";
import { DEMO_USER_PASSWORD, DEMO_USERS, seedDemoData } from "./demo.ts";
import { seedLargeSurveys } from "./large.ts";

const USAGE = `Usage: npm run seed -- [--surveys N] [--batch-size N]

Migrates the database (DATABASE_URL, or the embedded PGlite in DATA_DIR), then adds the built-in roles,
the admin account (ADMIN_EMAIL, ADMIN_PASSWORD), the EVAS register and the demo data. Running it again
adds nothing twice.

  --surveys N      also add N synthetic surveys for benchmarks
  --batch-size N   rows per INSERT of the synthetic surveys (default 100000)
  -h, --help       show this text`;

function positiveInteger(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value.replace(/_/g, ""));
  if (!Number.isSafeInteger(n) || n < 1)
    throw new UsageError(`--${name} must be a positive whole number, got '${value}'`);
  return n;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function printDemoReport(report: SeedReport): void {
  const { durationMs, demoContentCreated, ...counts } = report;
  const added = Object.entries(counts).filter(([, n]) => n > 0);
  console.log(
    added.length === 0
      ? `Demo data: already present, nothing added (${seconds(durationMs)}).`
      : `Demo data added in ${seconds(durationMs)}: ${added.map(([table, n]) => `${table} ${n}`).join(", ")}.`,
  );
  if (!demoContentCreated && counts.surveys === 0) {
    console.log("  The database already had surveys, so no demo surveys, resources or requests were added.");
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      surveys: { type: "string" },
      "batch-size": { type: "string" },
      help: { type: "boolean", short: "h" },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const surveys = positiveInteger("surveys", values.surveys);
  const batchSize = positiveInteger("batch-size", values["batch-size"]);
  const config = loadConfig();
  const started = performance.now();
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    console.log(
      handle.kind === "postgres"
        ? "Database: PostgreSQL (DATABASE_URL)"
        : `Database: PGlite in ${config.dataDir}`,
    );
    const migrations = await migrateToLatest(handle.db);
    console.log(
      migrations.length > 0 ? `Migrations applied: ${migrations.join(", ")}` : "Schema is up to date.",
    );

    const report = await seedDemoData(handle.db, {
      adminEmail: config.admin.email,
      adminPassword: config.admin.password,
    });
    printDemoReport(report);
    const adminPassword = config.admin.passwordIsDemoDefault ? config.admin.password : "(ADMIN_PASSWORD)";
    console.log(`Admin: ${config.admin.email} / ${adminPassword}`);
    console.log(
      `Demo accounts (password ${DEMO_USER_PASSWORD}): ${DEMO_USERS.map((u) => u.email).join(", ")}`,
    );

    if (surveys !== undefined) {
      let lastShown = 0;
      const large = await seedLargeSurveys(handle.db, {
        surveys,
        batchSize,
        onProgress(inserted, total) {
          if (inserted - lastShown >= total / 10 || inserted === total) {
            lastShown = inserted;
            console.log(`  ${inserted} / ${total} surveys`);
          }
        },
      });
      const rate = Math.round((large.surveys / Math.max(large.durationMs, 1)) * 1000);
      console.log(
        `Synthetic surveys: ${large.surveys} (+${large.surveyEvas} EVAS links) in ${seconds(large.durationMs)}, ` +
          `${rate} rows/s` +
          (large.indexRebuildMs > 0 ? `, of which index rebuild ${seconds(large.indexRebuildMs)}` : ""),
      );
    }
    console.log(`Done in ${seconds(performance.now() - started)}.`);
  } finally {
    await handle?.close();
  }
}

await runCommand(main, "Seeding failed", USAGE);
