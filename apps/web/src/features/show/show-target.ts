import type { ShowRequest } from "@erhdb/domain";
import type { To } from "react-router";

type SurveysRequest = Extract<ShowRequest, { kind: "surveys" }>;

/**
 * Where a Show link with survey parameters leads (decision 9): the surveys table filtered by them, in
 * the table's own hash (decision 7), and for an Erhebungsid its detail dialog (`?detail=`), opened on
 * the resource type `resid` when given.
 */
export function surveysTarget(request: SurveysRequest): To {
  const filters: [string, string | undefined][] = [
    ["statisticid", request.statisticId],
    ["evas", request.evas],
    ["erhebungsid", request.erhebungsid],
  ];
  const hash = filters
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([column, value]) => `f.${column}=${encodeURIComponent(value)}`)
    .join("&");
  const search = new URLSearchParams();
  if (request.erhebungsid !== undefined) search.set("detail", request.erhebungsid);
  if (request.resourceType !== undefined) search.set("resid", request.resourceType);
  const query = search.toString();
  return { pathname: "/surveys", search: query ? `?${query}` : "", hash: hash ? `#${hash}` : "" };
}
