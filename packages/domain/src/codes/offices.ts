/**
 * The statistics offices (SPEC section 3, "Code tables"): the federal office, the sixteen state offices in
 * their official order and the core association. The two-digit code is the federal state code (lkz) that
 * ends every Erhebungsid.
 */
export const OFFICES = [
  office("00", "DESTATIS", "Statistisches Bundesamt", "Federal Statistical Office", ["BUND", "BUNDESAMT"]),
  office("01", "SH", "Schleswig-Holstein", "Schleswig-Holstein"),
  office("02", "HH", "Hamburg", "Hamburg"),
  office("03", "NI", "Niedersachsen", "Lower Saxony"),
  office("04", "HB", "Bremen", "Bremen"),
  office("05", "NRW", "Nordrhein-Westfalen", "North Rhine-Westphalia", ["NW"]),
  office("06", "HE", "Hessen", "Hesse"),
  office("07", "RP", "Rheinland-Pfalz", "Rhineland-Palatinate"),
  office("08", "BW", "Baden-Württemberg", "Baden-Württemberg"),
  office("09", "BY", "Bayern", "Bavaria"),
  office("10", "SL", "Saarland", "Saarland"),
  office("11", "BE", "Berlin", "Berlin"),
  office("12", "BB", "Brandenburg", "Brandenburg"),
  office("13", "MV", "Mecklenburg-Vorpommern", "Mecklenburg-Western Pomerania"),
  office("14", "SN", "Sachsen", "Saxony"),
  office("15", "ST", "Sachsen-Anhalt", "Saxony-Anhalt"),
  office("16", "TH", "Thüringen", "Thuringia"),
  office("99", "VERBUND", "Verbund", "Core association", ["STATISTISCHER VERBUND"]),
] as const;

export type Office = (typeof OFFICES)[number];
export type OfficeCode = Office["code"];

export const OFFICE_CODES: readonly OfficeCode[] = OFFICES.map((o) => o.code);
/** The office filter of the tables offers the federal office and the states, not the association. */
export const FILTERABLE_OFFICE_CODES: readonly OfficeCode[] = OFFICE_CODES.filter((c) => c !== "99");
/** A survey may belong to any office, the association included. */
export const SURVEY_OFFICE_CODES: readonly OfficeCode[] = OFFICE_CODES;
export const FEDERAL_OFFICE_CODE: OfficeCode = "00";
export const CORE_ASSOCIATION_CODE: OfficeCode = "99";

export function isOfficeCode(value: string): value is OfficeCode {
  return (OFFICE_CODES as readonly string[]).includes(value);
}

export function isSurveyOfficeCode(value: string): value is OfficeCode {
  return (SURVEY_OFFICE_CODES as readonly string[]).includes(value);
}

export function isFilterableOfficeCode(value: string): value is OfficeCode {
  return (FILTERABLE_OFFICE_CODES as readonly string[]).includes(value);
}

export function officeByCode(code: string): Office | undefined {
  return OFFICES.find((o) => o.code === code);
}

/**
 * Imported data names offices in many ways ("HAMBURG", "Baden-Wuerttemberg", "nrw", "5", "05"):
 * any name form, abbreviation, German or English name, or code (case, umlaut spelling and
 * separators ignored) maps to its office.
 */
export function officeFromName(value: string | null | undefined): Office | undefined {
  if (value == null) return undefined;
  const trimmed = value.trim();
  if (/^\d{1,2}$/.test(trimmed)) return officeByCode(trimmed.padStart(2, "0"));
  return OFFICE_BY_NAME.get(normalizeName(trimmed));
}

/** Upper case, umlauts spelt out, every run of spaces, underscores or hyphens one hyphen. */
function normalizeName(name: string): string {
  return transliterate(name.toUpperCase())
    .replace(/[\s_-]+/g, "-")
    .replace(/^-|-$/g, "");
}

function transliterate(upper: string): string {
  return upper.replace(/Ä/g, "AE").replace(/Ö/g, "OE").replace(/Ü/g, "UE").replace(/ß/g, "SS");
}

function office<C extends string>(
  code: C,
  abbreviation: string,
  nameDe: string,
  nameEn: string,
  extraForms: readonly string[] = [],
) {
  const upper = nameDe.toUpperCase();
  // Both spellings are listed so that a reader of this table sees every form that maps.
  const nameForms = [...new Set([upper, transliterate(upper), ...extraForms])];
  return { code, abbreviation, nameDe, nameEn, nameForms } as const;
}

const OFFICE_BY_NAME: ReadonlyMap<string, Office> = new Map(
  OFFICES.flatMap((o) =>
    [o.abbreviation, o.nameDe, o.nameEn, ...o.nameForms].map((form) => [normalizeName(form), o] as const),
  ),
);
