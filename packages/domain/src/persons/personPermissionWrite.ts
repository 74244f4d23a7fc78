import { z } from "zod";
import type { PersonPermission } from "../auth/person.ts";
import { PERMISSION_FLAGS } from "../auth/rights.ts";
import { isOfficeCode } from "../codes/offices.ts";
import { STATISTIC_ID_PATTERN } from "../identifiers/inputPatterns.ts";

/**
 * Adding a person permission (SPEC 5 "Permission add"; `POST personPermission/{personId}/create`). The
 * three problems in the order the dialog reports them; the values are i18n keys whose German texts are
 * SPEC 5's.
 */
export const PERMISSION_MESSAGE_KEYS = {
  /** 'Bitte überprüfen Sie ihre Eingaben bei folgenden Feldern: StatistikID, Länderkennzeichen.' */
  fieldsMissing: "users.permission.fieldsMissing",
  /** 'Sie müssen mindestens ein Recht auswählen.' */
  noRight: "users.permission.noRight",
  /** 'Kombination aus StatistikID und Länderkennzeichen existiert bereits.' */
  duplicate: "users.permission.duplicate",
} as const;
export type PermissionMessageKey = (typeof PERMISSION_MESSAGE_KEYS)[keyof typeof PERMISSION_MESSAGE_KEYS];

const K = PERMISSION_MESSAGE_KEYS;

export const personPermissionWriteSchema = z
  .object({
    statisticId: z.string({ error: K.fieldsMissing }).regex(STATISTIC_ID_PATTERN, K.fieldsMissing),
    lkz: z.string({ error: K.fieldsMissing }).refine(isOfficeCode, K.fieldsMissing),
    organisator: z.boolean().default(false),
    res_rights: z.boolean().default(false),
    it_res_rights: z.boolean().default(false),
    eid_rights: z.boolean().default(false),
    mapping_rights: z.boolean().default(false),
  })
  .refine((p) => PERMISSION_FLAGS.some((flag) => p[flag]), { message: K.noRight, path: ["rights"] });
export type PersonPermissionWriteInput = z.input<typeof personPermissionWriteSchema>;
export type PersonPermissionWrite = z.output<typeof personPermissionWriteSchema>;

/** The statistic id and state code of a permission, the pair a person may hold only once. */
export type PermissionKey = Pick<PersonPermission, "statisticId" | "lkz">;

/**
 * The first problem of a permission to add, SPEC 5's order: missing fields, no right, a pair the person
 * already holds. The server checks the same and lets its unique constraint decide a race.
 */
export function permissionProblem(
  input: PersonPermissionWriteInput,
  existing: readonly PermissionKey[],
): PermissionMessageKey | null {
  const parsed = personPermissionWriteSchema.safeParse(input);
  if (!parsed.success) {
    const messages = parsed.error.issues.map((i) => i.message);
    return messages.includes(K.fieldsMissing) ? K.fieldsMissing : K.noRight;
  }
  const { statisticId, lkz } = parsed.data;
  return existing.some((p) => p.statisticId === statisticId && p.lkz === lkz) ? K.duplicate : null;
}
