import type { Kysely } from "kysely";
import { sql } from "kysely";

// Frozen once released. The surveys list filtered by office (the visitors' most common filter) counted its
// rows through a bitmap of the office index and the public index, then read every matching heap page to
// check the other: 365 ms for one office of a million surveys, taken anew for each office and instance.
// These two let the counts read the index alone: the public surveys of an office (anonymous callers and
// the public part of every permission holder's rows), and an office's surveys by status (everyone who sees
// all but the deleted ones). Measured in decision 33.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX survey_public_office_idx ON survey (federal_state_code) WHERE status = 3 AND access_mode;
    CREATE INDEX survey_office_status_idx ON survey (federal_state_code, status);
  `.execute(db);
}
