import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PASSWORD_MIN_LENGTH } from "../constants.ts";
import {
  fieldErrors,
  LOGIN_MESSAGE_KEYS,
  LoginRequest,
  loginFormSchema,
  loginNameSchema,
  loginRequestSchema,
  newPasswordSchema,
  passwordSchema,
} from "./login.ts";

const errorsOf = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } },
  value: unknown,
) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);
};

describe("login form", () => {
  it("needs a login name that is an email", () => {
    expect(errorsOf(loginNameSchema, "")).toEqual({ "": "login-empty" });
    expect(errorsOf(loginNameSchema, "   ")).toEqual({ "": "login-empty" });
    expect(errorsOf(loginNameSchema, "erika")).toEqual({ "": "login-invalid" });
    expect(loginNameSchema.parse(" erika@example.org ")).toBe("erika@example.org");
  });

  it("needs a password of at least 8 characters", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(errorsOf(passwordSchema, "")).toEqual({ "": "password-empty" });
    expect(errorsOf(passwordSchema, "1234567")).toEqual({ "": "password-length" });
    expect(passwordSchema.safeParse("12345678").success).toBe(true);
  });

  it("accepts a password exactly when it has 8 or more characters", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (pw) => {
        expect(passwordSchema.safeParse(pw).success).toBe(pw.length >= 8);
      }),
    );
  });

  it("reports each field with its key", () => {
    expect(errorsOf(loginFormSchema, { loginName: "", password: "" })).toEqual({
      loginName: "login-empty",
      password: "password-empty",
    });
    expect(errorsOf(loginFormSchema, { loginName: "a@b.de", password: "secret12" })).toEqual({});
  });
});

describe("new password", () => {
  it("needs the repetition to match", () => {
    expect(errorsOf(newPasswordSchema, { password: "secret123", passwordAgain: "secret124" })).toEqual({
      passwordAgain: "passwords-mismatch",
    });
    expect(errorsOf(newPasswordSchema, { password: "secret123", passwordAgain: "secret123" })).toEqual({});
  });

  it("needs 8 characters in both fields", () => {
    expect(errorsOf(newPasswordSchema, { password: "short", passwordAgain: "short" })).toEqual({
      password: "password-length",
      passwordAgain: "password-length",
    });
  });

  it("uses the SPEC 5 keys", () => {
    expect(Object.values(LOGIN_MESSAGE_KEYS)).toEqual([
      "login-empty",
      "login-invalid",
      "password-empty",
      "password-length",
      "passwords-mismatch",
    ]);
  });
});

describe("LoginRequest", () => {
  it("takes an email and a non-empty password", () => {
    expect(LoginRequest).toBe(loginRequestSchema);
    expect(loginRequestSchema.parse({ username: "a@b.de", password: "x" })).toEqual({
      username: "a@b.de",
      password: "x",
    });
    expect(loginRequestSchema.safeParse({ username: "a", password: "x" }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ username: "a@b.de", password: "" }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ username: "a@b.de" }).success).toBe(false);
  });
});
