import { z } from "zod";
import { type AccessSubject, hasRight } from "../auth/access.ts";
import { RIGHTS } from "../auth/rights.ts";

/** A person permission as every answer carries it (SPEC 3 "Person permission"). */
export const personPermissionAnswer = z.object({
  id: z.number().int(),
  statisticId: z.string(),
  lkz: z.string(),
  organisator: z.boolean(),
  res_rights: z.boolean(),
  it_res_rights: z.boolean(),
  eid_rights: z.boolean(),
  mapping_rights: z.boolean(),
  updating: z.string(),
});

export const roleAnswer = z.object({ id: z.number().int(), name: z.string(), acls: z.array(z.enum(RIGHTS)) });

/**
 * A person as `GET person/{id}`, `POST person/create` and `POST person/{id}/update` answer it (SPEC 3).
 * `email` is null for a caller without USEREMAILADRESS_READ (SPEC 6); `builtin` marks the built-in
 * admin account, which nobody may edit, reset or delete. The password never leaves the server.
 */
export const personAnswer = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  name: z.string(),
  forename: z.string(),
  phone: z.string(),
  office: z.string(),
  deleted: z.boolean(),
  builtin: z.boolean(),
  updating: z.string(),
  personSetting: z.object({
    theme: z.union([z.literal(1), z.literal(2)]),
    lang: z.enum(["de", "en"]),
    searchShortcut: z.boolean(),
  }),
  personPermissions: z.array(personPermissionAnswer),
  role: roleAnswer,
});
export type PersonAnswer = z.infer<typeof personAnswer>;

/** The logged-in person as `POST login` and `GET auth` answer it (API.md, `AuthPerson`): their own email always. */
export const authPersonAnswer = personAnswer.extend({ email: z.string() });

/**
 * One person of a short list (`GET person`, the users of a statistic id, the responsible persons of
 * requests): enough to name and pick them; `email` as in personAnswer.
 */
export const personSummaryAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  forename: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  office: z.string(),
  deleted: z.boolean(),
  updating: z.string(),
  role: z.object({ id: z.number().int(), name: z.string() }),
});
export type PersonSummary = z.infer<typeof personSummaryAnswer>;

/**
 * Email addresses are shown only to callers with USEREMAILADRESS_READ (SPEC 6, decision 16): in every
 * person answer and list, and the user table's email column. Their own address reaches everyone through
 * `GET auth`.
 */
export function seesEmailAddresses(caller: AccessSubject): boolean {
  return hasRight(caller, "USEREMAILADRESS_READ");
}

/** An email address as `caller` may see it. */
export function guardedEmail(caller: AccessSubject, email: string): string | null {
  return seesEmailAddresses(caller) ? email : null;
}
