import type { PermissionTarget } from "../auth/access.ts";
import type { Office } from "../codes/offices.ts";
import { isSurveyOfficeCode, officeByCode } from "../codes/offices.ts";
import { isValidBzr } from "./bzr.ts";
import { isValidStatisticId } from "./inputPatterns.ts";

/**
 * An Erhebungsid (survey id) is 13 digits:
 *
 *   position  1      2-5           6-11   12-13
 *             '1'    statisticId   bzr    federalStateCode (office code, lkz)
 *
 * e.g. 1 2311 254003 05 = statistic 2311, March 2025, Nordrhein-Westfalen.
 */
export interface ErhebungsidParts {
  statisticId: string;
  bzr: string;
  federalStateCode: string;
}

export const ERHEBUNGSID_LENGTH = 13;
/** The shape alone (13 digits, leading 1), without checking bzr and office. */
export const ERHEBUNGSID_PATTERN = /^1\d{12}$/;

/** The first problem of the parts, or null: statistic id 4 digits, valid bzr, known survey office. */
export function validateErhebungsidParts(
  parts: ErhebungsidParts,
): "statisticId" | "bzr" | "federalStateCode" | null {
  if (!isValidStatisticId(parts.statisticId)) return "statisticId";
  if (!isValidBzr(parts.bzr)) return "bzr";
  if (!isSurveyOfficeCode(parts.federalStateCode)) return "federalStateCode";
  return null;
}

/** Composes the id; invalid parts are a programming error (RangeError), validate input first. */
export function composeErhebungsid(parts: ErhebungsidParts): string {
  const problem = validateErhebungsidParts(parts);
  if (problem) throw new RangeError(`invalid Erhebungsid ${problem}: ${JSON.stringify(parts)}`);
  return `1${parts.statisticId}${parts.bzr}${parts.federalStateCode}`;
}

export function parseErhebungsid(value: string): ErhebungsidParts | null {
  if (!ERHEBUNGSID_PATTERN.test(value)) return null;
  const parts = splitErhebungsid(value);
  return validateErhebungsidParts(parts) === null ? parts : null;
}

/** 13 digits, leading 1, valid bzr and a known survey office code. */
export function isValidErhebungsid(value: string): boolean {
  return parseErhebungsid(value) !== null;
}

/**
 * Characters 2-5. Reads the shape only (not bzr or office), so that rights on a stored id whose bzr is
 * outside today's code table still resolve.
 */
export function statisticIdOf(erhebungsid: string): string | null {
  return ERHEBUNGSID_PATTERN.test(erhebungsid) ? erhebungsid.slice(1, 5) : null;
}

/** Characters 12-13, read by shape like `statisticIdOf`. */
export function federalStateCodeOf(erhebungsid: string): string | null {
  return ERHEBUNGSID_PATTERN.test(erhebungsid) ? erhebungsid.slice(11, 13) : null;
}

export function bzrOf(erhebungsid: string): string | null {
  return ERHEBUNGSID_PATTERN.test(erhebungsid) ? erhebungsid.slice(5, 11) : null;
}

export function officeOf(erhebungsid: string): Office | undefined {
  const code = federalStateCodeOf(erhebungsid);
  return code === null ? undefined : officeByCode(code);
}

/** Where person permissions for this survey apply (SPEC 5, "Resource edit permission"). */
export function permissionTargetOf(erhebungsid: string): PermissionTarget | null {
  const statisticId = statisticIdOf(erhebungsid);
  const lkz = federalStateCodeOf(erhebungsid);
  return statisticId === null || lkz === null ? null : { statisticId, lkz };
}

function splitErhebungsid(value: string): ErhebungsidParts {
  return { statisticId: value.slice(1, 5), bzr: value.slice(5, 11), federalStateCode: value.slice(11, 13) };
}
