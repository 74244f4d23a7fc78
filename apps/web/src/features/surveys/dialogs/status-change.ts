import type { ErrorAction } from "../../../api/error-message.ts";
import type { SurveyStatusCall } from "../api.ts";

/** The four confirmation dialogs of SPEC 2.4 that change a survey's status. */
export type StatusChangeKind = "approve" | "block" | "archive" | "delete";

/** The call of SPEC 7 each one makes (approve = unlock, block = lock) and its name in error messages. */
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

const ERROR_ACTIONS: Readonly<Record<SurveyStatusCall, ErrorAction>> = {
  unlock: "UNLOCK",
  lock: "LOCK",
  archive: "ARCHIVE",
  delete: "DELETE",
  deleterigoros: "DELETE_RIGOROS",
};

export function errorActionOf(call: SurveyStatusCall): ErrorAction {
  return ERROR_ACTIONS[call];
}

/** Only approve and block carry the access-mode checkbox (SPEC 2.4). */
export function hasAccessMode(kind: StatusChangeKind): boolean {
  return kind === "approve" || kind === "block";
}
