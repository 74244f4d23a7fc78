import type { TFunction } from "i18next";
import { isApiError } from "../../../api/client.ts";
import { errorMessage, serverMessage } from "../../../api/error-message.ts";

/**
 * A failed save (SPEC 8). An edit fails with 'Fehler beim Bearbeiten der EVAS.', with the server's
 * reason in the shared action wording where it gave one ('... Grund: Nicht gefunden. (NOT_FOUND)').
 * A create that the server refuses shows its reason alone (the code exists): it is about the input.
 * A missing right reads as such either way.
 */
export function evasSaveError(error: unknown, t: TFunction, editing: boolean): string {
  if (!isApiError(error)) return t("evas.editFailed");
  if (error.status === 401 || error.status === 403) return errorMessage(error, t);
  const reason = serverMessage(error.body);
  if (!editing) return reason ?? t("evas.editFailed");
  if (error.status < 500 && !(error.code && reason)) return t("evas.editFailed");
  return errorMessage(error, t, { action: "EDIT", object: "EVAS" });
}
