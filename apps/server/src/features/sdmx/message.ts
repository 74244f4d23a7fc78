import type { Artefact, Language, Texts } from "./artefacts.ts";
import type { Depth } from "./query.ts";

/** A structure answer before it takes a format. */
export interface StructureMessage {
  id: string;
  prepared: Date;
  sender: string;
  /** the language of the single-language fields (SDMX-JSON's best match) */
  language: Language;
  depth: Depth;
  entries: readonly StructureEntry[];
}

export interface StructureEntry {
  artefact: Artefact;
  /** only some of its items, as the query asked (`isPartial`) */
  partial: boolean;
  /** where the artefact is served in full: the address a stub points to */
  structureUrl: string;
}

/** An error answer before it takes a format: the SDMX web service guidelines' code and texts. */
export interface ErrorMessage {
  id: string;
  prepared: Date;
  sender: string;
  language: Language;
  /** 100 no results, 140 syntax error, 501 not implemented, 1000+ the service's own */
  code: number;
  titles: Record<Language, string>;
  details: Record<Language, string>;
}

const URN_CLASSES = {
  codelist: { scheme: "codelist.Codelist", item: "codelist.Code" },
  agencyscheme: { scheme: "base.AgencyScheme", item: "base.Agency" },
} as const;

export function artefactUrn(a: Artefact): string {
  return `urn:sdmx:org.sdmx.infomodel.${URN_CLASSES[a.type].scheme}=${a.agencyID}:${a.id}(${a.version})`;
}

export function itemUrn(a: Artefact, itemId: string): string {
  return `urn:sdmx:org.sdmx.infomodel.${URN_CLASSES[a.type].item}=${a.agencyID}:${a.id}(${a.version}).${itemId}`;
}

/** The text in the language asked for, else in the other one the source has. */
export function bestMatch(texts: Texts, language: Language): string {
  return texts[language] ?? texts.de ?? texts.en ?? "";
}

/** The languages of the texts, German first. */
export function languagesOf(texts: Texts): Language[] {
  return (["de", "en"] as const).filter((l) => texts[l] !== undefined);
}
