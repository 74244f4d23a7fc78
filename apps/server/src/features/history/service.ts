import type {
  AuthPerson,
  HistoryAnswer,
  HistoryEntry,
  HistoryKind,
  HistoryQuery,
  Right,
  Role,
  RoleRestoreAnswer,
  SurveyAnswer,
  SurveyRestoreAnswer,
  SurveyWrite,
} from "@erhdb/domain";
import {
  berlinIsoDate,
  canSeeResource,
  formatBerlinDateTime,
  HISTORY_ENTITIES,
  HISTORY_PARTS,
  hasRight,
  historyChanges,
  isEvasDiscontinued,
  isSurveyOfficeCode,
  restorePlan,
  roleRightsOf,
  surveyActionRight,
} from "@erhdb/domain";
import { csvLine } from "../../data-table/index.ts";
import type { Database } from "../../db/database.ts";
import { owningSurveyOf } from "../../db/owning-survey.ts";
import { findEvasCodes, listSurveyEvas, subjectOf, visibleSurvey } from "../../db/surveys.ts";
import type { Actor } from "../../lib/audit.ts";
import { notFound } from "../../lib/errors.ts";
import { hiddenTarget } from "../../lib/refused-write.ts";
import * as repo from "./repository.ts";

/** The survey screens' edit (`eid/{id}/update`), which a restore is: app.ts passes the surveys feature's. */
export type SurveyUpdate = (
  ref: { id: number },
  input: SurveyWrite,
  person: AuthPerson | null,
  actor: Actor,
) => Promise<SurveyAnswer>;

/** The role administration's change of rights (`role/update`), which a role's restore is. */
export type RoleUpdate = (
  changes: { id: number; acls: Right[] }[],
  caller: AuthPerson,
  actor: Actor,
) => Promise<Role[]>;

export interface HistoryServiceOptions {
  updateSurvey: SurveyUpdate;
  updateRoles: RoleUpdate;
  now?: (() => Date) | undefined;
}

const CSV_HEADER = ["id", "at", "actor", "email", "action", "comment", "field", "before", "after"];

const csvValue = (value: HistoryEntry["changes"][number]["before"]) =>
  value === null ? "" : Array.isArray(value) ? value.join(", ") : String(value);

/** Whose name a record shows: the account's while it exists, else what was recorded, if no address. */
function actorName(row: repo.HistoryRow): string {
  if (row.actorName) return row.actorName;
  return row.actorEmail && !row.actorEmail.includes("@") ? row.actorEmail : "";
}

/**
 * The history of one object (issue 36): who may read it is the route's right and the object's
 * visibility (hidden = unknown, decision 34); what each record shows is the reader's view today.
 */
