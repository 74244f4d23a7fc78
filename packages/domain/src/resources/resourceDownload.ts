// Who may download a resource's file is who may see it (canSeeResource, decision 13 and 34): everyone
// a usable or used public resource of a public approved survey, the survey's editors every live one.
// Anyone else gets the answer to an unknown id or key.

/**
 * Which usage count a download raises (SPEC 3: countCore, countIntern, countExtern; decision 13): staff of
 * the core association (office 99) count as core, every other logged-in caller (the federal and state
 * offices) as intern, and an anonymous caller as extern.
 */
export type DownloadCounter = "core" | "intern" | "extern";

export const CORE_OFFICE = "99";

export function downloadCounterOf(person: { office: string } | null): DownloadCounter {
  if (!person) return "extern";
  return person.office === CORE_OFFICE ? "core" : "intern";
}
