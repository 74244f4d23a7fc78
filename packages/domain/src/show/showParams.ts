import { type GenericResourceTypeCode, isGenericResourceTypeCode } from "../codes/genericResourceTypes.ts";
import { isResourceTypeCode, type ResourceTypeCode } from "../codes/resourceTypes.ts";

/**
 * The query of the Show page (SPEC 2.8, SPEC 5 "Show page"; decision 0009). Names are
 * case-insensitive; each value has a fixed number of digits.
 */
export const SHOW_PARAMS = {
  statid: /^\d{4}$/,
  eid: /^\d{13}$/,
  resid: /^\d{2}$/,
  evas: /^\d{5}$/,
  genresid: /^\d{2}$/,
} as const;

export type ShowParamName = keyof typeof SHOW_PARAMS;

export const SHOW_PARAM_NAMES = Object.keys(SHOW_PARAMS) as ShowParamName[];

/** What the Show page shows for a query. */
export type ShowRequest =
  /** no parameters: the usage examples */
  | { kind: "usage" }
  /** an unknown name, a wrong format, a name twice or a combination that means nothing */
  | { kind: "invalid" }
  /** the general resources of one type */
  | { kind: "genericResources"; type: GenericResourceTypeCode }
  /**
   * the surveys table preset with these filters; with `eid`, that survey's detail dialog, opened on
   * the resources of type `resid` when given
   */
  | {
      kind: "surveys";
      statisticId?: string;
      erhebungsid?: string;
      evas?: string;
      resourceType?: ResourceTypeCode;
    };

type SurveysRequest = Extract<ShowRequest, { kind: "surveys" }>;

function isShowParamName(name: string): name is ShowParamName {
  return Object.hasOwn(SHOW_PARAMS, name);
}

/** Reads a query string (`?eid=...` or `eid=...`) or its parsed parameters. */
export function parseShowParams(query: string | URLSearchParams): ShowRequest {
  const params = typeof query === "string" ? new URLSearchParams(query) : query;
  const values: Partial<Record<ShowParamName, string>> = {};
  let count = 0;
  for (const [rawName, value] of params) {
    const name = rawName.toLowerCase();
    if (!isShowParamName(name) || values[name] !== undefined || !SHOW_PARAMS[name].test(value)) {
      return { kind: "invalid" };
    }
    values[name] = value;
    count++;
  }
  if (count === 0) return { kind: "usage" };

  const { statid, eid, resid, evas, genresid } = values;
  if (genresid !== undefined) {
    // the general resources are a list of their own: no survey parameter narrows them
    if (count > 1 || !isGenericResourceTypeCode(genresid)) return { kind: "invalid" };
    return { kind: "genericResources", type: genresid };
  }
  const request: SurveysRequest = { kind: "surveys" };
  if (statid !== undefined) request.statisticId = statid;
  if (eid !== undefined) request.erhebungsid = eid;
  if (evas !== undefined) request.evas = evas;
  if (resid !== undefined) {
    // a resource type says which resources of the survey `eid` to show; alone it names nothing
    if (eid === undefined || !isResourceTypeCode(resid)) return { kind: "invalid" };
    request.resourceType = resid;
  }
  return request;
}
