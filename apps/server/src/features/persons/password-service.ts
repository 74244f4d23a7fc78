import type {
  AuthPerson,
  PasswordChange,
  PasswordLinkState,
  PasswordResetAnswer,
  PasswordTokenState,
} from "@erhdb/domain";
import { PASSWORD_MESSAGE_KEYS, PASSWORD_TOKEN_PATTERN } from "@erhdb/domain";
import type { Database } from "../../db/database.ts";
import { findPersonByEmail } from "../../db/person-subjects.ts";
import type { Queryable } from "../../db/queryable.ts";
import { deletePersonSessions } from "../../db/sessions.ts";
import type { Actor } from "../../lib/audit.ts";
import { recordAudit } from "../../lib/audit.ts";
import { AppError } from "../../lib/errors.ts";
import {
  hashPassword,
  newPasswordRefusal,
  type PasswordRefusal,
  verifyPassword,
} from "../../lib/passwords.ts";
import { hitRateLimit, RATE_LIMIT_RETENTION_MS } from "../../lib/rate-limit.ts";
import { hashToken } from "../../lib/tokens.ts";
import { mailPasswordLink, type PasswordLinkSettings } from "./password-links.ts";
import { findUsableToken, linkStateOf, spendToken, spendTokensOf } from "./password-tokens.ts";
import * as repo from "./repository.ts";

export interface PasswordServiceOptions extends PasswordLinkSettings {
  now: () => Date;
}

/** Decision 16: at most 5 reset requests per IP and per address in 15 minutes. */
const RESET_LIMIT = { max: 5, windowMs: 15 * 60_000 };
/** Guessing the current password through a stolen session is as slow as guessing a login. */
const CHANGE_LIMIT = { max: 5, windowMs: 15 * 60_000 };

const rateLimited = () => new AppError(429, "RATE_LIMITED", { messageKey: "RATE_LIMITED" });
const invalidToken = () =>
  new AppError(400, "INVALID_TOKEN", { messageKey: "INVALID_TOKEN", field: "token" });

const REFUSAL_CODES: Record<PasswordRefusal, string> = {
  common: "PASSWORD_COMMON",
  published: "PASSWORD_PUBLISHED",
  equalsEmail: "PASSWORD_EMAIL",
};

/** A new password must be none of the common or published passwords, nor the account's email. */
function requireAcceptablePassword(password: string, email: string): void {
  const refusal = newPasswordRefusal(password, email);
  if (refusal) {
    throw new AppError(400, REFUSAL_CODES[refusal], {
      messageKey: PASSWORD_MESSAGE_KEYS[refusal],
      field: "password",
    });
  }
}

/**
 * The password flows (SPEC 2.11 tab password, 2.20, 4; decision 16). No token and no password ever
 * reaches an audit record or the log; only the mail carries the link.
 */
