import { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import type { Database } from "../db/database.ts";
import { attachmentDisposition } from "../lib/content-disposition.ts";
import { readBlob } from "./blob-store.ts";

export interface StoredFile {
  fileName: string;
  contentType: string;
  /** the text encoding the file is stored in; null for binary files */
  encoding: string | null;
  blobId: number;
  size: number;
}

/** `text/xml` with ISO-8859-1 → `text/xml; charset=ISO-8859-1`; a type that names its charset stays. */
export function contentTypeWithCharset(contentType: string, encoding: string | null): string {
  const type = contentType.trim() || "application/octet-stream";
  if (!encoding || /;\s*charset=/i.test(type)) return type;
  return `${type}; charset=${encoding}`;
}

/**
 * Streams a stored file as an attachment (RFC 6266 name, its content type with the stored encoding, its
 * length), chunk by chunk as the client reads. `nosniff` comes with every answer (security plugin), so a
 * browser never runs a file as something else than it is declared.
 */
export function sendStoredFile(reply: FastifyReply, db: Database, file: StoredFile): FastifyReply {
  reply.header("content-type", contentTypeWithCharset(file.contentType, file.encoding));
  reply.header("content-disposition", attachmentDisposition(file.fileName));
  reply.header("content-length", String(file.size));
  reply.header("cache-control", "no-store");
  return reply.send(Readable.from(readBlob(db, file.blobId, file.size), { highWaterMark: 1 }));
}
