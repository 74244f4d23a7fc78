import type { Kysely } from "kysely";
import { sql } from "kysely";

// Frozen once released. The login throttling of decision 25: an attempt is counted by the client's address
// key (an IPv6 client by its /64; lib/client-address.ts) and by the account tried, as the SHA-256 of the
// normalized name whether or not such an account exists. The attempts recorded before carry no account;
// they only decide locks of the next half hour, so they are dropped rather than kept without one.
// login_attempt stays unreadable for the SQL console's reader (migration 0011 grants it nothing).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM login_attempt`.execute(db);
  await sql`ALTER TABLE login_attempt RENAME COLUMN ip TO address_key`.execute(db);
  await sql`ALTER INDEX login_attempt_ip_idx RENAME TO login_attempt_address_idx`.execute(db);
  await sql`
    ALTER TABLE login_attempt
      ADD COLUMN account_key char(64) NOT NULL CHECK (account_key ~ '^[0-9a-f]{64}$')
  `.execute(db);
  // the account's failures from every address (its delay); those of one address are few (its locks)
  await sql`CREATE INDEX login_attempt_account_idx ON login_attempt (account_key, attempted_at DESC)`.execute(
    db,
  );
}
