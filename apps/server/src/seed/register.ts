import { PLACEHOLDER_EVAS } from "@erhdb/domain";
import { sql } from "kysely";
import type { Database } from "../db/database.ts";
import { recordAudit, SYSTEM_ACTOR } from "../lib/audit.ts";
import { TOPICS } from "./catalog.ts";
import type { EvasRow } from "./evas.ts";
import { readEvasCsv, seedEvas } from "./evas.ts";

/** The audit record of the register's first load: one, whatever the number of codes. */
export const REGISTER_LOADED = { action: "IMPORT_REGISTER", entity: "evas" } as const;

/**
 * The shipped register as every installation gets it, the demo's included: the statistics whose usual
 * period the catalog knows carry it, so that the demo data and a production register agree code by code.
 */
export function readShippedRegister(): Promise<EvasRow[]> {
  return readEvasCsv(new Map(TOPICS.map((t) => [t.evas[0]!, t.period])));
}

/**
 * Loads the shipped EVAS register (data/evas.csv) into a register that holds nothing but the placeholders
 * of migration 0009 and was never loaded before, in one transaction with one audit record; returns how
 * many codes it added (0 when there was nothing to do). Without it a production installation could not
 * create a survey until someone ran the demo seed (issue 27). The earlier load's audit record, not the
 * rows, says whether the register was loaded: an office that later deletes codes gets none back.
 */
export async function ensureEvasRegister(db: Database, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // Several servers starting at once on one PostgreSQL: the first loads, the others wait here and then
    // find the register loaded. Reads of the register go on meanwhile.
    await sql`LOCK TABLE evas IN EXCLUSIVE MODE`.execute(trx);
    const ownCode = await trx
      .selectFrom("evas")
      .select("id")
      .where("evas", "not in", PLACEHOLDER_EVAS)
      .limit(1)
      .executeTakeFirst();
    // every later start ends here, without reading the audit log or the file
    if (ownCode) return 0;
    const loadedBefore = await trx
      .selectFrom("audit_log")
      .select("id")
      .where("action", "=", REGISTER_LOADED.action)
      .where("entity", "=", REGISTER_LOADED.entity)
      .limit(1)
      .executeTakeFirst();
    // an office emptied the register it had: it stays empty
    if (loadedBefore) return 0;
    const loaded = await seedEvas(trx, await readShippedRegister(), now);
    await recordAudit(trx, SYSTEM_ACTOR, {
      ...REGISTER_LOADED,
      after: { source: "evas.csv", codes: loaded },
      at: now,
    });
    return loaded;
  });
}
