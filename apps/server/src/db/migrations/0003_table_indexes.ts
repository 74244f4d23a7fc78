import type { Kysely } from "kysely";
import { sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- The public surveys (approved and public) are all that anonymous callers and users without rights
    -- see: counting them reads this index alone, and their list in erhebungsid order walks it.
    -- The survey table's visibility condition spells the predicate the same way, so the planner uses it.
    CREATE INDEX survey_public_idx ON survey (erhebungsid) WHERE status = 3 AND access_mode;
  `.execute(db);
}
