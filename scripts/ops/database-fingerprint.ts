// What a database holds, as the backup round trip compares it before and after: every table's rows, the
// surveys' and accounts' rows, every stored file's bytes and, on PostgreSQL, the SQL console role's rights.
import { sql } from "kysely";
import { openDatabase } from "../../apps/server/src/db/database.ts";

export interface Fingerprint {
  /** rows of every table of the schema */
  rows: Record<string, number>;
  /** every survey's and every account's row as text, hashed */
  surveys: string;
  persons: string;
  /** per stored file: its id, the SHA-256 the upload recorded and the SHA-256 of its chunks' bytes now */
  files: { id: number; recorded: string | null; bytes: string | null }[];
  /** PostgreSQL: the rights of the SQL console's role (decision 18), which a restore must keep */
  privileges: string;
}

export interface Target {
  databaseUrl: string | null;
  dataDir: string;
}

export async function fingerprint(env: Target): Promise<Fingerprint> {
  const handle = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  const db = handle.db;
  try {
    const tables = await sql<{ name: string }>`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`.execute(db);
    const rows: Record<string, number> = {};
    for (const { name } of tables.rows) {
      const counted = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(name)}`.execute(db);
      rows[name] = counted.rows[0]?.n ?? -1;
    }
    const digest = async (table: "survey" | "person") =>
      (
        await sql<{ d: string }>`
          SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t.id), '')) AS d FROM ${sql.table(table)} t`.execute(
          db,
        )
      ).rows[0]?.d ?? "";
    const files = await sql<{ id: number; recorded: string | null; bytes: string | null }>`
      SELECT b.id, b.sha256 AS recorded,
             encode(sha256(string_agg(c.data, ''::bytea ORDER BY c.seq)), 'hex') AS bytes
      FROM file_blob b LEFT JOIN file_chunk c ON c.blob_id = b.id
      GROUP BY b.id ORDER BY b.id`.execute(db);
    const privileges =
      handle.kind === "postgres"
        ? ((
            await sql<{ d: string }>`
              SELECT md5(
                (SELECT coalesce(string_agg(p.oid::regprocedure::text || ':' || p.proacl::text, '|' ORDER BY p.oid::regprocedure::text), '')
                 FROM pg_proc p WHERE p.proacl IS NOT NULL) || '#' ||
                (SELECT coalesce(string_agg(table_name || '.' || column_name, '|' ORDER BY table_name, column_name), '')
                 FROM information_schema.column_privileges WHERE grantee = 'erhdb_sql_reader')) AS d`.execute(
              db,
            )
          ).rows[0]?.d ?? "")
        : "";
    return {
      rows,
      surveys: await digest("survey"),
      persons: await digest("person"),
      files: files.rows,
      privileges,
    };
  } finally {
    await handle.close();
  }
}
