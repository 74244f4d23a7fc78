import { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import type { Database } from "../db/database.ts";
import { attachmentDisposition } from "../lib/content-disposition.ts";
import { keepUncompressed } from "../plugins/compression.ts";
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
 * browser never runs a file as something else than it is declared. Only a file the server proved to be
 * text (it has an encoding) may be compressed on the way; ZIP, PDF and every other binary file go out as
 * stored, with their length, whatever type the uploader declared (decision 14).
 */
export function sendStoredFile(reply: FastifyReply, db: Database, file: StoredFile): FastifyReply {
  reply.header("content-type", contentTypeWithCharset(file.contentType, file.encoding));
  reply.header("content-disposition", attachmentDisposition(file.fileName));
  reply.header("content-length", String(file.size));
  reply.header("cache-control", "no-store");
  if (file.encoding === null) keepUncompressed(reply);
  return reply.send(Readable.from(readBlob(db, file.blobId, file.size), { highWaterMark: 1 }));
}
