import { PUBLIC_RESOURCE_STATUSES } from "@erhdb/domain";
import { sql } from "kysely";
import type { Queryable } from "../../db/queryable.ts";

/** One record of the harvest: a survey that is or was public, as survey_publication (migration 0034) keeps it. */
export interface PublicationRow {
  erhebungsid: string;
  statisticId: string;
  version: number;
  /** the exact time of the last public change (UTC, microseconds): the harvest's cursor */
  changedAt: string;
  /** the survey while it is public (status 3, access_mode), null for a deleted record */
  survey: PublicSurveyRow | null;
}

export interface PublicSurveyRow {
  bzr: string;
  federalStateCode: string;
  period: number;
  description: string;
  /** its EVAS, by code */
  evas: SurveyEvasRow[];
  /** its public resources (usable or used, access_mode), by key */
  resources: PublicResourceRow[];
}

export interface SurveyEvasRow {
  evas: string;
  description: string;
}

export interface PublicResourceRow {
  resourceKey: string;
  resourceType: string;
  description: string;
  contentType: string;
  fileSize: number;
}

/** Where a page of records starts, after the last one of the page before: keyset, never an offset. */
export interface Cursor {
  changedAt: string;
  erhebungsid: string;
}

export interface RecordFilter {
  /** inclusive, an ISO instant */
  from: string | null;
  /** exclusive, an ISO instant */
  until: string | null;
  /** a statistic id */
  set: string | null;
  after: Cursor | null;
}

/**
 * The records in harvest order (time of the last public change, then Erhebungsid) after the cursor, at most
 * `limit`: a range of survey_publication_changed_idx, or of survey_publication_set_idx within a set. One
 * statement, so one snapshot: a header never contradicts its record.
 */
export async function recordPage(
  db: Queryable,
  filter: RecordFilter,
  limit: number,
): Promise<PublicationRow[]> {
  let query = publications(db);
  if (filter.set !== null) query = query.where("p.statistic_id", "=", filter.set);
  if (filter.from !== null) query = query.where("p.changed_at", ">=", sql<Date>`${filter.from}::timestamptz`);
  if (filter.until !== null)
    query = query.where("p.changed_at", "<", sql<Date>`${filter.until}::timestamptz`);
  const after = filter.after;
  if (after !== null) {
    query = query.where(
      sql<boolean>`(p.changed_at, p.erhebungsid) > (${after.changedAt}::timestamptz, ${after.erhebungsid})`,
    );
  }
  const rows = await query.orderBy("p.changed_at").orderBy("p.erhebungsid").limit(limit).execute();
  return rows.map(publicationRow);
}

/** The record of one Erhebungsid, public or deleted; none when it was never public. */
export async function recordOf(db: Queryable, erhebungsid: string): Promise<PublicationRow | undefined> {
  const row = await publications(db).where("p.erhebungsid", "=", erhebungsid).executeTakeFirst();
  return row && publicationRow(row);
}

/** The time of the earliest record, null while there is none. */
export async function earliestChange(db: Queryable): Promise<Date | null> {
  const row = await db
    .selectFrom("survey_publication")
    .select((eb) => eb.fn.min("changed_at").as("earliest"))
    .executeTakeFirst();
  return row?.earliest ?? null;
}

/**
 * The statistic ids that have records, ascending, after `after`, at most `limit`: the index walked from one
 * id to the next (a loose index scan), one probe per id.
 */
export async function statisticIdsAfter(
  db: Queryable,
  after: string | null,
  limit: number,
): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    WITH RECURSIVE ids AS (
      SELECT min(statistic_id) AS id FROM survey_publication WHERE statistic_id > ${after ?? ""}
      UNION ALL
      SELECT (SELECT min(p.statistic_id) FROM survey_publication p WHERE p.statistic_id > ids.id)
      FROM ids WHERE ids.id IS NOT NULL
    )
    SELECT id FROM ids WHERE id IS NOT NULL LIMIT ${limit}
  `.execute(db);
  return rows.map((r) => r.id);
}

/**
 * The records with their survey where it is public now: the domain's rule (status 3, access_mode) is
 * checked here too, so a record never shows a survey that is not public, whatever the table says.
 */
function publications(db: Queryable) {
  return db
    .selectFrom("survey_publication as p")
    .leftJoin("survey as s", (join) =>
      join
        .onRef("s.erhebungsid", "=", "p.erhebungsid")
        .on("p.public", "=", true)
        .on("s.status", "=", 3)
        .on("s.access_mode", "=", true),
    )
    .select([
      "p.erhebungsid",
      "p.statistic_id as statisticId",
      "p.version",
      sql<string>`to_char(p.changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as("changedAt"),
      "s.id as surveyId",
      "s.bzr",
      "s.federal_state_code as federalStateCode",
      "s.period",
      "s.description",
      // evaluated for the rows the page returns only (below its LIMIT)
      sql<SurveyEvasRow[] | null>`(
        SELECT json_agg(json_build_object('evas', e.evas, 'description', e.description) ORDER BY e.evas)
        FROM survey_evas se JOIN evas e ON e.id = se.evas_id WHERE se.survey_id = s.id)`.as("evas"),
      sql<PublicResourceRow[] | null>`(
        SELECT json_agg(json_build_object('resourceKey', r.resource_key, 'resourceType', r.resource_type,
          'description', r.description, 'contentType', r.content_type, 'fileSize', r.file_size)
          ORDER BY r.resource_key)
        FROM resource r
        WHERE r.survey_id = s.id AND r.access_mode AND r.status IN (${sql.join(PUBLIC_RESOURCE_STATUSES)}))`.as(
        "resources",
      ),
    ]);
}

type PublicationSelect = Awaited<ReturnType<ReturnType<typeof publications>["execute"]>>[number];

function publicationRow(r: PublicationSelect): PublicationRow {
  const { surveyId, bzr, federalStateCode, period, description } = r;
  const public_ =
    surveyId !== null && bzr !== null && federalStateCode !== null && period !== null && description !== null;
  return {
    erhebungsid: r.erhebungsid,
    statisticId: r.statisticId,
    version: r.version,
    changedAt: r.changedAt,
    survey: public_
      ? { bzr, federalStateCode, period, description, evas: r.evas ?? [], resources: r.resources ?? [] }
      : null,
  };
}
