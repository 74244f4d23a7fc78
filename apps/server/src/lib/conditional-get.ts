import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";

/** A strong validator of `text`: the same contents give the same ETag on every instance. */
export function entityTag(text: string): string {
  return `"${createHash("sha256").update(text).digest("base64url").slice(0, 27)}"`;
}

/** RFC 9110 13.2.2: If-None-Match decides where given; If-Modified-Since only without it. */
export function notModified(request: FastifyRequest, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = request.headers["if-none-match"];
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch.split(",").some((t) => t.trim() === "*" || t.trim().replace(/^W\//, "") === etag);
  }
  const since = Date.parse(request.headers["if-modified-since"] ?? "");
  return Number.isFinite(since) && lastModified.getTime() <= since;
}
