import type { AuthPerson, GenericResourceAnswer } from "@erhdb/domain";
import { seesInternalGenericResources } from "@erhdb/domain";
import type { FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { noteGenericResourceChange } from "../../db/public-events.ts";
import type { Queryable } from "../../db/queryable.ts";
import { discardBlob, markBlobStored } from "../../files/blob-store.ts";
import { receiveUpload, type StagedFile } from "../../files/multipart-upload.ts";
import type { StoredFile } from "../../files/send-file.ts";
import type { Actor } from "../../lib/audit.ts";
import { recordAudit } from "../../lib/audit.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import * as repo from "./repository.ts";
import { fitToFile, genericUploadRules, keptFile } from "./upload-rules.ts";

export interface GenericResourceServiceOptions {
  uploadLimitBytes: number;
  now: () => Date;
}

const ENTITY = "genericResource";

/** What the audit keeps of a general resource: its fields and which file it had (not the bytes). */
function audited({ answer, file }: repo.GenericResourceRecord) {
  return { ...answer, contentType: file.contentType, size: file.size, sha256: file.sha256 };
}

/** What the public events look at (decision 43): public or not, which file, which version. */
function eventState({ answer, file }: repo.GenericResourceRecord) {
  return { accessMode: answer.accessMode, blobId: file.blobId, version: answer.version };
}

async function reread(db: Queryable, id: number): Promise<repo.GenericResourceRecord> {
  const record = await repo.findGenericResource(db, id);
  if (!record) throw new Error(`general resource ${id} vanished inside its transaction`);
  return record;
}

/**
 * The general resources (SPEC 2.7, 7 "Generic resource", decision 13). Reads: the list and one file's
 * download; an internal resource is, for an anonymous caller, as absent as an unknown one (404). Writes:
 * a file streams into a staging blob while it is checked; then one transaction writes the row with it,
 * marks the blob stored and records the audit. Whatever fails after the upload deletes the staged bytes,
 * so a refusal leaves nothing behind. The rights are the routes' (GENERICRESOURCE_CREATE, _EDIT,
 * _DELETE); they hold for every row.
 */
export function createGenericResourceService(db: Database, options: GenericResourceServiceOptions) {
  const rules = genericUploadRules(db);
  const visibility = (person: AuthPerson | null) => ({ publicOnly: !seesInternalGenericResources(person) });

  async function list(person: AuthPerson | null): Promise<GenericResourceAnswer[]> {
    return repo.listGenericResources(db, visibility(person));
  }

  async function file(id: number, person: AuthPerson | null): Promise<StoredFile> {
    const row = await repo.findGenericResourceFile(db, id, visibility(person));
    if (!row) throw notFound();
    return row;
  }

  /** Runs the work that makes the staged file a row's; if it fails, the staged bytes go. */
  async function storing<T>(file: StagedFile | null, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (file) await discardBlob(db, file.blobId);
      throw error;
    }
  }

  async function create(request: FastifyRequest, actor: Actor): Promise<GenericResourceAnswer> {
    const { upload, file } = await receiveUpload(request, db, options.uploadLimitBytes, {
      ...rules,
      fileRequiredKey: "GENERIC_FILE_REQUIRED",
    });
    return storing(file, () => {
      const resource = fitToFile(upload, file);
      return db.transaction().execute(async (trx) => {
        const id = await repo.insertGenericResource(trx, resource, file, options.now());
        await markBlobStored(trx, file.blobId);
        const after = await reread(trx, id);
        await noteGenericResourceChange(trx, id, null, eventState(after), options.now());
        await recordAudit(trx, actor, {
          action: "CREATE",
          entity: ENTITY,
          entityId: id,
          after: audited(after),
        });
        return after.answer;
      });
    });
  }

  async function update(id: number, request: FastifyRequest, actor: Actor): Promise<GenericResourceAnswer> {
    // an unknown id is refused before any byte is stored
    const existing = await repo.findGenericResource(db, id);
    if (!existing) throw notFound();
    const { upload, file } = await receiveUpload(request, db, options.uploadLimitBytes, rules);
    return storing(file, async () => {
      // A kept zip's entries are read before the transaction: on PGlite nothing reads beside it.
      const target = file ?? (await keptFile(db, existing, upload.resourcetype));
      return db.transaction().execute(async (trx) => {
        const before = await repo.findGenericResource(trx, id, true);
        if (!before) throw notFound();
        // the file checked above was replaced in the meantime
        if (!file && before.file.blobId !== existing.file.blobId) {
          throw new AppError(409, "CONFLICT", { messageKey: "GENERIC_FILE_CHANGED" });
        }
        const resource = fitToFile(upload, target);
        await repo.updateGenericResource(trx, id, resource, file, options.now());
        if (file) await markBlobStored(trx, file.blobId);
        const after = await reread(trx, id);
        await noteGenericResourceChange(trx, id, eventState(before), eventState(after), options.now());
        await recordAudit(trx, actor, {
          action: "EDIT",
          entity: ENTITY,
          entityId: id,
          before: audited(before),
          after: audited(after),
        });
        return after.answer;
      });
    });
  }

  async function remove(id: number, actor: Actor): Promise<{ id: number; deleted: true }> {
    return db.transaction().execute(async (trx) => {
      const before = await repo.findGenericResource(trx, id, true);
      if (!before) throw notFound();
      await repo.deleteGenericResource(trx, id);
      await noteGenericResourceChange(trx, id, eventState(before), null, options.now());
      await recordAudit(trx, actor, {
        action: "DELETE",
        entity: ENTITY,
        entityId: id,
        before: audited(before),
      });
      return { id, deleted: true as const };
    });
  }

  return { list, file, create, update, remove };
}
