import type { AuthPerson, DocumentAnswer, DocumentVisibility } from "@erhdb/domain";
import { checkAccess, DOCUMENT_VISIBILITIES, documentAccess } from "@erhdb/domain";
import type { Queryable } from "../../db/queryable.ts";
import type { StoredFile } from "../../files/send-file.ts";
import { AppError, unauthenticated } from "../../lib/errors.ts";
import type { DocumentPage } from "./html-page.ts";
import * as repo from "./repository.ts";

const documentNotFound = (name: string) =>
  new AppError(404, "DOCUMENT_NOT_FOUND", { messageKey: "DOCUMENT_NOT_FOUND", params: { name } });

/**
 * The documents of the documentation page (SPEC 2.6, 7 "Documents"; decision 19). Each content call serves
 * exactly its kind and visibility; anything else of the name is as absent as an unknown name.
 */
export function createDocumentService(db: Queryable) {
  const visibleTo = (person: AuthPerson | null): DocumentVisibility[] =>
    DOCUMENT_VISIBILITIES.filter((v) => checkAccess(person, documentAccess(v)) === "granted");

  function list(person: AuthPerson | null): Promise<DocumentAnswer[]> {
    return repo.listDocuments(db, visibleTo(person));
  }

  /** A file of the visibility; its route has checked the session that the visibility needs. */
  async function file(name: string, visibility: DocumentVisibility): Promise<StoredFile> {
    const found = await repo.findDocument(db, name, "file", visibility);
    if (!found) throw documentNotFound(name);
    return {
      fileName: found.answer.name,
      contentType: found.answer.mediaType,
      encoding: found.encoding,
      blobId: found.blobId,
      size: found.answer.size,
    };
  }

  /**
   * An HTML page the caller may see. Anonymous callers see the public ones only: any other name, of an
   * internal page or of none, asks them to log in (401, decision 19), so that the answer does not tell an
   * internal page from an unknown one (decision 34); a session gets 404 for an unknown name.
   */
  async function page(name: string, person: AuthPerson | null): Promise<DocumentPage> {
    const found = await repo.findDocument(db, name, "html");
    if (found && checkAccess(person, documentAccess(found.answer.visibility)) === "granted") {
      return { blobId: found.blobId, size: found.answer.size };
    }
    if (!person) throw unauthenticated();
    throw documentNotFound(name);
  }

  return { list, file, page };
}
