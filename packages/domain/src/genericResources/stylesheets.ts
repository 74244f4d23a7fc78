import type { GenericResourceTypeCode } from "../codes/genericResourceTypes.ts";

/**
 * The stylesheet routes of SPEC 2.1 (`/raw2html.xsl`, `/res1html.xsl`, `/res2html.xsl`, and
 * `/Load.html?<name>`): each delivers the current stylesheet of a general resource type. The code table
 * has raw2html (03) and res2html (04) only; res1html, the short form of the survey description, is a
 * res2html stylesheet too, so it names type 04 (decision 13).
 */
export const STYLESHEET_TYPES = {
  "raw2html.xsl": "03",
  "res1html.xsl": "04",
  "res2html.xsl": "04",
} as const satisfies Record<string, GenericResourceTypeCode>;

export type StylesheetName = keyof typeof STYLESHEET_TYPES;

export function isStylesheetName(value: string): value is StylesheetName {
  return Object.hasOwn(STYLESHEET_TYPES, value);
}

/** `?raw2html.xsl` (the Load page's query is the name itself), any case → the name; null otherwise. */
export function stylesheetOfLoadQuery(search: string): StylesheetName | null {
  const name = decodeURIComponent(search.replace(/^\?/, "").split("&")[0] ?? "")
    .replace(/=$/, "")
    .toLowerCase();
  return isStylesheetName(name) ? name : null;
}

export interface StylesheetCandidate {
  id: number;
  resourcetype: string;
  accessMode: boolean;
  /** ISO timestamp */
  updating: string;
}

/**
 * The current stylesheet of the name: of the public general resources of its type, the one changed last
 * (the highest id among equal times); null when there is none.
 */
export function currentStylesheet<T extends StylesheetCandidate>(
  resources: readonly T[],
  name: StylesheetName,
): T | null {
  const type = STYLESHEET_TYPES[name];
  let current: T | null = null;
  for (const r of resources) {
    if (r.resourcetype !== type || !r.accessMode) continue;
    const newer =
      current === null ||
      r.updating > current.updating ||
      (r.updating === current.updating && r.id > current.id);
    if (newer) current = r;
  }
  return current;
}
