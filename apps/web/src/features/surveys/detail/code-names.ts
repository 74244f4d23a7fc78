import { officeByCode, resourceTypeByCode } from "@erhdb/domain";

/** The domain's code tables carry the German and English names; the shown language picks one. */
const english = (language: string) => language.startsWith("en");

export function officeName(code: string, language: string): string {
  const office = officeByCode(code);
  if (!office) return code;
  return english(language) ? office.nameEn : office.nameDe;
}

export function resourceTypeName(code: string, language: string): string {
  const type = resourceTypeByCode(code);
  if (!type) return code;
  return english(language) ? type.nameEn : type.nameDe;
}

/**
 * The systematics of SPEC 2.4: a statistic id whose first digit is 0 lies outside the EVAS subject
 * areas (which run from 1 to 9), every other one inside them. Returns the i18n key of the label.
 */
export function systematicsKey(statisticId: string): string {
  return statisticId.startsWith("0") ? "surveys.detail.systematics0" : "surveys.detail.systematics1";
}
