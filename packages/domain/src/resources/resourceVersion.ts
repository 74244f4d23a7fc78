/**
 * Versions of a resource (SPEC 3: the last four digits of the key). An upload takes the next free version
 * of its survey, type, specialization (and valid-from bzr for 93 and 94), or, with the overwrite flag,
 * replaces the newest one in place: same version, same key, a new file.
 */
export const RESOURCE_VERSION_MAX = 9999;
export const FIRST_RESOURCE_VERSION = 1;

export type VersionPlan =
  /** a new row with this version */
  | { kind: "add"; version: number }
  /** the existing row with this version gets the new file */
  | { kind: "replace"; version: number }
  /** every version up to 9999 is taken */
  | { kind: "exhausted" };

export function planResourceVersion(existing: readonly (string | number)[], overwrite: boolean): VersionPlan {
  const newest = existing.reduce<number>((max, v) => Math.max(max, Number(v)), 0);
  if (overwrite && newest > 0) return { kind: "replace", version: newest };
  if (newest >= RESOURCE_VERSION_MAX) return { kind: "exhausted" };
  return { kind: "add", version: newest + 1 };
}
