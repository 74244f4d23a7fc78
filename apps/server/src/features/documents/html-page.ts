import { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import type { Database } from "../../db/database.ts";
import { readBlob } from "../../files/blob-store.ts";
import { escapeHtml } from "../../mail/templates/layout.ts";

/** An HTML document to serve: its German title and its stored body fragment. */
export interface DocumentPage {
  title: string;
  blobId: number;
  size: number;
}

/**
 * The page's own policy, stricter than the app's: opened directly, it runs nothing and loads nothing, and
 * its links open outside it (decision 19).
 */
export const DOCUMENT_PAGE_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src data:",
  "base-uri 'none'",
  "form-action 'none'",
  "sandbox allow-popups allow-popups-to-escape-sandbox",
].join("; ");

// readable in the light and the dark theme's dialog alike: the page brings its own colours
const STYLE = [
  "body{margin:0;padding:16px 24px;font:16px/1.5 Roboto,Helvetica,Arial,sans-serif;color:#1f1f1f;background:#fff}",
  "h1{font-size:1.6rem;font-weight:400;margin:0 0 16px}",
  "h2{font-size:1.25rem;font-weight:500;margin:24px 0 8px}",
  "h3{font-size:1.05rem;font-weight:500;margin:16px 0 4px}",
  "a{color:#0b57d0}",
  "code{font-family:ui-monospace,Consolas,monospace;background:#f1f3f4;padding:0 3px}",
  "table{border-collapse:collapse;margin:8px 0}",
  "th,td{border:1px solid #c4c7c5;padding:4px 8px;text-align:left;vertical-align:top}",
].join("");

/** The page around a stored fragment: German, its title as <title> and <h1>, links to a new window. */
function frame(title: string): { head: Buffer; tail: Buffer } {
  const text = escapeHtml(title);
  return {
    head: Buffer.from(
      `<!DOCTYPE html>\n<html lang="de">\n<head>\n<meta charset="utf-8">\n<title>${text}</title>\n` +
        `<base target="_blank">\n<style>${STYLE}</style>\n</head>\n<body>\n<main>\n<h1>${text}</h1>\n`,
      "utf8",
    ),
    tail: Buffer.from("\n</main>\n</body>\n</html>\n", "utf8"),
  };
}

/** Streams the page: the frame's head, the stored fragment chunk by chunk, the frame's tail. */
export function sendDocumentPage(reply: FastifyReply, db: Database, page: DocumentPage): FastifyReply {
  const { head, tail } = frame(page.title);
  async function* bytes() {
    yield head;
    yield* readBlob(db, page.blobId, page.size);
    yield tail;
  }
  reply.header("content-type", "text/html; charset=utf-8");
  reply.header("content-security-policy", DOCUMENT_PAGE_POLICY);
  reply.header("content-length", String(head.length + page.size + tail.length));
  reply.header("cache-control", "no-store");
  return reply.send(Readable.from(bytes(), { highWaterMark: 1 }));
}
