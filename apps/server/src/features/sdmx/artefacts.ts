import { OFFICES, PERIODS, periodI18nKey, RESOURCE_TYPES } from "@erhdb/domain";
import { CODE_TEXTS } from "../../lib/texts/codes.ts";
import type { ArtefactType } from "./query.ts";

/**
 * The SDMX artefacts this register holds, independent of the format they travel in (decision 42).
 */

export type Language = "de" | "en";
/** A text in one or more languages; a language the source lacks is left out, not invented. */
export type Texts = Partial<Record<Language, string>>;

export interface Annotation {
  type: string;
  title: string;
}

export interface Item {
  id: string;
  names: Texts;
  /** the id of the item above it in the same list */
  parent?: string;
  annotations: readonly Annotation[];
}

export interface Artefact {
  type: ArtefactType;
  agencyID: string;
  id: string;
  version: string;
  names: Texts;
  descriptions: Texts;
  items: readonly Item[];
}

/** The fixed id and version the standard gives every agency scheme. */
export const AGENCY_SCHEME = { agencyID: "SDMX", id: "AGENCIES", version: "1.0" } as const;

/** One code of the EVAS register as the codelist needs it. */
export interface EvasCode {
  evas: string;
  description: string;
  /** 'YYYY-MM-DD' or null */
  closing: string | null;
}

/**
 * The SDMX id of an EVAS code: SDMX-ML 3.0.0 takes only an NCName (a letter first) as a code's Parent,
 * so the digits take a letter before them, in both formats alike (decision 42).
 */
export function evasCodeId(evas: string): string {
  return `E${evas}`;
}

/** The annotation type that carries an EVAS code's day of closing (SDMX codes have no validity). */
export const CLOSING_ANNOTATION = "EVAS_CLOSING";

/** The version of a codelist whose contents changed `changes` times since it was first served. */
export function codelistVersion(changes: number): string {
  return `1.${changes}.0`;
}

/**
 * CL_EVAS: the register's codes with their German names (it holds no English ones), each under the
 * nearest shorter code that exists (a missing level is skipped), a day of closing as an annotation.
 */
export function evasCodelist(agencyID: string, changes: number, codes: readonly EvasCode[]): Artefact {
  const present = new Set(codes.map((c) => c.evas));
  return {
    type: "codelist",
    agencyID,
    id: "CL_EVAS",
    version: codelistVersion(changes),
    names: { de: "Einheitliches Verzeichnis aller Statistiken (EVAS)", en: "EVAS register of statistics" },
    descriptions: {
      de: "Die Statistiken des Bundes und der Länder nach EVAS, mit ihren Gruppen als Elterncodes.",
      en: "The statistics of the federation and the states by EVAS, with their groups as parent codes.",
    },
    items: codes.map((code) => {
      const parent = nearestAncestor(code.evas, present);
      return {
        id: evasCodeId(code.evas),
        names: { de: code.description },
        ...(parent === undefined ? {} : { parent: evasCodeId(parent) }),
        annotations: code.closing === null ? [] : [{ type: CLOSING_ANNOTATION, title: code.closing }],
      };
    }),
  };
}

/** The longest proper prefix of `code` that is itself a code: 12345 -> 123, else 12, else 1. */
function nearestAncestor(code: string, present: ReadonlySet<string>): string | undefined {
  for (let length = code.length - 1; length > 0; length--) {
    const prefix = code.slice(0, length);
    if (present.has(prefix)) return prefix;
  }
  return undefined;
}

/**
 * When the code tables' lists last changed: moved by hand with their versions (below). A fixed time, not
 * the process's start, so that every instance behind a proxy answers a conditional request alike.
 */
export const CODE_TABLES_CHANGED_AT = new Date("2026-12-01T00:00:00Z");

/** The code tables' lists: versions fixed in code, moved by hand when a table changes (decision 42). */
export function codeTableCodelists(agencyID: string): Artefact[] {
  const list = (id: string, names: Texts, items: Item[]): Artefact => ({
    type: "codelist",
    agencyID,
    id,
    version: "1.0.0",
    names,
    descriptions: {},
    items,
  });
  return [
    list(
      "CL_PERIOD",
      { de: "Periodizität", en: "Periodicity" },
      PERIODS.map((p) => {
        const key = periodI18nKey(p.code) as keyof typeof CODE_TEXTS;
        const texts = CODE_TEXTS[key];
        return { id: key.slice("period.".length), names: { de: texts.de, en: texts.en }, annotations: [] };
      }),
    ),
    list(
      "CL_RESOURCE_TYPE",
      { de: "Ressourcentyp", en: "Resource type" },
      RESOURCE_TYPES.map((t) => ({ id: t.code, names: { de: t.nameDe, en: t.nameEn }, annotations: [] })),
    ),
    list(
      "CL_STATE_OFFICE",
      { de: "Statistisches Amt", en: "Statistical office" },
      OFFICES.map((o) => ({ id: o.code, names: { de: o.nameDe, en: o.nameEn }, annotations: [] })),
    ),
  ];
}

/** The agency scheme as the standard fixes it (SDMX:AGENCIES(1.0)), naming the configured agency. */
export function agencyScheme(agencyID: string): Artefact {
  return {
    type: "agencyscheme",
    ...AGENCY_SCHEME,
    names: { en: "SDMX Agency Scheme" },
    descriptions: {},
    items: [{ id: agencyID, names: { en: agencyID }, annotations: [] }],
  };
}