export function createPasswordService(db: Database, options: PasswordServiceOptions) {
  const { now } = options;

  /** Counts a hit; 429 beyond the limit; else when the key was hit before (null: never, as far as kept). */
  async function within(
    trx: Queryable,
    bucket: string,
    key: string,
    limit: { max: number; windowMs: number },
  ): Promise<Date | null> {
    const verdict = await hitRateLimit(trx, { bucket, key, ...limit, now: now() });
    if (!verdict.allowed) throw rateLimited();
    return verdict.previousHitAt;
  }

  /** How far back an earlier request's link may still work (its lifetime, as far as hits are kept). */
  const linkLifetimeMs = Math.min(options.passwordResetTtlMs, RATE_LIMIT_RETENTION_MS);

  /**
   * `person/password/reset`: the same answer whether or not the address has an account; an account in
   * use gets a reset link. A deleted account gets nothing, and neither does the built-in admin: a link
   * to its password would reach whoever reads its mailbox or (without SMTP) the server's console, so
   * its way back is the offline command on the server (`npm run admin -- reset-password`, decision 16).
   * Both return where an unknown address does, before any write but the rate limit's hits.
   *
   * The newest link wins (decision 39): the answer says whether the address was asked for before within a
   * link's lifetime, so the page tells that older links no longer work. That comes from the address's
   * rate-limit hits, which every address gets, with an account or without, and which the 429 after five
   * requests tells anyway; the address's hit holds its lock to the end of the transaction, so two
   * requests at once are told in the order their links are made.
   */
  async function requestReset(email: string, actor: Actor): Promise<PasswordResetAnswer> {
    const address = email.toLowerCase();
    return db.transaction().execute(async (trx) => {
      await within(trx, "password-reset-ip", actor.ip ?? "unknown", RESET_LIMIT);
      const previous = await within(trx, "password-reset-email", address, RESET_LIMIT);
      const replacesEarlier = previous !== null && previous.getTime() > now().getTime() - linkLifetimeMs;
      const person = await findPersonByEmail(trx, address);
      if (!person || person.deleted || person.builtin) return { replacesEarlier };
      await mailPasswordLink(trx, person, "RESET", options, now());
      await recordAudit(trx, actor, {
        action: "PASSWORD_RESET_REQUESTED",
        entity: "person",
        entityId: person.id,
      });
      return { replacesEarlier };
    });
  }

  /** `linkState`: also whether a newer link replaced this one (decision 39). */
  async function linkState(token: string): Promise<PasswordLinkState> {
    if (!PASSWORD_TOKEN_PATTERN.test(token)) return "not-valid";
    return linkStateOf(db, hashToken(token), now());
  }

  /** `checkToken` (API.md): 'not-valid' for a wrong, used, replaced or expired token, or one of a deleted account. */
  async function checkToken(token: string): Promise<PasswordTokenState> {
    return (await linkState(token)) === "valid" ? "valid" : "not-valid";
  }

  /**
   * Sets the password of a mailed link's account: the token is spent, every other one of the account stops
   * working, and every session of the account ends.
   */
  async function setByToken(token: string, password: string, ip: string): Promise<void> {
    if (!PASSWORD_TOKEN_PATTERN.test(token)) throw invalidToken();
    const tokenHash = hashToken(token);
    const usable = await findUsableToken(db, tokenHash, now());
    if (!usable) throw invalidToken();
    requireAcceptablePassword(password, usable.email);
    const passwordHash = await hashPassword(password);
    await db.transaction().execute(async (trx) => {
      // spent in one statement: of two uses at once, one finds the token spent
      const personId = await spendToken(trx, tokenHash, now());
      if (personId !== usable.personId) throw invalidToken();
      await repo.setPasswordHash(trx, personId, passwordHash);
      await spendTokensOf(trx, personId, now());
      await deletePersonSessions(trx, personId);
      await recordAudit(
        trx,
        { id: personId, email: usable.email, ip },
        { action: "PASSWORD_SET", entity: "person", entityId: personId },
      );
    });
  }

  /**
   * `person/password/resetLoggedIn`: the caller's own password, proven by the current one; every other
   * session of the account ends, the one that changed it stays.
   */
  async function change(caller: AuthPerson, sessionTokenHash: string, input: PasswordChange, actor: Actor) {
    await within(db, "password-change", String(caller.id), CHANGE_LIMIT);
    const current = await repo.findPasswordHash(db, caller.id);
    if (!current || !(await verifyPassword(current, input.currentPassword))) {
      throw new AppError(400, "PASSWORD_CURRENT_WRONG", {
        messageKey: PASSWORD_MESSAGE_KEYS.currentWrong,
        field: "currentPassword",
      });
    }
    requireAcceptablePassword(input.password, caller.email);
    const passwordHash = await hashPassword(input.password);
    await db.transaction().execute(async (trx) => {
      await repo.setPasswordHash(trx, caller.id, passwordHash);
      await spendTokensOf(trx, caller.id, now());
      await deletePersonSessions(trx, caller.id, sessionTokenHash);
      await recordAudit(trx, actor, { action: "PASSWORD_CHANGE", entity: "person", entityId: caller.id });
    });
  }

  return { requestReset, linkState, checkToken, setByToken, change };
}
