import type {
  AuthPerson,
  SurveyAnswer,
  SurveyCommentAnswer,
  SurveyLinkWrite,
  SurveyStatusChange,
  SurveyTransition,
} from "@erhdb/domain";
import { guardedEmail, nextSurveyStatus } from "@erhdb/domain";
import type { Database } from "../../db/database.ts";
import { noteSurveyChange } from "../../db/public-events.ts";
import type { Queryable } from "../../db/queryable.ts";
import { lockedSurvey, type SurveyRef, subjectOf, visibleSurvey } from "../../db/surveys.ts";
import type { Actor } from "../../lib/audit.ts";
import { recordAudit } from "../../lib/audit.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { byCallerRights, requireActions, type SurveyAuthority } from "../../lib/survey-authority.ts";
import { type SurveyResourcesOf, surveyAnswerOf } from "./answer.ts";
import * as repo from "./repository.ts";

/** The names SPEC 8 gives the survey actions; they label the comment and the audit record. */
const ACTION_NAMES: Readonly<Record<SurveyTransition, string>> = {
  approve: "UNLOCK",
  block: "LOCK",
  archive: "ARCHIVE",
  delete: "DELETE",
};

type CommentRow = Awaited<ReturnType<typeof repo.listComments>>[number];

/** A comment as `caller` may read it: the author's address only with USEREMAILADRESS_READ (decision 16). */
function commentAnswerOf(c: CommentRow, caller: AuthPerson | null): SurveyCommentAnswer {
  return {
    ...c,
    id: Number(c.id),
    author: c.author === null ? null : guardedEmail(caller, c.author),
    created: c.created.toISOString(),
  };
}

export interface SurveyLifecycleOptions {
  now?: (() => Date) | undefined;
  /** the survey's resources in its answers (the resources feature's, from app.ts) */
  resourcesOf: SurveyResourcesOf;
}

