import type { SurveyState } from "./surveyStatus.ts";
import { toSurveyStatus } from "./surveyStatus.ts";

/** Resource status (SPEC 4). 99 'all' is a filter value only; no resource carries it. */
export const RESOURCE_STATUSES = [
  { code: 0, name: "blocked" },
  { code: 1, name: "testable" },
  { code: 2, name: "tested" },
  { code: 3, name: "usable" },
  { code: 8, name: "used" },
  { code: 9, name: "deleted" },
  { code: 10, name: "archived" },
  { code: 11, name: "deletedButUsed" },
  { code: 99, name: "all" },
] as const;

export type ResourceStatus = (typeof RESOURCE_STATUSES)[number]["code"];
export type ResourceStatusName = (typeof RESOURCE_STATUSES)[number]["name"];
export const RESOURCE_STATUS_CODES: readonly ResourceStatus[] = RESOURCE_STATUSES.map((s) => s.code);
export const RESOURCE_STATUS_ALL: ResourceStatus = 99;

export const RESOURCE_ACTIONS = [
  "download",
  "changeDescription",
  "lock",
  "setTestable",
  "setUsable",
  "changeUsability",
  "delete",
  "deleteButUsed",
  "deletePhysical",
  "overwrite",
] as const;
export type ResourceAction = (typeof RESOURCE_ACTIONS)[number];
export type ResourceTransition = "lock" | "setTestable" | "setUsable" | "delete" | "deleteButUsed";

/**
 * A new upload starts blocked: nothing reaches its users before someone sets it testable or usable, and
 * a wrong file can be deleted at once (delete is allowed from blocked only). Decision 13.
 */
export const NEW_RESOURCE_STATUS: ResourceStatus = 0;

/**
 * 'any' = every status a resource can carry. The SPEC 4 table, plus two rows it leaves open (decision 13):
 * delete-but-used (SPEC 7 `status/deletebutused`) takes a used resource out of use, keeping the record
 * that it was used (11); overwrite replaces the file of a version that nobody may use yet. Physical
 * delete: SPEC 4's "0; any status for a superadmin", where SPEC 6 gives the action to SuperAdmin alone,
 * so that any status is the whole state rule (decision 26).
 */
const ALLOWED_FROM: Readonly<Record<ResourceAction, readonly ResourceStatus[] | "any">> = {
  download: [3, 8],
  changeDescription: "any",
  lock: [8, 3, 2, 1],
  setTestable: [8, 3, 0],
  setUsable: [0, 1, 2],
  changeUsability: [8, 3, 2, 1, 0],
  delete: [0],
  deleteButUsed: [8],
  deletePhysical: "any",
  overwrite: [0, 1, 2],
};

const TRANSITION_TARGET: Readonly<Record<ResourceTransition, ResourceStatus>> = {
  lock: 0,
  setTestable: 1,
  setUsable: 3,
  delete: 9,
  deleteButUsed: 11,
};

export interface ResourceSurveyState extends SurveyState {
  /** true = public (extern) */
  accessMode: boolean;
}

export function toResourceStatus(value: number | string): ResourceStatus | null {
  const n = typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return (RESOURCE_STATUS_CODES as readonly unknown[]).includes(n) ? (n as ResourceStatus) : null;
}

/** Resources of an archived (2) or deleted (9) survey, or of one in an unknown status, cannot change (SPEC 4). */
export function surveyTakesResourceChanges(survey: SurveyState): boolean {
  const status = toSurveyStatus(survey.status);
  return status !== null && status !== 2 && status !== 9;
}

/**
 * Whether the resource's and its survey's state allow the action (rights aside). Nothing is allowed while
 * the survey is archived (2) or deleted (9); a download also needs a public, approved survey.
 */
export function resourceActionAllowed(
  action: ResourceAction,
  resource: { status: number | string },
  survey: ResourceSurveyState,
): boolean {
  if (!surveyTakesResourceChanges(survey)) return false;
  const surveyStatus = toSurveyStatus(survey.status);
  const status = toResourceStatus(resource.status);
  if (status === null || status === RESOURCE_STATUS_ALL) return false;
  if (action === "download" && !(survey.accessMode && surveyStatus === 3)) return false;
  const from = ALLOWED_FROM[action];
  return from === "any" || from.includes(status);
}

/** The status after a transition, or null when the resource's status does not allow it. */
export function nextResourceStatus(
  action: ResourceTransition,
  status: number | string,
): ResourceStatus | null {
  const from = toResourceStatus(status);
  const allowed = ALLOWED_FROM[action];
  if (from === null || allowed === "any" || !allowed.includes(from)) return null;
  return TRANSITION_TARGET[action];
}

export function resourceStatusName(status: number | string): ResourceStatusName | null {
  const code = toResourceStatus(status);
  return RESOURCE_STATUSES.find((s) => s.code === code)?.name ?? null;
}

export function resourceStatusI18nKey(status: number | string): string {
  const code = toResourceStatus(status);
  return code === null ? "resourceStatus.unknown" : `resourceStatus.${code}`;
}

export const RESOURCE_STATUS_I18N_KEYS: readonly string[] = RESOURCE_STATUS_CODES.map(
  (c) => `resourceStatus.${c}`,
);
