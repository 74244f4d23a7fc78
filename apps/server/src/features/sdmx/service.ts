import { randomUUID } from "node:crypto";
import { PRODUCT_VERSION } from "@erhdb/domain";
import type { Database } from "../../db/database.ts";
import {
  type Artefact,
  agencyScheme,
  CODE_TABLES_CHANGED_AT,
  codeTableCodelists,
  evasCodelist,
  type Language,
} from "./artefacts.ts";
import type { ErrorMessage, StructureEntry, StructureMessage } from "./message.ts";
import { matches, type StructureQuery, versionMatches } from "./query.ts";
import { type EvasRegisterSnapshot, evasRegisterVersion, readEvasRegister } from "./repository.ts";

export interface SdmxServiceOptions {
  /** SDMX_AGENCY */
  agency: string;
  /** where the structure queries are served, e.g. https://example.org/erhebungsdatenbank/sdmx/v2 */
  serviceUrl: string;
  now?: (() => Date) | undefined;
}

/** What a query found, with what a cache needs to know about it. */
export interface StructureResult {
  entries: StructureEntry[];
  /** names the contents: the same tag means the same artefacts, whenever asked (hashed into the ETag) */
  tag: string;
  lastModified: Date;
}

/**
 * The structure queries over the register's codelists (decision 42). The code tables change only with
 * the code (CODE_TABLES_CHANGED_AT); CL_EVAS is built once per register version.
 */
export function createSdmxService(db: Database, options: SdmxServiceOptions) {
  const now = options.now ?? (() => new Date());
  const fixed = [agencyScheme(options.agency), ...codeTableCodelists(options.agency)];
  let evasCache: { snapshot: EvasRegisterSnapshot; artefact: Artefact } | null = null;

  async function evasArtefact(): Promise<{ artefact: Artefact; changedAt: Date }> {
    const { version } = await evasRegisterVersion(db);
    if (evasCache?.snapshot.version !== version) {
      const snapshot = await readEvasRegister(db);
      evasCache = { snapshot, artefact: evasCodelist(options.agency, snapshot.version, snapshot.codes) };
    }
    return { artefact: evasCache.artefact, changedAt: evasCache.snapshot.changedAt };
  }

  /** Whether CL_EVAS could answer the query at all: its codes are read only then. */
  function asksForEvas(query: StructureQuery): boolean {
    return (
      query.types.includes("codelist") &&
      matches(query.agencies, options.agency) &&
      matches(query.resources, "CL_EVAS")
    );
  }

  function entryOf(artefact: Artefact, query: StructureQuery): StructureEntry | null {
    if (!query.types.includes(artefact.type)) return null;
    if (!matches(query.agencies, artefact.agencyID) || !matches(query.resources, artefact.id)) return null;
    if (!versionMatches(query.versions, artefact.version)) return null;
    const structureUrl = `${options.serviceUrl}/structure/${artefact.type}/${artefact.agencyID}/${artefact.id}/${artefact.version}`;
    if (matches(query.items, "*") || query.depth !== "full")
      return { artefact, partial: false, structureUrl };
    const items = artefact.items.filter((i) => matches(query.items, i.id));
    if (items.length === 0) return null;
    return { artefact: { ...artefact, items }, partial: true, structureUrl };
  }

  return {
    async structures(query: StructureQuery): Promise<StructureResult> {
      const evas = asksForEvas(query) ? await evasArtefact() : null;
      const all = evas === null ? fixed : [...fixed, evas.artefact];
      const entries = all.flatMap((a) => entryOf(a, query) ?? []);
      const changed = entries.some((e) => e.artefact.id === "CL_EVAS") && evas ? evas.changedAt : null;
      const versions = entries.map((e) => `${e.artefact.agencyID}:${e.artefact.id}(${e.artefact.version})`);
      // the versions (with the agency) name the contents, the product's version how they are written: the
      // same on every instance of one release
      const tag = `${PRODUCT_VERSION} ${versions.join(" ")}`;
      const lastModified = changed && changed > CODE_TABLES_CHANGED_AT ? changed : CODE_TABLES_CHANGED_AT;
      return { entries, tag, lastModified: new Date(Math.floor(lastModified.getTime() / 1000) * 1000) };
    },

    message(result: StructureResult, query: StructureQuery, language: Language): StructureMessage {
      return { ...header(language), depth: query.depth, entries: result.entries };
    },

    error(
      code: number,
      titles: Record<Language, string>,
      details: Record<Language, string>,
      language: Language,
    ): ErrorMessage {
      return { ...header(language), code, titles, details };
    },
  };

  function header(language: Language) {
    return {
      id: `IREF${randomUUID().replaceAll("-", "")}`,
      prepared: now(),
      sender: options.agency,
      language,
    };
  }
}
