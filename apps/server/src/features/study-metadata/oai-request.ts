import { z } from "zod";
import type { Cursor } from "./repository.ts";

/**
 * OAI-PMH 2.0's requests (decision 44): the arguments as a harvester sends them, checked as the protocol
 * says (section 3.6), in its order of errors: the verb, then the arguments, then the token and the format.
 */

export const VERBS = [
  "Identify",
  "ListMetadataFormats",
  "ListSets",
  "ListIdentifiers",
  "ListRecords",
  "GetRecord",
] as const;
export type Verb = (typeof VERBS)[number];

export const METADATA_PREFIXES = ["oai_dc", "oai_ddi33"] as const;
export type MetadataPrefix = (typeof METADATA_PREFIXES)[number];

export type OaiErrorCode =
  | "badArgument"
  | "badResumptionToken"
  | "badVerb"
  | "cannotDisseminateFormat"
  | "idDoesNotExist"
  | "noRecordsMatch"
  | "noSetHierarchy";

/** An error condition with the text that explains it (a key of lib/texts/oai.ts and its parameters). */
export interface OaiError {
  code: OaiErrorCode;
  text: "oai.badVerb" | `oai.badArgument.${BadArgument}` | `oai.${Exclude<OaiErrorCode, "badArgument">}`;
  params: Record<string, string>;
}

type BadArgument = "repeated" | "illegal" | "missing" | "exclusive" | "syntax" | "granularity" | "range";

/** A list's selection: format, set, datestamp range (from inclusive, until exclusive) and where it resumes. */
export interface ListQuery {
  prefix: MetadataPrefix;
  set: string | null;
  from: string | null;
  until: string | null;
  after: Cursor | null;
}

export type OaiRequest =
  | { verb: "Identify" }
  | { verb: "ListMetadataFormats"; identifier: string | null }
  | { verb: "ListSets"; after: string | null }
  | { verb: "ListIdentifiers" | "ListRecords"; query: ListQuery; resumed: boolean }
  | { verb: "GetRecord"; identifier: string; prefix: MetadataPrefix };

/** The arguments as sent, which the answer's request element repeats (none after badVerb or badArgument). */
export type Echo = Readonly<Record<string, string>>;

export type ParsedRequest =
  | { ok: true; request: OaiRequest; echo: Echo }
  | { ok: false; error: OaiError; echo: Echo | null };

const LISTS = {
  required: ["metadataPrefix"],
  optional: ["from", "until", "set"],
  exclusive: "resumptionToken",
};
const ARGUMENTS: Record<Verb, { required: string[]; optional: string[]; exclusive?: string }> = {
  Identify: { required: [], optional: [] },
  ListMetadataFormats: { required: [], optional: ["identifier"] },
  ListSets: { required: [], optional: [], exclusive: "resumptionToken" },
  ListIdentifiers: LISTS,
  ListRecords: LISTS,
  GetRecord: { required: ["identifier", "metadataPrefix"], optional: [] },
};

// what the answer's schema (OAI-PMH.xsd) accepts in the request element's attributes
const PREFIX_SYNTAX = /^[A-Za-z0-9\-_.!~*'()]+$/;
const SET_SYNTAX = /^[A-Za-z0-9\-_.!~*'()]+(:[A-Za-z0-9\-_.!~*'()]+)*$/;
const DATE_SYNTAX = /^(\d{4})-(\d{2})-(\d{2})(T(\d{2}):(\d{2}):(\d{2})Z)?$/;
// the characters XML 1.0 admits; anything else cannot be repeated in the answer
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
const SYNTAX: Record<string, (value: string) => boolean> = {
  identifier: (v) => v !== "" && !/\s/.test(v),
  metadataPrefix: (v) => PREFIX_SYNTAX.test(v),
  set: (v) => SET_SYNTAX.test(v),
  from: (v) => parseDatestamp(v) !== null,
  until: (v) => parseDatestamp(v) !== null,
  resumptionToken: (v) => v !== "",
};

const bad = (reason: BadArgument, what = ""): ParsedRequest => ({
  ok: false,
  error: { code: "badArgument", text: `oai.badArgument.${reason}`, params: { what } },
  echo: null,
});

