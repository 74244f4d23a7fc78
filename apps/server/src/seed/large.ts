import { SURVEY_OFFICE_CODES } from "@erhdb/domain";
import type { Kysely } from "kysely";
import { sql } from "kysely";
import type { Database } from "../db/database.ts";
import type { DB } from "../db/schema.ts";
import { MONTHS_DE, REGION_NAMES } from "./catalog.ts";

export interface LargeSeedOptions {
  /** how many surveys to add */
  surveys: number;
  /** rows per INSERT statement (default 100,000) */
  batchSize?: number;
  /**
   * Drop indexes and foreign keys during the load and restore them after; default: when the load at
   * least doubles the table and adds 50,000 rows or more.
   */
  rebuildIndexes?: boolean;
  /** the latest creation time of a synthetic survey; default now */
  now?: Date;
  onProgress?: (inserted: number, total: number) => void;
}

export interface LargeSeedReport {
  surveys: number;
  surveyEvas: number;
  /** time spent restoring the indexes and foreign keys dropped for the load (0 when none were) */
  indexRebuildMs: number;
  durationMs: number;
}

/** Distinct statistic ids the synthetic surveys spread over. */
const STATISTICS = 6000;
// Words combine into 60 x 12 x 8 description stems, so that contains-filters find realistic subsets.
const SUBJECTS = [
  "Geburten",
  "Sterbefälle",
  "Eheschließungen",
  "Wanderungen",
  "Einbürgerungen",
  "allgemeinbildenden Schulen",
  "Hochschulen",
  "Studierenden",
  "Auszubildenden",
  "Kindertageseinrichtungen",
  "Pflegeeinrichtungen",
  "Krankenhäuser",
  "Todesursachen",
  "Baugenehmigungen",
  "Baufertigstellungen",
  "Abfallentsorgungsanlagen",
  "Wasserversorgungsunternehmen",
  "Kläranlagen",
  "Anbauflächen",
  "Viehbestände",
  "Ernteerträge",
  "Obstanlagen",
  "Rebflächen",
  "Forstbetriebe",
  "Fischereibetriebe",
  "Energieversorger",
  "Stromerzeugungsanlagen",
  "Gasnetzbetreiber",
  "Gastgewerbebetriebe",
  "Übernachtungen",
  "Einzelhandelsunternehmen",
  "Großhandelsunternehmen",
  "Kfz-Werkstätten",
  "Straßenverkehrsunfälle",
  "Güterbeförderungen",
  "Flugbewegungen",
  "Binnenschiffe",
  "Ein- und Ausfuhren",
  "Insolvenzen",
  "Gewerbeanzeigen",
  "Handwerksunternehmen",
  "Verbraucherpreise",
  "Baupreise",
  "Erzeugerpreise",
  "Tarifverdienste",
  "Arbeitskosten",
  "Steuereinnahmen",
  "Umsatzsteuervoranmeldungen",
  "Gemeindefinanzen",
  "Schulden der öffentlichen Haushalte",
  "Beschäftigten im öffentlichen Dienst",
  "Sozialhilfeempfänger",
  "Wohngeldhaushalte",
  "Elterngeldbezüge",
  "Asylbewerberleistungen",
  "Hilfen zur Erziehung",
  "Strafverfahren",
  "Strafgefangenen",
  "Wahlergebnisse",
  "sozialversicherungspflichtig Beschäftigten",
];
const QUALIFIERS = [
  "",
  " nach Wirtschaftszweigen",
  " nach Kreisen",
  " nach Gemeinden",
  " nach Größenklassen",
  " nach Rechtsformen",
  " nach Altersgruppen",
  " nach Staatsangehörigkeit",
  " in Großstädten",
  " im ländlichen Raum",
  " nach Trägern",
  " nach Merkmalen",
];
const KINDS = [
  "Statistik der",
  "Erhebung der",
  "Bestandserhebung der",
  "Zählung der",
  "Strukturerhebung der",
  "Auswertung der",
  "Stichprobe der",
  "Fortschreibung der",
];

const textArray = (items: readonly string[]) => sql`${sql.val(items)}::text[]`;

/**
 * Adds `surveys` synthetic surveys for benchmarks, generated inside the database (INSERT ... SELECT from
 * generate_series) so a million rows take a minute or two. Row n of the series always yields the same
 * survey: office = n mod 18, statistic id from (n / 18) mod 6000, reporting period from the rest, so
 * erhebungsids never repeat; ids already present (demo data, an earlier run) are skipped and made up for.
 */
