import { randomBytes } from "node:crypto";
import { PASSWORD_MESSAGE_KEYS, PASSWORD_MIN_LENGTH } from "@erhdb/domain";
import { sql } from "kysely";
import type { Database } from "../db/database.ts";
import { deletePersonSessions } from "../db/sessions.ts";
import { spendTokensOf } from "../features/persons/password-tokens.ts";
import { setPasswordHash } from "../features/persons/repository.ts";
import { type Actor, recordAudit } from "../lib/audit.ts";
import { translate } from "../lib/messages.ts";
import { hashPassword, newPasswordRefusal } from "../lib/passwords.ts";

/** A refusal of the offline admin command, said to the operator on the console. */
export class AdminCommandError extends Error {}

/** The audit records' actor: whoever ran the command on the server, which has no account to name. */
export const ADMIN_CLI_ACTOR: Actor = { id: null, email: "admin-cli", ip: null };

/** 18 random bytes: 24 characters of base64url, 144 bits. */
export function generatePassword(): string {
  return randomBytes(18).toString("base64url");
}

export interface PasswordResetOptions {
  /** the account; unset: the built-in admin */
  email?: string | undefined;
  password: string;
  now: Date;
}

async function accountOf(db: Database, email: string | undefined) {
  const query = db.selectFrom("person").select(["id", "email", "deleted"]);
  const account = await (email === undefined
    ? query.where("builtin", "=", true)
    : query.where(sql<string>`lower(email)`, "=", email.trim().toLowerCase())
  ).executeTakeFirst();
  if (!account) {
    throw new AdminCommandError(
      email === undefined
        ? "This database has no built-in admin yet: the server creates it at its first start (with ADMIN_PASSWORD)."
        : `This database has no account ${email}.`,
    );
  }
  if (account.deleted) throw new AdminCommandError(`The account ${account.email} is deleted.`);
  return account;
}

/**
 * `npm run admin -- reset-password` (decision 16): the way back from a lost admin password, which no
 * mailed link offers. Sets the password of the built-in admin (or of the account `email`) under the rules
 * of every new password, spends the account's open password links and ends its sessions, in one
 * transaction with an audit record that names the command and holds no secret.
 */
export async function resetPassword(db: Database, options: PasswordResetOptions): Promise<{ email: string }> {
  const account = await accountOf(db, options.email);
  if (options.password.length < PASSWORD_MIN_LENGTH) {
    throw new AdminCommandError(`The new password must have at least ${PASSWORD_MIN_LENGTH} characters.`);
  }
  const refusal = newPasswordRefusal(options.password, account.email);
  if (refusal) throw new AdminCommandError(translate(PASSWORD_MESSAGE_KEYS[refusal], "en"));
  const passwordHash = await hashPassword(options.password);
  await db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, account.id, passwordHash);
    await spendTokensOf(trx, account.id, options.now);
    await deletePersonSessions(trx, account.id);
    await recordAudit(trx, ADMIN_CLI_ACTOR, {
      action: "PASSWORD_SET",
      entity: "person",
      entityId: account.id,
    });
  });
  return { email: account.email };
}
