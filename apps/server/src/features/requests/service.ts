import type {
  AuthPerson,
  RequestAction,
  RequestAnswer,
  RequestApprove,
  RequestPerson,
  RequestReject,
  RequestStatus,
  RequestToDecide,
  RequestUpdate,
} from "@erhdb/domain";
import {
  isRequestDecidable,
  NO_RESPONSIBLE_PERSON,
  needsPlaceholderEvas,
  REQUEST_UPDATE_MOVES,
  requestSpecializingSchema,
} from "@erhdb/domain";
import type { Database } from "../../db/database.ts";
import type { Queryable } from "../../db/queryable.ts";
import type { Actor } from "../../lib/audit.ts";
import { recordAudit } from "../../lib/audit.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import type { Lang } from "../../lib/messages.ts";
import { translate } from "../../lib/messages.ts";
import { auditingRefusals } from "../../lib/refused-write.ts";
import { createRequestPerformer } from "./acceptance.ts";
import { displayName, requestAnswerOf } from "./answer.ts";
import { lockRequestAccount, requireDecision } from "./decision.ts";
import type { RequestEffects } from "./effects.ts";
import { mailDecision } from "./mails.ts";
import type { RequestRow } from "./repository.ts";
import * as repo from "./repository.ts";
import { findRequestReader, responsibleCandidates } from "./responsible-repository.ts";

export interface RequestServiceOptions {
  now: () => Date;
  /** the survey and account writes an accepted request makes (the app's) */
  effects: RequestEffects;
}

const statusName = (status: RequestStatus, lang: Lang) => translate(`request.status.${status}`, lang);

const decided = (status: RequestStatus, lang: Lang) =>
  new AppError(409, "REQUEST_DECIDED", {
    messageKey: "REQUEST_DECIDED",
    params: { status: statusName(status, lang) },
  });
const evasRequired = () => new AppError(400, "EVAS_REQUIRED", { messageKey: "EVAS_REQUIRED", field: "evas" });
const responsibleInvalid = () =>
  new AppError(400, "RESPONSIBLE_PERSON_INVALID", {
    messageKey: "RESPONSIBLE_PERSON_INVALID",
    field: "personId",
  });

/** The history action of an update: a status move's, else a comment. */
const UPDATE_ACTIONS: Readonly<Record<string, RequestAction>> = {
  IN_BEARBEITUNG: "ASSIGNED",
  COMPLETED: "COMPLETED",
};

/** The stored request as the decision rules and performing read it. */
const toDecide = (row: RequestRow): RequestToDecide => ({
  applicantMail: row.applicantMail,
  specializing: requestSpecializingSchema.parse({ type: row.requestType, ...row.specializing }),
});

/** What the audit log keeps of a request's state. */
const auditView = (row: RequestRow) => ({
  actionStatus: row.actionStatus,
  responsiblePersonId: row.responsible?.id ?? null,
  progressComment: row.progressComment,
});

/**
 * The staff's work on requests (SPEC 2.15, 4; decision 17). The routes let in REQUEST_READ; accepting and
 * declining are decided by the domain's decision rules as well (issue 24). Every step is one transaction
 * on the locked request that records who made it, adds a history entry and an audit record.
 */
