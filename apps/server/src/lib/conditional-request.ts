import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";

/**
 * RFC 9110 13.2.2: If-None-Match decides where given; If-Modified-Since only without it, to the second
 * (an HTTP date has no finer part).
 */
export function notModified(request: FastifyRequest, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = request.headers["if-none-match"];
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch.split(",").some((t) => t.trim() === "*" || t.trim().replace(/^W\//, "") === etag);
  }
  const since = Date.parse(request.headers["if-modified-since"] ?? "");
  return Number.isFinite(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

/** A strong entity tag of a text: a short hash of it, quoted. */
export function entityTag(text: string): string {
  return `"${createHash("sha256").update(text).digest("base64url").slice(0, 27)}"`;
}
