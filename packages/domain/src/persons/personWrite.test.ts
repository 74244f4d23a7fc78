import { describe, expect, it } from "vitest";
import { passwordEqualsEmail } from "./password.ts";
import { USER_MESSAGE_KEYS as K, personUpdateSchema, personWriteSchema } from "./personWrite.ts";

const valid = {
  email: " Erika.Muster@Example.DE ",
  name: "Muster",
  forename: "Erika",
  phone: "+49 611 1",
  office: "05",
  role: { id: 3, name: "LoggedUser" },
};

describe("personWriteSchema (SPEC 5, user dialog)", () => {
  it("stores the email trimmed and in lower case", () => {
    expect(personWriteSchema.parse(valid).email).toBe("erika.muster@example.de");
  });

  it("requires name, forename, email, phone, role and office", () => {
    for (const field of ["name", "forename", "email", "phone", "office", "role"] as const) {
      const result = personWriteSchema.safeParse({ ...valid, [field]: field === "role" ? null : " " });
      expect(result.success, field).toBe(false);
      expect(result.error?.issues[0]?.message, field).toBe(K.required);
    }
    expect(personWriteSchema.safeParse({ ...valid, email: "erika@" }).error?.issues[0]?.message).toBe(
      K.email,
    );
  });

  it("an update may leave the email out (kept), a new account may not", () => {
    const { email: _, ...withoutEmail } = valid;
    expect(personUpdateSchema.parse(withoutEmail).email).toBeUndefined();
    expect(personWriteSchema.safeParse(withoutEmail).success).toBe(false);
    expect(personUpdateSchema.safeParse({ ...valid, email: "" }).success).toBe(false);
  });

  it("a password equal to the email is recognised in any case", () => {
    expect(passwordEqualsEmail(" ERIKA@example.de", "erika@example.de")).toBe(true);
    expect(passwordEqualsEmail("erika@example.de1", "erika@example.de")).toBe(false);
    expect(passwordEqualsEmail("x", null)).toBe(false);
  });
});
