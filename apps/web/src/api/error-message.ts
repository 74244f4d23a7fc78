import { isCancelledError } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { isApiError, isNetworkError } from "./client.ts";

/** Object types of the shared action error builder (SPEC 8). TODO(domain): move to @erhdb/domain */
export const ERROR_OBJECTS = [
  "ERHEBUNGSID",
  "EVAS",
  "RESOURCE",
  "GENERAL_RESOURCE",
  "USER",
  "NEWSLETTER",
  "REQUEST",
  "ROLE",
  "USER_PERMISSION",
] as const;
export type ErrorObject = (typeof ERROR_OBJECTS)[number];

/**
 * Actions of the shared action error builder (SPEC 8), plus RELEASE: a survey's "Freigeben", which calls
 * unlock but is not what the user chose (issue 35). TODO(domain): move to @erhdb/domain
 */
export const ERROR_ACTIONS = [
  "CREATE",
  "EDIT",
  "CONTINUE",
  "LOCK",
  "UNLOCK",
  "RELEASE",
  "ARCHIVE",
  "DELETE",
  "DELETE_RIGOROS",
  "DOWNLOAD",
  "RETRIEVE",
  "ADD_PERMISSION",
  "SUBSCRIBE",
  "UNSUBSCRIBE",
  "APPROVE",
  "REJECT",
  "RESEND",
  "VERIFY",
  "RESET_PASSWORD",
] as const;
export type ErrorAction = (typeof ERROR_ACTIONS)[number];

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
  // Without one, the answer's status text (untranslated HTTP English) tells the user nothing.
  const message = serverMessage(error.body);
  if (error.code && message) {
    return what
      ? t("error.action", { ...what, message, code: error.code })
      : t("error.withCode", { message, code: error.code });
  }
  return message ?? (what ? t("error.unknownAction", what) : t("error.unknown"));
}

function isAbort(error: unknown): boolean {
  // fetch's own AbortError, or TanStack Query's CancelledError when it drops a superseded request
  return (error instanceof DOMException && error.name === "AbortError") || isCancelledError(error);
}

/**
 * The message of a table that failed to load (SPEC 8 "Table load"): a cancelled request says
 * nothing; a 400 that names one of the table's columns in `field` names that column; otherwise
 * the server's message, else 'unknown error'. An unreachable server says so: "unknown" would send
 * the user to an administrator for what is their own network.
 */
export function tableErrorMessage(
  error: unknown,
  t: TFunction,
  columnName: (columnId: string) => string | undefined,
): string {
  if (isAbort(error)) return "";
  if (isNetworkError(error)) return t("error.network");
  if (!isApiError(error)) return t("error.unknown");
  const message = serverMessage(error.body);
  const column = error.field ? columnName(error.field) : undefined;
  if (error.status === 400 && column) return t("dataTable.error.column", { column, message: message ?? "" });
  return message ?? t("error.unknown");
}

/** The readable message of an error body (API.md), if it carries one. */
export function serverMessage(body: unknown): string | undefined {
  if (typeof body === "string" && body.trim()) return body;
  if (typeof body !== "object" || body === null || !("message" in body)) return undefined;
  return typeof body.message === "string" && body.message.trim() ? body.message : undefined;
}