export async function seedLargeSurveys(db: Database, options: LargeSeedOptions): Promise<LargeSeedReport> {
  const started = performance.now();
  const batchSize = Math.max(1, options.batchSize ?? 100_000);
  const now = options.now ?? new Date();
  const result = await db.transaction().execute(async (trx) => {
    // PostgreSQL would JIT-compile each batch statement (its cost is high), which costs more than it saves
    await sql`SET LOCAL jit = off`.execute(trx);
    // a million rows are no journal's business: the load leaves one reset mark instead, and remembered
    // counts are taken again (decision 33)
    await sql`SET LOCAL erhdb.count_journal = 'off'`.execute(trx);
    const { count } = await trx
      .selectFrom("survey")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    // Building an index once is far cheaper than updating it row by row (the trigram ones above all),
    // so a load that at least doubles the table drops indexes and foreign keys and restores them after;
    // the transaction puts them back should anything fail.
    const rebuild = options.rebuildIndexes ?? options.surveys >= Math.max(50_000, Number(count));
    const restore = rebuild ? await dropForBulkLoad(trx) : [];
    let next = Number(count);
    let surveys = 0;
    let surveyEvas = 0;
    let emptyBatches = 0;
    while (surveys < options.surveys) {
      const size = Math.min(batchSize, options.surveys - surveys);
      const batch = await insertBatch(trx, next, next + size - 1, now);
      next += size;
      surveys += batch.surveys;
      surveyEvas += batch.surveyEvas;
      // the series repeats no id before billions of rows; this only guards against a logic error
      emptyBatches = batch.surveys === 0 ? emptyBatches + 1 : 0;
      if (emptyBatches >= 20) throw new Error("seedLargeSurveys: no new erhebungsid in 20 batches");
      options.onProgress?.(surveys, options.surveys);
    }
    const indexStart = performance.now();
    if (restore.length > 0) await sql`SET LOCAL maintenance_work_mem = '256MB'`.execute(trx);
    for (const statement of restore) await sql.raw(statement).execute(trx);
    return { surveys, surveyEvas, indexRebuildMs: Math.round(performance.now() - indexStart) };
  });
  await sql`ANALYZE survey`.execute(db);
  await sql`ANALYZE survey_evas`.execute(db);
  return { ...result, durationMs: Math.round(performance.now() - started) };
}

/**
 * Drops what slows a bulk insert into survey and survey_evas: indexes no constraint needs, and foreign
 * keys (checked row by row on insert, but in one join when added back). Returns the statements that
 * restore them, in order.
 */
