import type { Evas, EvasWrite } from "@erhdb/domain";
import { buildEvasTree } from "@erhdb/domain";
import type { Database } from "../../db/database.ts";
import { noteEvasRegisterChange } from "../../db/evas-register-version.ts";
import { FOREIGN_KEY_VIOLATION, sqlState, UNIQUE_VIOLATION } from "../../db/sql-state.ts";
import type { Actor } from "../../lib/audit.ts";
import { recordAudit } from "../../lib/audit.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import * as repo from "./repository.ts";

export interface EvasServiceOptions {
  now?: (() => Date) | undefined;
}

export type EvasService = ReturnType<typeof createEvasService>;

const evasExists = (evas: string) =>
  new AppError(409, "CONFLICT", { messageKey: "EVAS_EXISTS", params: { evas }, field: "evas" });
const evasInUse = (evas: string, count: number) =>
  new AppError(409, "CONFLICT", { messageKey: "EVAS_IN_USE", params: { evas, count: String(count) } });
const codeFixed = () => new AppError(400, "VALIDATION", { messageKey: "EVAS_CODE_FIXED", field: "evas" });

/** The EVAS register: reads for everyone, writes in one transaction each with an audit record. */
export function createEvasService(db: Database, options: EvasServiceOptions = {}) {
  const now = options.now ?? (() => new Date());

  async function get(id: number): Promise<Evas> {
    const evas = await repo.findEvasById(db, id);
    if (!evas) throw notFound();
    return evas;
  }

  async function create(input: EvasWrite, actor: Actor): Promise<Evas> {
    return db.transaction().execute(async (trx) => {
      if (await repo.evasCodeExists(trx, input.evas)) throw evasExists(input.evas);
      // The check above answers the usual case; the unique index decides a race between two creators.
      const created = await repo.insertEvas(trx, input, now()).catch((error: unknown) => {
        throw sqlState(error) === UNIQUE_VIOLATION ? evasExists(input.evas) : error;
      });
      await noteEvasRegisterChange(trx, now());
      await recordAudit(trx, actor, {
        action: "CREATE",
        entity: "evas",
        entityId: created.id,
        after: created,
      });
      return created;
    });
  }

  async function update(id: number, input: EvasWrite, actor: Actor): Promise<Evas> {
    return db.transaction().execute(async (trx) => {
      const before = await repo.lockEvasById(trx, id);
      if (!before) throw notFound();
      // Surveys and requests name an EVAS by its code, so the code is its identity (SPEC 5: not editable).
      if (input.evas !== before.evas) throw codeFixed();
      const after = await repo.updateEvas(trx, id, input, now());
      await noteEvasRegisterChange(trx, now());
      await recordAudit(trx, actor, { action: "EDIT", entity: "evas", entityId: id, before, after });
      return after;
    });
  }

  async function remove(id: number, actor: Actor): Promise<Evas> {
    return db.transaction().execute(async (trx) => {
      // The lock also holds off a survey assigning this EVAS between the count and the delete.
      const before = await repo.lockEvasById(trx, id);
      if (!before) throw notFound();
      const assigned = await repo.countSurveyAssignments(trx, id);
      if (assigned > 0) throw evasInUse(before.evas, assigned);
      await repo.deleteEvas(trx, id).catch((error: unknown) => {
        throw sqlState(error) === FOREIGN_KEY_VIOLATION ? evasInUse(before.evas, 1) : error;
      });
      await noteEvasRegisterChange(trx, now());
      await recordAudit(trx, actor, { action: "DELETE", entity: "evas", entityId: id, before });
      return before;
    });
  }

  return {
    get,
    /** Every 5-digit EVAS still in use (closing null or after today in Berlin), by code. */
    activeEvas: () => repo.listEvasOfLevel(db, 5, now()),
    activeTree: async () => buildEvasTree(await repo.listActiveCodes(db, now())),
    /** Every code of one length, discontinued ones included (the survey dialog checks closing itself). */
    ofLevel: (level: number) => repo.listEvasOfLevel(db, level),
    create,
    update,
    remove,
  };
}
