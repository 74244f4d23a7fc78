import { createHmac, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { sql } from "kysely";

// Frozen once released. Issue 34: a failed login's audit record kept the name as typed, so a password typed
// into the name field stayed in the audit log, which administrators read, download and query in the SQL
// console; login_attempt kept the plain SHA-256 of it, which a dictionary of hashed passwords reverses.
// From now on both hash the name under a key of this database (decision 25): one random key, created here
// once, shared by every instance and kept across restarts and backups. The SQL console's reader is granted
// nothing on it (migration 0011 grants per table).
//
// What was stored before goes: the attempts (keyed anew, they would count for nobody; they only decide the
// locks of the next half hour), and in the LOGIN_FAILED records the names that are no account's address,
// replaced as a failed login records them now: no name, `after: {unknownName}` with the hash's first 10
// hex digits (features/auth/login-throttle.ts, as of this migration).

const BATCH = 500;

export async function up(db: Kysely<unknown>): Promise<void> {
  const key = randomBytes(32);
  await sql`
    CREATE TABLE login_name_key (
      only_one boolean PRIMARY KEY DEFAULT true CHECK (only_one),
      key      bytea NOT NULL CHECK (length(key) = 32)
    )
  `.execute(db);
  await sql`INSERT INTO login_name_key (key) VALUES (${key})`.execute(db);
  await sql`DELETE FROM login_attempt`.execute(db);

  const { rows } = await sql<{ name: string }>`
    SELECT DISTINCT a.actor_email AS name FROM audit_log a
    WHERE a.action = 'LOGIN_FAILED' AND a.actor_id IS NULL AND a.actor_email IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM person p WHERE lower(p.email) = lower(a.actor_email))
  `.execute(db);
  // the names with their records' new `after`, gathered first, so that the audit log is read once more only
  await sql`CREATE TEMPORARY TABLE unknown_login_name (name text PRIMARY KEY, after jsonb NOT NULL)`.execute(
    db,
  );
  for (let start = 0; start < rows.length; start += BATCH) {
    const pairs = rows.slice(start, start + BATCH).map(({ name }) => {
      const hash = createHmac("sha256", key).update(name.trim().toLowerCase()).digest("hex").slice(0, 10);
      return sql`(${name}, ${JSON.stringify({ unknownName: hash })}::jsonb)`;
    });
    await sql`INSERT INTO unknown_login_name (name, after) VALUES ${sql.join(pairs)}`.execute(db);
  }
  await sql`
    UPDATE audit_log a SET actor_email = NULL, after = u.after
    FROM unknown_login_name u
    WHERE a.action = 'LOGIN_FAILED' AND a.actor_id IS NULL AND a.actor_email = u.name
  `.execute(db);
  await sql`DROP TABLE unknown_login_name`.execute(db);
}