/** Status changes, comments and links of a survey. */
export function createSurveyLifecycleService(db: Database, options: SurveyLifecycleOptions) {
  const now = options.now ?? (() => new Date());
  const { resourcesOf } = options;

  /**
   * Approve (unlock), block (lock), archive and logical delete, in the caller's transaction with the
   * authority it brings (an accepted request, or the caller's rights). Only the approve and block dialogs
   * carry the access-mode checkbox (SPEC 2.4), so only they change the access mode; archive and delete
   * keep it.
   */
  async function transitionIn(
    trx: Queryable,
    action: SurveyTransition,
    ref: SurveyRef,
    input: SurveyStatusChange,
    person: AuthPerson | null,
    actor: Actor,
    authority: SurveyAuthority,
  ): Promise<SurveyAnswer> {
    const row = await authority.lockNamed(trx, ref);
    authority.require(subjectOf(row), [action]);
    const status = nextSurveyStatus(action, row.status);
    // the authority answered 409 already when the state allows no such transition
    if (status === null) throw new Error(`no ${action} from status ${row.status}`);
    const before = await surveyAnswerOf(trx, row, person, resourcesOf);
    const changesAccess = action === "approve" || action === "block";
    const accessMode = changesAccess ? (input.accessMode ?? row.accessMode) : row.accessMode;
    const at = now();
    await repo.updateSurveyStatus(trx, row.id, { status, accessMode }, at);
    const commentId = await repo.recordComment(trx, row.id, actor, ACTION_NAMES[action], input.comment, at);
    const changed = await lockedSurvey(trx, { id: row.id });
    // approved with public access: public now; archived, blocked, deleted: no longer (decision 43)
    await noteSurveyChange(trx, row, changed, at);
    const after = await surveyAnswerOf(trx, changed, person, resourcesOf);
    await recordAudit(trx, actor, {
      action: ACTION_NAMES[action],
      entity: "survey",
      entityId: row.id,
      before,
      after,
      commentId,
    });
    return after;
  }

  const transition = (
    action: SurveyTransition,
    ref: SurveyRef,
    input: SurveyStatusChange,
    person: AuthPerson | null,
    actor: Actor,
  ) =>
    db
      .transaction()
      .execute((trx) => transitionIn(trx, action, ref, input, person, actor, byCallerRights(person)));

  /**
   * Physical delete (SuperAdmin). The survey's comments go with the row, so the comment of this last
   * action lives on in the audit record beside the removed survey.
   */
  async function deleteRigorous(
    ref: SurveyRef,
    input: SurveyStatusChange,
    person: AuthPerson | null,
    actor: Actor,
  ): Promise<{ id: number; deleted: true }> {
    return db.transaction().execute(async (trx) => {
      const row = await visibleSurvey(trx, ref, person, true);
      requireActions(person, subjectOf(row), ["deleteRigorous"]);
      const before = await surveyAnswerOf(trx, row, person, resourcesOf);
      const comments = await repo.listComments(trx, row.id);
      await repo.deleteSurvey(trx, row.id);
      await noteSurveyChange(trx, row, null, now());
      await recordAudit(trx, actor, {
        action: "DELETE_RIGOROS",
        entity: "survey",
        entityId: row.id,
        before: { ...before, commentary: comments.map((c) => commentAnswerOf(c, person)) },
        after: { comment: input.comment },
      });
      return { id: row.id, deleted: true as const };
    });
  }

  async function comments(ref: SurveyRef, person: AuthPerson | null): Promise<SurveyCommentAnswer[]> {
    const row = await visibleSurvey(db, ref, person);
    const list = await repo.listComments(db, row.id);
    return list.map((c) => commentAnswerOf(c, person));
  }

  async function links(ref: SurveyRef, person: AuthPerson | null) {
    const row = await visibleSurvey(db, ref, person);
    return repo.listLinks(db, row.id);
  }

  async function addLink(ref: SurveyRef, input: SurveyLinkWrite, person: AuthPerson | null, actor: Actor) {
    return db.transaction().execute(async (trx) => {
      const row = await visibleSurvey(trx, ref, person, true);
      requireActions(person, subjectOf(row), ["changeLinks"]);
      const at = now();
      const link = await repo.insertLink(trx, row.id, input, at);
      await repo.touchSurvey(trx, row.id, at);
      await recordAudit(trx, actor, {
        action: "CREATE",
        entity: "survey_link",
        entityId: link.id,
        after: { ...link, surveyId: row.id },
      });
      return link;
    });
  }

  async function removeLink(linkId: number, person: AuthPerson | null, actor: Actor) {
    return db.transaction().execute(async (trx) => {
      const link = await repo.findLink(trx, linkId);
      if (!link) throw notFound();
      // a link of a survey the caller may not see is as unknown as the survey
      const row = await visibleSurvey(trx, { id: link.surveyId }, person, true);
      requireActions(person, subjectOf(row), ["changeLinks"]);
      await repo.deleteLink(trx, link.id);
      await repo.touchSurvey(trx, row.id, now());
      await recordAudit(trx, actor, {
        action: "DELETE",
        entity: "survey_link",
        entityId: link.id,
        before: link,
      });
      return { id: link.id, deleted: true as const };
    });
  }

  /**
   * `eid/baseObjectId/{id}/unassign`: cancels the survey's assignment to a base object (SPEC 2.13). The
   * route's right shows every assigned survey, whatever its status (the unassign list), so no survey is
   * hidden here.
   */
  async function unassign(ref: SurveyRef, person: AuthPerson | null, actor: Actor): Promise<SurveyAnswer> {
    return db.transaction().execute(async (trx) => {
      const row = await lockedSurvey(trx, ref);
      if (row.baseObjectId === 0) {
        throw new AppError(409, "CONFLICT", { messageKey: "SURVEY_NOT_ASSIGNED" });
      }
      const before = await surveyAnswerOf(trx, row, person, resourcesOf);
      await repo.clearBaseObjectId(trx, row.id, now());
      const after = await surveyAnswerOf(trx, await lockedSurvey(trx, { id: row.id }), person, resourcesOf);
      await recordAudit(trx, actor, {
        action: "UNASSIGN",
        entity: "survey",
        entityId: row.id,
        before,
        after,
      });
      return after;
    });
  }

  return { unassign, transition, transitionIn, deleteRigorous, comments, links, addLink, removeLink };
}