export function createHistoryService(db: Database, options: HistoryServiceOptions) {
  const now = options.now ?? (() => new Date());

  /** The records' entity id of the object the path names, or the unknown answer. */
  async function entityIdOf(kind: HistoryKind, id: string, person: AuthPerson): Promise<string> {
    // the survey's own id: its Erhebungsid changes with its statistic id, bzr or office
    const numeric = Number(id);
    switch (kind) {
      case "eid":
        return String((await visibleSurvey(db, { erhebungsid: id }, person)).id);
      case "evas": {
        const evasId = await repo.evasIdOf(db, id);
        if (evasId === undefined) throw notFound();
        return String(evasId);
      }
      case "resource": {
        const row = await repo.resourceWithSurvey(db, numeric);
        if (!row) throw notFound();
        if (!canSeeResource(person, row, owningSurveyOf(row))) throw hiddenTarget();
        return id;
      }
      case "genericresource":
        if (!(await repo.genericResourceExists(db, numeric))) throw notFound();
        return id;
      case "person":
        if (!(await repo.personExists(db, numeric))) throw notFound();
        return id;
      case "role":
        if (!(await repo.roleExists(db, numeric))) throw notFound();
        return id;
      case "request":
        if (!(await repo.requestExists(db, numeric))) throw notFound();
        return id;
    }
  }

  async function history(
    kind: HistoryKind,
    id: string,
    query: HistoryQuery,
    person: AuthPerson,
  ): Promise<HistoryAnswer> {
    const emails = hasRight(person, "USEREMAILADRESS_READ");
    const filter: repo.HistoryFilter = {
      entity: HISTORY_ENTITIES[kind],
      entityId: await entityIdOf(kind, id, person),
      part: HISTORY_PARTS[kind],
      actor: query.actor,
      actorByEmail: emails,
      action: query.action,
      from: query.from,
      to: query.to,
    };
    const [total, rows] = await Promise.all([
      repo.countHistory(db, filter),
      repo.historyPage(db, filter, { offset: query.page * query.size, limit: query.size }),
    ]);
    const reader = { person, emails, ...(kind === "eid" ? { erhebungsid: id } : {}) };
    const entries = rows.map((row): HistoryEntry => {
      const after = row.after as { comment?: unknown } | null;
      // a request's decision and a rigorous delete carry their comment in the record itself
      const comment = row.comment ?? (typeof after?.comment === "string" ? after.comment : undefined);
      return {
        id: Number(row.id),
        at: row.at.toISOString(),
        actor: {
          name: actorName(row),
          ...(emails && row.actorEmail?.includes("@") ? { email: row.actorEmail } : {}),
        },
        action: row.action,
        ...(comment === undefined ? {} : { comment }),
        changes: historyChanges(kind, row, reader),
      };
    });
    return { total, entries };
  }

  /** The same rows as CSV, one line per changed field (the table CSV's rules: BOM, `;`, CRLF). */
  function csvOf(answer: HistoryAnswer): string {
    let text = `\uFEFF${csvLine(CSV_HEADER)}`;
    for (const entry of answer.entries) {
      const head = [
        String(entry.id),
        formatBerlinDateTime(entry.at),
        entry.actor.name,
        entry.actor.email ?? "",
        entry.action,
        entry.comment ?? "",
      ];
      if (entry.changes.length === 0) text += csvLine([...head, "", "", ""]);
      for (const change of entry.changes) {
        text += csvLine([...head, change.field, csvValue(change.before), csvValue(change.after)]);
      }
    }
    return text;
  }

  /**
   * Restores the state a survey's record left (its `after`) as a normal edit through the survey
   * screens' update: same rights, rules and audit record. What the caller may not change, what no
   * longer exists and what an edit never changes is left out and named.
   */
  async function restore(
    erhebungsid: string,
    entryId: number,
    comment: string,
    person: AuthPerson,
    actor: Actor,
  ): Promise<SurveyRestoreAnswer> {
    const row = await visibleSurvey(db, { erhebungsid }, person);
    const record = await repo.findHistoryRecord(db, HISTORY_ENTITIES.eid, String(row.id), entryId);
    if (!record || record.after === null) throw notFound();
    const current = (await listSurveyEvas(db, row.id)).map((e) => e.evas);
    const recordedCodes = (record.after as { evas?: { evas?: unknown }[] }).evas ?? [];
    const known = await findEvasCodes(
      db,
      recordedCodes.map((e) => String(e.evas)),
    );
    const today = berlinIsoDate(now());
    const usable = new Set(
      known
        .filter((e) => current.includes(e.evas) || !isEvasDiscontinued(e.closing, today))
        .map((e) => e.evas),
    );
    const subject = subjectOf(row);
    const plan = restorePlan({
      current: { ...row, evas: current },
      snapshot: record.after,
      may: {
        editData: surveyActionRight("editData", person, subject) === "allowed",
        mapEvas: surveyActionRight("mapEvas", person, subject) === "allowed",
      },
      usableEvas: (code) => usable.has(code),
    });
    const { leftOut, ...fields } = plan;
    // a stored survey's office is one of the codes its write took
    if (!isSurveyOfficeCode(row.federalStateCode)) throw new Error(`survey ${row.id} has no office code`);
    const input: SurveyWrite = {
      statisticId: row.statisticId,
      bzr: row.bzr,
      federalStateCode: row.federalStateCode,
      ...fields,
      comment,
    };
    const survey = await options.updateSurvey({ id: row.id }, input, person, actor);
    return { ...survey, leftOut };
  }

  /**
   * Sets a role's rights to those a record of it lists, through the role administration's update: its
   * rules refuse what the caller may not give (ROLE_RIGHTS_NOT_HELD, fixed roles, rank), with their
   * audit records. A right the app no longer knows is left out and named.
   */
  async function restoreRole(
    roleId: number,
    entryId: number,
    caller: AuthPerson,
    actor: Actor,
  ): Promise<RoleRestoreAnswer> {
    if (!(await repo.roleExists(db, roleId))) throw notFound();
    const record = await repo.findHistoryRecord(db, HISTORY_ENTITIES.role, String(roleId), entryId);
    const rights = record ? roleRightsOf(record.after) : null;
    if (!rights) throw notFound();
    const roles = await options.updateRoles([{ id: roleId, acls: rights.acls }], caller, actor);
    const role = roles.find((r) => r.id === roleId);
    if (!role) throw notFound();
    return { ...role, leftOut: rights.leftOut };
  }

  return { history, csvOf, restore, restoreRole };
}
