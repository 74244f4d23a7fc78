import type { TFunction } from "i18next";

/** The named values of a request (features/requests/i18n/names.*.json). */
export type RequestNameKind = "type" | "status" | "action" | "statistikArt";

/**
 * The translated name of a request's type, status, history action or kind of statistic, for every screen
 * that shows requests: the request pages, the ticket and the processes screen. A value the catalogue does
 * not know (from a newer server) shows as it is.
 */
export function requestName(t: TFunction, kind: RequestNameKind, value: string): string {
  return t(`request.${kind}.${value}`, { defaultValue: value });
}
