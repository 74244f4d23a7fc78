import { describe, expect, it } from "vitest";
import { newPasswordLongEnough, passwordChangeSchema, passwordEqualsEmail } from "./password.ts";

describe("newPasswordLongEnough", () => {
  it("holds only when both fields have at least 8 characters", () => {
    expect(newPasswordLongEnough({ password: "12345678", passwordAgain: "12345678" })).toBe(true);
    expect(newPasswordLongEnough({ password: "1234567", passwordAgain: "12345678" })).toBe(false);
    expect(newPasswordLongEnough({ password: "12345678", passwordAgain: "1234567" })).toBe(false);
    expect(newPasswordLongEnough({ password: "", passwordAgain: "" })).toBe(false);
  });

  it("does not ask for equal fields: the mismatch is the schema's message", () => {
    expect(newPasswordLongEnough({ password: "abcdefgh", passwordAgain: "12345678" })).toBe(true);
  });
});

describe("passwordEqualsEmail", () => {
  it("compares without case and surrounding spaces", () => {
    expect(passwordEqualsEmail(" Erika@Example.org ", "erika@example.org")).toBe(true);
    expect(passwordEqualsEmail("erika@example.org1", "erika@example.org")).toBe(false);
    expect(passwordEqualsEmail("anything", null)).toBe(false);
  });
});

describe("passwordChangeSchema", () => {
  it("reports a mismatch on the repetition", () => {
    const result = passwordChangeSchema.safeParse({
      currentPassword: "alt",
      password: "neues-passwort",
      passwordAgain: "anderes-passwort",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["passwordAgain", "passwords-mismatch"],
    ]);
  });

  it("asks for the current password", () => {
    const result = passwordChangeSchema.safeParse({
      currentPassword: "",
      password: "neues-passwort",
      passwordAgain: "neues-passwort",
    });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["currentPassword", "password-empty"],
    ]);
  });
});
