/**
 * Resource types of a survey and their specializations (SPEC section 3, "Code tables"). Codes are
 * two-digit strings as they travel in payloads and resource keys.
 */

/** Inclusive ranges of specialization numbers. */
type SpecRanges = readonly (readonly [number, number])[];

export const RESOURCE_TYPES = [
  type("99", "Erhebungsbeschreibung", "Survey description", [[0, 0]]),
  type("98", "Liefervereinbarung", "Delivery agreement", [[0, 0]]),
  type(
    "97",
    "Elektronischer Fragebogen",
    "Electronic questionnaire",
    [
      [0, 5],
      [50, 59],
    ],
    true,
  ),
  type("95", "Umsteigeschlüssel", "Conversion table", [[0, 0]]),
  type(
    "94",
    "PL-Metadaten",
    "PL metadata",
    [
      [0, 5],
      [50, 59],
    ],
    true,
  ),
  type("93", "PL-Prüfcode", "PL check code", [[0, 5]]),
  type("92", "Einheitlicher Papierfragebogen", "Uniform paper questionnaire", [[0, 99]]),
  type("91", "Fachinformationen", "Specialist information", [[0, 0]]),
  type("90", "Beispiele", "Examples", [[0, 2]]),
  type("89", "Datensatzbeschreibung", "Dataset description", [
    [0, 5],
    [20, 99],
  ]),
  // The code table leaves 88 unnamed; "Sonstiges" is our name for it.
  type("88", "Sonstiges", "Other", [[0, 99]]),
  type("87", "PL-Dokumentation", "PL documentation", [[0, 0]]),
  // The code table lists no specializations for 86; it gets the single 00 like the other one-file types.
  type("86", "IDEV-Paket", "IDEV package", [[0, 0]]),
] as const;

export type ResourceType = (typeof RESOURCE_TYPES)[number];
export type ResourceTypeCode = ResourceType["code"];

export const RESOURCE_TYPE_CODES: readonly ResourceTypeCode[] = RESOURCE_TYPES.map((t) => t.code);
/** Types 93 and 94 are valid from a bzr; their resource key starts with it. */
export const VALID_FROM_BZR_TYPES: readonly ResourceTypeCode[] = ["93", "94"];
/** The types a newsletter subscription may name (SPEC 2.22). */
export const NEWSLETTER_RESOURCE_TYPES: readonly ResourceTypeCode[] = [
  "99",
  "98",
  "97",
  "95",
  "94",
  "93",
  "92",
  "91",
  "90",
  "89",
  "88",
  "87",
];
/** Specializations 50..59 of types 97 and 94 are transformations. */
export const TRANSFORMATION_RANGE = [50, 59] as const;

export function isResourceTypeCode(value: string): value is ResourceTypeCode {
  return (RESOURCE_TYPE_CODES as readonly string[]).includes(value);
}

export function resourceTypeByCode(code: string): ResourceType | undefined {
  return RESOURCE_TYPES.find((t) => t.code === code);
}

export function hasValidFromBzr(type: string): boolean {
  return (VALID_FROM_BZR_TYPES as readonly string[]).includes(type);
}

/** The specializations of a type as two-digit strings in ascending order ([] for an unknown type). */
export function specializationsOf(type: string): string[] {
  const ranges: SpecRanges = resourceTypeByCode(type)?.specializations ?? [];
  return ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => twoDigits(from + i)));
}

/** Whether `specialization` (two-digit string, or a number) belongs to the type. */
export function isValidSpecialization(type: string, specialization: string | number): boolean {
  const n = specializationNumber(specialization);
  if (n === null) return false;
  const ranges: SpecRanges = resourceTypeByCode(type)?.specializations ?? [];
  return ranges.some(([from, to]) => n >= from && n <= to);
}

export function isTransformation(type: string, specialization: string | number): boolean {
  const n = specializationNumber(specialization);
  return (
    resourceTypeByCode(type)?.hasTransformations === true &&
    n !== null &&
    n >= TRANSFORMATION_RANGE[0] &&
    n <= TRANSFORMATION_RANGE[1]
  );
}

/** The number of a two-digit string or an integer 0..99; null for anything else. */
export function specializationNumber(specialization: string | number): number | null {
  if (typeof specialization === "number") {
    return Number.isInteger(specialization) && specialization >= 0 && specialization <= 99
      ? specialization
      : null;
  }
  return /^\d{2}$/.test(specialization) ? Number(specialization) : null;
}

export function twoDigits(n: number): string {
  return String(n).padStart(2, "0");
}

function type<C extends string>(
  code: C,
  nameDe: string,
  nameEn: string,
  specializations: SpecRanges,
  hasTransformations = false,
) {
  return { code, nameDe, nameEn, specializations, hasTransformations } as const;
}
