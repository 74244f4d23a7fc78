import type { AccessSubject, PermissionTarget } from "../auth/access.ts";
import { hasPersonPermission, hasRight, isSuperAdmin } from "../auth/access.ts";
import type { PermissionFlag } from "../auth/rights.ts";
import type { ResourceTypeCode } from "../codes/resourceTypes.ts";
import { RESOURCE_TYPE_CODES } from "../codes/resourceTypes.ts";
import { permissionTargetOf } from "../identifiers/erhebungsid.ts";
import { canEditResourceType, hasResourceEditPermission } from "./resourceRights.ts";
import type { ResourceStatus } from "./resourceStatus.ts";
import { RESOURCE_STATUS_ALL, toResourceStatus } from "./resourceStatus.ts";
import { canSeeSurvey, type VisibleSurvey } from "./surveyVisibility.ts";

/**
 * Which resources of one survey a caller sees (SPEC 6: "Anonymous visitors see only public documents").
 * A descriptor rather than a predicate, so that a list can turn it into SQL and the rule stays here.
 * - public: the public (accessMode) resources that are usable or used, the ones anyone may download
 * - internal: every resource but the deleted ones; a deleted one only if its type is in `deletedTypes`,
 *   the types the caller may manage (edit) on this survey
 * Physically deleted resources are gone from the database and so from every answer.
 */
export type ResourceVisibility =
  | { kind: "public" }
  | { kind: "internal"; deletedTypes: readonly ResourceTypeCode[] };

/** usable, used: the statuses a download is allowed from (SPEC 4) */
export const PUBLIC_RESOURCE_STATUSES: readonly ResourceStatus[] = [3, 8];
/** deleted, deleted but used */
export const DELETED_RESOURCE_STATUSES: readonly ResourceStatus[] = [9, 11];

/** The person permissions for a survey that show its internal resources: its editors of either kind. */
const INTERNAL_VIEW_FLAGS: readonly PermissionFlag[] = ["res_rights", "it_res_rights", "eid_rights"];

/**
 * The resources of the survey with this Erhebungsid the person sees: internal with RESOURCE_EDIT,
 * SuperAdmin, or res_rights, it_res_rights or eid_rights for its statistic id and office; public otherwise
 * (anonymous visitors, users without rights for the survey, a malformed Erhebungsid).
 */
export function resourceVisibility(person: AccessSubject, erhebungsid: string): ResourceVisibility {
  const target = permissionTargetOf(erhebungsid);
  if (target === null || !person) return { kind: "public" };
  const internal =
    hasRight(person, "RESOURCE_EDIT") || hasPersonPermission(person, INTERNAL_VIEW_FLAGS, target);
  if (!internal) return { kind: "public" };
  return {
    kind: "internal",
    deletedTypes: RESOURCE_TYPE_CODES.filter((type) => canEditResourceType(person, type, target)),
  };
}

export interface VisibleResource {
  status: ResourceStatus | number | string;
  /** true = public (extern) */
  accessMode: boolean;
  resourcetype: string;
}

/** The descriptor applied to one resource (an SQL form of it must agree with this). */
export function isResourceVisible(visibility: ResourceVisibility, resource: VisibleResource): boolean {
  const status = toResourceStatus(resource.status);
  if (status === null || status === RESOURCE_STATUS_ALL) return false;
  if (visibility.kind === "public") return resource.accessMode && PUBLIC_RESOURCE_STATUSES.includes(status);
  if (!DELETED_RESOURCE_STATUSES.includes(status)) return true;
  return (visibility.deletedTypes as readonly string[]).includes(resource.resourcetype);
}

/**
 * Whether the caller may see the resource at all: its survey (canSeeSurvey) and the resource among that
 * survey's (resourceVisibility), as the resources table and the survey's resource list show them. A
 * resource the caller may not see answers every call that names it (id or key) exactly as an unknown one
 * (decision 34); who sees it may download it (decision 13), and only who sees it learns that a change
 * needs a right it lacks.
 */
export function canSeeResource(
  person: AccessSubject,
  resource: VisibleResource,
  survey: VisibleSurvey & { erhebungsid: string },
): boolean {
  return (
    canSeeSurvey(person, survey) &&
    isResourceVisible(resourceVisibility(person, survey.erhebungsid), resource)
  );
}

/**
 * The usage counts (core, intern, extern) show "only to logged-in users with the proper role" (SPEC 2.4):
 * to those who may edit the survey's resources, since the counts tell them who still uses a version
 * before they lock or delete it. That is RESOURCE_EDIT, SuperAdmin, or res_rights or it_res_rights for the
 * survey's statistic id and office; eid_rights alone shows the resources but not their counts.
 */
export function canSeeResourceCounts(person: AccessSubject, erhebungsid: string): boolean {
  return hasResourceEditPermission(person, erhebungsid);
}

/**
 * The resource visibility of every survey at once, for lists over many surveys (the resources table):
 * - all: internal everywhere, deleted ones of every type included (RESOURCE_EDIT, SuperAdmin)
 * - byTarget: public everywhere, internal on the surveys of these statistic ids and offices, with the
 *   deleted ones of `deletedTypes`
 * Applied to one survey it equals resourceVisibility (listVisibilityOf says so and the tests prove it).
 */
export type ResourceListVisibility =
  | { kind: "all" }
  | {
      kind: "byTarget";
      internal: readonly { target: PermissionTarget; deletedTypes: readonly ResourceTypeCode[] }[];
    };

export function resourceListVisibility(person: AccessSubject): ResourceListVisibility {
  if (isSuperAdmin(person) || hasRight(person, "RESOURCE_EDIT")) return { kind: "all" };
  const internal = new Map<string, { target: PermissionTarget; deletedTypes: ResourceTypeCode[] }>();
  for (const p of person?.personPermissions ?? []) {
    const target = { statisticId: p.statisticId, lkz: p.lkz };
    if (!hasPersonPermission(person, INTERNAL_VIEW_FLAGS, target)) continue;
    const deletedTypes = RESOURCE_TYPE_CODES.filter((type) => canEditResourceType(person, type, target));
    internal.set(`${target.statisticId}/${target.lkz}`, { target, deletedTypes });
  }
  return { kind: "byTarget", internal: [...internal.values()] };
}

/** The list descriptor narrowed to one survey's statistic id and office. */
export function listVisibilityOf(list: ResourceListVisibility, target: PermissionTarget): ResourceVisibility {
  if (list.kind === "all") return { kind: "internal", deletedTypes: RESOURCE_TYPE_CODES };
  const entry = list.internal.find(
    (i) => i.target.statisticId === target.statisticId && i.target.lkz === target.lkz,
  );
  return entry ? { kind: "internal", deletedTypes: entry.deletedTypes } : { kind: "public" };
}
