import { z } from "zod";
import { type Access, LOGGED_IN, PUBLIC } from "../auth/access.ts";

/**
 * The documents of the documentation page (SPEC 2.6, 7 "Documents"; decision 19): files to download and
 * HTML pages, each public (extern) or for logged-in users (intern).
 */

/** `file`: downloaded from `documents/{extern|intern}/{file}`; `html`: shown from `documents/loadhtml/{name}`. */
export const DOCUMENT_KINDS = ["file", "html"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_VISIBILITIES = ["extern", "intern"] as const;
export type DocumentVisibility = (typeof DOCUMENT_VISIBILITIES)[number];

/** A document's key in the calls: a file name or a plain name, never a path (no slash, no leading dot). */
export const DOCUMENT_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

export const documentNameSchema = z.string().regex(DOCUMENT_NAME_PATTERN);

/** Who may read a document of this visibility: everyone, or whoever is logged in. */
export function documentAccess(visibility: DocumentVisibility): Access {
  return visibility === "extern" ? PUBLIC : LOGGED_IN;
}

/** A document as `GET documents` lists it, without its content. */
export const documentAnswer = z.object({
  name: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  visibility: z.enum(DOCUMENT_VISIBILITIES),
  title: z.object({ de: z.string(), en: z.string() }),
  /** the media type it is served with, e.g. application/pdf or text/html */
  mediaType: z.string(),
  /** bytes of the stored content */
  size: z.number(),
  /** ISO timestamp of the last change */
  updated: z.string(),
});
export type DocumentAnswer = z.infer<typeof documentAnswer>;

export const documentListAnswer = z.array(documentAnswer);

/** The API path (below api/v1/) that serves the document's content. */
export function documentContentPath(document: Pick<DocumentAnswer, "name" | "kind" | "visibility">): string {
  const name = encodeURIComponent(document.name);
  return document.kind === "html" ? `documents/loadhtml/${name}` : `documents/${document.visibility}/${name}`;
}
