import type {
  AuthPerson,
  MinimalSurveyQuery,
  SurveyAction,
  SurveyAnswer,
  SurveyContinue,
  SurveyWrite,
} from "@erhdb/domain";
import { berlinIsoDate, composeErhebungsid, NEW_SURVEY_STATUS } from "@erhdb/domain";
import { visibilityOf } from "../../data-table/index.ts";
import type { Database } from "../../db/database.ts";
import type { Queryable } from "../../db/queryable.ts";
import { sqlState, UNIQUE_VIOLATION } from "../../db/sql-state.ts";
import {
  listSurveyEvas,
  lockedSurvey,
  resolveSurveyEvas,
  type SurveyRef,
  subjectOf,
  visibleSurvey,
} from "../../db/surveys.ts";
import type { Actor } from "../../lib/audit.ts";
import { recordAudit } from "../../lib/audit.ts";
import { AppError } from "../../lib/errors.ts";
import { byCallerRights, type SurveyAuthority } from "../../lib/survey-authority.ts";
import { type SurveyResourcesOf, surveyAnswerOf } from "./answer.ts";
import { findMinimalSurveys } from "./minimal-repository.ts";
import * as repo from "./repository.ts";
import { surveysTable } from "./table.ts";

const erhebungsidExists = (erhebungsid: string) =>
  new AppError(409, "CONFLICT", {
    messageKey: "ERHEBUNGSID_EXISTS",
    params: { erhebungsid },
    field: "erhebungsid",
  });

export interface SurveyServiceOptions {
  now?: (() => Date) | undefined;
  /** the survey's resources in its answers (the resources feature's, from app.ts) */
  resourcesOf: SurveyResourcesOf;
}

function dataOf(input: SurveyWrite): repo.SurveyData {
  return {
    statisticId: input.statisticId,
    bzr: input.bzr,
    federalStateCode: input.federalStateCode,
    period: input.period,
    description: input.description,
    accessMode: input.accessMode,
  };
}

const DATA_FIELDS = [
  "statisticId",
  "bzr",
  "federalStateCode",
  "period",
  "description",
  "accessMode",
] as const;

/**
 * Reads, creation and edits of surveys; every change is one transaction with its comment and audit record.
 * The writes come twice: as the survey screens call them (the caller's rights, a transaction of their
 * own) and as `...In`, in a caller's transaction with the authority it brings (an accepted request).
 */
