import type { FileRuleError } from "@erhdb/domain";
import type { TFunction } from "i18next";

/**
 * The domain's file rule error in the shown language. Its params carry the names in both languages
 * (typeName and formats in German, typeNameEn and formatsEn in English); both catalogues' texts take
 * typeName and formats, so the English ones are put in their place for English.
 */
export function fileRuleMessage(error: FileRuleError, t: TFunction, language: string): string {
  const { typeNameEn, formatsEn, ...params } = error.params;
  const english = language.startsWith("en");
  const names = english
    ? { typeName: typeNameEn ?? params.typeName, formats: formatsEn ?? params.formats }
    : {};
  return t(`resources.fileRule.${error.key}`, { ...params, ...names });
}
