import type { ParsedSearch, SearchHit, SearchKind } from "@erhdb/domain";
import { SEARCH_TOTAL_CAP } from "@erhdb/domain";
import { sql } from "kysely";
import { containsCondition, type Sql } from "../../data-table/index.ts";
import type { Queryable } from "../../db/queryable.ts";

/**
 * One way a row can match, with the order of its hits; a source tries its tiers in turn. A ranked tier
 * orders by a score computed per row, so it ranks the first SEARCH_RANK_CANDIDATES matches only: a common
 * word matches a large part of a million surveys, and scoring every one of them took half a second.
 */
export type SearchTier = { where: Sql; order: Sql } | { where: Sql; score: Sql; tieBreak: Sql };

/** How many matches of a ranked tier are scored (see SearchTier). */
export const SEARCH_RANK_CANDIDATES = 1000;

/** What the search reads of one kind: its rows, who sees which, what a hit shows, how rows match. */
export interface SearchSource {
  kind: SearchKind;
  from: Sql;
  /** the row's identity, so that a row found by two tiers is one hit */
  rowId: Sql;
  visible: Sql | null;
  hit: { id: Sql; title: Sql; subtitle: Sql };
  tiers: readonly SearchTier[];
}

interface HitRow {
  row_id: string;
  id: string;
  title: string;
  subtitle: string;
}

export interface KindResult {
  kind: SearchKind;
  total: number;
  exact: boolean;
  hits: SearchHit[];
}

/**
 * The words as one tsquery (migration 0030): each word through both configurations, stemmed and whole,
 * with `:*` where it counts as a prefix; all words must match (an empty part of `&&` drops out). Only
 * letters and digits reach it (parseSearchQuery), so no input is query syntax.
 */
export function wordsQuery(parsed: ParsedSearch): Sql | null {
  if (parsed.words.length === 0) return null;
  const terms = parsed.words.map(({ text, prefix }) => {
    const term = prefix ? sql`search_fold(${text}) || ':*'` : sql`search_fold(${text})`;
    const german = sql`to_tsquery('search_german', ${term})`;
    // a German stop word ("der", "und") is left out: its whole word is in nearly every document, and
    // matching it cost more than the other words together
    return sql`(CASE WHEN numnode(${german}) = 0 THEN ''::tsquery
                     ELSE ${german} || to_tsquery('search_simple', ${term}) END)`;
  });
  return sql.join(terms, sql` && `);
}

/** The text tier of a source with a `search_doc` column: the best ranked first (shorter texts ahead). */
export function textTier(doc: Sql, query: Sql | null, tieBreak: Sql): SearchTier[] {
  if (query === null) return [];
  return [{ where: sql`${doc} @@ (${query})`, score: sql`ts_rank(${doc}, ${query}, 1)`, tieBreak }];
}

/** File names by any part of them (pg_trgm's index needs three characters). */
export function fileNameTier(column: Sql, parsed: ParsedSearch): SearchTier[] {
  if ([...parsed.text].length < 3) return [];
  return [{ where: containsCondition(column, parsed.text), order: column }];
}

/**
 * Digit strings starting with `digits`, as a range of digit strings up to `length` characters so that a
 * btree index serves it under any collation, from the first digit on.
 */
export function digitPrefix(column: Sql, digits: string, length: number): Sql {
  if (digits.length >= length) return sql`${column} = ${digits.slice(0, length)}`;
  return sql`${column} BETWEEN ${digits} AND ${digits.padEnd(length, "9")}`;
}

/** The hits of one kind: each tier's best in turn up to `limit`, and the total counted up to the cap. */
export async function searchKind(db: Queryable, source: SearchSource, limit: number): Promise<KindResult> {
  // The visibility only filters: written as `IS TRUE`, no index serves it, so each tier's own condition
  // (the GIN, a btree range) leads. Under a LIMIT the planner otherwise walked the public surveys' office
  // index, whose order the matches follow: "Bayern" (office 09) read 180,000 rows first, 0.8 s.
  const visible = source.visible === null ? sql`true` : sql`(${source.visible}) IS TRUE`;
  const hits: SearchHit[] = [];
  const seen = new Set<string>();
  for (const tier of source.tiers) {
    if (hits.length >= limit) break;
    const columns = sql`${source.rowId}::text AS row_id, ${source.hit.id} AS id, ${source.hit.title} AS title,
      ${source.hit.subtitle} AS subtitle`;
    const query =
      "order" in tier
        ? sql<HitRow>`SELECT ${columns} FROM ${source.from} WHERE (${visible}) AND ${tier.where}
            ORDER BY ${tier.order} LIMIT ${limit}`
        : sql<HitRow>`SELECT row_id, id, title, subtitle FROM (
            SELECT ${columns}, ${tier.score} AS score, ${tier.tieBreak} AS tie_break
            FROM ${source.from} WHERE (${visible}) AND ${tier.where} LIMIT ${SEARCH_RANK_CANDIDATES}) AS found
            ORDER BY score DESC, tie_break LIMIT ${limit}`;
    const { rows } = await query.execute(db);
    for (const row of rows) {
      if (hits.length >= limit || seen.has(row.row_id)) continue;
      seen.add(row.row_id);
      hits.push({ kind: source.kind, id: row.id, title: row.title, subtitle: row.subtitle });
    }
  }
  if (source.tiers.length === 0) return { kind: source.kind, total: 0, exact: true, hits };
  const any = sql.join(
    source.tiers.map((t) => sql`(${t.where})`),
    sql` OR `,
  );
  const counted = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM (
      SELECT 1 FROM ${source.from} WHERE (${visible}) AND (${any}) LIMIT ${SEARCH_TOTAL_CAP + 1}) AS found`.execute(
    db,
  );
  const n = counted.rows[0]?.n ?? 0;
  return { kind: source.kind, total: Math.min(n, SEARCH_TOTAL_CAP), exact: n <= SEARCH_TOTAL_CAP, hits };
}
