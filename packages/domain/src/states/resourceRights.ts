import type { AccessSubject, PermissionTarget } from "../auth/access.ts";
import { hasPersonPermission, hasRight, isSuperAdmin } from "../auth/access.ts";
import type { PermissionFlag, Right } from "../auth/rights.ts";
import type { ResourceTypeCode } from "../codes/resourceTypes.ts";
import { isResourceTypeCode, RESOURCE_TYPE_CODES } from "../codes/resourceTypes.ts";
import { permissionTargetOf } from "../identifiers/erhebungsid.ts";
import type { ResourceAction, ResourceSurveyState } from "./resourceStatus.ts";
import { resourceActionAllowed } from "./resourceStatus.ts";
import type { ActionVerdict } from "./verdict.ts";
import { verdictOf } from "./verdict.ts";

/**
 * Resource rights (SPEC 6). The dialogs' "resedit" flag is the role right RESOURCE_EDIT. Types 99 and 98
 * (description, delivery agreement) belong to IT staff (it_res_rights), all others to the specialists
 * (res_rights); 86 is not named by the spec and goes with the others.
 */
export const IT_RESOURCE_TYPES: readonly ResourceTypeCode[] = ["99", "98"];

function flagFor(type: string): PermissionFlag {
  return (IT_RESOURCE_TYPES as readonly string[]).includes(type) ? "it_res_rights" : "res_rights";
}

/**
 * The role rights that let a role add resources of every type to every survey: SPEC 6's "resedit"
 * (RESOURCE_EDIT), narrowed by RESOURCE_CREATE, which SPEC 6 lists without a rule (decision 26). A role
 * with RESOURCE_EDIT alone edits existing resources only; RESOURCE_CREATE alone grants nothing.
 */
export const ROLE_WIDE_RESOURCE_ADD_RIGHTS: readonly Right[] = ["RESOURCE_EDIT", "RESOURCE_CREATE"];

function hasRoleWideResourceAdd(person: AccessSubject): boolean {
  return ROLE_WIDE_RESOURCE_ADD_RIGHTS.every((right) => hasRight(person, right));
}

/**
 * Add a resource of this type to the survey (SPEC 6): the type's person permission for the survey's
 * statistic id and office, or the role-wide RESOURCE_EDIT together with RESOURCE_CREATE.
 */
export function canAddResourceType(person: AccessSubject, type: string, target: PermissionTarget): boolean {
  if (!person || !isResourceTypeCode(type)) return false;
  return hasRoleWideResourceAdd(person) || hasPersonPermission(person, [flagFor(type)], target);
}

/**
 * Edit a resource of this type (status, description, usability, delete): the type's person permission,
 * or RESOURCE_EDIT, which "allows editing any resource type" (SPEC 6).
 */
export function canEditResourceType(person: AccessSubject, type: string, target: PermissionTarget): boolean {
  if (!person || !isResourceTypeCode(type)) return false;
  return hasRight(person, "RESOURCE_EDIT") || hasPersonPermission(person, [flagFor(type)], target);
}

export function addableResourceTypes(person: AccessSubject, target: PermissionTarget): ResourceTypeCode[] {
  return RESOURCE_TYPE_CODES.filter((t) => canAddResourceType(person, t, target));
}

/** The add dialog preselects 99 for who may add it, else 97. */
export function defaultNewResourceType(person: AccessSubject, target: PermissionTarget): ResourceTypeCode {
  return canAddResourceType(person, "99", target) ? "99" : "97";
}

/**
 * The person may edit resources of the survey at all: res_rights or it_res_rights for its statistic id
 * (characters 2-5 of the Erhebungsid) and office (characters 12-13), SPEC 5; or RESOURCE_EDIT, which
 * allows every type (SPEC 6) and so every survey.
 */
export function hasResourceEditPermission(person: AccessSubject, erhebungsid: string): boolean {
  const target = permissionTargetOf(erhebungsid);
  if (target === null || !person) return false;
  return (
    hasRight(person, "RESOURCE_EDIT") || hasPersonPermission(person, ["res_rights", "it_res_rights"], target)
  );
}

export interface ResourceSubject {
  status: number | string;
  resourcetype: string;
}

/**
 * Physical delete belongs to the role SuperAdmin alone (SPEC 6: "The role name SuperAdmin enables
 * physical delete of resources"), whatever other rights a role holds; decision 26.
 */
export function canDeleteResourcesPhysically(person: AccessSubject): boolean {
  return isSuperAdmin(person);
}

/**
 * Rights first (forbidden → 403), then the states (conflict → 409). Download needs no right: the state
 * rule (public, approved survey; usable or used resource) is the whole rule. Physical delete needs the
 * role SuperAdmin; every other action the right for the resource's type on the survey.
 */
export function resourceActionRight(
  action: ResourceAction,
  person: AccessSubject,
  resource: ResourceSubject,
  survey: ResourceSurveyState & { erhebungsid: string },
): ActionVerdict {
  const stateAllows = resourceActionAllowed(action, resource, survey);
  if (action === "download") return verdictOf(true, stateAllows);
  const target = permissionTargetOf(survey.erhebungsid);
  if (target === null) return "forbidden";
  const granted =
    action === "deletePhysical"
      ? canDeleteResourcesPhysically(person)
      : canEditResourceType(person, resource.resourcetype, target);
  return verdictOf(granted, stateAllows);
}
