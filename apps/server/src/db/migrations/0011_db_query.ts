import type { Kysely } from "kysely";
import { sql } from "kysely";

// Frozen once released. The SQL console's reader (decision 18): the role whose rights bound what a console
// query can do. The app switches to it per query (SET LOCAL ROLE in a READ ONLY transaction, rolled back).

const READER = "erhdb_sql_reader";

/**
 * The tables the reader may SELECT, each with the columns it may not (secrets: password hashes, the
 * hashes of mailed tokens, the mails' contents and headers, which carry unsubscribe tokens). The grants
 * are per column, so a column a later migration adds stays unreadable until that migration grants it.
 * Not readable at all: session, password_token, newsletter_token (tokens), rate_limit_hit and
 * login_attempt (the lock's counters), file_chunk (the files' bytes), data_version_base, data_change and
 * Kysely's tables (machinery).
 */
const READABLE: Readonly<Record<string, readonly string[]>> = {
  audit_log: [],
  encoding: [],
  evas: [],
  file_blob: [],
  generic_resource: [],
  mail_outbox: ["body", "html", "headers"],
  newsletter_event: [],
  newsletter_subscription: ["verify_token_hash"],
  person: ["password_hash"],
  person_permission: [],
  request: ["ticket_token_hash"],
  request_content: [],
  resource: [],
  role: [],
  role_acl: [],
  role_statid: [],
  survey: [],
  survey_commentary: [],
  survey_evas: [],
  survey_link: [],
  table_template: [],
};

const LOCKS = [
  "pg_advisory_lock",
  "pg_advisory_lock_shared",
  "pg_try_advisory_lock",
  "pg_try_advisory_lock_shared",
  "pg_advisory_xact_lock",
  "pg_advisory_xact_lock_shared",
  "pg_try_advisory_xact_lock",
  "pg_try_advisory_xact_lock_shared",
];

/**
 * Functions PUBLIC may call that a console statement must not: set_config can set `role` or
 * `session_authorization` in the middle of a statement, and as the app's session user is a superuser
 * on PGlite and in CI, that would lift the rest of the statement (a query_to_xml, say) out of the reader's
 * rights; advisory locks outlive the statement's transaction (session locks) or hold off the app's own
 * (the rate limiter's); pg_sleep only holds the database. Revoked from PUBLIC: the app's own user is a
 * superuser (see up) and keeps them; other roles of this database lose them with the reader.
 */
const REVOKED_FUNCTIONS = [
  "set_config(text, text, boolean)",
  "pg_sleep(double precision)",
  "pg_sleep_for(interval)",
  "pg_sleep_until(timestamp with time zone)",
  ...LOCKS.flatMap((name) => [`${name}(bigint)`, `${name}(integer, integer)`]),
];

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function readableColumns(db: Kysely<unknown>, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT attname AS name FROM pg_attribute
    WHERE attrelid = ${`public.${table}`}::regclass AND attnum > 0 AND NOT attisdropped
    ORDER BY attnum`.execute(db);
  const hidden = READABLE[table] ?? [];
  return rows.map((r) => r.name).filter((name) => !hidden.includes(name));
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ superuser: boolean }>`
    SELECT rolsuper AS superuser FROM pg_roles WHERE rolname = current_user`.execute(db);
  // Revoking rights from PUBLIC on pg_catalog's functions needs a superuser. Without one the console
  // refuses every query (its check says what is missing) and the rest of the app works as before; a
  // database administrator can run this migration's statements by hand.
  if (!rows[0]?.superuser) return;

  // Roles belong to the cluster, not to the database: several databases (test copies, parallel runs)
  // may create it at once, so a duplicate is fine; its attributes are set anew in any case.
  await sql
    .raw(`
      DO $$ BEGIN
        CREATE ROLE ${READER} NOLOGIN;
      EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
      END $$;
      ALTER ROLE ${READER} NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOLOGIN NOREPLICATION NOBYPASSRLS;
      GRANT ${READER} TO CURRENT_USER;
      REVOKE CREATE ON SCHEMA public FROM PUBLIC;
    `)
    .execute(db);

  const functions = REVOKED_FUNCTIONS.map((f) => `pg_catalog.${f}`).join(", ");
  await sql
    .raw(`
      REVOKE EXECUTE ON FUNCTION ${functions} FROM PUBLIC;
    `)
    .execute(db);

  for (const table of Object.keys(READABLE)) {
    const columns = (await readableColumns(db, table)).map(quoted).join(", ");
    await sql.raw(`GRANT SELECT (${columns}) ON public.${quoted(table)} TO ${READER}`).execute(db);
  }
}
