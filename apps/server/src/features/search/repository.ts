import type { ParsedSearch, SearchHit, SearchKind } from "@erhdb/domain";
import { SEARCH_TOTAL_CAP } from "@erhdb/domain";
import { sql } from "kysely";
import { containsCondition, type Sql } from "../../data-table/index.ts";
import type { Queryable } from "../../db/queryable.ts";

/**
 * One way a row can match, with the order of its hits; a source tries its tiers in turn. A ranked tier
 * orders by a score computed per row, so it ranks the first COUNTED matches only: a common word matches a
 * large part of a million surveys, and scoring every one of them took half a second.
 */
export type SearchTier = { where: Sql; order: Sql } | { where: Sql; score: Sql; tieBreak: Sql };

/**
 * How far a kind's total is counted (one more than SEARCH_TOTAL_CAP says "more"), and how many matches a
 * ranked tier scores: a kind searched by its text alone gets both from one query.
 */
const COUNTED = SEARCH_TOTAL_CAP + 1;

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
  /** a ranked tier's matches, counted up to COUNTED */
  counted?: number;
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
 *
 * A word's whole form is asked only where its stem does not already find what it finds: a document holds
 * the stem of each of its words beside the whole word, so the stem alone finds every document that holds
 * the whole word, and a stem that begins the whole word finds as a prefix every word that the whole word
 * finds as a prefix ("bay:*" those of "bayern:*"). Each prefix costs the GIN index a pass over every word
 * it begins; asked twice, a common word's doubled ("Statistik der Geburten": twice the time).
 */
export function wordsQuery(parsed: ParsedSearch): Sql | null {
  if (parsed.words.length === 0) return null;
  const terms = parsed.words.map(({ text, prefix }) => {
    const folded = sql`search_fold(${text})`;
    const term = prefix ? sql`${folded} || ':*'` : folded;
    const german = sql`to_tsquery('search_german', ${term})`;
    const lexeme = (config: string) =>
      sql`(tsvector_to_array(to_tsvector(${sql.lit(config)}::regconfig, ${folded})))[1]`;
    const stem = lexeme("search_german");
    // a German stop word ("der", "und") has no stem and is left out (its query is empty): its whole word
    // is in nearly every document, and matching it cost more than the other words together
    if (!prefix) return german;
    return sql`(CASE WHEN ${stem} IS NULL THEN ''::tsquery
                     WHEN starts_with(${lexeme("search_simple")}, ${stem}) THEN ${german}
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

/**
 * The hits of one kind: each tier's best in turn up to `limit`, and the total counted up to the cap. A
 * kind searched by its text alone counts its total from the same matches it ranks.
 */
export async function searchKind(db: Queryable, source: SearchSource, limit: number): Promise<KindResult> {
  // The visibility only filters: written as `IS TRUE`, no index serves it, so each tier's own condition
  // (the GIN, a btree range) leads. Under a LIMIT the planner otherwise walked the public surveys' office
  // index, whose order the matches follow: "Bayern" (office 09) read 180,000 rows first, 0.8 s.
  const visible = source.visible === null ? sql`true` : sql`(${source.visible}) IS TRUE`;
  const hits: SearchHit[] = [];
  const seen = new Set<string>();
  let counted: number | null = null;
  for (const tier of source.tiers) {
    if (hits.length >= limit) break;
    const columns = sql`${source.rowId}::text AS row_id, ${source.hit.id} AS id, ${source.hit.title} AS title,
      ${source.hit.subtitle} AS subtitle`;
    const query =
      "order" in tier
        ? sql<HitRow>`SELECT ${columns} FROM ${source.from} WHERE (${visible}) AND ${tier.where}
            ORDER BY ${tier.order} LIMIT ${limit}`
        : sql<HitRow>`WITH candidates AS (
              SELECT ${columns}, ${tier.score} AS score, ${tier.tieBreak} AS tie_break
              FROM ${source.from} WHERE (${visible}) AND ${tier.where} LIMIT ${COUNTED})
            SELECT row_id, id, title, subtitle, (SELECT count(*)::int FROM candidates) AS counted
            FROM candidates ORDER BY score DESC, tie_break LIMIT ${limit}`;
    const { rows } = await query.execute(db);
    if (source.tiers.length === 1 && !("order" in tier)) counted = rows[0]?.counted ?? 0;
    for (const row of rows) {
      if (hits.length >= limit || seen.has(row.row_id)) continue;
      seen.add(row.row_id);
      hits.push({ kind: source.kind, id: row.id, title: row.title, subtitle: row.subtitle });
    }
  }
  if (source.tiers.length === 0) return { kind: source.kind, total: 0, exact: true, hits };
  const n = counted ?? (await countMatches(db, source, visible));
  return { kind: source.kind, total: Math.min(n, SEARCH_TOTAL_CAP), exact: n <= SEARCH_TOTAL_CAP, hits };
}

/**
 * The rows any tier of a kind finds, counted up to COUNTED: each tier's first COUNTED rows, as a union.
 * Asked as one condition (`tier OR tier OR …`), no index serves it, and PostgreSQL read the table until
 * COUNTED rows matched, all of it where fewer did ("0", "3": 50 ms); each tier alone has its index (a
 * btree range, the GIN), and the union of their first COUNTED rows holds COUNTED rows exactly when all
 * tiers together find as many.
 */
async function countMatches(db: Queryable, source: SearchSource, visible: Sql): Promise<number> {
  const tiers = source.tiers.map(
    (t) =>
      sql`(SELECT ${source.rowId} FROM ${source.from} WHERE (${visible}) AND ${t.where} LIMIT ${COUNTED})`,
  );
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM (${sql.join(tiers, sql` UNION `)}) AS found`.execute(db);
  return rows[0]?.n ?? 0;
}
