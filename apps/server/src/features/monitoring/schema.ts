import { ACCEPTED_LOG_LINES, AUDIT_MAX_MS, LOG_DOWNLOADS } from "@erhdb/domain";
import { z } from "zod";
import { inputRefusal } from "../../lib/input-refusal.ts";

// The messages are keys of the server's catalogue (lib/texts/monitoring.ts): a refusal says what the
// field takes, in the caller's language, and names the field.

/**
 * `GET logs?size=n`: one of the accepted counts (SPEC 5: at most 1000; the 1500 the screen offers is
 * refused like any other count); without `size` the default (1000).
 */
export const logLinesQuery = z.object({
  size: z
    .string()
    .regex(/^[0-9]{1,5}$/, "LOG_SIZE_INVALID")
    .transform(Number)
    .refine((size) => ACCEPTED_LOG_LINES.includes(size), "LOG_SIZE_INVALID")
    .optional(),
});

export const logDownloadParams = z.object({ name: z.enum(LOG_DOWNLOADS) });

/** An end of the audit range: milliseconds since 1970, as a JavaScript date can hold them. */
const instant = z
  .string()
  .regex(/^[0-9]{1,16}$/, "AUDIT_DATE_INVALID")
  .transform(Number)
  .refine((ms) => ms <= AUDIT_MAX_MS, "AUDIT_DATE_INVALID");

/** `GET audit/?fromDate=&toDate=`: either end may be left out (the default range fills it in). */
export const auditQuery = z.object({ fromDate: instant.optional(), toDate: instant.optional() });

/** A malformed query is a 400 naming its parameter, said by the name the screen gives it. */
export const refuseInvalidMonitoringInput = inputRefusal({
  field: (path) => path[0] ?? "",
  labelKey: (field) => `monitoring.field.${field}`,
});
