import { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import type { Database } from "../../db/database.ts";
import { readBlob } from "../../files/blob-store.ts";

/** An HTML document to serve: its stored fragment. */
export interface DocumentPage {
  blobId: number;
  size: number;
}

/**
 * The fragment's own policy, stricter than the app's: opened directly, it runs nothing, loads nothing
 * and submits nothing, and its links open outside it (decision 19). The web app shows the fragment
 * through its own renderer, which keeps only plain text elements.
 */
export const DOCUMENT_PAGE_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src data:",
  "base-uri 'none'",
  "form-action 'none'",
  "sandbox allow-popups allow-popups-to-escape-sandbox",
].join("; ");

/** Streams the stored fragment inline, as UTF-8 HTML, chunk by chunk. */
export function sendDocumentPage(reply: FastifyReply, db: Database, page: DocumentPage): FastifyReply {
  reply.header("content-type", "text/html; charset=utf-8");
  reply.header("content-security-policy", DOCUMENT_PAGE_POLICY);
  reply.header("content-language", "de");
  reply.header("content-length", String(page.size));
  reply.header("cache-control", "no-store");
  return reply.send(Readable.from(readBlob(db, page.blobId, page.size), { highWaterMark: 1 }));
}
