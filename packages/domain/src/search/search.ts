import { z } from "zod";

/** What the search field finds (issue 36), in the order its groups are shown. */
export const SEARCH_KINDS = ["survey", "evas", "resource", "genericResource"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Characters of a query that count; a longer one is cut, not refused (a pasted paragraph still searches). */
export const SEARCH_QUERY_MAX = 100;
/** Words of a query that count: each one narrows, so more would only find nothing more slowly. */
export const SEARCH_WORDS_MAX = 8;
/** Hits per kind unless the caller asks for another number, and the most it may ask for. */
export const SEARCH_LIMIT_DEFAULT = 5;
export const SEARCH_LIMIT_MAX = 20;
/**
 * A kind's total is counted up to this many hits: counting every match of a common word over a million
 * surveys would cost more than the search (issue 36, point 12); `exact: false` says "at least".
 */
export const SEARCH_TOTAL_CAP = 1000;
/**
 * A word of at least this many characters also finds the words it begins ("Bauge" finds
 * "Baugenehmigungen"); a shorter one finds itself only, because a prefix of one or two letters matches a
 * large part of every text. Ids and codes go by prefix from the first digit (parseSearchQuery's digits).
 */
export const SEARCH_PREFIX_MIN = 3;

export interface SearchWord {
  text: string;
  prefix: boolean;
}

export interface ParsedSearch {
  /** the words of the text search, as typed (folding is the database's, search_fold) */
  words: SearchWord[];
  /** the query when it is one run of digits: a prefix of ids and codes */
  digits: string | null;
  /** the query without surrounding blanks, cut to SEARCH_QUERY_MAX: file names are matched with it */
  text: string;
}

/**
 * A query as the search takes it: composed (NFC, so that an "ü" typed as "u" + diaeresis folds like one
 * typed whole), cut, split into words of letters and digits (anything else separates, so no input can
 * reach the database's query syntax), each word once.
 */
export function parseSearchQuery(query: string): ParsedSearch {
  const text = query.normalize("NFC").trim().slice(0, SEARCH_QUERY_MAX);
  const unique = [...new Set(text.match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, SEARCH_WORDS_MAX);
  return {
    words: unique.map((word) => ({ text: word, prefix: [...word].length >= SEARCH_PREFIX_MIN })),
    digits: /^[0-9]+$/.test(text) ? text : null,
    text,
  };
}

/** A query that finds nothing: no word and no digits. */
export function isEmptySearch(parsed: ParsedSearch): boolean {
  return parsed.words.length === 0 && parsed.digits === null;
}

const kindsParam = z.string().transform((value, ctx) => {
  const kinds = value.split(",").filter((k) => k !== "");
  const unknown = kinds.filter((k) => !(SEARCH_KINDS as readonly string[]).includes(k));
  if (unknown.length > 0) {
    ctx.addIssue({ code: "custom", message: `unknown kinds: ${unknown.join(", ")}` });
    return z.NEVER;
  }
  return kinds as SearchKind[];
});

/** `GET api/v1/search`'s query: `kinds` a comma-separated list (none: every kind). */
export const searchQuerySchema = z.object({
  q: z.string().max(1000),
  kinds: kindsParam.optional(),
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT_MAX).default(SEARCH_LIMIT_DEFAULT),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchHitSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  /**
   * What opens the hit: a survey's Erhebungsid, an EVAS code, a resource key (it holds its survey's
   * Erhebungsid and its type, the tab of the survey's dialog), a general resource's type and id
   * (`01/17`: the Show page lists the resources of a type, SPEC 2.8).
   */
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchGroupSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  /** the hits the caller may see, counted up to SEARCH_TOTAL_CAP */
  total: z.number().int().min(0),
  /** false when the count stopped at SEARCH_TOTAL_CAP */
  exact: z.boolean(),
  hits: z.array(searchHitSchema),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

export const searchAnswerSchema = z.object({ groups: z.array(searchGroupSchema) });
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
