import { PASSWORD_MESSAGE_KEYS } from "@erhdb/domain";
import { sql } from "kysely";
import { type Config, ConfigError } from "./config.ts";
import type { Database } from "./db/database.ts";
import { translate } from "./lib/messages.ts";
import { newPasswordRefusal, verifyPassword } from "./lib/passwords.ts";
import { PUBLISHED_PASSWORDS } from "./lib/published-passwords.ts";
import { DEMO_USERS } from "./seed/people.ts";

// Decision 16: a production installation (PostgreSQL without DEMO_DATA=true) never runs while an
// account accepts a password the README publishes. The ways out are named in every refusal.

const RESET_COMMAND = "npm run admin -- reset-password";

/** ADMIN_PASSWORD, when set, follows the rules of every new password. */
export function refuseAdminPasswordSetting(admin: Config["admin"]): void {
  if (admin.passwordIsDemoDefault) return;
  const refusal = newPasswordRefusal(admin.password, admin.email);
  if (refusal) {
    throw new ConfigError(
      `Invalid configuration:\n  ADMIN_PASSWORD: ${translate(PASSWORD_MESSAGE_KEYS[refusal], "en")}`,
    );
  }
}

/**
 * The accounts that accept a published password: the built-in admin and the demo accounts (by their
 * addresses), the only ones that can have one (nobody chooses one as a new password). Checked with
 * argon2 like a login, so only these few: every account would cost two hashes each at every start.
 */
export async function accountsWithPublishedPasswords(
  db: Database,
): Promise<{ email: string; builtin: boolean }[]> {
  const candidates = await db
    .selectFrom("person")
    .select(["email", "builtin", "password_hash"])
    .where("deleted", "=", false)
    .where((eb) =>
      eb.or([
        eb("builtin", "=", true),
        eb(
          sql<string>`lower(email)`,
          "in",
          DEMO_USERS.map((u) => u.email),
        ),
      ]),
    )
    .orderBy("builtin", "desc")
    .orderBy("email")
    .execute();
  const accepting = await Promise.all(
    candidates.map(async ({ email, builtin, password_hash }) => {
      if (password_hash === null) return null;
      const verdicts = await Promise.all(PUBLISHED_PASSWORDS.map((p) => verifyPassword(password_hash, p)));
      return verdicts.includes(true) ? { email, builtin } : null;
    }),
  );
  return accepting.filter((account) => account !== null);
}

/**
 * Refuses a production start (DATABASE_URL without DEMO_DATA=true) whose built-in admin would be
 * created with the published default password, or while an account accepts a published password.
 * Runs after the migrations and before the built-in admin is created.
 */
export async function refusePublishedPasswords(
  db: Database,
  config: Pick<Config, "databaseUrl" | "demoData" | "admin">,
): Promise<void> {
  if (config.databaseUrl === null || config.demoData) return;
  const admin = await db.selectFrom("person").select("id").where("builtin", "=", true).executeTakeFirst();
  if (!admin && config.admin.passwordIsDemoDefault) {
    throw new ConfigError(
      "Refusing to start: the built-in admin would be created with the demo password the README publishes.\n" +
        "  On PostgreSQL (DATABASE_URL), set ADMIN_PASSWORD for the first start, or DEMO_DATA=true for a demo " +
        `installation. A lost admin password is set anew on the server with \`${RESET_COMMAND}\`.`,
    );
  }
  const accounts = await accountsWithPublishedPasswords(db);
  if (accounts.length === 0) return;
  const listed = accounts.map((a) => `    ${a.email}${a.builtin ? " (the built-in admin)" : ""}`);
  throw new ConfigError(
    [
      "Refusing to start: on PostgreSQL (DATABASE_URL) without DEMO_DATA=true no account may accept a password",
      "the README publishes, and these do:",
      ...listed,
      "  Give each a new password on this server with",
      `    ${RESET_COMMAND}                    (the built-in admin)`,
      `    ${RESET_COMMAND} --email ADDRESS    (any other account)`,
      "  ADMIN_PASSWORD sets the built-in admin's password only when the server creates the account (first start).",
      "  For a demo installation, set DEMO_DATA=true.",
    ].join("\n"),
  );
}
