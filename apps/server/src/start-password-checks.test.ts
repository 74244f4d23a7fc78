import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { cloneTemplate } from "../test/database-template.ts";
import { ADMIN } from "../test/fixtures.ts";
import { resetPassword } from "./admin/reset-password.ts";
import { ConfigError } from "./config.ts";
import type { DatabaseHandle } from "./db/database.ts";
import { hashPassword } from "./lib/passwords.ts";
import { DEMO_ADMIN_PASSWORD, DEMO_USER_PASSWORD } from "./lib/published-passwords.ts";
import { DEMO_USERS, seedDemoUsers } from "./seed/people.ts";
import {
  accountsWithPublishedPasswords,
  refuseAdminPasswordSetting,
  refusePublishedPasswords,
} from "./start-password-checks.ts";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await cloneTemplate(inject("databaseTemplate"));
});
afterAll(() => handle.close());

const POSTGRES = "postgres://erhdb@db.example/erhdb";
const chosenAdmin = { email: ADMIN.email, password: "Gewaehlt-Admin-2026", passwordIsDemoDefault: false };
const defaultAdmin = { email: ADMIN.email, password: DEMO_ADMIN_PASSWORD, passwordIsDemoDefault: true };
const production = { databaseUrl: POSTGRES, demoData: false, admin: defaultAdmin };

/** The refusal's message, or "" when the start may go on. */
async function refusal(config: Parameters<typeof refusePublishedPasswords>[1]): Promise<string> {
  try {
    await refusePublishedPasswords(handle.db, config);
    return "";
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
}

const setAdminPassword = async (password: string) =>
  handle.db
    .updateTable("person")
    .set({ password_hash: await hashPassword(password) })
    .where("builtin", "=", true)
    .execute();

describe("ADMIN_PASSWORD", () => {
  it("follows the rules of every new password when set, naming the variable", () => {
    expect(() => refuseAdminPasswordSetting(defaultAdmin)).not.toThrow();
    expect(() => refuseAdminPasswordSetting(chosenAdmin)).not.toThrow();
    for (const password of [DEMO_ADMIN_PASSWORD, DEMO_USER_PASSWORD, "password123", ADMIN.email]) {
      const set = () => refuseAdminPasswordSetting({ ...chosenAdmin, password });
      expect(set, password).toThrow(ConfigError);
      expect(set, password).toThrow(/ADMIN_PASSWORD: (This password|The password)/);
    }
  });
});

describe("a production start (DATABASE_URL without DEMO_DATA=true)", () => {
  it("goes on while no account accepts a published password", async () => {
    expect(await accountsWithPublishedPasswords(handle.db)).toEqual([]);
    expect(await refusal(production)).toBe("");
  });

  it("is refused while the built-in admin accepts the published default, naming ADMIN_PASSWORD and the command", async () => {
    await setAdminPassword(DEMO_ADMIN_PASSWORD);
    const message = await refusal(production);
    expect(message).toContain("Refusing to start");
    expect(message).toContain(`${ADMIN.email} (the built-in admin)`);
    expect(message).toContain("npm run admin -- reset-password");
    expect(message).toContain("ADMIN_PASSWORD");
    expect(message).toContain("DEMO_DATA=true");
    // ADMIN_PASSWORD does not change an existing admin, so setting it does not let the start go on
    expect(await refusal({ ...production, admin: chosenAdmin })).toContain("(the built-in admin)");
    // a demo installation, and the embedded default, go on
    expect(await refusal({ ...production, demoData: true })).toBe("");
    expect(await refusal({ ...production, databaseUrl: null })).toBe("");

    await resetPassword(handle.db, { password: "Offline-Neu-2026", now: new Date() });
    expect(await refusal(production)).toBe("");
  });

  it("is refused while demo accounts accept the demo password, listing each that is not deleted", async () => {
    await seedDemoUsers(handle.db, new Date());
    const [deleted, ...listed] = DEMO_USERS.map((u) => u.email);
    await handle.db
      .updateTable("person")
      .set({ deleted: true })
      .where("email", "=", deleted ?? "")
      .execute();
    expect(await accountsWithPublishedPasswords(handle.db)).toEqual(
      listed.toSorted().map((email) => ({ email, builtin: false })),
    );
    const message = await refusal(production);
    for (const email of listed) expect(message).toContain(`    ${email}\n`);
    expect(message).not.toContain(deleted);
    expect(message).toContain("npm run admin -- reset-password --email ADDRESS");

    for (const email of listed)
      await resetPassword(handle.db, { email, password: "Kein-Demo-Mehr-2026", now: new Date() });
    expect(await refusal(production)).toBe("");
  });

  it("is refused before the first start creates the built-in admin with the published default", async () => {
    // a database whose built-in admin the server has not created yet
    await handle.db.updateTable("person").set({ builtin: false }).where("builtin", "=", true).execute();
    try {
      const message = await refusal(production);
      expect(message).toContain("the built-in admin would be created with the demo password");
      expect(message).toContain("set ADMIN_PASSWORD for the first start");
      expect(message).toContain("npm run admin -- reset-password");
      expect(await refusal({ ...production, admin: chosenAdmin })).toBe("");
    } finally {
      await handle.db.updateTable("person").set({ builtin: true }).where("email", "=", ADMIN.email).execute();
    }
  });
});
