import {
  type AccessSubject,
  canDeleteResourcesPhysically,
  RESOURCE_ACTIONS,
  type ResourceAction,
  type ResourceAnswer,
  type ResourceSurveyState,
  resourceActionRight,
} from "@erhdb/domain";
import type { ErrorAction } from "../../../api/error-message.ts";

export type EditAction = Exclude<ResourceAction, "overwrite">;

/**
 * The buttons of a resource on the edit page: the domain's actions in their order (SPEC 4's table and
 * decision 13), but overwrite, which is the add dialog's flag.
 */
export const EDIT_ACTIONS: readonly EditAction[] = RESOURCE_ACTIONS.filter(
  (action) => action !== "overwrite",
);
/**
 * The buttons shown to the person: every action, disabled where the resource's state or the type's right
 * forbids it now, but the physical delete only for the role SuperAdmin, whom alone it may ever serve
 * (SPEC 6; decision 26).
 */
export function offeredEditActions(person: AccessSubject): readonly EditAction[] {
  return canDeleteResourcesPhysically(person)
    ? EDIT_ACTIONS
    : EDIT_ACTIONS.filter((action) => action !== "deletePhysical");
}

/** The actions a confirmation dialog asks about before its call goes out. */
export type ConfirmedAction = Exclude<EditAction, "download" | "changeDescription">;

/** The survey as the resource rules need it. */
export type EditedSurvey = ResourceSurveyState & { erhebungsid: string };

/**
 * Enabled exactly when the domain allows it: rights and states (resourceActionRight). A download needs
 * no right, so there it is SPEC 4's state rule alone (usable or used, public approved survey).
 */
export function isEditActionEnabled(
  action: EditAction,
  person: AccessSubject,
  resource: Pick<ResourceAnswer, "status" | "resourcetype">,
  survey: EditedSurvey,
): boolean {
  return resourceActionRight(action, person, resource, survey) === "allowed";
}

/** What a failure says the user was doing (SPEC 8's action error builder, object RESOURCE). */
export const ERROR_ACTION_OF: Readonly<Record<EditAction, ErrorAction>> = {
  download: "DOWNLOAD",
  changeDescription: "EDIT",
  lock: "LOCK",
  setTestable: "EDIT",
  setUsable: "UNLOCK",
  changeUsability: "EDIT",
  delete: "DELETE",
  deleteButUsed: "DELETE",
  deletePhysical: "DELETE_RIGOROS",
};
