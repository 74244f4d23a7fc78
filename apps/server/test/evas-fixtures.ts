import type { Database } from "../src/db/database.ts";

export interface EvasFixture {
  evas: string;
  description: string;
  period: number;
  closing: string | null;
}

const row = (evas: string, description: string, period = -1, closing: string | null = null): EvasFixture => ({
  evas,
  description,
  period,
  closing,
});

/**
 * A small slice of the real register (descriptions from seed/data/evas.csv) with the cases the EVAS
 * calls must handle: discontinued codes and groups, a closing in the future, a group without
 * statistics (149) and codes whose 3-digit group is missing (88111 under 88; 13412 likewise, but
 * discontinued as in the register).
 */
export const EVAS_FIXTURES: readonly EvasFixture[] = [
  row("1", "Gebiet, Bevölkerung, Erwerbstätigkeit, Wahlen"),
  row("12", "Bevölkerung"),
  row("121", "Volkszählungen"),
  row("12111", "Volkszählung", 8),
  row("12112", "Testerhebungen zur Volkszählung", 10, "2015-09-01"),
  row("122", "Mikrozensus"),
  row("12211", "Mikrozensus", 3, "2999-12-31"),
  row("124", "Bevölkerungsstand, -vorausberechnung"),
  row("12411", "Fortschreibung des Bevölkerungsstandes", 3),
  row("13", "Erwerbstätigkeit"),
  row("13412", "Q-MED (Quantifizierung der Methodeneffekte)", 10, "2012-01-01"),
  row("14", "Wahlen"),
  row("149", "Sonstiges im Bereich Wahlen"),
  row("7", "Öffentliche Finanzen, Steuern und Personal im öffentlichen Dienst"),
  row("72", "Öffentliche Fonds, Einrichtungen und Unternehmen mit eigenem Rechnungswesen", -1, "2015-05-01"),
  row("721", "Jahres- und Vierteljahresabschlüsse", -1, "2015-05-01"),
  row("72111", "Jahresabschlüsse öffentlicher Fonds, Einrichtungen und Unternehmen", 3, "2015-05-01"),
  // Not in the register: an active statistic below discontinued groups, which must move up to 7.
  row("72911", "Testcode unter stillgelegten Gruppen", 9),
  row("8", "Gesamtrechnungen"),
  row("88", "Gesundheitsökonomische Gesamtrechnung (GGR) der Länder"),
  row("88111", "Gesundheitsausgabenrechnung auf Länderebene", 3),
];

/** Inserts the fixtures (the template database has no EVAS); answers the id of each code. */
export async function createEvasFixtures(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .insertInto("evas")
    .values([...EVAS_FIXTURES])
    .returning(["id", "evas"])
    .execute();
  return new Map(rows.map((r) => [r.evas, r.id]));
}