async function dropForBulkLoad(db: Kysely<DB>): Promise<string[]> {
  const { rows: indexes } = await sql<{ name: string; definition: string }>`
    SELECT i.indexname AS name, i.indexdef AS definition
    FROM pg_indexes i
    WHERE i.schemaname = current_schema() AND i.tablename IN ('survey', 'survey_evas')
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)
  `.execute(db);
  const { rows: foreignKeys } = await sql<{ table: string; name: string; definition: string }>`
    SELECT c.conrelid::regclass::text AS table, c.conname AS name, pg_get_constraintdef(c.oid) AS definition
    FROM pg_constraint c
    WHERE c.contype = 'f' AND c.conrelid IN ('survey'::regclass, 'survey_evas'::regclass)
  `.execute(db);
  for (const i of indexes) await sql`DROP INDEX ${sql.id(i.name)}`.execute(db);
  for (const f of foreignKeys) {
    await sql`ALTER TABLE ${sql.table(f.table)} DROP CONSTRAINT ${sql.id(f.name)}`.execute(db);
  }
  return [
    ...indexes.map((i) => i.definition),
    ...foreignKeys.map(
      (f) => `ALTER TABLE ${quoteIdent(f.table)} ADD CONSTRAINT ${quoteIdent(f.name)} ${f.definition}`,
    ),
  ];
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

async function insertBatch(
  db: Kysely<DB>,
  from: number,
  to: number,
  now: Date,
): Promise<{ surveys: number; surveyEvas: number }> {
  const { rows } = await sql<{ surveys: number; survey_evas: number }>`
    WITH ev AS (
      SELECT array_agg(id ORDER BY evas) AS ids, count(*)::int AS n
      FROM evas WHERE level = 5 AND closing IS NULL
    ),
    src AS (
      SELECT n, (n % 18)::int AS o, ((n / 18) % ${STATISTICS})::int AS k, n / (18 * ${STATISTICS}) AS slot,
             ((n * 2654435761) % 1000)::int AS h
      FROM generate_series(${from}::bigint, ${to}::bigint) AS n
    ),
    typed AS (
      -- the statistic's period: mostly yearly or monthly, every code occurs
      SELECT *, CASE
          WHEN (k * 31) % 100 < 35 THEN 3  WHEN (k * 31) % 100 < 52 THEN 0  WHEN (k * 31) % 100 < 64 THEN 1
          WHEN (k * 31) % 100 < 70 THEN 2  WHEN (k * 31) % 100 < 76 THEN 4  WHEN (k * 31) % 100 < 79 THEN 5
          WHEN (k * 31) % 100 < 82 THEN 6  WHEN (k * 31) % 100 < 85 THEN 7  WHEN (k * 31) % 100 < 87 THEN 8
          WHEN (k * 31) % 100 < 92 THEN 9  WHEN (k * 31) % 100 < 94 THEN 10 WHEN (k * 31) % 100 < 96 THEN 11
          WHEN (k * 31) % 100 < 98 THEN 12 WHEN (k * 31) % 100 < 99 THEN 13 ELSE -1 END AS period
      FROM src
    ),
    timed AS (
      -- periods per year of the reporting period kind; slot -> (year, j-th period of that year)
      SELECT *, CASE period WHEN 0 THEN 12 WHEN 1 THEN 4 WHEN 12 THEN 4 WHEN 2 THEN 2 WHEN 11 THEN 3
                            WHEN 13 THEN 9 ELSE 1 END AS per_year
      FROM typed
    ),
    parts AS (
      SELECT *, ((((25 - slot / per_year) % 100) + 100) % 100)::int AS yy, (slot % per_year)::int AS j
      FROM timed
    ),
    gen AS (
      SELECT
        lpad(((k * 7919) % 10000)::text, 4, '0') AS statistic_id,
        lpad(yy::text, 2, '0') || CASE
          WHEN period = 0 THEN '4' || lpad((j + 1)::text, 3, '0')
          WHEN period IN (1, 12) THEN '3' || lpad((j + 1)::text, 3, '0')
          WHEN period = 2 THEN '1' || lpad((j + 1)::text, 3, '0')
          WHEN period = 11 THEN '4' || lpad((4 * j + 4)::text, 3, '0')
          WHEN period = 13 THEN '4' || lpad((j + 3)::text, 3, '0')
          ELSE '0000' END AS bzr,
        (${textArray(SURVEY_OFFICE_CODES)})[o + 1] AS federal_state_code,
        period,
        (${textArray(KINDS)})[(k / 720) % 8 + 1] || ' ' || (${textArray(SUBJECTS)})[k % 60 + 1]
          || (${textArray(QUALIFIERS)})[(k / 60) % 12 + 1] || ' ' || CASE
          WHEN period IN (0, 11, 13) THEN (${textArray(MONTHS_DE)})[CASE period WHEN 0 THEN j + 1 WHEN 11 THEN 4 * j + 4
                                                                     ELSE j + 3 END] || ' '
          WHEN period IN (1, 12) THEN (j + 1) || '. Quartal '
          WHEN period = 2 THEN (j + 1) || '. Halbjahr '
          ELSE '' END || (2000 + yy) || ' – ' || (${textArray(SURVEY_OFFICE_CODES.map((code) => REGION_NAMES[code] ?? code))})[o + 1] AS description,
        CASE WHEN h < 550 THEN 3 WHEN h < 670 THEN 0 WHEN h < 820 THEN 1 WHEN h < 940 THEN 2 ELSE 9 END AS status,
        h, n, yy
      FROM parts
    ),
    ins AS (
      INSERT INTO survey (statistic_id, bzr, federal_state_code, period, description, status, access_mode,
                          base_object_id, count_core, count_intern, count_extern, created_at, updating)
      SELECT statistic_id, bzr, federal_state_code, period, description, status,
             status = 3 AND h % 3 <> 0,
             CASE WHEN h % 37 = 0 AND status IN (0, 1, 3) THEN 5000000 + n ELSE 0 END,
             CASE WHEN status IN (2, 3) THEN (n * 7) % 400 ELSE 0 END,
             CASE WHEN status IN (2, 3) THEN (n * 13) % 2500 ELSE 0 END,
             CASE WHEN status = 3 THEN (n * 17) % 12000 ELSE 0 END,
             least(${now}::timestamptz, make_timestamptz(2000 + yy, 1, 1, 8, 0, 0) + (n % 365) * interval '1 day'),
             least(${now}::timestamptz, make_timestamptz(2000 + yy, 1, 1, 8, 0, 0) + (n % 565) * interval '1 day')
      FROM gen
      ON CONFLICT (erhebungsid) DO NOTHING
      RETURNING id, statistic_id::int AS s
    ),
    links AS (
      -- the surveys of one statistic share their EVAS: one, and a second for a third of the statistics
      INSERT INTO survey_evas (survey_id, evas_id)
      SELECT ins.id, ev.ids[(ins.s * 37) % ev.n + 1] FROM ins, ev WHERE ev.n > 0
      UNION ALL
      SELECT ins.id, ev.ids[(ins.s * 53 + 11) % ev.n + 1] FROM ins, ev WHERE ev.n > 1 AND ins.s % 3 = 0
      ON CONFLICT DO NOTHING
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM ins)::int AS surveys, (SELECT count(*) FROM links)::int AS survey_evas
  `.execute(db);
  const row = rows[0];
  return { surveys: row?.surveys ?? 0, surveyEvas: row?.survey_evas ?? 0 };
}
