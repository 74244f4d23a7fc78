import type { Database } from "../../db/database.ts";
import { type EvasRegisterVersion, evasRegisterVersion } from "../../db/evas-register-version.ts";
import type { Queryable } from "../../db/queryable.ts";
import type { EvasCode } from "./artefacts.ts";

export { evasRegisterVersion };

export interface EvasRegisterSnapshot extends EvasRegisterVersion {
  codes: EvasCode[];
}

/** The register's codes and its version as one snapshot, so that a version never labels other codes. */
export async function readEvasRegister(db: Database): Promise<EvasRegisterSnapshot> {
  return db
    .transaction()
    .setIsolationLevel("repeatable read")
    .execute(async (trx) => {
      const version = await evasRegisterVersion(trx);
      return { ...version, codes: await listEvasCodes(trx) };
    });
}

async function listEvasCodes(db: Queryable): Promise<EvasCode[]> {
  return db.selectFrom("evas").select(["evas", "description", "closing"]).orderBy("evas").execute();
}
