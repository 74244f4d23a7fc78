import type { RoleName } from "@erhdb/domain";
import { ROLE_NAMES } from "@erhdb/domain";
import type { Database } from "../src/db/database.ts";
import { hashPassword } from "../src/lib/passwords.ts";
import { ADMIN, TEST_PASSWORD, userOf } from "./fixtures.ts";
import type { TestApp } from "./test-app.ts";

/** The callers of the user administration's tests: anonymous, every built-in role, the built-in admin. */
export type Caller = RoleName | "admin" | "anonymous";

/** A session of every caller (anonymous has none). */
export async function loginCallers(t: TestApp): Promise<Record<Caller, string | null>> {
  const tokens: Partial<Record<Caller, string | null>> = { anonymous: null };
  // one after the other: the logins share the test database's single connection anyway
  for (const role of ROLE_NAMES) tokens[role] = await t.login(userOf(role), TEST_PASSWORD);
  tokens.admin = await t.login(ADMIN.email, ADMIN.password);
  return tokens as Record<Caller, string | null>;
}

export interface PersonOptions {
  role?: string;
  office?: string;
  deleted?: boolean;
  /** default TEST_PASSWORD; null: no password (a new account) */
  password?: string | null;
  lang?: "de" | "en";
}

let hashOfTestPassword: Promise<string> | undefined;
let counter = 0;

/** An account of the test's own, written straight into the database: `person-<n>-<time>@test.example`. */
export async function newPerson(
  db: Database,
  options: PersonOptions = {},
): Promise<{ id: number; email: string }> {
  const role = await db
    .selectFrom("role")
    .select("id")
    .where("name", "=", options.role ?? "LoggedUser")
    .executeTakeFirstOrThrow();
  const email = `person-${++counter}-${Date.now()}@test.example`;
  hashOfTestPassword ??= hashPassword(TEST_PASSWORD);
  const password = options.password === undefined ? TEST_PASSWORD : options.password;
  const hash =
    password === null
      ? null
      : password === TEST_PASSWORD
        ? await hashOfTestPassword
        : await hashPassword(password);
  const row = await db
    .insertInto("person")
    .values({
      email,
      name: `Person ${counter}`,
      forename: "Test",
      phone: "+49 611 1",
      office: options.office ?? "05",
      role_id: role.id,
      password_hash: hash,
      deleted: options.deleted ?? false,
      lang: options.lang ?? "de",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, email };
}

/**
 * Everything a write of the user administration could change, so that a test proves a refused write
 * changed nothing (the audit log aside, which records the refusal).
 */
export async function userDataSnapshot(db: Database) {
  const [persons, permissions, sessions, tokens, mails] = await Promise.all([
    db.selectFrom("person").selectAll().orderBy("id").execute(),
    db.selectFrom("person_permission").selectAll().orderBy("id").execute(),
    db.selectFrom("session").select(["token_hash", "person_id"]).orderBy("token_hash").execute(),
    db.selectFrom("password_token").selectAll().orderBy("token_hash").execute(),
    db.selectFrom("mail_outbox").select(["id", "recipient", "kind"]).orderBy("id").execute(),
  ]);
  return { persons, permissions, sessions, tokens, mails };
}

/** The audit records of one account, oldest first. */
export async function personAudit(db: Database, personId: number) {
  return db
    .selectFrom("audit_log")
    .select(["action", "entity", "entity_id", "actor_email", "before", "after"])
    .where("entity", "=", "person")
    .where("entity_id", "=", String(personId))
    .orderBy("id")
    .execute();
}

/** The mails to an address, oldest first. */
export async function mailsTo(db: Database, recipient: string) {
  return db
    .selectFrom("mail_outbox")
    .select(["id", "kind", "subject", "body", "html"])
    .where("recipient", "=", recipient)
    .orderBy("id")
    .execute();
}

/** The token of the newest password link mailed to an address, read from the mail's plain text. */
export async function mailedToken(db: Database, recipient: string): Promise<string> {
  const mails = await mailsTo(db, recipient);
  const body = mails.at(-1)?.body ?? "";
  const match = /\/password\/reset\?token=([A-Za-z0-9_-]{43})/.exec(body);
  if (!match?.[1]) throw new Error(`no password link mailed to ${recipient}: ${body}`);
  return match[1];
}
