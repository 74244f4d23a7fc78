import { z } from "zod";
import { NO_PERIOD } from "../codes/periods.ts";
import { TIME_ZONE } from "../constants.ts";
import { EVAS_LEVELS, EVAS_PATTERN, type EvasLevel } from "../identifiers/inputPatterns.ts";

/**
 * The EVAS register (SPEC 3, "EVAS"; SPEC 5, "EVAS dialog"): the write payload shared by the web's
 * dialog and the server, the answer shapes of the `evas/...` calls, and when an EVAS counts as
 * discontinued. Messages are i18n keys; the web translates them, the server names the field.
 */
export const EVAS_MESSAGE_KEYS = {
  evasEmpty: "evas-empty",
  evasInvalid: "evas-invalid",
  descriptionEmpty: "description-empty",
  descriptionTooLong: "description-too-long",
  descriptionInvalid: "description-invalid",
  periodInvalid: "period-invalid",
  closingInvalid: "closing-invalid",
} as const;
export type EvasMessageKey = (typeof EVAS_MESSAGE_KEYS)[keyof typeof EVAS_MESSAGE_KEYS];

const K = EVAS_MESSAGE_KEYS;

export const EVAS_DESCRIPTION_MAX_LENGTH = 1000;
/**
 * Closing dates outside this window are typing slips (PostgreSQL refuses year 0 outright); 9999-12-31
 * stays possible as the usual "never" marker.
 */
export const EVAS_CLOSING_MIN = "1900-01-01";
export const EVAS_CLOSING_MAX = "9999-12-31";

/** Only 5-digit codes are written through the API; the tree's groups (1, 2, 3 digits) come with the register. */
export const evasCodeSchema = z
  .string({ error: K.evasEmpty })
  .min(1, K.evasEmpty)
  .regex(EVAS_PATTERN, K.evasInvalid);

export const evasDescriptionSchema = z
  .string({ error: K.descriptionEmpty })
  .trim()
  .min(1, K.descriptionEmpty)
  .max(EVAS_DESCRIPTION_MAX_LENGTH, K.descriptionTooLong)
  // PostgreSQL text cannot hold NUL; refused here so it is a 400, not a failed insert.
  .refine((text) => !text.includes("\u0000"), K.descriptionInvalid);

/** -1..13 as a number; the dialog sends an empty period as '' (SPEC 5), which means -1. */
export const evasPeriodSchema = z
  .union(
    [z.literal(""), z.number().int(K.periodInvalid).min(NO_PERIOD, K.periodInvalid).max(13, K.periodInvalid)],
    { error: K.periodInvalid },
  )
  .transform((period) => (period === "" ? NO_PERIOD : period));

/** 'YYYY-MM-DD' (a real calendar day) or null for an EVAS still in use. */
export const evasClosingSchema = z.union(
  [
    z.null(),
    z.iso
      .date(K.closingInvalid)
      .refine((day) => day >= EVAS_CLOSING_MIN && day <= EVAS_CLOSING_MAX, K.closingInvalid),
  ],
  { error: K.closingInvalid },
);

/**
 * Body of `POST evas/create` and `POST evas/{id}/update`: the whole EVAS, every field present
 * (an update replaces period and closing, so a missing field must not silently clear one).
 */
export const evasWriteSchema = z.object({
  evas: evasCodeSchema,
  description: evasDescriptionSchema,
  period: evasPeriodSchema,
  closing: evasClosingSchema,
});
export type EvasWriteInput = z.input<typeof evasWriteSchema>;
export type EvasWrite = z.output<typeof evasWriteSchema>;

/** One EVAS as `GET evas/{id}`, `evas/activeEvas` and `evas/length/5` answer it. */
export const evasSchema = z.object({
  id: z.number().int(),
  evas: z.string(),
  description: z.string(),
  /** -1 (none) or a period code 0..13 */
  period: z.number().int(),
  /** 'YYYY-MM-DD' or null */
  closing: z.string().nullable(),
});
export type Evas = z.infer<typeof evasSchema>;

/** A node of `GET evas/activeEvasTree`: levels 1, 2, 3 are groups, level 5 the statistics. */
export interface EvasTreeNode {
  evas: string;
  description: string;
  level: EvasLevel;
  children: EvasTreeNode[];
}

export const evasTreeNodeSchema: z.ZodType<EvasTreeNode> = z.object({
  evas: z.string(),
  description: z.string(),
  level: z.literal(EVAS_LEVELS),
  get children() {
    return z.array(evasTreeNodeSchema);
  },
});

const BERLIN_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar day of `now` in Berlin as 'YYYY-MM-DD': offices judge dates by their own clock. */
export function berlinIsoDate(now: Date): string {
  const parts = Object.fromEntries(BERLIN_DAY.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * Discontinued from its closing day on: the register's "Stillgelegt am 01.09.2015" means the statistic
 * ended that day, and the original UI compared the closing timestamp (midnight) with the current time.
 * So an EVAS is active while its closing is null or still in the future.
 */
export function isEvasDiscontinued(closing: string | null, today: string): boolean {
  return closing !== null && closing <= today;
}
