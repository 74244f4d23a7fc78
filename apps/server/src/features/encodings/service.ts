import type { EncodingEntryAnswer, EncodingEntryWrite } from "@erhdb/domain";
import type { Database } from "../../db/database.ts";
import { sqlState, UNIQUE_VIOLATION } from "../../db/sql-state.ts";
import type { Actor } from "../../lib/audit.ts";
import { recordAudit } from "../../lib/audit.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import * as repo from "./repository.ts";

export interface EncodingServiceOptions {
  now: () => Date;
}

const entryExists = (entry: EncodingEntryWrite) =>
  new AppError(409, "CONFLICT", {
    messageKey: "ENCODING_ENTRY_EXISTS",
    params: { ...entry },
    field: "encoding",
  });

/**
 * The encodings screen (SPEC 2.14; decision 13): which encodings the files of a resource type may have.
 * The route's right (RESTYPENCODING_READ) is the only one; every write is one transaction with its audit.
 */
export function createEncodingService(db: Database, { now }: EncodingServiceOptions) {
  async function get(id: number): Promise<EncodingEntryAnswer> {
    const entry = await repo.findEncodingEntry(db, id);
    if (!entry) throw notFound();
    return entry;
  }

  async function create(entry: EncodingEntryWrite, actor: Actor): Promise<EncodingEntryAnswer> {
    return db.transaction().execute(async (trx) => {
      if (await repo.encodingEntryExists(trx, entry)) throw entryExists(entry);
      // the check answers the usual case; the unique index decides a race between two adding the same pair
      const created = await repo.insertEncodingEntry(trx, entry, now()).catch((error: unknown) => {
        throw sqlState(error) === UNIQUE_VIOLATION ? entryExists(entry) : error;
      });
      await recordAudit(trx, actor, {
        action: "CREATE",
        entity: "encoding",
        entityId: created.id,
        after: created,
      });
      return created;
    });
  }

  async function remove(id: number, actor: Actor): Promise<{ id: number; deleted: true }> {
    return db.transaction().execute(async (trx) => {
      const before = await repo.findEncodingEntry(trx, id, true);
      if (!before) throw notFound();
      await repo.deleteEncodingEntry(trx, id);
      await recordAudit(trx, actor, { action: "DELETE", entity: "encoding", entityId: id, before });
      return { id, deleted: true as const };
    });
  }

  return { list: () => repo.listEncodingEntries(db), get, create, remove };
}
