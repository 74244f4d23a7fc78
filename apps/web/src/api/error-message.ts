import type { TFunction } from "i18next";
import type { ErrorAction, ErrorObject } from "../app/constants.ts";
import { isApiError, isNetworkError } from "./client.ts";

/** What the user was doing when the error happened, for the action message of SPEC 8. */
export interface ErrorContext {
  action: ErrorAction;
  object: ErrorObject;
}

/**
 * The one mapping from a failed call to a snackbar text (SPEC 8). Screens pass what they were
 * doing; the wording lives in the catalogues under `error.*`.
 */
export function errorMessage(error: unknown, t: TFunction, context?: ErrorContext): string {
  if (isNetworkError(error)) return t("error.network");
  if (!isApiError(error)) return t("error.unknown");

  if (error.status === 401 || error.status === 403) return t("error.noPermission");

  const what = context
    ? { action: t(`error.actions.${context.action}`), object: t(`error.objects.${context.object}`) }
    : undefined;

  if (error.status >= 500) {
    if (!error.code) {
      return what ? t("error.unknownAction", what) : t("error.unknown");
    }
    const values = { message: error.message, code: error.code };
    return what ? t("error.action", { ...what, ...values }) : t("error.withCode", values);
  }

  // Other statuses are "not shown" by the spec: the server's readable message is the best text.
  if (error.code && error.message) {
    return what
      ? t("error.action", { ...what, message: error.message, code: error.code })
      : t("error.withCode", { message: error.message, code: error.code });
  }
  return error.message || t("error.unknown");
}
