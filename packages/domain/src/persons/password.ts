import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "../constants.ts";
import { LOGIN_MESSAGE_KEYS, loginNameSchema, passwordSchema } from "../validation/login.ts";

/**
 * The password flows (SPEC 2.11 tab password, 2.20, 4 "Password reset", 5 "Password change"), shared by
 * the forms and the server. Messages are i18n keys.
 */
export const PASSWORD_MESSAGE_KEYS = {
  ...LOGIN_MESSAGE_KEYS,
  /** among the 10,000 most common passwords (checked by the server, which holds the list) */
  common: "password-common",
  /** one of the project's published demo passwords (checked by the server, decision 16) */
  published: "password-published",
  /** equal to the account's email address */
  equalsEmail: "password-email",
  /** the current password of a change is wrong */
  currentWrong: "password-current-wrong",
} as const;

/** A password must not be the account's email address, in any case or with spaces around. */
export function passwordEqualsEmail(password: string, email: string | null | undefined): boolean {
  return !!email && password.trim().toLowerCase() === email.trim().toLowerCase();
}

/**
 * A new password may be sent once it and its repetition both have at least 8 characters (SPEC 5): the
 * change and the reset forms keep their button disabled until then.
 */
export function newPasswordLongEnough({
  password,
  passwordAgain,
}: {
  password: string;
  passwordAgain: string;
}) {
  return password.length >= PASSWORD_MIN_LENGTH && passwordAgain.length >= PASSWORD_MIN_LENGTH;
}

/**
 * Settings, tab password: the current password, the new one and its repetition; the change button stays
 * disabled while either new field has fewer than 8 characters (SPEC 5). Body of
 * `POST person/password/resetLoggedIn`.
 */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, PASSWORD_MESSAGE_KEYS.passwordEmpty).max(1024),
    password: passwordSchema.pipe(z.string().max(1024)),
    passwordAgain: passwordSchema,
  })
  .refine((v) => v.password === v.passwordAgain, {
    message: PASSWORD_MESSAGE_KEYS.passwordsMismatch,
    path: ["passwordAgain"],
  });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** `POST person/password/reset`: the address a reset link goes to, if it belongs to an account. */
export const passwordResetRequestSchema = z.object({ email: loginNameSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/**
 * The 202 of `person/password/reset` (decision 39): `replacesEarlier` says that this address was asked for
 * before, within a link's lifetime, so that only the link of this newest mail works (if the address has an
 * account at all: the answer is the same for one without, as it must be).
 */
export const passwordResetAnswer = z.object({ replacesEarlier: z.boolean() });
export type PasswordResetAnswer = z.infer<typeof passwordResetAnswer>;

/** A mailed one-time token: 32 random bytes in base64url (43 characters). */
export const PASSWORD_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** `POST person/password/checkToken`; any string is taken, a malformed one is just 'not-valid'. */
export const passwordTokenCheckSchema = z.object({ token: z.string().max(200) });

/** The answer of `checkToken` (API.md). */
export const PASSWORD_TOKEN_STATES = ["valid", "not-valid"] as const;
export type PasswordTokenState = (typeof PASSWORD_TOKEN_STATES)[number];

/**
 * The answer of `person/password/linkState` (decision 39), what the page of a link says: `replaced` when a
 * newer link of the same account was mailed since (only the newest works), `not-valid` for a wrong, used or
 * expired one. Only the link's holder learns it, who received the newer mail too.
 */
export const PASSWORD_LINK_STATES = ["valid", "replaced", "not-valid"] as const;
export type PasswordLinkState = (typeof PASSWORD_LINK_STATES)[number];
export const passwordLinkStateAnswer = z.object({ state: z.enum(PASSWORD_LINK_STATES) });

/** `POST person/password/validateNewPassword`: the token of the link and the new password. */
export const newPasswordByTokenSchema = z.object({
  token: z.string().max(200),
  password: passwordSchema.pipe(z.string().max(1024)),
});
export type NewPasswordByToken = z.infer<typeof newPasswordByTokenSchema>;
