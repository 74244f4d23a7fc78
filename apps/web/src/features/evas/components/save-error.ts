import type { TFunction } from "i18next";
import { isApiError } from "../../../api/client.ts";
import type { ErrorContext } from "../../../api/error-message.ts";
import { errorMessage, serverMessage } from "../../../api/error-message.ts";

/**
 * A failed save (SPEC 8). An edit fails with 'Fehler beim Bearbeiten der EVAS.', with the server's
 * reason in the shared action wording where it gave one ('... Grund: Nicht gefunden. (NOT_FOUND)').
 * A create that the server refuses (4xx) shows its reason alone: it is about the input ('Die EVAS
 * 46241 gibt es bereits.'). Anything else of a create reads as the shared builder words it for
 * CREATE EVAS, and a missing right reads as such either way.
 */
export function evasSaveError(error: unknown, t: TFunction, editing: boolean): string {
  const context: ErrorContext = { action: editing ? "EDIT" : "CREATE", object: "EVAS" };
  if (!isApiError(error)) return editing ? t("evas.editFailed") : errorMessage(error, t, context);
  if (error.status === 401 || error.status === 403) return errorMessage(error, t);
  const reason = serverMessage(error.body);
  if (!editing) return (error.status < 500 && reason) || errorMessage(error, t, context);
  if (error.status < 500 && !(error.code && reason)) return t("evas.editFailed");
  return errorMessage(error, t, context);
}
