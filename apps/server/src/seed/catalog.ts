import { SURVEY_OFFICE_CODES } from "@erhdb/domain";
/**
 * The statistics the demo surveys are made of: real EVAS codes of the register in data/evas.csv, a
 * statistic id, the usual period and who runs them. Statistic ids are invented but follow the EVAS code.
 */
export type Scope = "federal" | "states" | "all";

export interface Topic {
  statisticId: string;
  title: string;
  /** period code -1..13 */
  period: number;
  /** 5-digit EVAS codes; a survey gets the first and up to two more */
  evas: readonly string[];
  scope: Scope;
  /** path under https://www.destatis.de/DE/Themen/ */
  theme: string;
  /** a half-yearly statistic counted by semester (bzr interpreter 2) instead of half year (1) */
  semester: boolean;
}

// statistic id | title | period ('s': by semester) | EVAS | scope | theme path
const TOPIC_TABLE = `
1261 | Statistik der Geburten | 3 | 12612 12411 | all | Gesellschaft-Umwelt/Bevoelkerung/Geburten
1262 | Statistik der Sterbefälle | 3 | 12613 23211 12621 | all | Gesellschaft-Umwelt/Bevoelkerung/Sterbefaelle
1271 | Wanderungsstatistik | 3 | 12711 12521 | all | Gesellschaft-Umwelt/Bevoelkerung/Migration-Integration
1221 | Mikrozensus | 3 | 12211 12251 | all | Gesellschaft-Umwelt/Bevoelkerung/Haushalte-Familien
1211 | Zensus | 8 | 12111 12112 | all | Gesellschaft-Umwelt/Bevoelkerung/Zensus
1191 | Gemeindeverzeichnis | -1 | 11911 | all | Laender-Regionen/Regionales
1411 | Allgemeine Bundestagswahlstatistik | 9 | 14111 | federal | Staat/Wahlen
1431 | Landtagswahlstatistik | 9 | 14311 | states | Staat/Wahlen
1311 | Statistik der sozialversicherungspflichtig Beschäftigten | 1 | 13111 13211 | all | Wirtschaft/Arbeitsmarkt
2111 | Statistik der allgemeinbildenden Schulen | 3 | 21111 | states | Gesellschaft-Umwelt/Bildung-Forschung-Kultur/Schulen
2131 | Statistik der Studierenden | 2s | 21311 21341 | states | Gesellschaft-Umwelt/Bildung-Forschung-Kultur/Hochschulen
2121 | Berufsbildungsstatistik | 3 | 21211 21231 | all | Gesellschaft-Umwelt/Bildung-Forschung-Kultur/Berufliche-Bildung
2241 | Pflegestatistik | 4 | 22411 22421 | all | Gesellschaft-Umwelt/Soziales/Pflege
2254 | Statistik der Kinder und tätigen Personen in Tageseinrichtungen | 3 | 22541 | states | Gesellschaft-Umwelt/Soziales/Kindertagesbetreuung
2292 | Statistik zum Elterngeld | 1 | 22922 | all | Gesellschaft-Umwelt/Soziales/Elterngeld
2312 | Krankenhausstatistik | 3 | 23121 23131 | all | Gesellschaft-Umwelt/Gesundheit/Krankenhaeuser
2361 | Gesundheitsausgabenrechnung | 3 | 23611 | federal | Gesellschaft-Umwelt/Gesundheit/Gesundheitsausgaben
2421 | Staatsanwaltschaftsstatistik | 3 | 24211 | states | Staat/Justiz-Rechtspflege
3111 | Statistik der Baugenehmigungen | 0 | 31111 31121 | all | Branchen-Unternehmen/Bauen
3211 | Erhebung der Abfallentsorgung | 3 | 32111 | states | Gesellschaft-Umwelt/Umwelt/Abfallwirtschaft
3221 | Erhebung der öffentlichen Abwasserbehandlung | 5 | 32213 | states | Gesellschaft-Umwelt/Umwelt/Wasserwirtschaft
3311 | Flächenerhebung nach Art der tatsächlichen Nutzung | 3 | 33111 | all | Branchen-Unternehmen/Landwirtschaft-Forstwirtschaft-Fischerei/Flaechennutzung
4114 | Landwirtschaftszählung | 8 | 41141 41271 | all | Branchen-Unternehmen/Landwirtschaft-Forstwirtschaft-Fischerei
4124 | Ernte- und Betriebsberichterstattung Feldfrüchte und Grünland | 13 | 41241 | states | Branchen-Unternehmen/Landwirtschaft-Forstwirtschaft-Fischerei/Feldfruechte-Gruenland
4125 | Ernte- und Betriebsberichterstattung Baumobst | 11 | 41243 | states | Branchen-Unternehmen/Landwirtschaft-Forstwirtschaft-Fischerei/Obst-Gemuese-Gartenbau
4131 | Viehbestandserhebung Rinder | 2 | 41312 | states | Branchen-Unternehmen/Landwirtschaft-Forstwirtschaft-Fischerei/Tiere-Tierische-Erzeugung
4211 | Monatsbericht im Verarbeitenden Gewerbe | 0 | 42111 | all | Branchen-Unternehmen/Industrie-Verarbeitendes-Gewerbe
4213 | Vierteljährliche Produktionserhebung | 1 | 42131 | states | Branchen-Unternehmen/Industrie-Verarbeitendes-Gewerbe
4222 | Jahresbericht für Unternehmen im Verarbeitenden Gewerbe | 3 | 42221 | all | Branchen-Unternehmen/Industrie-Verarbeitendes-Gewerbe
4311 | Monatsbericht in der Energie- und Wasserversorgung | 0 | 43111 | states | Branchen-Unternehmen/Energie
4411 | Monatsbericht im Bauhauptgewerbe | 0 | 44111 | states | Branchen-Unternehmen/Bauen
4521 | Monatsstatistik im Gastgewerbe | 0 | 45213 | all | Branchen-Unternehmen/Gastgewerbe-Tourismus
4541 | Monatserhebung im Tourismus | 0 | 45412 | all | Branchen-Unternehmen/Gastgewerbe-Tourismus
4532 | Jahreserhebung im Einzelhandel | 3 | 45321 | all | Branchen-Unternehmen/Handel
4624 | Statistik der Straßenverkehrsunfälle | 0 | 46241 46231 | all | Branchen-Unternehmen/Verkehrsunfaelle
4642 | Luftverkehrsstatistik | 0 | 46421 | federal | Branchen-Unternehmen/Transport-Verkehr
5123 | Außenhandelsstatistik (Extrahandel) | 0 | 51231 | federal | Wirtschaft/Aussenhandel
5241 | Statistik über beantragte Insolvenzverfahren | 0 | 52411 | all | Branchen-Unternehmen/Unternehmen/Gewerbemeldungen-Insolvenzen
5311 | Handwerkszählung | 10 | 53111 | all | Branchen-Unternehmen/Handwerk
5221 | Arbeitsstättenzählung | 10 | 52211 | states | Branchen-Unternehmen/Unternehmen
6111 | Verbraucherpreisindex | 0 | 61111 | all | Wirtschaft/Preise/Verbraucherpreisindex
6124 | Durchschnittspreise Strom und Gas | 2 | 61243 | federal | Wirtschaft/Preise/Energiepreise
6222 | Index der Tarifverdienste und Arbeitszeiten | 1 | 62221 | federal | Wirtschaft/Verdienste/Tarifverdienste
6241 | Arbeitskostenerhebung | 6 | 62411 | all | Wirtschaft/Arbeitskosten-Lohnnebenkosten
6321 | Einkommens- und Verbrauchsstichprobe | 7 | 63211 | all | Gesellschaft-Umwelt/Bevoelkerung/Einkommen-Konsum-Lebensbedingungen
7131 | Vierteljährliche Schuldenstatistik | 1 | 71311 | all | Staat/Oeffentliche-Finanzen/Schulden
7161 | Vierteljahresdaten der Extrahaushalte | 12 | 71611 | states | Staat/Oeffentliche-Finanzen
7331 | Umsatzsteuerstatistik (Voranmeldungen) | 3 | 73311 | all | Staat/Steuern/Umsatzsteuer
7411 | Personalstandstatistik des öffentlichen Dienstes | 3 | 74111 | all | Staat/Oeffentlicher-Dienst
8111 | Inlandsproduktsberechnung | 1 | 81111 | federal | Wirtschaft/Volkswirtschaftliche-Gesamtrechnungen-Inlandsprodukt
`;

