import { genericResourceTypeI18nKey, isGenericResourceTypeCode, periodI18nKey } from "@erhdb/domain";
import type { Lang } from "../lib/messages.ts";
import { translate } from "../lib/messages.ts";

// The server's texts are one catalogue (lib/messages.ts); the table engine names code values from it.
export { translate };

/** '02' → 'Schemadatei' ('Schema file' in English); an unknown code as it is. */
export function genericResourceTypeName(code: string, lang: Lang): string {
  return isGenericResourceTypeCode(code) ? translate(genericResourceTypeI18nKey(code), lang) : code;
}

export function periodLabel(period: number, lang: Lang): string {
  return translate(periodI18nKey(period), lang);
}
