// The survey as every feature that works on one reads it: the surveys themselves, the resources of a
// survey, the requests that name one.
import type { AuthPerson, SurveySubject } from "@erhdb/domain";
import { canSeeSurvey, isEvasDiscontinued } from "@erhdb/domain";
import { AppError, notFound } from "../lib/errors.ts";
import { hiddenTarget } from "../lib/refused-write.ts";
import type { Queryable } from "./queryable.ts";

/** How a call names a survey: its row id or its 13-digit Erhebungsid. */
export type SurveyRef = { id: number } | { erhebungsid: string };

/** One survey row with its fields named as the API names them. */
export interface SurveyRow {
  id: number;
  erhebungsid: string;
  statisticId: string;
  bzr: string;
  federalStateCode: string;
  period: number;
  description: string;
  status: number;
  accessMode: boolean;
  baseObjectId: number;
  predecessorId: number | null;
  updating: Date;
}

export const SURVEY_COLUMNS = [
  "id",
  "erhebungsid",
  "statistic_id as statisticId",
  "bzr",
  "federal_state_code as federalStateCode",
  "period",
  "description",
  "status",
  "access_mode as accessMode",
  "base_object_id as baseObjectId",
  "predecessor_id as predecessorId",
  "updating",
] as const;

/** The survey; with `lock` the row stays locked until the transaction ends, so check and change agree. */
export async function findSurvey(
  db: Queryable,
  ref: SurveyRef,
  lock = false,
): Promise<SurveyRow | undefined> {
  let query = db.selectFrom("survey").select(SURVEY_COLUMNS);
  query = "id" in ref ? query.where("id", "=", ref.id) : query.where("erhebungsid", "=", ref.erhebungsid);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export async function listSurveyEvas(
  db: Queryable,
  surveyId: number,
): Promise<{ id: number; evas: string; description: string; closing: string | null }[]> {
  return db
    .selectFrom("survey_evas as se")
    .innerJoin("evas as e", "e.id", "se.evas_id")
    .select(["e.id", "e.evas", "e.description", "e.closing"])
    .where("se.survey_id", "=", surveyId)
    .orderBy("e.evas")
    .execute();
}

/** The 5-digit EVAS among the codes, with their closing day. */
export async function findEvasCodes(
  db: Queryable,
  codes: readonly string[],
): Promise<{ id: number; evas: string; closing: string | null }[]> {
  if (codes.length === 0) return [];
  return db
    .selectFrom("evas")
    .select(["id", "evas", "closing"])
    .where("level", "=", 5)
    .where("evas", "in", [...codes])
    .execute();
}

export function subjectOf(row: SurveyRow): SurveySubject {
  return {
    status: row.status,
    baseObjectId: row.baseObjectId,
    statisticId: row.statisticId,
    federalStateCode: row.federalStateCode,
  };
}

export const evasUnknown = (field = "evas") =>
  new AppError(400, "VALIDATION", { messageKey: "EVAS_UNKNOWN", field });

/**
 * The EVAS rows of the codes (5-digit codes of the register). A code newly given to a survey must exist
 * and be active on `today` (SPEC 5); one in `kept` (the survey, or the survey it continues, has it) may
 * stay after it was discontinued (the detail view shows it in warning colour). Else a 400 naming `field`.
 */
export async function resolveSurveyEvas(
  db: Queryable,
  codes: readonly string[],
  kept: ReadonlySet<string>,
  today: string,
  field = "evas",
) {
  const rows = await findEvasCodes(db, codes);
  const usable = rows.filter((r) => kept.has(r.evas) || !isEvasDiscontinued(r.closing, today));
  if (usable.length !== new Set(codes).size) throw evasUnknown(field);
  return usable;
}

/**
 * The survey as the caller may see it (canSeeSurvey): unknown and invisible surveys are the same 404 to
 * the caller, the invisible one a refusal that a write records (decisions 27, 34). With `lock` the row
 * stays locked until the transaction ends, for a write that names the survey.
 */
export async function visibleSurvey(
  db: Queryable,
  ref: SurveyRef,
  person: AuthPerson | null,
  lock = false,
): Promise<SurveyRow> {
  const row = await findSurvey(db, ref, lock);
  if (!row) throw notFound();
  if (!canSeeSurvey(person, row)) throw hiddenTarget();
  return row;
}

/**
 * The survey locked, whoever may see it: a write's own survey again after its checks, and the surveys of
 * writes whose authority does not rest on seeing them (an accepted request names its survey; the unassign
 * list shows every assigned survey to who may unassign).
 */
export async function lockedSurvey(db: Queryable, ref: SurveyRef): Promise<SurveyRow> {
  const row = await findSurvey(db, ref, true);
  if (!row) throw notFound();
  return row;
}
