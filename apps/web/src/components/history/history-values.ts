import type { HistoryChange, HistoryKind, HistoryValue, RestoreLeftOut } from "@erhdb/domain";
import type { TFunction } from "i18next";
import { requestName } from "../../lib/request-names.ts";

/** Fields whose numbers or flags have names (issue 36: access mode and statuses translated). */
function namedValue(kind: HistoryKind, field: string, value: HistoryValue, t: TFunction): string | null {
  if (field === "accessMode" && typeof value === "boolean") return t(`history.accessMode.${value}`);
  if (field === "status" && typeof value === "number") {
    if (kind === "eid") return t(`surveyStatus.${value}`, { defaultValue: String(value) });
    if (kind === "resource") return t(`resourceStatus.${value}`, { defaultValue: String(value) });
  }
  if (kind === "request" && field === "actionStatus" && typeof value === "string") {
    return requestName(t, "status", value);
  }
  return null;
}

/**
 * A changed value as the History tab shows it: nothing as a dash, flags and statuses by name, lists
 * (what left or joined: EVAS, rights, resource keys) joined by commas.
 */
export function historyValueText(
  kind: HistoryKind,
  field: string,
  value: HistoryValue,
  t: TFunction,
): string {
  if (value === null) return "–";
  const named = namedValue(kind, field, value, t);
  if (named !== null) return named;
  if (Array.isArray(value)) return value.length === 0 ? "–" : value.join(", ");
  if (typeof value === "boolean") return t(`history.boolean.${value}`);
  return String(value);
}

/**
 * One change as "old → new"; a list's change (the server sends what left it and what joined it) as
 * "removed: …; added: …".
 */
export function historyChangeText(kind: HistoryKind, change: HistoryChange, t: TFunction): string {
  const key =
    Array.isArray(change.before) && Array.isArray(change.after) ? "history.listDiff" : "history.diff";
  const before = historyValueText(kind, change.field, change.before, t);
  const after = historyValueText(kind, change.field, change.after, t);
  return key === "history.listDiff" ? t(key, { removed: before, added: after }) : t(key, { before, after });
}

/** A field's name in the reader's language; a field without a text shows as the API names it. */
export const historyFieldName = (field: string, t: TFunction) =>
  t(`history.fields.${field}`, { defaultValue: field });

/** What a restore left out, as one sentence per part ("EVAS 12613: no longer exists"). */
export function leftOutText(leftOut: readonly RestoreLeftOut[], t: TFunction): string {
  return leftOut
    .map((part) => {
      const name = historyFieldName(part.field, t);
      const what = part.values?.length ? `${name} ${part.values.join(", ")}` : name;
      return t("history.restore.leftOutPart", { what, reason: t(`history.restore.reasons.${part.reason}`) });
    })
    .join(" ");
}
