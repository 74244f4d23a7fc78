/**
 * The systematics of SPEC 2.4: a statistic id whose first digit is 0 lies outside the EVAS subject
 * areas (which run from 1 to 9), every other one inside them. Returns the i18n key of the label.
 */
export function systematicsKey(statisticId: string): string {
  return statisticId.startsWith("0") ? "surveys.detail.systematics0" : "surveys.detail.systematics1";
}