/** A request's arguments (query or form, in order, repeats kept) checked and read. */
export function parseOaiRequest(pairs: readonly (readonly [string, string])[]): ParsedRequest {
  const verbs = pairs.filter(([name]) => name === "verb").map(([, value]) => value);
  const verb = VERBS.find((v) => verbs.length === 1 && v === verbs[0]);
  if (!verb) return { ok: false, error: { code: "badVerb", text: "oai.badVerb", params: {} }, echo: null };
  const args = new Map<string, string>();
  for (const [name, value] of pairs) {
    if (name === "verb") continue;
    if (args.has(name)) return bad("repeated", name);
    args.set(name, value);
  }
  const spec = ARGUMENTS[verb];
  const exclusive = spec.exclusive !== undefined && args.has(spec.exclusive);
  if (exclusive && args.size > 1) return bad("exclusive");
  if (!exclusive) {
    const illegal = [...args.keys()].find((n) => !spec.required.includes(n) && !spec.optional.includes(n));
    if (illegal !== undefined) return bad("illegal", illegal);
    const missing = spec.required.find((n) => !args.has(n));
    if (missing !== undefined) return bad("missing", missing);
  }
  for (const [name, value] of args) {
    if (NOT_XML.test(value) || !SYNTAX[name]?.(value)) return bad("syntax", name);
  }
  const echo: Echo = { verb, ...Object.fromEntries(args) };
  const request = readRequest(verb, args);
  if ("code" in request)
    return { ok: false, error: request, echo: request.code === "badArgument" ? null : echo };
  return { ok: true, request, echo };
}

function readRequest(verb: Verb, args: ReadonlyMap<string, string>): OaiRequest | OaiError {
  const token = args.get("resumptionToken");
  const identifier = args.get("identifier") ?? null;
  const prefix = args.get("metadataPrefix") ?? "";
  switch (verb) {
    case "Identify":
      return { verb };
    case "ListMetadataFormats":
      return { verb, identifier };
    case "ListSets": {
      if (token === undefined) return { verb, after: null };
      const after = readToken(token, setsToken);
      return after === null ? tokenError() : { verb, after: after.after };
    }
    case "GetRecord":
      return isPrefix(prefix) ? { verb, identifier: identifier ?? "", prefix } : formatError(prefix);
    default: {
      if (token !== undefined) {
        const query = readToken(token, listToken);
        return query === null ? tokenError() : { verb, query, resumed: true };
      }
      const query = listQuery(prefix, args);
      return "code" in query ? query : { verb, query, resumed: false };
    }
  }
}

function listQuery(prefix: string, args: ReadonlyMap<string, string>): ListQuery | OaiError {
  const from = parseDatestamp(args.get("from") ?? "");
  const until = parseDatestamp(args.get("until") ?? "");
  if (from && until && from.granularity !== until.granularity)
    return { code: "badArgument", text: "oai.badArgument.granularity", params: { what: "" } };
  if (from && until && from.start > until.start)
    return { code: "badArgument", text: "oai.badArgument.range", params: { what: "" } };
  if (!isPrefix(prefix)) return formatError(prefix);
  return {
    prefix,
    set: args.get("set") ?? null,
    from: from?.start ?? null,
    until: until?.end ?? null,
    after: null,
  };
}

const isPrefix = (value: string): value is MetadataPrefix =>
  (METADATA_PREFIXES as readonly string[]).includes(value);
const formatError = (prefix: string): OaiError => ({
  code: "cannotDisseminateFormat",
  text: "oai.cannotDisseminateFormat",
  params: { what: prefix },
});
const tokenError = (): OaiError => ({
  code: "badResumptionToken",
  text: "oai.badResumptionToken",
  params: {},
});

/**
 * A datestamp argument (YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ, a real day and time) as the instants where its
 * day or second starts and where the next one starts, ISO; null for anything else.
 */
export function parseDatestamp(
  value: string,
): { start: string; end: string; granularity: "day" | "second" } | null {
  const m = DATE_SYNTAX.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = [1, 2, 3, 5, 6, 7].map((i) => Number(m[i] ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const start = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  start.setUTCFullYear(year);
  const exact =
    start.getUTCMonth() === month - 1 &&
    start.getUTCDate() === day &&
    start.getUTCHours() === hour &&
    start.getUTCMinutes() === minute &&
    start.getUTCSeconds() === second;
  if (!exact) return null;
  const granularity = m[4] === undefined ? "day" : "second";
  const end = new Date(start.getTime() + (granularity === "day" ? 86_400_000 : 1000));
  return { start: start.toISOString(), end: end.toISOString(), granularity };
}

// resumptionTokens: what the next page needs, as base64url JSON. Each is the list's selection and the last
// record's key (keyset), so a page never shifts when records are written meanwhile.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3,6}Z$/;
const listToken = z.strictObject({
  prefix: z.enum(METADATA_PREFIXES),
  set: z.string().regex(SET_SYNTAX).nullable(),
  from: z.string().regex(INSTANT).nullable(),
  until: z.string().regex(INSTANT).nullable(),
  after: z.strictObject({ changedAt: z.string().regex(INSTANT), erhebungsid: z.string().regex(/^\d{13}$/) }),
});
const setsToken = z.strictObject({ after: z.string().regex(/^\d{4}$/) });

export function listResumptionToken(query: ListQuery, last: Cursor): string {
  return encodeToken({ ...query, after: last });
}

export function setsResumptionToken(lastStatisticId: string): string {
  return encodeToken({ after: lastStatisticId });
}

function encodeToken(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

function readToken<T>(token: string, schema: z.ZodType<T>): T | null {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(token, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
