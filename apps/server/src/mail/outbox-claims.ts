import { type Kysely, sql, type UpdateObject } from "kysely";
import type { Database } from "../db/database.ts";
import type { DB } from "../db/schema.ts";

/** A mail a sender holds until it is sent, failed or its claim lapses. */
export interface ClaimedMail {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  html: string | null;
  headers: Record<string, string>;
  kind: string;
  /** tries so far, this one included */
  attempts: number;
  createdAt: Date;
}

/**
 * Mails whose time has come and that no other sender holds, oldest due first. SKIP LOCKED passes over
 * rows another sender is claiming this instant; a claim it committed earlier is seen in
 * `claimed_until` (READ COMMITTED rechecks a locked row's newest version), so no two senders get the
 * same mail. A mail printed on the console is never sent later: it was delivered the only way there
 * was, and its links may have expired since.
 */
function dueMails(db: Kysely<DB>, now: Date, limit: number) {
  return db
    .selectFrom("mail_outbox")
    .select("id")
    .where("sent_at", "is", null)
    .where("logged_at", "is", null)
    .where("next_attempt_at", "<=", now)
    .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", now)]))
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(limit)
    .forUpdate()
    .skipLocked();
}

const CLAIMED = [
  "id",
  "recipient",
  "subject",
  "body",
  "html",
  "headers",
  "kind",
  "attempts",
  "created_at",
] as const;

/** Sets `changes` on up to `limit` due mails in one statement and returns them, oldest first. */
async function claim(
  db: Database,
  now: Date,
  limit: number,
  changes: UpdateObject<DB, "mail_outbox">,
): Promise<ClaimedMail[]> {
  const rows = await db
    .updateTable("mail_outbox")
    .set(changes)
    .where("id", "in", dueMails(db, now, limit))
    .returning(CLAIMED)
    .execute();
  return rows
    .map(({ created_at, ...row }) => ({ ...row, createdAt: created_at }))
    .sort((a, b) => a.id - b.id);
}

/** Claims up to `limit` due mails for `claimMs` and counts the try. */
export function claimDueMails(
  db: Database,
  { now, claimMs, limit }: { now: Date; claimMs: number; limit: number },
): Promise<ClaimedMail[]> {
  return claim(db, now, limit, {
    claimed_until: new Date(now.getTime() + claimMs),
    attempts: sql<number>`attempts + 1`,
  });
}

/**
 * Without SMTP: marks up to `limit` due mails as printed (`logged_at`, named when they went to the log)
 * and returns them to be printed on the console. Marked before it is printed, a mail is printed at most
 * once, also by several instances; it stays unsent.
 */
export function claimDueMailsForConsole(db: Database, { now, limit }: { now: Date; limit: number }) {
  return claim(db, now, limit, { logged_at: now });
}

export async function markSent(db: Database, id: number, now: Date): Promise<void> {
  await db
    .updateTable("mail_outbox")
    .set({ sent_at: now, claimed_until: null, last_error: null })
    .where("id", "=", id)
    .execute();
}

export async function markFailed(db: Database, id: number, error: string, retryAt: Date): Promise<void> {
  await db
    .updateTable("mail_outbox")
    .set({ last_error: error.slice(0, 1000), next_attempt_at: retryAt, claimed_until: null })
    .where("id", "=", id)
    .execute();
}

/** Ends the claims of mails a sender claimed but did not try (the server was unreachable): not a try. */
export async function releaseUntried(db: Database, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable("mail_outbox")
    .set({ claimed_until: null, attempts: sql<number>`attempts - 1` })
    .where("id", "in", ids)
    .execute();
}
