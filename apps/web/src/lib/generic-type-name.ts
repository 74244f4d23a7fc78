import { genericResourceTypeI18nKey, isGenericResourceTypeCode } from "@erhdb/domain";
import type { TFunction } from "i18next";

/** A general resource type as the lists name it, e.g. '04 – res2html'; an unknown code as it is. */
export function genericTypeName(code: string, t: TFunction): string {
  return isGenericResourceTypeCode(code) ? `${code} – ${t(genericResourceTypeI18nKey(code))}` : code;
}
