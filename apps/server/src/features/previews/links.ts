import { createHmac, timingSafeEqual } from "node:crypto";
import type { AuthPerson } from "@erhdb/domain";
import type { Database } from "../../db/database.ts";
import { previewLinkKey } from "./repository.ts";

/**
 * The token of a logged-in caller's preview link (decision 45). The app's session travels in the
 * Authorization header, which an iframe or a new tab does not send; so the link carries a token that names
 * the resource, the caller's session (by its token hash, which is no credential: the server hashes what it
 * is given) and the end of its validity, signed with the database's preview key. It acts as its session's
 * person while the session lives, for that one resource's preview, and for LINK_TTL_MS at most. The log
 * redacts it as every `token` parameter.
 */
export const LINK_TTL_MS = 30 * 60_000;

/** What the links need of the sessions: the person of a live session, by its token hash. */
export interface PreviewSessions {
  authenticateHash(tokenHash: string, options: { activity: boolean }): Promise<{ person: AuthPerson } | null>;
}

const TOKEN = /^([0-9]{1,12})\.([0-9a-f]{64})\.([A-Za-z0-9_-]{43})$/;

export function createPreviewLinks(db: Database, options: { now: () => Date }) {
  // read once per process: the key never changes; a failed read is tried again next time
  let key: Promise<Buffer> | undefined;
  function signingKey(): Promise<Buffer> {
    key ??= previewLinkKey(db).catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  }

  async function signature(resourceId: number, expires: string, sessionHash: string): Promise<Buffer> {
    return createHmac("sha256", await signingKey())
      .update(`preview ${resourceId} ${expires} ${sessionHash}`)
      .digest();
  }

  /** A token for the resource's preview in the name of the session with this token hash. */
  async function issue(resourceId: number, sessionHash: string): Promise<string> {
    const expires = String(Math.floor((options.now().getTime() + LINK_TTL_MS) / 1000));
    const mac = await signature(resourceId, expires, sessionHash);
    return `${expires}.${sessionHash}.${mac.toString("base64url")}`;
  }

  /**
   * The person a token speaks for, for this resource: null for a token that is malformed, forged, of
   * another resource, expired, or whose session has ended. Reading a preview keeps no session alive.
   */
  async function personOf(
    token: string,
    resourceId: number,
    sessions: PreviewSessions,
  ): Promise<AuthPerson | null> {
    const parts = TOKEN.exec(token);
    if (!parts) return null;
    const [, expires = "", sessionHash = "", mac = ""] = parts;
    const expected = await signature(resourceId, expires, sessionHash);
    // compared as text, not as decoded bytes: base64url's last character carries two bits that decoding
    // drops, so four spellings of one signature would otherwise pass (a token changed in its last
    // character must be refused like any other change)
    const given = Buffer.from(mac);
    const wanted = Buffer.from(expected.toString("base64url"));
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return null;
    if (Number(expires) * 1000 <= options.now().getTime()) return null;
    const session = await sessions.authenticateHash(sessionHash, { activity: false });
    return session?.person ?? null;
  }

  return { issue, personOf };
}
