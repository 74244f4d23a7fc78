import type { IncomingHttpHeaders } from "node:http";
import type { Language } from "@erhdb/domain";
import { CODE_TEXTS } from "./texts/codes.ts";
import { DB_QUERY_TEXTS } from "./texts/db-query.ts";
import { DOCUMENT_TEXTS } from "./texts/documents.ts";
import { ENCODING_TEXTS } from "./texts/encodings.ts";
import { ERROR_TEXTS } from "./texts/errors.ts";
import { FEED_TEXTS } from "./texts/feeds.ts";
import { FILE_TEXTS } from "./texts/files.ts";
import { GENERIC_RESOURCE_TEXTS } from "./texts/generic-resources.ts";
import { MONITORING_TEXTS } from "./texts/monitoring.ts";
import { NEWSLETTER_TEXTS } from "./texts/newsletter.ts";
import { OAI_TEXTS } from "./texts/oai.ts";
import { PERSON_TEXTS } from "./texts/persons.ts";
import { PREVIEW_TEXTS } from "./texts/previews.ts";
import { REQUEST_TEXTS } from "./texts/requests.ts";
import { RESOURCE_TEXTS } from "./texts/resources.ts";
import { ROLE_TEXTS } from "./texts/roles.ts";
import { SDMX_TEXTS } from "./texts/sdmx.ts";
import { SURVEY_TEXTS } from "./texts/surveys.ts";
import { TABLE_TEXTS } from "./texts/tables.ts";
import type { TextTable } from "./texts/text-table.ts";
import { WEBHOOK_TEXTS } from "./texts/webhooks.ts";

// The server's one message catalogue: every text it answers itself (error messages, CSV headers, names
// of code values), in German and English. The web shows a server message as it comes, so the server
// answers in the caller's language (Accept-Language: de first, en second). The parts in texts/ are
// merged here; a key defined in two parts stops the server at start-up.

export type Lang = Language;

export type MessageKey =
  | keyof typeof ERROR_TEXTS
  | keyof typeof TABLE_TEXTS
  | keyof typeof CODE_TEXTS
  | keyof typeof FILE_TEXTS
  | keyof typeof GENERIC_RESOURCE_TEXTS
  | keyof typeof ENCODING_TEXTS
  | keyof typeof RESOURCE_TEXTS
  | keyof typeof PREVIEW_TEXTS
  | keyof typeof ROLE_TEXTS
  | keyof typeof PERSON_TEXTS
  | keyof typeof REQUEST_TEXTS
  | keyof typeof NEWSLETTER_TEXTS
  | keyof typeof MONITORING_TEXTS
  | keyof typeof DB_QUERY_TEXTS
  | keyof typeof DOCUMENT_TEXTS
  | keyof typeof SURVEY_TEXTS
  | keyof typeof SDMX_TEXTS
  | keyof typeof FEED_TEXTS
  | keyof typeof OAI_TEXTS
  | keyof typeof WEBHOOK_TEXTS;

/** The parts as one table; a key in two of them is a programming error. */
export function mergeTexts(parts: readonly TextTable[]): TextTable {
  const merged: Record<string, TextTable[string]> = {};
  for (const part of parts) {
    for (const [key, texts] of Object.entries(part)) {
      if (Object.hasOwn(merged, key)) throw new Error(`server text ${key} is defined twice`);
      merged[key] = texts;
    }
  }
  return merged;
}

const CATALOGUE = mergeTexts([
  ERROR_TEXTS,
  TABLE_TEXTS,
  CODE_TEXTS,
  FILE_TEXTS,
  RESOURCE_TEXTS,
  PREVIEW_TEXTS,
  GENERIC_RESOURCE_TEXTS,
  ENCODING_TEXTS,
  ROLE_TEXTS,
  PERSON_TEXTS,
  REQUEST_TEXTS,
  NEWSLETTER_TEXTS,
  MONITORING_TEXTS,
  DB_QUERY_TEXTS,
  DOCUMENT_TEXTS,
  SURVEY_TEXTS,
  SDMX_TEXTS,
  FEED_TEXTS,
  WEBHOOK_TEXTS,
  OAI_TEXTS,
]);

/** Whether the catalogue has a text for the key (a schema's message may be one, decision 5). */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(CATALOGUE, key);
}

/**
 * The text of a key in the language, its `{name}` placeholders filled from `params`. Keys also come as
 * data (a column's name, a code's i18n key): one without an entry is answered as it is.
 */
export function translate(key: string, lang: Lang, params: Readonly<Record<string, string>> = {}): string {
  if (!Object.hasOwn(CATALOGUE, key)) return key;
  const text = CATALOGUE[key]?.[lang] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? "");
}

/** The language a request asks its answers in (its Accept-Language header). */
export function langOf(request: { headers: IncomingHttpHeaders }): Lang {
  return langFromHeader(request.headers["accept-language"]);
}

/** Picks de or en from an Accept-Language header; German is the default. */
export function langFromHeader(header: string | undefined): Lang {
  if (!header) return "de";
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().toLowerCase().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return { tag, q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((l) => l.tag.startsWith("de") || l.tag.startsWith("en"))
    .sort((a, b) => b.q - a.q);
  return ranked[0]?.tag.startsWith("en") ? "en" : "de";
}