export const TOPICS: readonly Topic[] = TOPIC_TABLE.trim()
  .split("\n")
  .map((line) => {
    const [statisticId = "", title = "", period = "", evas = "", scope = "", theme = ""] = line
      .split("|")
      .map((cell) => cell.trim());
    return {
      statisticId,
      title,
      period: Number.parseInt(period, 10),
      evas: evas.split(" "),
      scope: scope as Scope,
      theme,
      semester: period.endsWith("s"),
    };
  });

/** How a survey's description names its office. */
export const REGION_NAMES: Readonly<Record<string, string>> = {
  "00": "Deutschland",
  "01": "Schleswig-Holstein",
  "02": "Hamburg",
  "03": "Niedersachsen",
  "04": "Bremen",
  "05": "Nordrhein-Westfalen",
  "06": "Hessen",
  "07": "Rheinland-Pfalz",
  "08": "Baden-Württemberg",
  "09": "Bayern",
  "10": "Saarland",
  "11": "Berlin",
  "12": "Brandenburg",
  "13": "Mecklenburg-Vorpommern",
  "14": "Sachsen",
  "15": "Sachsen-Anhalt",
  "16": "Thüringen",
  "99": "Statistischer Verbund",
};

export const OFFICE_CODES: readonly string[] = SURVEY_OFFICE_CODES;
export const STATE_CODES: readonly string[] = OFFICE_CODES.filter((c) => c !== "00" && c !== "99");

/** The web site of each office, for the demo links. */
export const OFFICE_SITES: Readonly<Record<string, string>> = {
  "00": "https://www.destatis.de",
  "01": "https://www.statistik-nord.de",
  "02": "https://www.statistik-nord.de",
  "03": "https://www.statistik.niedersachsen.de",
  "04": "https://www.statistik.bremen.de",
  "05": "https://www.it.nrw/statistik",
  "06": "https://statistik.hessen.de",
  "07": "https://www.statistik.rlp.de",
  "08": "https://www.statistik-bw.de",
  "09": "https://www.statistik.bayern.de",
  "10": "https://www.saarland.de/statistik",
  "11": "https://www.statistik-berlin-brandenburg.de",
  "12": "https://www.statistik-berlin-brandenburg.de",
  "13": "https://www.laiv-mv.de/Statistik",
  "14": "https://www.statistik.sachsen.de",
  "15": "https://statistik.sachsen-anhalt.de",
  "16": "https://statistik.thueringen.de",
  "99": "https://www.statistikportal.de",
};

export const MONTHS_DE = [
  "Januar",
  "Februar",
  "März",
  "April",
  "Mai",
  "Juni",
  "Juli",
  "August",
  "September",
  "Oktober",
  "November",
  "Dezember",
] as const;

export function topicByStatisticId(statisticId: string): Topic {
  const found = TOPICS.find((t) => t.statisticId === statisticId);
  if (!found) throw new RangeError(`no demo topic with statistic id ${statisticId}`);
  return found;
}
