import { z } from "zod";
import { isRight, type Right } from "../auth/rights.ts";
import { roleAnswer } from "../persons/personAnswer.ts";
import { surveyAnswer } from "../surveys/surveyAnswer.ts";

/** Why a part of an earlier survey state is not restored (issue 36, point 4). */
export const RESTORE_LEFT_OUT_REASONS = [
  "identity",
  "notAllowed",
  "noLongerExists",
  "notRestorable",
] as const;

export const restoreLeftOut = z.object({
  field: z.string(),
  reason: z.enum(RESTORE_LEFT_OUT_REASONS),
  /** the values left out of a list (EVAS) */
  values: z.array(z.string()).optional(),
});
export type RestoreLeftOut = z.infer<typeof restoreLeftOut>;

/** The answer of a restore: the survey as `eid/{id}/update` answers it, and what was left out. */
export const surveyRestoreAnswer = surveyAnswer.extend({ leftOut: z.array(restoreLeftOut) });
export type SurveyRestoreAnswer = z.infer<typeof surveyRestoreAnswer>;

/** What an edit of the survey can set again: the data fields and the EVAS list. */
export interface RestorableSurvey {
  statisticId: string;
  bzr: string;
  federalStateCode: string;
  period: number;
  description: string;
  accessMode: boolean;
  status: number;
  evas: readonly string[];
}

export interface RestorePlanInput {
  current: RestorableSurvey;
  /** the recorded state (an audit snapshot of a survey, any shape) */
  snapshot: unknown;
  /** the caller's verdicts on the survey as it is now: `editData` and `mapEvas` allowed */
  may: { editData: boolean; mapEvas: boolean };
  /** whether an EVAS code may be on the survey now: existing and not discontinued, or on it already */
  usableEvas: (code: string) => boolean;
}

export interface RestorePlan {
  period: number;
  description: string;
  accessMode: boolean;
  evas: string[];
  leftOut: RestoreLeftOut[];
}

/** The parts of a survey snapshot a restore reads; a snapshot without them restores nothing of them. */
const snapshotSchema = z.object({
  statisticId: z.string().optional(),
  bzr: z.string().optional(),
  federalStateCode: z.string().optional(),
  period: z.number().optional(),
  description: z.string().optional(),
  accessMode: z.boolean().optional(),
  status: z.number().optional(),
  evas: z.array(z.object({ evas: z.string() })).optional(),
});

/** The Erhebungsid's parts: shown in the history, never restored (they make the survey's identity). */
const IDENTITY_FIELDS = ["statisticId", "bzr", "federalStateCode"] as const;
const DATA_FIELDS = ["period", "description", "accessMode"] as const;

/**
 * An earlier state as a normal edit (issue 36, point 4): the data fields where the caller may edit them
 * (`editData`), the EVAS where they may map them (`mapEvas`), without the EVAS that are gone or
 * discontinued since. Everything else the state differs in is named in `leftOut`, never written: the
 * Erhebungsid's parts, the status (changed only by its own actions), and what the caller may not change.
 */
export function restorePlan({ current, snapshot, may, usableEvas }: RestorePlanInput): RestorePlan {
  const parsed = snapshotSchema.safeParse(snapshot);
  const recorded = parsed.success ? parsed.data : {};
  const leftOut: RestoreLeftOut[] = [];
  const plan: RestorePlan = {
    period: current.period,
    description: current.description,
    accessMode: current.accessMode,
    evas: [...current.evas],
    leftOut,
  };
  for (const field of IDENTITY_FIELDS) {
    const value = recorded[field];
    if (value !== undefined && value !== current[field]) leftOut.push({ field, reason: "identity" });
  }
  if (recorded.status !== undefined && recorded.status !== current.status) {
    leftOut.push({ field: "status", reason: "notRestorable" });
  }
  const changedData = DATA_FIELDS.filter((f) => recorded[f] !== undefined && recorded[f] !== current[f]);
  if (may.editData) {
    if (recorded.period !== undefined) plan.period = recorded.period;
    if (recorded.description !== undefined) plan.description = recorded.description;
    if (recorded.accessMode !== undefined) plan.accessMode = recorded.accessMode;
  } else {
    for (const field of changedData) leftOut.push({ field, reason: "notAllowed" });
  }
  if (recorded.evas === undefined) return plan;
  const wanted = recorded.evas.map((e) => e.evas);
  const changed =
    wanted.length !== current.evas.length || wanted.some((code) => !current.evas.includes(code));
  if (!changed) return plan;
  if (!may.mapEvas) {
    leftOut.push({ field: "evas", reason: "notAllowed" });
    return plan;
  }
  const gone = wanted.filter((code) => !usableEvas(code));
  const kept = wanted.filter((code) => usableEvas(code));
  if (gone.length > 0) leftOut.push({ field: "evas", reason: "noLongerExists", values: gone });
  // a survey keeps at least one EVAS: when none of the recorded ones is left, its list stays as it is
  if (kept.length > 0) plan.evas = kept;
  return plan;
}

/** The answer of a role's restore: the role as it is now, and the rights of the record that exist no more. */
export const roleRestoreAnswer = roleAnswer.extend({ leftOut: z.array(restoreLeftOut) });
export type RoleRestoreAnswer = z.infer<typeof roleRestoreAnswer>;

/**
 * The rights a role's record lists (roles/service.ts writes the role with its `acls`), those the app
 * still knows; the others are named. Null when the record holds no rights list (a refusal, a delete).
 */
export function roleRightsOf(snapshot: unknown): { acls: Right[]; leftOut: RestoreLeftOut[] } | null {
  const parsed = z.object({ acls: z.array(z.string()) }).safeParse(snapshot);
  if (!parsed.success) return null;
  const gone = parsed.data.acls.filter((acl) => !isRight(acl));
  return {
    acls: parsed.data.acls.filter(isRight),
    leftOut: gone.length > 0 ? [{ field: "acls", reason: "noLongerExists", values: gone }] : [],
  };
}
