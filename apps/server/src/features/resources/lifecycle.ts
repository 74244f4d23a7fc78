import type {
  AuthPerson,
  ResourceAction,
  ResourceAnswer,
  ResourceSurveyState,
  ResourceTransition,
} from "@erhdb/domain";
import {
  canSeeResource,
  canSeeResourceCounts,
  nextResourceStatus,
  parseResourceDescription,
  resourceActionRight,
  surveyTakesResourceChanges,
  VERDICT_HTTP_STATUS,
} from "@erhdb/domain";
import type { Database } from "../../db/database.ts";
import { noteResourceChange } from "../../db/public-events.ts";
import type { Queryable } from "../../db/queryable.ts";
import type { Actor } from "../../lib/audit.ts";
import { recordAudit } from "../../lib/audit.ts";
import { AppError, forbidden, notFound } from "../../lib/errors.ts";
import { auditingRefusals, hiddenTarget, RefusedWrite } from "../../lib/refused-write.ts";
import { resourceAnswerOf } from "./answer.ts";
import * as repo from "./repository.ts";

/** The names SPEC 8's action error builder knows; they label the audit records. */
const AUDIT_ACTIONS: Readonly<Record<ResourceAction, string>> = {
  download: "DOWNLOAD",
  changeDescription: "EDIT",
  lock: "LOCK",
  setTestable: "SET_TESTABLE",
  setUsable: "SET_USABLE",
  changeUsability: "CHANGE_USABILITY",
  delete: "DELETE",
  deleteButUsed: "DELETE_BUT_USED",
  deletePhysical: "DELETE_RIGOROS",
  overwrite: "REPLACE_FILE",
};

/** A 409 that says whose status forbids the action: the survey's (archived or deleted) or the resource's. */
export function stateConflict(survey: ResourceSurveyState): AppError {
  return new AppError(VERDICT_HTTP_STATUS.conflict, "CONFLICT", {
    messageKey: surveyTakesResourceChanges(survey) ? "RESOURCE_STATE_FORBIDS" : "SURVEY_STATE_FORBIDS",
  });
}

/** The code of a physical delete by anyone whose role is not SuperAdmin (SPEC 6; decision 26). */
export const PHYSICAL_DELETE_REFUSED = "RESOURCE_DELETE_SUPER_ADMIN_ONLY";

/** A refused physical delete: 403 with its own code, and the attempt for the audit log. */
function physicalDeleteRefused(id: number): RefusedWrite {
  return new RefusedWrite(
    PHYSICAL_DELETE_REFUSED,
    { key: "RESOURCE_DELETE_SUPER_ADMIN_ONLY", params: {}, field: "id" },
    [
      {
        action: `REFUSED_${AUDIT_ACTIONS.deletePhysical}`,
        entity: "resource",
        entityId: id,
        after: { rule: "superAdminOnly", code: PHYSICAL_DELETE_REFUSED },
      },
    ],
  );
}

export interface ResourceLifecycleOptions {
  now: () => Date;
}

/**
 * The resource actions of SPEC 4 (status changes, usability, description, physical delete). Each is one
 * transaction on the locked row: the domain's verdict (rights 403 first, then the states 409), the change,
 * the audit record with before and after.
 */
export function createResourceLifecycleService(db: Database, options: ResourceLifecycleOptions) {
  /**
   * The locked row, if the domain allows the action on it: 404 unknown, the same 404 for a resource the
   * caller may not see (canSeeResource, decision 34), 403 no right (`refusal`), 409 wrong state.
   */
  async function allowed(
    trx: Queryable,
    action: ResourceAction,
    id: number,
    person: AuthPerson | null,
    refusal: () => AppError = forbidden,
  ) {
    const row = await repo.findResource(trx, id, true);
    if (!row) throw notFound();
    if (!canSeeResource(person, row, row.survey)) throw hiddenTarget();
    const verdict = resourceActionRight(action, person, row, row.survey);
    if (verdict === "forbidden") throw refusal();
    if (verdict === "conflict") throw stateConflict(row.survey);
    return row;
  }

  async function change(
    action: ResourceAction,
    id: number,
    person: AuthPerson | null,
    actor: Actor,
    apply: (trx: Queryable, row: repo.ResourceRow) => Promise<void>,
  ): Promise<ResourceAnswer> {
    return db.transaction().execute(async (trx) => {
      const row = await allowed(trx, action, id, person);
      await apply(trx, row);
      const changed = await repo.findResource(trx, id);
      if (!changed) throw new Error("the resource vanished inside the transaction");
      // usable and public now, or no longer: a public event (decision 43)
      await noteResourceChange(trx, { id, statisticId: row.survey.statisticId }, row, changed, options.now());
      await recordAudit(trx, actor, {
        action: AUDIT_ACTIONS[action],
        entity: "resource",
        entityId: id,
        before: resourceAnswerOf(row, true),
        after: resourceAnswerOf(changed, true),
      });
      return resourceAnswerOf(changed, canSeeResourceCounts(person, row.survey.erhebungsid));
    });
  }

  /** lock, set testable, set usable, delete, delete-but-used: to the status the domain names. */
  function transition(action: ResourceTransition, id: number, person: AuthPerson | null, actor: Actor) {
    return change(action, id, person, actor, async (trx, row) => {
      const status = nextResourceStatus(action, row.status);
      // the verdict answered 409 already when the status allows no such transition
      if (status === null) throw new Error(`no ${action} from status ${row.status}`);
      await repo.updateResource(trx, row.id, { status }, options.now());
    });
  }

  /** Public ↔ internal (SPEC 4, change usability). */
  function toggleUsability(id: number, person: AuthPerson | null, actor: Actor) {
    return change("changeUsability", id, person, actor, (trx, row) =>
      repo.updateResource(trx, row.id, { accessMode: !row.accessMode }, options.now()),
    );
  }

  /** `POST resource/{id}/description`: the same rule as the upload's description (400 naming it). */
  function changeDescription(id: number, text: string, person: AuthPerson | null, actor: Actor) {
    const parsed = parseResourceDescription(text);
    if ("issue" in parsed) {
      throw new AppError(400, "VALIDATION", { messageKey: parsed.issue.key, field: "description" });
    }
    return change("changeDescription", id, person, actor, (trx, row) =>
      repo.updateResource(trx, row.id, { description: parsed.description }, options.now()),
    );
  }

  /**
   * Removes the row and its file (trigger); the audit record keeps what it was and where. Only the role
   * SuperAdmin may (SPEC 6); anyone else's attempt is a RefusedWrite, recorded as REFUSED_DELETE_RIGOROS.
   */
  async function deletePhysical(id: number, person: AuthPerson | null, actor: Actor) {
    return auditingRefusals(db, actor, () =>
      db.transaction().execute(async (trx) => {
        const row = await allowed(trx, "deletePhysical", id, person, () => physicalDeleteRefused(id));
        await repo.deleteResource(trx, row.id);
        await noteResourceChange(trx, { id, statisticId: row.survey.statisticId }, row, null, options.now());
        await recordAudit(trx, actor, {
          action: AUDIT_ACTIONS.deletePhysical,
          entity: "resource",
          entityId: id,
          before: { ...resourceAnswerOf(row, true), erhebungsid: row.survey.erhebungsid },
        });
        return { id, deleted: true as const };
      }),
    );
  }

  return { transition, toggleUsability, changeDescription, deletePhysical };
}
