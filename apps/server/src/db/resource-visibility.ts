import type { AuthPerson, ResourceListVisibility } from "@erhdb/domain";
import { DELETED_RESOURCE_STATUSES, PUBLIC_RESOURCE_STATUSES, resourceListVisibility } from "@erhdb/domain";
import { sql } from "kysely";
import type { Sql } from "../data-table/index.ts";
import { surveyVisibilitySql } from "./survey-visibility.ts";

/**
 * The resources of every survey the caller sees, as resourceListVisibility says (decision 8, 13), as SQL
 * over `resource AS r JOIN survey AS s`: the public ones everywhere, and on the surveys the caller edits
 * every live one plus the deleted ones of the types they manage.
 */
function resourceVisibilitySql(visibility: ResourceListVisibility): Sql | null {
  if (visibility.kind === "all") return null;
  const open = sql`(r.status IN (${sql.join(PUBLIC_RESOURCE_STATUSES)}) AND r.access_mode)`;
  if (visibility.internal.length === 0) return open;
  const internal = visibility.internal.map(({ target, deletedTypes }) => {
    const live = sql`r.status NOT IN (${sql.join(DELETED_RESOURCE_STATUSES)})`;
    const shown =
      deletedTypes.length === 0 ? live : sql`(${live} OR r.resource_type IN (${sql.join(deletedTypes)}))`;
    return sql`(s.statistic_id = ${target.statisticId} AND s.federal_state_code = ${target.lkz} AND ${shown})`;
  });
  return sql`(${open} OR ${sql.join(internal, sql` OR `)})`;
}

/**
 * Who sees which resource, for the resources table and the search alike: the survey's visibility parts
 * (surveyVisibilitySql), each narrowed to the resources the caller sees on them.
 */
export function resourceRowsVisibility(person: AuthPerson | null): Sql | readonly Sql[] | null {
  const surveys = surveyVisibilitySql(person);
  const resources = resourceVisibilitySql(resourceListVisibility(person));
  if (resources === null || surveys === null) return resources ?? surveys;
  const parts: readonly Sql[] = "map" in surveys ? surveys : [surveys];
  return parts.map((part) => sql`(${part}) AND ${resources}`);
}
