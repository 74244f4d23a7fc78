import { dictionary } from "@zxcvbn-ts/language-common";
import { describe, expect, it } from "vitest";
import {
  hashPassword,
  isCommonPassword,
  newPasswordRefusal,
  verifyPassword,
  verifyUnknownUser,
} from "./passwords.ts";
import { DEMO_ADMIN_PASSWORD, DEMO_USER_PASSWORD } from "./published-passwords.ts";

describe("passwords", () => {
  it("hashes with argon2id and verifies only the right password", async () => {
    const hash = await hashPassword("Statistik-ist-schön");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, "Statistik-ist-schön")).toBe(true);
    expect(await verifyPassword(hash, "statistik-ist-schön")).toBe(false);
  });

  it("salts: the same password hashes differently each time", async () => {
    expect(await hashPassword("gleiches-Passwort")).not.toBe(await hashPassword("gleiches-Passwort"));
  });

  it("a malformed stored hash never grants access", async () => {
    expect(await verifyPassword("not-a-hash", "anything")).toBe(false);
    expect(await verifyUnknownUser("anything")).toBe(false);
  });

  it("knows the most common passwords, in any case, and only the first 10,000", () => {
    for (const common of ["123456", "password", "PASSWORD", "qwerty", "dragon", "iloveyou"]) {
      expect(isCommonPassword(common), common).toBe(true);
    }
    for (const rare of ["Erhebung-Demo#2025", "Statistik-ist-schön", "Wiesbaden65189!"]) {
      expect(isCommonPassword(rare), rare).toBe(false);
    }
    const ranked = (dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase());
    const top = new Set(ranked.slice(0, 10_000));
    expect(isCommonPassword(ranked[9_999] ?? "")).toBe(true);
    const beyond = ranked.slice(10_000).find((p) => !top.has(p)) ?? "";
    expect(isCommonPassword(beyond), beyond).toBe(false);
  });
});

describe("newPasswordRefusal", () => {
  it("refuses a common password, a published demo password in any case, and the account's email", () => {
    const email = "erika@example.org";
    expect(newPasswordRefusal("iloveyou", email)).toBe("common");
    for (const published of [DEMO_ADMIN_PASSWORD, DEMO_USER_PASSWORD, DEMO_ADMIN_PASSWORD.toLowerCase()]) {
      expect(newPasswordRefusal(published, email), published).toBe("published");
    }
    expect(newPasswordRefusal(" Erika@Example.org ", email)).toBe("equalsEmail");
    expect(newPasswordRefusal("Statistik-ist-schön", email)).toBeNull();
    // near the demo passwords is not the same as published
    expect(newPasswordRefusal("Erhebung#2026", email)).toBeNull();
  });
});
