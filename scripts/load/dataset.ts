// The load's database: the demo data plus a million synthetic surveys on the shared PostgreSQL, made once
// into a template database (seeding takes minutes) and copied for every run, so that each run starts
// from the same state: no rate-limit hits, locks or writes of an earlier run.
import { sql } from "kysely";
import { openDatabase } from "../../apps/server/src/db/database.ts";
import { migrateToLatest } from "../../apps/server/src/db/migrate.ts";
import { seedDemoData } from "../../apps/server/src/seed/demo.ts";
import { seedLargeSurveys } from "../../apps/server/src/seed/large.ts";
import { ADMIN } from "../live-app/app.ts";
import { adminStatement, freshDatabase, SHARED_POSTGRES } from "../live-app/cluster.ts";

const TEMPLATE = "erhdb_load_template";

async function exists(name: string): Promise<boolean> {
  const handle = await openDatabase({ databaseUrl: `${SHARED_POSTGRES}/postgres`, dataDir: "" });
  try {
    const { rows } = await sql`SELECT 1 FROM pg_database WHERE datname = ${name}`.execute(handle.db);
    return rows.length === 1;
  } finally {
    await handle.close();
  }
}

/**
 * Makes the template up to date (migrated, demo data, at least `surveys` surveys) and answers how many
 * surveys it holds. Kept between runs: only what is missing is added.
 */
export async function prepareTemplate(surveys: number): Promise<number> {
  if (!(await exists(TEMPLATE))) await adminStatement(`CREATE DATABASE ${TEMPLATE}`);
  const handle = await openDatabase({ databaseUrl: `${SHARED_POSTGRES}/${TEMPLATE}`, dataDir: "" });
  try {
    const migrated = await migrateToLatest(handle.db);
    if (migrated.length > 0) console.log(`  template migrated: ${migrated.join(", ")}`);
    await seedDemoData(handle.db, { adminEmail: ADMIN.email, adminPassword: ADMIN.password });
    const count = async () =>
      Number((await sql<{ n: string }>`SELECT count(*) AS n FROM survey`.execute(handle.db)).rows[0]?.n);
    const present = await count();
    if (present < surveys) {
      console.log(`  seeding ${surveys - present} surveys into ${TEMPLATE} (once; kept for later runs) ...`);
      const report = await seedLargeSurveys(handle.db, { surveys: surveys - present });
      console.log(`  seeded ${report.surveys} surveys in ${(report.durationMs / 1000).toFixed(0)} s`);
    }
    if (migrated.length > 0 || present < surveys) await sql`VACUUM ANALYZE`.execute(handle.db);
    return await count();
  } finally {
    await handle.close();
  }
}

/** A fresh copy of the template for one run: its URL. */
export const runDatabase = (name: string) => freshDatabase(name, TEMPLATE);
