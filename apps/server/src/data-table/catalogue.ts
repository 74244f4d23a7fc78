import type { OfficeCode } from "@erhdb/domain";
import { officeByCode, periodI18nKey } from "@erhdb/domain";
import type { Lang } from "../lib/messages.ts";
import { translate } from "../lib/messages.ts";

// The server's texts are one catalogue (lib/messages.ts); the table engine names code values from it.
export { translate };

export function periodLabel(period: number, lang: Lang): string {
  return translate(periodI18nKey(period), lang);
}

export function officeLabel(code: OfficeCode | string, lang: Lang): string {
  const office = officeByCode(code);
  if (!office) return code;
  return lang === "en" ? office.nameEn : office.nameDe;
}
