import { hasValidFromBzr, isResourceTypeCode, isValidSpecialization } from "../codes/resourceTypes.ts";
import { isValidBzr } from "./bzr.ts";
import { isValidErhebungsid } from "./erhebungsid.ts";

/**
 * The unique resource key, all digits:
 *
 *   21 digits (every type but 93 and 94):
 *     erhebungsid (13) | resource type (2) | specialization (2) | version (4)
 *
 *   27 digits (types 93 and 94, valid from a bzr):
 *     valid-from bzr (6) | erhebungsid (13) | resource type (2) | specialization (2) | version (4)
 *
 * So the type always sits 4 + 2 digits before the end and the version is always the last four digits.
 * (SPEC 3 says "last 2 or 4 digits"; the lengths 21 = 13+2+2+4 and 27 = 6+21 only add up with four.)
 */
export interface ResourceKeyParts {
  erhebungsid: string;
  resourceType: string;
  specialization: string;
  /** four digits, '0001' */
  version: string;
  /** the valid-from bzr of types 93 and 94, null for every other type */
  validFromBzr: string | null;
}

export interface ResourceKeyInput {
  erhebungsid: string;
  resourceType: string;
  specialization: string | number;
  /** 0..9999, or a string of 1 to 4 digits */
  version: number | string;
  validFromBzr?: string | null;
}

export const RESOURCE_KEY_LENGTH = 21;
export const VALID_FROM_RESOURCE_KEY_LENGTH = 27;
export const RESOURCE_VERSION_LENGTH = 4;
/** The download page's parameter: exactly 21 or 27 digits (SPEC 5). */
export const DOWNLOAD_KEY_PATTERN = /^(?:\d{21}|\d{27})$/;

export function isValidDownloadKey(value: string): boolean {
  return DOWNLOAD_KEY_PATTERN.test(value);
}

/** Composes the key; parts that cannot form a valid key are a programming error (RangeError). */
export function composeResourceKey(input: ResourceKeyInput): string {
  const specialization =
    typeof input.specialization === "number"
      ? String(input.specialization).padStart(2, "0")
      : input.specialization;
  const version = typeof input.version === "number" ? String(input.version) : input.version;
  const prefix = input.validFromBzr ?? "";
  const key = `${prefix}${input.erhebungsid}${input.resourceType}${specialization}${version.padStart(4, "0")}`;
  if (!/^\d{1,4}$/.test(version) || parseResourceKey(key) === null) {
    throw new RangeError(`invalid resource key parts: ${JSON.stringify(input)}`);
  }
  return key;
}

/**
 * Splits a key; null unless it is all digits, its length fits its type (27 exactly for 93 and 94), the
 * valid-from bzr and the Erhebungsid are valid and the specialization belongs to the type.
 */
export function parseResourceKey(key: string): ResourceKeyParts | null {
  if (!isValidDownloadKey(key)) return null;
  const long = key.length === VALID_FROM_RESOURCE_KEY_LENGTH;
  const validFromBzr = long ? key.slice(0, 6) : null;
  const rest = long ? key.slice(6) : key;
  const parts: ResourceKeyParts = {
    erhebungsid: rest.slice(0, 13),
    resourceType: rest.slice(13, 15),
    specialization: rest.slice(15, 17),
    version: rest.slice(17, 21),
    validFromBzr,
  };
  if (!isResourceTypeCode(parts.resourceType)) return null;
  if (hasValidFromBzr(parts.resourceType) !== long) return null;
  if (validFromBzr !== null && !isValidBzr(validFromBzr)) return null;
  if (!isValidErhebungsid(parts.erhebungsid)) return null;
  if (!isValidSpecialization(parts.resourceType, parts.specialization)) return null;
  return parts;
}

export function isValidResourceKey(key: string): boolean {
  return parseResourceKey(key) !== null;
}
