import type { SearchHit } from "@erhdb/domain";
import { parseResourceKey } from "@erhdb/domain";

/**
 * Where a hit opens (issue 36): a survey's detail dialog (`/surveys?detail=`, SPEC 2.4), for anonymous
 * visitors by the Show page (SPEC 2.8), which leads there; a resource the same on its type's tab
 * (`resid`); an EVAS its list filtered to the code (the table's hash, decision 7; an EVAS has no
 * dialog to read); a general resource the Show page's list of its type.
 */
export function searchTarget(hit: SearchHit, loggedIn: boolean): string {
  const survey = (erhebungsid: string, resourceType?: string) => {
    const params = new URLSearchParams(loggedIn ? { detail: erhebungsid } : { eid: erhebungsid });
    if (resourceType !== undefined) params.set("resid", resourceType);
    return `${loggedIn ? "/surveys" : "/Show.html"}?${params}`;
  };
  switch (hit.kind) {
    case "survey":
      return survey(hit.id);
    case "resource": {
      const parts = parseResourceKey(hit.id);
      return parts === null ? survey(hit.id) : survey(parts.erhebungsid, parts.resourceType);
    }
    case "evas":
      return `/evas#f.evas=${encodeURIComponent(hit.id)}`;
    case "genericResource":
      return `/Show.html?genresid=${encodeURIComponent(hit.id.split("/")[0] ?? "")}`;
  }
}
