import type { ErrorAction } from "../../../api/error-message.ts";
import type { SurveyStatusCall } from "../api.ts";

/** The four confirmation dialogs of SPEC 2.4 that change a survey's status. */
export type StatusChangeKind = "approve" | "block" | "archive" | "delete";

/** The call of SPEC 7 each one makes (approve = unlock, block = lock). */
export function statusCallOf(kind: StatusChangeKind, rigorous: boolean): SurveyStatusCall {
  switch (kind) {
    case "approve":
      return "unlock";
    case "block":
      return "lock";
    case "archive":
      return "archive";
    case "delete":
      return rigorous ? "deleterigoros" : "delete";
  }
}

const ERROR_ACTIONS: Readonly<Record<StatusChangeKind, ErrorAction>> = {
  approve: "RELEASE",
  block: "LOCK",
  archive: "ARCHIVE",
  delete: "DELETE",
};

/**
 * What a failure says the user was doing: the action they chose ("Freigeben"), not the call's name
 * ("unlock"), which the user never sees (issue 35).
 */
export function errorActionOf(kind: StatusChangeKind, rigorous: boolean): ErrorAction {
  return kind === "delete" && rigorous ? "DELETE_RIGOROS" : ERROR_ACTIONS[kind];
}

/** Only approve and block carry the access-mode checkbox (SPEC 2.4). */
export function hasAccessMode(kind: StatusChangeKind): boolean {
  return kind === "approve" || kind === "block";
}
