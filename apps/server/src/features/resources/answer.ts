import type { AuthPerson, ResourceAnswer } from "@erhdb/domain";
import { canSeeResourceCounts, isResourceVisible, resourceVisibility } from "@erhdb/domain";
import type { ResourceRow } from "./repository.ts";

/** A resource as the API answers it (decision 8): the usage counts only for who may see them. */
export function resourceAnswerOf(row: ResourceRow, counts: boolean): ResourceAnswer {
  return {
    id: row.id,
    resourcetype: row.resourcetype,
    specialization: row.specialization,
    description: row.description,
    mutableKey: row.mutableKey,
    status: row.status,
    accessMode: row.accessMode,
    updating: row.updating.toISOString(),
    ...(counts
      ? { countCore: row.countCore, countIntern: row.countIntern, countExtern: row.countExtern }
      : {}),
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    encoding: row.encoding,
  };
}

/**
 * The resources of one survey as `person` may see them (resourceVisibility). A survey has a few dozen
 * resources at most, so the rule applies here rather than as SQL.
 */
export function visibleResourceAnswers(
  rows: readonly ResourceRow[],
  erhebungsid: string,
  person: AuthPerson | null,
): ResourceAnswer[] {
  const visibility = resourceVisibility(person, erhebungsid);
  const counts = canSeeResourceCounts(person, erhebungsid);
  return rows.filter((r) => isResourceVisible(visibility, r)).map((r) => resourceAnswerOf(r, counts));
}
