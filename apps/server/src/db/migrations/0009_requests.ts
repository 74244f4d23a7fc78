import type { Kysely } from "kysely";
import { sql } from "kysely";

/**
 * Requests (issue 15, decision 17).
 *
 * - The placeholder EVAS 00000, 01000 and 09000: a NEW_ERHEBUNGSID request without EVAS is accepted
 *   with one of them, so that every survey has an EVAS until its real one is assigned. They are rows of
 *   the register like any other, part of every installation (not of the demo data); an installation
 *   that has such a code already keeps its own.
 * - The statistic id and the state a request concerns, and the applicant's language: the server writes
 *   them at creation (the rule is the domain's requestStatisticId and requestFederalStateCode), so
 *   that the processes table filters and sorts by plain columns and later mails speak the applicant's
 *   language. Rows written before (demo data) get them here, once, by the same rule.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await insertPlaceholderEvas(db);
  await sql`
    ALTER TABLE request
      ADD COLUMN statistic_id       char(4) CHECK (statistic_id ~ '^[0-9]{4}$'),
      ADD COLUMN federal_state_code char(2) CHECK (federal_state_code ~ '^(0[0-9]|1[0-6]|99)$'),
      ADD COLUMN applicant_lang     text NOT NULL DEFAULT 'de' CHECK (applicant_lang IN ('de', 'en'));

    UPDATE request SET
      statistic_id = CASE
        WHEN request_type IN ('UPDATE_ERHEBUNGSID', 'CONTINUE_ERHEBUNGSID', 'ARCHIVE_ERHEBUNGSID')
          THEN substr(request_specializing->>'erhebungsid', 2, 4)
        WHEN request_type = 'NEW_ERHEBUNGSID' THEN request_specializing->>'statisticId'
        WHEN request_type = 'REQUEST_RIGHTS' THEN request_specializing->'permissionList'->0->>'statisticId'
      END,
      federal_state_code = CASE
        WHEN request_type = 'ARCHIVE_ERHEBUNGSID' THEN substr(request_specializing->>'erhebungsid', 12, 2)
        WHEN request_type = 'REQUEST_RIGHTS' THEN request_specializing->'permissionList'->0->>'lkz'
        WHEN request_type = 'RESET_RIGHTS' THEN applicant_federal_state_code
        ELSE request_specializing->>'federalStateCode'
      END;

    -- the processes table filters by statistic id and pages by last update (ties broken by id)
    CREATE INDEX request_statistic_id_idx ON request (statistic_id);
    CREATE INDEX request_updating_id_idx ON request (updating, id);
  `.execute(db);
}

/** The placeholder EVAS (domain: PLACEHOLDER_EVAS) with their descriptions (decision 17). */
export const PLACEHOLDER_EVAS_ROWS = [
  { evas: "00000", description: "EVAS noch nicht zugeordnet" },
  { evas: "01000", description: "EVAS noch nicht zugeordnet – Querschnitt" },
  { evas: "09000", description: "EVAS noch nicht zugeordnet – Sonstige" },
] as const;

/** Adds the placeholder EVAS that are missing (tests whose template leaves them out add them so too). */
export async function insertPlaceholderEvas<T>(db: Kysely<T>): Promise<void> {
  const rows = PLACEHOLDER_EVAS_ROWS.map((r) => sql`(${r.evas}, ${r.description})`);
  await sql`INSERT INTO evas (evas, description) VALUES ${sql.join(rows)} ON CONFLICT (evas) DO NOTHING`.execute(
    db,
  );
}
