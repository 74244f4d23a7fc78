import { z } from "zod";
import { isOfficeCode } from "../codes/offices.ts";
import { noNul } from "../surveys/surveyWrite.ts";

/**
 * The user dialog (SPEC 5 "User dialog": name, forename, email, phone, role and office required) and the
 * body of `POST person/create` and `POST person/{id}/update` (API.md: the person of SPEC 3 without
 * password, the role as `{ id, name }`). Messages are i18n keys: the web translates them; the server
 * answers a refused field with its own message naming it.
 */
export const USER_MESSAGE_KEYS = {
  required: "users.validation.required",
  email: "users.validation.email",
  tooLong: "users.validation.tooLong",
  emailTaken: "users.validation.emailTaken",
} as const;

export const PERSON_NAME_MAX_LENGTH = 100;
export const PERSON_PHONE_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;

const K = USER_MESSAGE_KEYS;

const requiredText = (max: number) =>
  z.string({ error: K.required }).trim().min(1, K.required).max(max, K.tooLong).refine(noNul, K.required);

/** An email address as the product stores it: trimmed, lower case, at most 254 characters. */
export const personEmailSchema = z
  .string({ error: K.required })
  .trim()
  .min(1, K.required)
  .max(EMAIL_MAX_LENGTH, K.tooLong)
  .pipe(z.email(K.email))
  .transform((email) => email.toLowerCase());

export const personWriteSchema = z.object({
  email: personEmailSchema,
  name: requiredText(PERSON_NAME_MAX_LENGTH),
  forename: requiredText(PERSON_NAME_MAX_LENGTH),
  phone: requiredText(PERSON_PHONE_MAX_LENGTH),
  office: z.string({ error: K.required }).refine(isOfficeCode, K.required),
  role: z.object(
    { id: z.number({ error: K.required }).int().positive(K.required), name: z.string().optional() },
    { error: K.required },
  ),
});
export type PersonWriteInput = z.input<typeof personWriteSchema>;
export type PersonWrite = z.output<typeof personWriteSchema>;

/**
 * `POST person/{id}/update`: as a new account, but the email may be left out to keep the stored one, so
 * that a caller without USEREMAILADRESS_READ (who never sees it, decision 16) can edit the rest.
 */
export const personUpdateSchema = personWriteSchema.extend({ email: personEmailSchema.optional() });
export type PersonUpdateInput = z.input<typeof personUpdateSchema>;
export type PersonUpdate = z.output<typeof personUpdateSchema>;
