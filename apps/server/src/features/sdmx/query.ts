/**
 * The structure query of the SDMX REST API 2.0.0 (`structure/{artefactType}/{agencyID}/{resourceID}/
 * {version}/{itemID}?detail&references`), as far as this register serves it (decision 42).
 */

/** The artefact types this register holds; `*` asks for all of them. */
export const SERVED_ARTEFACT_TYPES = ["codelist", "agencyscheme"] as const;
export type ArtefactType = (typeof SERVED_ARTEFACT_TYPES)[number];

/** Every value of `detail` the standard defines; with `references=none` each is defined for our artefacts. */
export const DETAILS = [
  "full",
  "allstubs",
  "referencestubs",
  "allcompletestubs",
  "referencecompletestubs",
  "referencepartial",
  "raw",
] as const;
export type Detail = (typeof DETAILS)[number];

/** How much of each artefact an answer carries. */
export type Depth = "full" | "stub" | "completestub";

export interface StructureQuery {
  types: readonly ArtefactType[];
  agencies: readonly string[];
  resources: readonly string[];
  versions: readonly string[];
  items: readonly string[];
  depth: Depth;
}

/** Why a query is not answered: 400 for what the standard does not define, 501 for what we do not serve. */
export type QueryRefusal = { status: 400 | 501; what: string };

export interface RawQuery {
  artefactType: string;
  agencyID?: string | undefined;
  resourceID?: string | undefined;
  version?: string | undefined;
  itemID?: string | undefined;
  detail?: string | undefined;
  references?: string | undefined;
}

/** Parses a query; the path's omitted parts take the standard's defaults (`*`, version `~`). */
export function parseStructureQuery(raw: RawQuery): StructureQuery | QueryRefusal {
  const types = artefactTypes(raw.artefactType);
  if (types === null) return { status: 501, what: `structure/${raw.artefactType}` };
  const detail = raw.detail ?? "full";
  if (!isDetail(detail)) return { status: 400, what: `detail=${detail}` };
  // Our artefacts reference none, so only `none` has a meaning we serve; the others are not implemented.
  const references = raw.references ?? "none";
  if (references !== "none") return { status: 501, what: `references=${references}` };
  return {
    types,
    agencies: list(raw.agencyID ?? "*"),
    resources: list(raw.resourceID ?? "*"),
    versions: list(raw.version ?? "~"),
    items: list(raw.itemID ?? "*"),
    depth: depthOf(detail),
  };
}

export function isRefusal(value: StructureQuery | QueryRefusal): value is QueryRefusal {
  return "status" in value;
}

function artefactTypes(value: string): readonly ArtefactType[] | null {
  if (value === "*") return SERVED_ARTEFACT_TYPES;
  const types = list(value);
  return types.every(isServedType) ? (types as ArtefactType[]) : null;
}

function isServedType(value: string): value is ArtefactType {
  return (SERVED_ARTEFACT_TYPES as readonly string[]).includes(value);
}

function isDetail(value: string): value is Detail {
  return (DETAILS as readonly string[]).includes(value);
}

/**
 * allstubs and allcompletestubs shorten every artefact; the reference* values shorten only referenced
 * artefacts (none here) and raw differs only for codelist extensions (none here): those answer in full.
 */
function depthOf(detail: Detail): Depth {
  if (detail === "allstubs") return "stub";
  if (detail === "allcompletestubs") return "completestub";
  return "full";
}

function list(value: string): string[] {
  return value.split(",");
}

/** Whether a part of the query (a comma list, `*` for any) takes the value. */
export function matches(wanted: readonly string[], value: string): boolean {
  return wanted.includes("*") || wanted.includes(value);
}

/**
 * Whether the version query takes an artefact's version. Only the current version of each artefact is
 * served, so `~` (latest) and `+` (latest stable: ours carry no pre-release part) take it like `*`.
 */
export function versionMatches(wanted: readonly string[], version: string): boolean {
  return wanted.some((w) => w === "*" || w === "~" || w === "+" || w === version);
}
