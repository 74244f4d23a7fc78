import type { AuthPerson, GenericResourceAnswer } from "@erhdb/domain";
import { seesInternalGenericResources } from "@erhdb/domain";
import type { Queryable } from "../../db/queryable.ts";
import { notFound } from "../../lib/errors.ts";
import * as repo from "./repository.ts";

export interface GenericResourceFile {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/**
 * The read side of the general resources (SPEC 2.7, 7 "Generic resource"): the list and one file's
 * download. An internal resource is, for an anonymous caller, as absent as an unknown one (404).
 */
export function createGenericResourceService(db: Queryable) {
  const visibility = (person: AuthPerson | null) => ({ publicOnly: !seesInternalGenericResources(person) });

  async function list(person: AuthPerson | null): Promise<GenericResourceAnswer[]> {
    return repo.listGenericResources(db, visibility(person));
  }

  async function file(id: number, person: AuthPerson | null): Promise<GenericResourceFile> {
    const row = await repo.findGenericResourceFile(db, id, visibility(person));
    if (!row) throw notFound();
    return { filename: row.filename, contentType: row.content_type, content: row.content };
  }

  return { list, file };
}
