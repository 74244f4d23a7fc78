import type { AuthPerson, ParsedSearch, SearchAnswer, SearchKind, SearchQuery } from "@erhdb/domain";
import { isEmptySearch, parseSearchQuery, SEARCH_KINDS } from "@erhdb/domain";
import { sql } from "kysely";
import { oneCondition } from "../../data-table/index.ts";
import { genericResourceVisibilitySql } from "../../db/generic-resource-visibility.ts";
import type { Queryable } from "../../db/queryable.ts";
import { resourceRowsVisibility } from "../../db/resource-visibility.ts";
import { surveyVisibilitySql } from "../../db/survey-visibility.ts";
import {
  digitPrefix,
  fileNameTier,
  type SearchSource,
  type SearchTier,
  searchKind,
  textTier,
  wordsQuery,
} from "./repository.ts";

const ERHEBUNGSID_LENGTH = 13;
const STATISTIC_ID_LENGTH = 4;
const EVAS_LENGTH = 5;
/** the longer of the two key forms (with the valid-from bzr in front) */
const RESOURCE_KEY_LENGTH = 27;

/** A tier that only a query of digits has. */
const byDigits = (parsed: ParsedSearch, tier: (digits: string) => SearchTier | null): SearchTier[] => {
  const found = parsed.digits === null ? null : tier(parsed.digits);
  return found === null ? [] : [found];
};

/**
 * Each kind as the caller may see it, with the visibility of its list (the same SQL as the tables):
 * ids and codes by prefix first (an exact Erhebungsid is the one row of its prefix), then the text.
 */
function sources(parsed: ParsedSearch, person: AuthPerson | null): Record<SearchKind, SearchSource> {
  const words = wordsQuery(parsed);
  return {
    survey: {
      kind: "survey",
      from: sql`survey AS s`,
      rowId: sql`s.id`,
      visible: oneCondition(surveyVisibilitySql(person)),
      hit: { id: sql`s.erhebungsid`, title: sql`s.erhebungsid`, subtitle: sql`s.description` },
      tiers: [
        ...byDigits(parsed, (d) => ({
          where: digitPrefix(sql`s.erhebungsid`, d, ERHEBUNGSID_LENGTH),
          order: sql`s.erhebungsid`,
        })),
        ...byDigits(parsed, (d) =>
          d.length > STATISTIC_ID_LENGTH
            ? null
            : {
                where: digitPrefix(sql`s.statistic_id`, d, STATISTIC_ID_LENGTH),
                order: sql`s.statistic_id, s.erhebungsid`,
              },
        ),
        ...textTier(sql`s.search_doc`, words, sql`s.erhebungsid`),
      ],
    },
    evas: {
      kind: "evas",
      from: sql`evas AS e`,
      rowId: sql`e.id`,
      // the EVAS list's rows: the 5-digit codes (the shorter ones are levels of the tree)
      visible: sql`e.level = 5`,
      hit: { id: sql`e.evas`, title: sql`e.evas`, subtitle: sql`e.description` },
      tiers: [
        ...byDigits(parsed, (d) => ({ where: digitPrefix(sql`e.evas`, d, EVAS_LENGTH), order: sql`e.evas` })),
        ...textTier(sql`e.search_doc`, words, sql`e.evas`),
      ],
    },
    resource: {
      kind: "resource",
      from: sql`resource AS r JOIN survey AS s ON s.id = r.survey_id`,
      rowId: sql`r.id`,
      visible: oneCondition(resourceRowsVisibility(person)),
      hit: {
        id: sql`r.resource_key`,
        title: sql`r.resource_key`,
        subtitle: sql`r.description || ' · ' || r.file_name`,
      },
      tiers: [
        ...byDigits(parsed, (d) => ({
          where: digitPrefix(sql`r.resource_key`, d, RESOURCE_KEY_LENGTH),
          order: sql`r.resource_key`,
        })),
        ...textTier(sql`r.search_doc`, words, sql`r.resource_key`),
        ...fileNameTier(sql`r.file_name`, parsed),
      ],
    },
    genericResource: {
      kind: "genericResource",
      from: sql`generic_resource AS g`,
      rowId: sql`g.id`,
      visible: genericResourceVisibilitySql(person),
      hit: { id: sql`g.resource_type || '/' || g.id`, title: sql`g.description`, subtitle: sql`g.filename` },
      tiers: [...textTier(sql`g.search_doc`, words, sql`g.id`), ...fileNameTier(sql`g.filename`, parsed)],
    },
  };
}

/** `GET search` (issue 36): each asked kind, in SEARCH_KINDS order, with what the caller may see. */
export function createSearchService(db: Queryable) {
  return {
    async search(query: SearchQuery, person: AuthPerson | null): Promise<SearchAnswer> {
      const parsed = parseSearchQuery(query.q);
      const kinds = SEARCH_KINDS.filter((k) => query.kinds === undefined || query.kinds.includes(k));
      if (isEmptySearch(parsed)) {
        return { groups: kinds.map((kind) => ({ kind, total: 0, exact: true, hits: [] })) };
      }
      const all = sources(parsed, person);
      return { groups: await Promise.all(kinds.map((kind) => searchKind(db, all[kind], query.limit))) };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
