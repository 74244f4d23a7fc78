import type { Evas, EvasTreeNode, EvasWrite } from "@erhdb/domain";
import { evasLevel } from "@erhdb/domain";
import type { Database } from "../../db/database.ts";
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

/** PostgreSQL's SQLSTATE of a failed statement, if it is one. */
function sqlState(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("code" in error)) return undefined;
  return typeof error.code === "string" ? error.code : undefined;
}
const UNIQUE_VIOLATION = "23505";
const FOREIGN_KEY_VIOLATION = "23503";

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

/** Where a code's parent may be, nearest first: a 5-digit code's group has 3 digits, and so on up. */
const ANCESTOR_LENGTHS = [3, 2, 1] as const;

/**
 * The tree of the given codes (levels 1, 2, 3, 5). Decisions:
 * - A code hangs under its nearest present ancestor: six 5-digit codes of the real register have no
 *   3-digit group (13412, 33231, ...), and they belong under their 2-digit group rather than being lost
 *   or shown as roots. A code whose ancestors are all absent becomes a root.
 * - Groups without (active) statistics below them are kept: the tree shows the register's structure,
 *   and the register itself lists such groups (e.g. 149 or 191).
 * - The caller passes only active codes, so a discontinued group disappears and its still active codes
 *   move up to the next active ancestor, by the same nearest-ancestor rule.
 * Children are in code order.
 */
export function buildEvasTree(rows: readonly { evas: string; description: string }[]): EvasTreeNode[] {
  const sorted = [...rows].sort((a, b) => (a.evas < b.evas ? -1 : a.evas > b.evas ? 1 : 0));
  const nodes = new Map<string, EvasTreeNode>();
  const roots: EvasTreeNode[] = [];
  // A prefix sorts before its extensions, so every ancestor is placed before its descendants.
  for (const row of sorted) {
    const level = evasLevel(row.evas);
    if (level === null) continue;
    const node: EvasTreeNode = { evas: row.evas, description: row.description, level, children: [] };
    const parent = ANCESTOR_LENGTHS.filter((length) => length < level)
      .map((length) => nodes.get(row.evas.slice(0, length)))
      .find((candidate) => candidate !== undefined);
    (parent ? parent.children : roots).push(node);
    nodes.set(row.evas, node);
  }
  return roots;
}
