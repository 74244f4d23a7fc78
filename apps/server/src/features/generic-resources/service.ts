import type { AuthPerson, GenericResourceAnswer } from "@erhdb/domain";
import { seesInternalGenericResources } from "@erhdb/domain";
import type { Queryable } from "../../db/queryable.ts";
import type { StoredFile } from "../../files/send-file.ts";
import { notFound } from "../../lib/errors.ts";
import * as repo from "./repository.ts";

/**
 * The read side of the general resources (SPEC 2.7, 7 "Generic resource"): the list and one file's
 * download. An internal resource is, for an anonymous caller, as absent as an unknown one (404).
 */
export function createGenericResourceService(db: Queryable) {
  const visibility = (person: AuthPerson | null) => ({ publicOnly: !seesInternalGenericResources(person) });

  async function list(person: AuthPerson | null): Promise<GenericResourceAnswer[]> {
    return repo.listGenericResources(db, visibility(person));
  }

  async function file(id: number, person: AuthPerson | null): Promise<StoredFile> {
    const row = await repo.findGenericResourceFile(db, id, visibility(person));
    if (!row) throw notFound();
    return row;
  }

  return { list, file };
}
