import { z } from "zod";
import type { AuthPerson } from "../auth/person.ts";
import { genericResourceNeedsMainFile } from "../files/fileRules.ts";

/**
 * A general resource as `GET genericResource` lists it (SPEC 3 "Generic resource", without the file's
 * content, which `GET genericResource/{id}/content` downloads). Server and web share the shape.
 */
export const genericResourceAnswer = z.object({
  id: z.number(),
  /** '01' SDFMeta, '02' schema, '03' raw2html, '04' res2html */
  resourcetype: z.string(),
  datmlRawVersion: z.string(),
  version: z.string(),
  bzr: z.string(),
  description: z.string(),
  /** true: public (extern) */
  accessMode: z.boolean(),
  /** the entry file of a zip archive */
  mainGenRes: z.string().nullable(),
  filename: z.string(),
  /** the encoding column (a zip archive keeps the default; its download names none: genericResourceEncoding) */
  encoding: z.string(),
  /** ISO timestamp of the last change */
  updating: z.string(),
});
export type GenericResourceAnswer = z.infer<typeof genericResourceAnswer>;

export const genericResourceListAnswer = z.array(genericResourceAnswer);

/**
 * Anonymous visitors see only the public general resources (SPEC 6: "Anonymous visitors see only
 * public documents"); whoever is logged in sees all of them.
 */
export function seesInternalGenericResources(person: AuthPerson | null): boolean {
  return person !== null;
}

/**
 * The encoding a general resource's file is served with (and its table shows): the stored one, except for a
 * zip archive, which has none (decision 13) while its column keeps the default.
 */
export function genericResourceEncoding(fileName: string, stored: string): string | null {
  return genericResourceNeedsMainFile(fileName) ? null : stored;
}
