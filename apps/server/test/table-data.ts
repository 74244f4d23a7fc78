import { sql } from "kysely";
import type { Database } from "../src/db/database.ts";

/**
 * Rows for the table tests (the template database has none): EVAS codes of every level and a dozen
 * surveys that cover each filter, every status and visibility, hostile text and Berlin midnights.
 */
export interface EvasSeed {
  evas: string;
  description: string;
  period?: number;
  closing?: string | null;
}

export const TABLE_EVAS: readonly EvasSeed[] = [
  { evas: "1", description: "Gebiet, Bevölkerung" },
  { evas: "12", description: "Bevölkerung" },
  { evas: "124", description: "Bevölkerungsstand" },
  { evas: "12411", description: "Fortschreibung des Bevölkerungsstandes", period: 3 },
  { evas: "12612", description: "Statistik der Geburten", period: 3, closing: "2999-12-31" },
  { evas: "12613", description: "Statistik der Sterbefälle", period: 0, closing: "2015-09-01" },
  { evas: "21111", description: "Statistik der allgemeinbildenden Schulen 100% _x_", closing: "2020-01-31" },
  { evas: "31111", description: "Statistik der Baugenehmigungen", period: -1 },
  { evas: "46241", description: '=Straßenverkehrsunfälle; "amtlich"', period: 0, closing: "2020-01-01" },
];

export interface SurveySeed {
  key: string;
  statisticId: string;
  bzr: string;
  office: string;
  period: number;
  description: string;
  status: number;
  accessMode: boolean;
  updating: string;
  createdAt: string;
  countExtern?: number;
  evas?: string[];
}

const s = (
  key: string,
  statisticId: string,
  bzr: string,
  office: string,
  period: number,
  description: string,
  status: number,
  accessMode: boolean,
  updating: string,
  extra: Partial<SurveySeed> = {},
): SurveySeed => ({
  key,
  statisticId,
  bzr,
  office,
  period,
  description,
  status,
  accessMode,
  updating,
  createdAt: extra.createdAt ?? "2024-03-15T12:00:00Z",
  ...extra,
});

export const TABLE_SURVEYS: readonly SurveySeed[] = [
  s("S1", "2110", "230000", "09", 3, "Statistik der Geburten – Bayern", 3, true, "2025-01-10T10:00:00Z", {
    countExtern: 5,
    evas: ["12612"],
  }),
  s(
    "S2",
    "2110",
    "240000",
    "09",
    3,
    "Statistik der Geburten 2024 – Bayern",
    0,
    false,
    "2025-02-01T10:00:00Z",
    {
      evas: ["12612"],
    },
  ),
  s("S3", "2110", "220000", "09", 3, "Gelöschte Geburtenstatistik", 9, false, "2024-06-01T10:00:00Z"),
  // 23:30 UTC on 31 December is 00:30 on 1 January in Berlin
  s(
    "S4",
    "2110",
    "230000",
    "08",
    3,
    "Statistik der Geburten – Baden-Württemberg",
    1,
    false,
    "2024-12-31T23:30:00Z",
    {
      createdAt: "2024-02-29T23:30:00Z",
    },
  ),
  // 22:30 UTC on 31 December is 23:30 on 31 December in Berlin
  s("S5", "4521", "230000", "00", 0, `100% _sicher_ \\ "Zitat" 'O'Brien'`, 3, true, "2024-12-31T22:30:00Z", {
    countExtern: 7,
  }),
  s("S6", "4521", "230000", "01", 0, "Gastgewerbe intern", 3, false, "2024-05-05T10:00:00Z", {
    countExtern: 11,
  }),
  s("S7", "1261", "230000", "05", 3, '=HYPERLINK("x") Sterbefälle; NRW', 2, false, "2024-04-04T10:00:00Z"),
  s("S8", "1261", "240000", "05", 3, "Übersicht Straße – Ärzte ✓", 3, true, "2024-07-07T10:00:00Z", {
    evas: ["12411", "12612"],
  }),
  s("S9", "3111", "234001", "16", 0, "Baugenehmigungen Januar", 3, true, "2024-08-08T10:00:00Z", {
    evas: ["31111"],
  }),
  s("S10", "3111", "234002", "16", 0, "Baugenehmigungen Februar", 3, true, "2024-09-09T10:00:00Z"),
  s("S11", "9999", "230000", "99", -1, "Verbund ohne Periode", 3, true, "2023-01-01T10:00:00Z"),
  s("S12", "0001", "230000", "00", 10, "Gelöscht aber öffentlich", 9, true, "2023-06-01T10:00:00Z"),
];

export const erhebungsidOf = (survey: Pick<SurveySeed, "statisticId" | "bzr" | "office">) =>
  `1${survey.statisticId}${survey.bzr}${survey.office}`;

export async function insertEvas(
  db: Database,
  rows: readonly EvasSeed[] = TABLE_EVAS,
): Promise<Map<string, number>> {
  const inserted = await db
    .insertInto("evas")
    .values(
      rows.map((r) => ({
        evas: r.evas,
        description: r.description,
        period: r.period ?? -1,
        closing: r.closing ?? null,
      })),
    )
    .returning(["id", "evas"])
    .execute();
  return new Map(inserted.map((r) => [r.evas, r.id]));
}

/** Inserts the surveys (and their EVAS links); answers the row id of each survey key. */
export async function insertSurveys(
  db: Database,
  evasIds: ReadonlyMap<string, number>,
  rows: readonly SurveySeed[] = TABLE_SURVEYS,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const r of rows) {
    const { id } = await db
      .insertInto("survey")
      .values({
        statistic_id: r.statisticId,
        bzr: r.bzr,
        federal_state_code: r.office,
        period: r.period,
        description: r.description,
        status: r.status,
        access_mode: r.accessMode,
        count_extern: r.countExtern ?? 0,
        created_at: r.createdAt,
        updating: r.updating,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.set(r.key, id);
    for (const code of r.evas ?? []) {
      const evasId = evasIds.get(code);
      if (evasId === undefined) throw new Error(`EVAS ${code} not inserted`);
      await db.insertInto("survey_evas").values({ survey_id: id, evas_id: evasId }).execute();
    }
  }
  return ids;
}

/**
 * `count` public approved surveys of statistic 7000-7999 in office 12, generated in the database
 * (for exports beyond the CSV limit); descriptions "Massendaten <n>".
 */
export async function insertManySurveys(db: Database, count: number): Promise<void> {
  await sql`
    INSERT INTO survey (statistic_id, bzr, federal_state_code, period, description, status, access_mode, updating)
    SELECT (7000 + n / 20)::text, lpad((n % 20)::text, 2, '0') || '0000', '12', 3, 'Massendaten ' || n, 3, true,
           timestamptz '2022-01-01 12:00+01' + n * interval '1 minute'
    FROM generate_series(0, ${count - 1}::int) AS n
  `.execute(db);
}
