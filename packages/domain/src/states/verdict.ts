/**
 * The answer of a combined rights-and-state check. The server maps it to a status:
 * forbidden (a right is missing) → 403, conflict (the state does not allow it) → 409.
 * Rights are checked first, so a caller without the right learns nothing about the state.
 */
export type ActionVerdict = "allowed" | "forbidden" | "conflict";

export const VERDICT_HTTP_STATUS: Readonly<Record<ActionVerdict, number>> = {
  allowed: 200,
  forbidden: 403,
  conflict: 409,
};

export function verdictOf(rightGranted: boolean, stateAllows: boolean): ActionVerdict {
  if (!rightGranted) return "forbidden";
  return stateAllows ? "allowed" : "conflict";
}
