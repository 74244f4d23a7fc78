import type { TFunction } from "i18next";
import { isApiError } from "../../../api/client.ts";
import { errorMessage } from "../../../api/error-message.ts";

/**
 * A failed save (SPEC 8): the server's message when it sent one, else 'Fehler beim Bearbeiten der
 * EVAS.'; a missing right reads as such.
 */
export function evasSaveError(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t("evas.editFailed");
  if (error.status === 401 || error.status === 403) return errorMessage(error, t);
  const body = error.body;
  const message =
    typeof body === "object" && body !== null && "message" in body && typeof body.message === "string"
      ? body.message
      : "";
  return message || t("evas.editFailed");
}
