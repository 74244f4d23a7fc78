import type { AuthPerson, ResourceAnswer } from "@erhdb/domain";
import { canSeeResource, downloadCounterOf } from "@erhdb/domain";
import type { Database } from "../../db/database.ts";
import type { Queryable } from "../../db/queryable.ts";
import { visibleSurvey } from "../../db/surveys.ts";
import type { StoredFile } from "../../files/send-file.ts";
import { notFound } from "../../lib/errors.ts";
import { hiddenTarget } from "../../lib/refused-write.ts";
import { visibleResourceAnswers } from "./answer.ts";
import * as repo from "./repository.ts";

/**
 * The resources of a survey as `person` may see them: the list route's, and the survey answer's (app.ts
 * passes it to the surveys).
 */
export async function surveyResourceAnswers(
  db: Queryable,
  survey: { id: number; erhebungsid: string },
  person: AuthPerson | null,
): Promise<ResourceAnswer[]> {
  return visibleResourceAnswers(await repo.listSurveyResources(db, survey.id), survey.erhebungsid, person);
}

/**
 * The read side of the resources (the writes are upload.ts's and lifecycle.ts's): a survey's resources,
 * and `resource/content/{id}` and `resource/content/resKey/{key}` (decision 13): whoever sees the resource
 * gets the file (canSeeResource), anyone else the answer to an unknown id or key (decision 34); each
 * download raises its caller's count at once, in one statement. A HEAD request only asks, and counts
 * nothing.
 */
export function createResourceService(db: Database) {
  /** `resource/erhebungsid/{id}`: the resources of a survey the caller sees. */
  async function ofSurvey(erhebungsid: string, person: AuthPerson | null): Promise<ResourceAnswer[]> {
    const survey = await visibleSurvey(db, { erhebungsid }, person);
    return surveyResourceAnswers(db, survey, person);
  }

  async function download(
    ref: { id: number } | { key: string },
    person: AuthPerson | null,
    count: boolean,
  ): Promise<StoredFile> {
    const row = "id" in ref ? await repo.findResource(db, ref.id) : await repo.findResourceByKey(db, ref.key);
    if (!row) throw notFound();
    if (!canSeeResource(person, row, row.survey)) throw hiddenTarget();
    if (count) await repo.countDownload(db, row.id, downloadCounterOf(person));
    return row;
  }

  return { ofSurvey, download };
}
