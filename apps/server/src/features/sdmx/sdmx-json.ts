import type { Artefact, Item, Language, Texts } from "./artefacts.ts";
import type { ErrorMessage, StructureEntry, StructureMessage } from "./message.ts";
import { artefactUrn, bestMatch, itemUrn, languagesOf } from "./message.ts";

/** SDMX-JSON 2.0.0 structure messages (the sdmx-json repository's structure schema 2.0.0). */
export const SDMX_JSON_MEDIA_TYPE = "application/vnd.sdmx.structure+json;version=2.0.0";
const SCHEMA_URL =
  "https://raw.githubusercontent.com/sdmx-twg/sdmx-json/master/structure-message/tools/schemas/2.0.0/sdmx-json-structure-schema.json";

type Json = Record<string, unknown>;

const LISTS = {
  codelist: { data: "codelists", items: "codes" },
  agencyscheme: { data: "agencySchemes", items: "agencies" },
} as const;

export function structureJson(message: StructureMessage): string {
  const data: Record<string, Json[]> = {};
  for (const entry of message.entries) {
    const key = LISTS[entry.artefact.type].data;
    data[key] = [...(data[key] ?? []), artefactJson(entry, message)];
  }
  const languages = new Set(message.entries.flatMap((e) => languagesOf(e.artefact.names)));
  return JSON.stringify({
    meta: { ...metaJson(message), contentLanguages: [...languages] },
    data,
  });
}

export function errorJson(message: ErrorMessage): string {
  return JSON.stringify({
    meta: metaJson(message),
    errors: [
      {
        code: message.code,
        title: message.titles[message.language],
        titles: message.titles,
        detail: message.details[message.language],
        details: message.details,
      },
    ],
  });
}

function metaJson(m: { id: string; prepared: Date; sender: string }): Json {
  return {
    schema: SCHEMA_URL,
    id: m.id,
    test: false,
    prepared: m.prepared.toISOString(),
    sender: { id: m.sender },
  };
}

function artefactJson(entry: StructureEntry, m: StructureMessage): Json {
  const a = entry.artefact;
  const stub = m.depth !== "full";
  const json: Json = {
    id: a.id,
    version: a.version,
    agencyID: a.agencyID,
    isExternalReference: stub,
    links: [
      { rel: "self", urn: artefactUrn(a) },
      ...(stub ? [{ rel: "external", href: entry.structureUrl }] : []),
    ],
    ...texts("name", a.names, m.language),
  };
  if (m.depth !== "stub") Object.assign(json, texts("description", a.descriptions, m.language));
  if (!stub) {
    if (entry.partial) json.isPartial = true;
    json[LISTS[a.type].items] = a.items.map((i) => itemJson(a, i, m.language));
  }
  return json;
}

function itemJson(a: Artefact, item: Item, language: Language): Json {
  return {
    id: item.id,
    links: [{ rel: "self", urn: itemUrn(a, item.id) }],
    ...texts("name", item.names, language),
    ...(item.annotations.length === 0 ? {} : { annotations: item.annotations.map((n) => ({ ...n })) }),
    ...(item.parent === undefined ? {} : { parent: item.parent }),
  };
}

/** The best-match field and its parallel-language companion (name, names); nothing for no text. */
function texts(field: "name" | "description", values: Texts, language: Language): Json {
  if (languagesOf(values).length === 0) return {};
  return { [field]: bestMatch(values, language), [`${field}s`]: { ...values } };
}
