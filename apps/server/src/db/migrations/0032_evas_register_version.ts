import type { Kysely } from "kysely";
import { sql } from "kysely";

/**
 * Frozen once released. Issue 37: the EVAS register's own version, which SDMX serves as CL_EVAS 1.N.0
 * (decision 42). One row, moved by every write to the register in that write's transaction; the lists'
 * data version cannot serve, as it moves with every survey and login as well.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE evas_register_version (
      only_row   boolean PRIMARY KEY DEFAULT true CHECK (only_row),
      version    integer NOT NULL CHECK (version >= 0),
      changed_at timestamptz NOT NULL
    );
    INSERT INTO evas_register_version (version, changed_at) VALUES (0, now());
  `.execute(db);
}
