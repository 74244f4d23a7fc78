import type { AuthPerson, DownloadVerdict, ResourceAnswer } from "@erhdb/domain";
import { downloadCounterOf, resourceDownloadVerdict } from "@erhdb/domain";
import type { Database } from "../../db/database.ts";
import type { Queryable } from "../../db/queryable.ts";
import { visibleSurvey } from "../../db/surveys.ts";
import type { StoredFile } from "../../files/send-file.ts";
import { AppError, forbidden, notFound } from "../../lib/errors.ts";
import { visibleResourceAnswers } from "./answer.ts";
import * as repo from "./repository.ts";

const REFUSALS: Readonly<Record<Exclude<DownloadVerdict, "allowed">, () => AppError>> = {
  notFound,
  forbidden,
  unauthenticated: () => new AppError(401, "UNAUTHENTICATED", { messageKey: "DOWNLOAD_LOGIN_REQUIRED" }),
};

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
 * and `resource/content/{id}` and `resource/content/resKey/{key}` (decision 13): who gets the file is the
 * domain's verdict; each download raises its caller's count at once, in one statement. A HEAD request
 * only asks, and counts nothing.
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
    const verdict = resourceDownloadVerdict(person, row, row.survey);
    if (verdict !== "allowed") throw REFUSALS[verdict]();
    if (count) await repo.countDownload(db, row.id, downloadCounterOf(person));
    return row;
  }

  return { ofSurvey, download };
}
