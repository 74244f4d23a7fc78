import type { Kysely } from "kysely";
import { sql } from "kysely";

// Frozen once released. data_version() (migration 0006) was PARALLEL UNSAFE, PostgreSQL's default for a
// function, and a statement that calls such a function never gets a parallel plan: the exact count of a
// filter matching millions of rows, which the table engine takes together with the version, ran in one
// process (6.5 s at five million surveys, 2.7 s with two workers). The function only reads, so it is
// PARALLEL RESTRICTED: it runs in the leader, beside workers that share the leader's snapshot, so the
// count still belongs to the version read with it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER FUNCTION data_version() PARALLEL RESTRICTED`.execute(db);
}
