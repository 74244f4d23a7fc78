import {
  type Evas,
  type EvasWrite,
  evasWriteSchema,
  fieldErrors,
  periodFromDisplay,
  periodToDisplay,
} from "@erhdb/domain";
import dayjs, { type Dayjs } from "dayjs";

/** The EVAS dialog's fields as typed; `toEvasWrite` turns them into the write payload. */
export interface EvasForm {
  evas: string;
  description: string;
  /** '' (none) or '00'..'13' */
  period: string;
  closing: Dayjs | null;
}

export type EvasField = keyof EvasForm;

export const EMPTY_EVAS_FORM: EvasForm = { evas: "", description: "", period: "", closing: null };

/** SPEC 5 "EVAS dialog": closing dates are entered as MM/DD/YYYY. */
export const CLOSING_FORMAT = "MM/DD/YYYY";

export function formOf(evas: Evas): EvasForm {
  return {
    evas: evas.evas,
    description: evas.description,
    period: periodToDisplay(evas.period),
    closing: evas.closing ? dayjs(evas.closing) : null,
  };
}

/** The payload, or the i18n keys (under `evas.validation`) of every field at fault. */
export function toEvasWrite(
  form: EvasForm,
  /** the closing field holds a half-typed date (its value is still null) */
  closingIncomplete = false,
): { value: EvasWrite } | { errors: Partial<Record<EvasField, string>> } {
  let closing: string | null = null;
  if (form.closing) closing = form.closing.isValid() ? form.closing.format("YYYY-MM-DD") : "invalid";
  else if (closingIncomplete) closing = "invalid";
  const result = evasWriteSchema.safeParse({
    evas: form.evas,
    description: form.description,
    // An empty period is no period: -1 (SPEC 5).
    period: periodFromDisplay(form.period) ?? Number.NaN,
    closing,
  });
  return result.success ? { value: result.data } : { errors: fieldErrors(result.error) };
}