export function createSurveyService(db: Database, options: SurveyServiceOptions) {
  const now = options.now ?? (() => new Date());
  const { resourcesOf } = options;

  const resolveEvas = (trx: Queryable, codes: readonly string[], kept: ReadonlySet<string>) =>
    resolveSurveyEvas(trx, codes, kept, berlinIsoDate(now()));

  async function insertOrConflict<T>(erhebungsid: string, write: () => Promise<T>): Promise<T> {
    // The check before answers the usual case; the unique constraint decides a race between two writers.
    return write().catch((error: unknown) => {
      throw sqlState(error) === UNIQUE_VIOLATION ? erhebungsidExists(erhebungsid) : error;
    });
  }

  async function createIn(
    trx: Queryable,
    input: SurveyWrite,
    person: AuthPerson | null,
    actor: Actor,
    authority: SurveyAuthority,
  ): Promise<SurveyAnswer> {
    const erhebungsid = composeErhebungsid(input);
    authority.require({ ...input, status: NEW_SURVEY_STATUS, baseObjectId: 0 }, ["create"]);
    if (await repo.erhebungsidTaken(trx, erhebungsid)) throw erhebungsidExists(erhebungsid);
    const evas = await resolveEvas(trx, input.evas, new Set());
    const at = now();
    const id = await insertOrConflict(erhebungsid, () =>
      repo.insertSurvey(trx, dataOf(input), { status: NEW_SURVEY_STATUS, predecessorId: null, now: at }),
    );
    await repo.addSurveyEvas(
      trx,
      id,
      evas.map((e) => e.id),
    );
    const commentId = await repo.recordComment(trx, id, actor, "CREATE", input.comment, at);
    const after = await surveyAnswerOf(trx, await lockedSurvey(trx, { id }), person, resourcesOf);
    await recordAudit(trx, actor, { action: "CREATE", entity: "survey", entityId: id, after, commentId });
    return after;
  }

  /**
   * Saves the edit dialog. The client sends the whole survey; what changed decides the rights:
   * data fields need `editData` (SuperAdmin, unrestricted survey), EVAS changes `mapEvas`
   * (SuperAdmin or mapping_rights), and a save that changes neither (a comment only) needs `edit`.
   */
  async function updateIn(
    trx: Queryable,
    ref: SurveyRef,
    input: SurveyWrite,
    person: AuthPerson | null,
    actor: Actor,
    authority: SurveyAuthority,
  ): Promise<SurveyAnswer> {
    const row = await authority.lockNamed(trx, ref);
    const before = await surveyAnswerOf(trx, row, person, resourcesOf);
    const current = new Set(before.evas.map((e) => e.evas));
    const wanted = new Set(input.evas);
    const dataChanged = DATA_FIELDS.some((field) => row[field] !== input[field]);
    const evasChanged = current.size !== wanted.size || [...wanted].some((code) => !current.has(code));
    const actions: SurveyAction[] = [];
    if (dataChanged) actions.push("editData");
    if (evasChanged) actions.push("mapEvas");
    authority.require(subjectOf(row), actions.length > 0 ? actions : ["edit"]);

    const at = now();
    if (dataChanged) {
      const erhebungsid = composeErhebungsid(input);
      if (await repo.erhebungsidTaken(trx, erhebungsid, row.id)) throw erhebungsidExists(erhebungsid);
      await insertOrConflict(erhebungsid, () => repo.updateSurveyData(trx, row.id, dataOf(input), at));
    } else {
      await repo.touchSurvey(trx, row.id, at);
    }
    if (evasChanged) {
      const evas = await resolveEvas(trx, input.evas, current);
      const removed = (await listSurveyEvas(trx, row.id)).filter((e) => !wanted.has(e.evas));
      await repo.removeSurveyEvas(
        trx,
        row.id,
        removed.map((e) => e.id),
      );
      await repo.addSurveyEvas(
        trx,
        row.id,
        evas.filter((e) => !current.has(e.evas)).map((e) => e.id),
      );
    }
    const commentId = await repo.recordComment(trx, row.id, actor, "EDIT", input.comment, at);
    const after = await surveyAnswerOf(trx, await lockedSurvey(trx, { id: row.id }), person, resourcesOf);
    await recordAudit(trx, actor, {
      action: "EDIT",
      entity: "survey",
      entityId: row.id,
      before,
      after,
      commentId,
    });
    return after;
  }

  /**
   * Creates the successor version of a survey (SPEC 4, "continue"): a new survey at status 0 pointing at
   * its predecessor. The caller needs the continue right on the predecessor and on the successor's
   * statistic id and office, but not SuperAdmin for the data (SPEC 5). EVAS the predecessor has may carry
   * over even when discontinued since; new ones must be active.
   */
  async function continueIn(
    trx: Queryable,
    input: SurveyContinue,
    person: AuthPerson | null,
    actor: Actor,
    authority: SurveyAuthority,
  ): Promise<SurveyAnswer> {
    const erhebungsid = composeErhebungsid(input);
    const predecessor = await authority.lockNamed(trx, { erhebungsid: input.erhebungsid });
    authority.require(subjectOf(predecessor), ["continue"]);
    authority.require({ ...input, status: NEW_SURVEY_STATUS, baseObjectId: 0 }, ["continue"]);
    if (await repo.erhebungsidTaken(trx, erhebungsid)) throw erhebungsidExists(erhebungsid);
    const carried = new Set((await listSurveyEvas(trx, predecessor.id)).map((e) => e.evas));
    const evas = await resolveEvas(trx, input.evas, carried);
    const at = now();
    const id = await insertOrConflict(erhebungsid, () =>
      repo.insertSurvey(trx, dataOf(input), {
        status: NEW_SURVEY_STATUS,
        predecessorId: predecessor.id,
        now: at,
      }),
    );
    await repo.addSurveyEvas(
      trx,
      id,
      evas.map((e) => e.id),
    );
    const commentId = await repo.recordComment(trx, id, actor, "CONTINUE", input.comment, at);
    const after = await surveyAnswerOf(trx, await lockedSurvey(trx, { id }), person, resourcesOf);
    await recordAudit(trx, actor, {
      action: "CONTINUE",
      entity: "survey",
      entityId: id,
      before: { predecessor: predecessor.erhebungsid },
      after,
      commentId,
    });
    return after;
  }

  return {
    /** `eid/erhebungsid/{id}`: by the caller's visibility. */
    get: async (ref: SurveyRef, person: AuthPerson | null) =>
      surveyAnswerOf(db, await visibleSurvey(db, ref, person), person, resourcesOf),
    /** `eid/erhebungsid/{id}/show`: the public Show page answers what anyone may see, whoever asks. */
    show: async (ref: SurveyRef) => surveyAnswerOf(db, await visibleSurvey(db, ref, null), null, resourcesOf),
    /** `eid/minimalized`: the picker list, of the surveys the caller sees in the surveys table. */
    minimalized: (query: MinimalSurveyQuery, person: AuthPerson | null) =>
      findMinimalSurveys(db, {
        visibility: visibilityOf(surveysTable, { person }).condition,
        search: query.search || null,
        statisticId: query.statisticId ?? null,
        size: query.size,
      }),
    create: (input: SurveyWrite, person: AuthPerson | null, actor: Actor) =>
      db.transaction().execute((trx) => createIn(trx, input, person, actor, byCallerRights(person))),
    update: (ref: SurveyRef, input: SurveyWrite, person: AuthPerson | null, actor: Actor) =>
      db.transaction().execute((trx) => updateIn(trx, ref, input, person, actor, byCallerRights(person))),
    continueSurvey: (input: SurveyContinue, person: AuthPerson | null, actor: Actor) =>
      db.transaction().execute((trx) => continueIn(trx, input, person, actor, byCallerRights(person))),
    createIn,
    updateIn,
    continueIn,
  };
}
