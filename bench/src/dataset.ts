import path from "node:path";
import { sql } from "kysely";
import { type DatabaseHandle, openDatabase } from "../../apps/server/src/db/database.ts";
import { migrateToLatest } from "../../apps/server/src/db/migrate.ts";
import { DEMO_ADMIN_PASSWORD } from "../../apps/server/src/lib/published-passwords.ts";
import { seedDemoData } from "../../apps/server/src/seed/demo.ts";
import { seedLargeSurveys } from "../../apps/server/src/seed/large.ts";

/** `BENCH_SURVEYS=5000000` measures five million (issue 13's target 4) in data sets of their own. */
export const BENCH_SURVEYS = Number(process.env.BENCH_SURVEYS ?? 1_000_000);
/** "1m", "5m": the suffix of the data sets' folder and database */
export const BENCH_LABEL = `${BENCH_SURVEYS / 1_000_000}m`;
/**
 * `BENCH_SERVER_ROOT=<checkout>` measures the server of another checkout (an earlier commit, for
 * "before" figures) on a data set that checkout's `npm run seed -- --surveys N` made: nothing here
 * migrates or seeds it then, it is only vacuumed.
 */
export const BENCH_SERVER_ROOT = process.env.BENCH_SERVER_ROOT;
export const ADMIN = { email: "admin@erhebungsdatenbank.de", password: DEMO_ADMIN_PASSWORD };

export interface Dataset {
  kind: "pglite" | "postgres";
  /** environment for a server process on this data set */
  env: Record<string, string>;
  open(): Promise<DatabaseHandle>;
}

const ROOT = path.resolve(import.meta.dirname, "../..");

/** PGlite in ./data/bench-1m (kept between runs: seeding a million rows takes about two minutes). */
export function pgliteDataset(): Dataset {
  const dataDir = path.join(ROOT, "data", `bench-${BENCH_LABEL}`);
  return {
    kind: "pglite",
    env: { DATA_DIR: dataDir, DATABASE_URL: "", DEMO_DATA: "false" },
    open: () => openDatabase({ databaseUrl: null, dataDir }),
  };
}

export function postgresDataset(url: string): Dataset {
  return {
    kind: "postgres",
    // a demo installation: its accounts log in with the published demo passwords, which a start on
    // PostgreSQL without DEMO_DATA=true refuses (decision 16); the demo data are there already
    env: { DATABASE_URL: url, DEMO_DATA: "true" },
    open: () => openDatabase({ databaseUrl: url, dataDir: "" }),
  };
}

/** Migrates, adds the demo accounts and data, and fills up to a million surveys where missing. */
export async function prepareDataset(dataset: Dataset): Promise<{ surveys: number }> {
  const handle = await dataset.open();
  try {
    if (BENCH_SERVER_ROOT) {
      await sql`VACUUM ANALYZE`.execute(handle.db);
      const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM survey`.execute(handle.db);
      return { surveys: Number(rows[0]?.n ?? 0) };
    }
    const migrated = await migrateToLatest(handle.db);
    if (migrated.length > 0) console.log(`  migrated ${dataset.kind}: ${migrated.join(", ")}`);
    await seedDemoData(handle.db, { adminEmail: ADMIN.email, adminPassword: ADMIN.password });
    const count = async () =>
      Number((await sql<{ n: number }>`SELECT count(*) AS n FROM survey`.execute(handle.db)).rows[0]?.n ?? 0);
    const present = await count();
    if (present < BENCH_SURVEYS) {
      console.log(`  seeding ${BENCH_SURVEYS - present} surveys on ${dataset.kind} ...`);
      const started = performance.now();
      const report = await seedLargeSurveys(handle.db, { surveys: BENCH_SURVEYS - present });
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `  seeded ${report.surveys} surveys with ${report.surveyEvas} EVAS links in ${seconds.toFixed(1)} s ` +
          `(${Math.round(report.surveys / seconds)} surveys/s, indexes rebuilt included)`,
      );
    }
    // PGlite runs no autovacuum: without it, index-only counts read the heap, and the rows a
    // migration rewrote stay behind as dead versions
    if (migrated.length > 0 || present < BENCH_SURVEYS) await sql`VACUUM ANALYZE`.execute(handle.db);
    return { surveys: await count() };
  } finally {
    await handle.close();
  }
}