export function createRequestService(db: Database, options: RequestServiceOptions) {
  const { now } = options;
  const performer = createRequestPerformer(options);

  async function locked(trx: Queryable, id: number): Promise<RequestRow> {
    const row = await repo.findRequest(trx, id, true);
    if (!row) throw notFound();
    return row;
  }

  /**
   * Records a step on a request: its changes, its history entry (the caller as actor, the status after
   * it) and the audit record; answers the request as it is afterwards.
   */
  async function step(
    trx: Queryable,
    row: RequestRow,
    caller: AuthPerson,
    actor: Actor,
    change: { action: RequestAction; comment: string } & Omit<repo.RequestChange, "editorId" | "now">,
  ): Promise<RequestAnswer> {
    const at = now();
    const { action, comment, ...fields } = change;
    await repo.updateRequest(trx, row.id, { ...fields, editorId: caller.id, now: at });
    await repo.insertHistory(trx, row.id, {
      action,
      actor: displayName(caller),
      comment,
      type: fields.actionStatus ?? row.actionStatus,
      now: at,
    });
    const after = await locked(trx, row.id);
    await recordAudit(trx, actor, {
      action,
      entity: "request",
      entityId: row.id,
      before: auditView(row),
      after: { ...auditView(after), comment },
    });
    return requestAnswerOf(trx, after, caller);
  }

  async function get(id: number, caller: AuthPerson): Promise<RequestAnswer> {
    const row = await repo.findRequest(db, id);
    if (!row) throw notFound();
    return requestAnswerOf(db, row, caller);
  }

  /** `request/{id}/update`: a progress comment, and a move REQUEST_UPDATE_MOVES allows (409 otherwise). */
  function update(id: number, input: RequestUpdate, caller: AuthPerson, actor: Actor, lang: Lang) {
    return db.transaction().execute(async (trx) => {
      const row = await locked(trx, id);
      const to = input.actionStatus;
      if (to !== undefined && REQUEST_UPDATE_MOVES[row.actionStatus] !== to) {
        throw new AppError(409, "REQUEST_MOVE_REFUSED", {
          messageKey: "REQUEST_MOVE_REFUSED",
          params: { from: statusName(row.actionStatus, lang), to: statusName(to, lang) },
          field: "actionStatus",
        });
      }
      if (to === undefined && input.progressComment === "") {
        throw new AppError(400, "VALIDATION", {
          messageKey: "REQUEST_UPDATE_EMPTY",
          field: "progressComment",
        });
      }
      return step(trx, row, caller, actor, {
        action: to === undefined ? "COMMENTED" : (UPDATE_ACTIONS[to] ?? "COMMENTED"),
        comment: input.progressComment,
        ...(to === undefined ? {} : { actionStatus: to }),
        ...(input.progressComment === "" ? {} : { progressComment: input.progressComment }),
      });
    });
  }

  /**
   * `request/{id}/approve` (decision 17): performs the request and marks it GENEHMIGT in one transaction;
   * the applicant is told with the reason and what was done. The decision rules see the locked request
   * and the locked account it changes first: a refusal is a 403 with its audit record and nothing else.
   * A failure of performing answers its 4xx and leaves the request open and everything as it was.
   */
  function approve(id: number, input: RequestApprove, caller: AuthPerson, actor: Actor, lang: Lang) {
    return auditingRefusals(db, actor, () =>
      db.transaction().execute(async (trx) => {
        const row = await locked(trx, id);
        if (!isRequestDecidable(row.actionStatus)) throw decided(row.actionStatus, lang);
        const request = toDecide(row);
        const account = await lockRequestAccount(trx, request);
        requireDecision("accept", caller, row, request, account, lang);
        if (needsPlaceholderEvas(request.specializing) && input.evas === undefined) throw evasRequired();
        const outcome = await performer.perform(trx, {
          request: row,
          specializing: request.specializing,
          account,
          evas: input.evas,
          reason: input.reason,
          caller,
          actor,
          lang,
        });
        await mailDecision(trx, row, { approved: true, outcome }, input.reason);
        return step(trx, row, caller, actor, {
          action: "APPROVED",
          comment: input.reason,
          actionStatus: "GENEHMIGT",
        });
      }),
    );
  }

  /**
   * `request/reject/{id}`: ABGELEHNT, the applicant told with the reason (longer than 10 characters);
   * nobody declines a request of their own or one that changes their own account.
   */
  function reject(id: number, input: RequestReject, caller: AuthPerson, actor: Actor, lang: Lang) {
    return auditingRefusals(db, actor, () =>
      db.transaction().execute(async (trx) => {
        const row = await locked(trx, id);
        if (!isRequestDecidable(row.actionStatus)) throw decided(row.actionStatus, lang);
        const request = toDecide(row);
        requireDecision("decline", caller, row, request, await lockRequestAccount(trx, request), lang);
        await mailDecision(trx, row, { approved: false }, input.reason);
        return step(trx, row, caller, actor, {
          action: "REJECT",
          comment: input.reason,
          actionStatus: "ABGELEHNT",
        });
      }),
    );
  }

  /**
   * `request/{id}/responsiblePerson/{personId}`: one who may handle requests, or nobody (-1). Someone
   * taking on a new request moves it to IN_BEARBEITUNG.
   */
  function setResponsible(id: number, personId: number, caller: AuthPerson, actor: Actor) {
    return db.transaction().execute(async (trx) => {
      const row = await locked(trx, id);
      const person = personId === NO_RESPONSIBLE_PERSON ? null : await findRequestReader(trx, personId);
      if (personId !== NO_RESPONSIBLE_PERSON && !person) throw responsibleInvalid();
      const takenOn = person !== null && row.actionStatus === "NEU";
      return step(trx, row, caller, actor, {
        action: "RESPONSIBLE_CHANGED",
        comment: person ? displayName(person) : "",
        responsiblePersonId: person?.id ?? null,
        ...(takenOn ? { actionStatus: "IN_BEARBEITUNG" as const } : {}),
      });
    });
  }

  /** `request/orgAdmin`: the candidates for a responsible person by decision 17's rule. */
  async function candidates(statisticId: string | null, lkz: string | null): Promise<RequestPerson[]> {
    const people = await responsibleCandidates(db, statisticId, lkz);
    return people.map(({ id, name, forename }) => ({ id, name, forename }));
  }

  return { get, update, approve, reject, setResponsible, candidates };
}
