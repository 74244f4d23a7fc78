import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "../constants.ts";

/**
 * Login and password forms (SPEC 5, "Login"). Messages are i18n keys; the web translates them, the
 * server returns them in the `VALIDATION` error's message.
 */
export const LOGIN_MESSAGE_KEYS = {
  loginEmpty: "login-empty",
  loginInvalid: "login-invalid",
  passwordEmpty: "password-empty",
  passwordLength: "password-length",
  passwordsMismatch: "passwords-mismatch",
} as const;
export type LoginMessageKey = (typeof LOGIN_MESSAGE_KEYS)[keyof typeof LOGIN_MESSAGE_KEYS];

const K = LOGIN_MESSAGE_KEYS;

/** Empty → login-empty only; otherwise a malformed address → login-invalid. */
export const loginNameSchema = z.string().trim().min(1, K.loginEmpty).pipe(z.email(K.loginInvalid));

/** Empty → password-empty only; otherwise shorter than 8 → password-length. */
export const passwordSchema = z
  .string()
  .min(1, K.passwordEmpty)
  .pipe(z.string().min(PASSWORD_MIN_LENGTH, K.passwordLength));

export const loginFormSchema = z.object({ loginName: loginNameSchema, password: passwordSchema });
export type LoginForm = z.infer<typeof loginFormSchema>;

/** A new password and its repetition: both at least 8, equal (the mismatch is reported on passwordAgain). */
export const newPasswordSchema = z
  .object({ password: passwordSchema, passwordAgain: passwordSchema })
  .refine((v) => v.password === v.passwordAgain, { message: K.passwordsMismatch, path: ["passwordAgain"] });
export type NewPasswordForm = z.infer<typeof newPasswordSchema>;

/**
 * Body of `POST api/v1/login` (API.md). The password is only required here, not length-checked: old
 * passwords may be shorter, and a wrong one is answered with INVALID_CREDENTIALS like any other.
 */
export const loginRequestSchema = z.object({
  username: z.string().trim().max(254).pipe(z.email()),
  password: z.string().min(1).max(1024),
});
export const LoginRequest = loginRequestSchema;
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The i18n keys of a failed parse, by field name (first message per field). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join(".");
    if (!(field in out)) out[field] = issue.message;
  }
  return out;
}
