import { isGenericResourceTypeCode, resourceTypeLabel } from "@erhdb/domain";
import type { TFunction } from "i18next";
import { genericTypeName } from "../../../lib/generic-type-name.ts";

/**
 * A resource type an encoding entry names, in the shown language: '99 – Erhebungsbeschreibung' (a
 * survey resource type, named by the domain's code table), '01 – SDFMeta' (a general resource type,
 * named as its lists name it); an unknown code as it is.
 */
export function encodableTypeName(code: string, t: TFunction, language: string): string {
  if (isGenericResourceTypeCode(code)) return genericTypeName(code, t);
  return resourceTypeLabel(code, language);
}
