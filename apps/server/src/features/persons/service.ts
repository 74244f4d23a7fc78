import type { AuthPerson, Language, PersonAnswer, PersonUpdate, PersonWrite } from "@erhdb/domain";
import { USER_MESSAGE_KEYS } from "@erhdb/domain";
import { loadAuthPerson } from "../../db/auth-person.ts";
import type { Database } from "../../db/database.ts";
import { listPersonSummaries, personSummaryOf } from "../../db/person-lists.ts";
import { findRole, lockPersonSubject } from "../../db/person-subjects.ts";
import type { Queryable } from "../../db/queryable.ts";
import { deletePersonSessions } from "../../db/sessions.ts";
import { sqlState, UNIQUE_VIOLATION } from "../../db/sql-state.ts";
import type { Actor } from "../../lib/audit.ts";
import { recordAudit } from "../../lib/audit.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { auditingRefusals } from "../../lib/refused-write.ts";
import { personAnswerOf } from "./answer.ts";
import { mailPasswordLink, type PasswordLinkSettings } from "./password-links.ts";
import { spendTokensOf } from "./password-tokens.ts";
import { requirePersonAction, requireRoleGrant } from "./protection.ts";
import * as repo from "./repository.ts";

export interface PersonServiceOptions extends PasswordLinkSettings {
  now: () => Date;
}

export type PersonService = ReturnType<typeof createPersonService>;

const emailTaken = () =>
  new AppError(409, "EMAIL_TAKEN", { messageKey: USER_MESSAGE_KEYS.emailTaken, field: "email" });
const roleUnknown = (id: number) =>
  new AppError(400, "ROLE_UNKNOWN", {
    messageKey: "ROLE_UNKNOWN",
    params: { role: String(id) },
    field: "role",
  });

async function loadPerson(trx: Queryable, id: number): Promise<AuthPerson> {
  const person = await loadAuthPerson(trx, id, { includeDeleted: true });
  if (!person) throw notFound();
  return person;
}

/** The unique index decides a race between two writers of one address. */
const uniqueEmail = (error: unknown) => {
  throw sqlState(error) === UNIQUE_VIOLATION ? emailTaken() : error;
};

/**
 * A new account without a password, and the invitation mail with its link (decision 16), in the
 * caller's transaction: `person/create` after the protection rules, and an accepted REQUEST_RIGHTS
 * request for an applicant without an account (decision 17), whose mails speak `lang`.
 */
export async function createAccount(
  trx: Queryable,
  input: PersonWrite,
  actor: Actor,
  settings: PasswordLinkSettings & { now: Date; lang?: Language },
): Promise<AuthPerson> {
  if (await repo.emailTaken(trx, input.email)) throw emailTaken();
  const id = await repo.insertPerson(trx, input, settings.now, settings.lang).catch(uniqueEmail);
  const created = await loadPerson(trx, id);
  await mailPasswordLink(
    trx,
    { ...created, lang: created.personSetting.lang },
    "INVITE",
    settings,
    settings.now,
  );
  await recordAudit(trx, actor, {
    action: "CREATE",
    entity: "person",
    entityId: id,
    after: auditView(created),
  });
  return created;
}

/** The account's audit view: what the dialog edits, never the password. */
const auditView = (p: AuthPerson) => ({
  email: p.email,
  name: p.name,
  forename: p.forename,
  phone: p.phone,
  office: p.office,
  deleted: p.deleted,
  role: p.role.name,
});

/**
 * The user administration (SPEC 2.12, 6, 7 "Person"; decision 16). The route's right lets a caller in;
 * the protection rules decide each write on an account. Every write is one transaction with its audit
 * record; a refused one changes nothing but the audit log.
 */
export function createPersonService(db: Database, options: PersonServiceOptions) {
  const { now } = options;

  async function lockTarget(trx: Queryable, id: number) {
    const target = await lockPersonSubject(trx, id);
    if (!target) throw notFound();
    return target;
  }

  async function grantableRole(trx: Queryable, id: number) {
    const role = await findRole(trx, id);
    if (!role) throw roleUnknown(id);
    return role;
  }

  async function list(caller: AuthPerson) {
    return (await listPersonSummaries(db)).map((row) => personSummaryOf(row, caller));
  }

  async function get(id: number, caller: AuthPerson): Promise<PersonAnswer> {
    return personAnswerOf(await loadPerson(db, id), caller);
  }

  /** A new account without a password, and the invitation mail with its link (decision 16). */
  function create(input: PersonWrite, caller: AuthPerson, actor: Actor): Promise<PersonAnswer> {
    return auditingRefusals(db, actor, () =>
      db.transaction().execute(async (trx) => {
        const role = await grantableRole(trx, input.role.id);
        requireRoleGrant(caller, role, "CREATE", null, { email: input.email });
        const created = await createAccount(trx, input, actor, { ...options, now: now() });
        return personAnswerOf(created, caller);
      }),
    );
  }

  function update(id: number, input: PersonUpdate, caller: AuthPerson, actor: Actor): Promise<PersonAnswer> {
    return auditingRefusals(db, actor, () =>
      db.transaction().execute(async (trx) => {
        const target = await lockTarget(trx, id);
        requirePersonAction(caller, target, "edit", "EDIT");
        const role = await grantableRole(trx, input.role.id);
        requireRoleGrant(caller, role, "EDIT", id, {});
        if (input.email !== undefined && (await repo.emailTaken(trx, input.email, id))) throw emailTaken();
        const before = await loadPerson(trx, id);
        await repo.updatePerson(trx, id, input, now()).catch(uniqueEmail);
        const after = await loadPerson(trx, id);
        await recordAudit(trx, actor, {
          action: "EDIT",
          entity: "person",
          entityId: id,
          before: auditView(before),
          after: auditView(after),
        });
        return personAnswerOf(after, caller);
      }),
    );
  }

  /** Logical delete: the account stays listed, can no longer log in, and its sessions end at once. */
  function remove(id: number, caller: AuthPerson, actor: Actor): Promise<PersonAnswer> {
    return auditingRefusals(db, actor, () =>
      db.transaction().execute(async (trx) => {
        const target = await lockTarget(trx, id);
        requirePersonAction(caller, target, "delete", "DELETE");
        const before = await loadPerson(trx, id);
        await repo.markPersonDeleted(trx, id, now());
        await deletePersonSessions(trx, id);
        await spendTokensOf(trx, id, now());
        const after = await loadPerson(trx, id);
        await recordAudit(trx, actor, {
          action: "DELETE",
          entity: "person",
          entityId: id,
          before: auditView(before),
          after: auditView(after),
        });
        return personAnswerOf(after, caller);
      }),
    );
  }

  /**
   * An administrator resets an account's password (`person/{id}/pw`): the password is cleared, every
   * session ends, and the account's owner gets a reset mail to set a new one.
   */
  function resetPassword(id: number, caller: AuthPerson, actor: Actor): Promise<Record<string, never>> {
    return auditingRefusals(db, actor, () =>
      db.transaction().execute(async (trx) => {
        const target = await lockTarget(trx, id);
        requirePersonAction(caller, target, "resetPassword", "RESET_PASSWORD");
        await repo.setPasswordHash(trx, id, null);
        await deletePersonSessions(trx, id);
        await mailPasswordLink(trx, target, "RESET", options, now());
        await recordAudit(trx, actor, { action: "RESET_PASSWORD", entity: "person", entityId: id });
        return {};
      }),
    );
  }

  return { list, get, create, update, remove, resetPassword };
}
