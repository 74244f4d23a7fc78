import type { Kysely, Migration, MigrationProvider } from "kysely";
import { Migrator } from "kysely";
import * as peopleAndAccess from "./migrations/0001_people_and_access.ts";
import * as surveysAndResources from "./migrations/0002_surveys_and_resources.ts";
import * as tableIndexes from "./migrations/0003_table_indexes.ts";

// Listed in code, not read from a folder, so the same list runs under Node, Vitest and a bundler.
const MIGRATIONS: Record<string, Migration> = {
  "0001_people_and_access": peopleAndAccess,
  "0002_surveys_and_resources": surveysAndResources,
  "0003_table_indexes": tableIndexes,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? "?"} failed: ${reason}`);
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
