import type { AuthPerson, ResourceAnswer, SurveyAnswer } from "@erhdb/domain";
import type { Queryable } from "../../db/queryable.ts";
import { listSurveyEvas, type SurveyRow } from "../../db/surveys.ts";
import * as repo from "./repository.ts";

/**
 * The resources of a survey as `person` may see them (the domain's resource visibility): the resources
 * feature's, which app.ts passes in.
 */
export type SurveyResourcesOf = (
  db: Queryable,
  survey: Pick<SurveyRow, "id" | "erhebungsid">,
  person: AuthPerson | null,
) => Promise<ResourceAnswer[]>;

/** The survey as `person` may see it, its resources among it. */
export async function surveyAnswerOf(
  db: Queryable,
  row: SurveyRow,
  person: AuthPerson | null,
  resourcesOf: SurveyResourcesOf,
): Promise<SurveyAnswer> {
  const [evas, links, resources] = await Promise.all([
    listSurveyEvas(db, row.id),
    repo.listLinks(db, row.id),
    resourcesOf(db, row, person),
  ]);
  return {
    ...row,
    evas: evas.map(({ evas: code, description, closing }) => ({ evas: code, description, closing })),
    links,
    resources,
    updating: row.updating.toISOString(),
  };
}
