import { setTimeout as sleep } from "node:timers/promises";
import type { AuthPerson } from "@erhdb/domain";
import { loadAuthPerson } from "../../db/auth-person.ts";
import type { Database } from "../../db/database.ts";
import type { Queryable } from "../../db/queryable.ts";
import { recordAudit } from "../../lib/audit.ts";
import { clientAddressKey } from "../../lib/client-address.ts";
import { AppError } from "../../lib/errors.ts";
import { verifyPassword, verifyUnknownUser } from "../../lib/passwords.ts";
import { hashToken, newSessionToken } from "../../lib/tokens.ts";
import {
  accountDelayMs,
  accountKey,
  type DelayPolicy,
  failureHorizon,
  type LockPolicy,
  lockedUntil,
  unknownNameHash,
} from "./login-throttle.ts";
import * as repo from "./repository.ts";

export interface AuthSettings {
  sessionIdleMs: number;
  loginLock: LockPolicy;
  loginDelay: DelayPolicy;
  now?: () => Date;
}

export interface AuthenticatedSession {
  person: AuthPerson;
  tokenHash: string;
}

// Refreshing last_seen on every call would turn each read into a write; a minute of slack is harmless
// against a one-hour idle limit.
const TOUCH_INTERVAL_MS = 60_000;

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(db: Database, settings: AuthSettings) {
  const now = settings.now ?? (() => new Date());

  function ipLockedError(until: Date) {
    return new AppError(423, "IP_LOCKED", {
      messageKey: "IP_LOCKED",
      extra: { lockedUntil: until.toISOString() },
    });
  }

  // Read once per process: the key never changes (migration 0022). A failed read is tried again next time.
  let nameKey: Promise<Buffer> | undefined;
  function loginNameKey(): Promise<Buffer> {
    nameKey ??= repo.loginNameKey(db).catch((error: unknown) => {
      nameKey = undefined;
      throw error;
    });
    return nameKey;
  }

  /** Until when the attempt's address is locked for the account, or null (login-throttle.ts). */
  async function currentLock(source: Queryable, keys: repo.AttemptKeys, at: Date): Promise<Date | null> {
    const { loginLock } = settings;
    const since = failureHorizon(loginLock, at);
    const address = await repo.recentFailures(
      source,
      { address: keys.address },
      since,
      loginLock.addressMaxFailures,
    );
    const pair = await repo.recentFailures(source, keys, since, loginLock.maxFailures);
    return lockedUntil({ address, pair }, loginLock, at);
  }

  /**
   * Refuses an attempt while its address is locked for the account, else records it, as failed until its
   * password proves right: simultaneous attempts are counted as they come, not once they have been
   * checked. Answers how long the attempt waits for the account's failures from every address.
   */
  async function admit(keys: repo.AttemptKeys): Promise<{ attemptId: number; delayMs: number }> {
    return db.transaction().execute(async (trx) => {
      await repo.lockAttemptsOf(trx, keys.address);
      const at = now();
      const lock = await currentLock(trx, keys, at);
      if (lock) throw ipLockedError(lock);
      const windowStart = new Date(at.getTime() - settings.loginLock.windowMs);
      const accountFailures = await repo.countAccountFailures(trx, keys.account, windowStart);
      const attemptId = await repo.insertLoginAttempt(trx, keys, at);
      return { attemptId, delayMs: accountDelayMs(accountFailures, settings.loginDelay) };
    });
  }

  /**
   * Checks a login. Everything before the password check depends only on the name as typed and the
   * client's address, never on whether the account exists, so that the answers and their timing are
   * the same for an unknown account as for a known one.
   */
  async function login(username: string, password: string, ip: string) {
    const keys = { address: clientAddressKey(ip), account: accountKey(username, await loginNameKey()) };
    const { attemptId, delayMs } = await admit(keys);
    if (delayMs > 0) await sleep(delayMs);

    const account = await repo.findAccountByName(db, username);
    const candidate = account && !account.deleted ? account : undefined;
    const valid = candidate?.password_hash
      ? await verifyPassword(candidate.password_hash, password)
      : await verifyUnknownUser(password);

    if (!candidate || !valid) {
      // A name that is no account's address may be anything typed by mistake, a password too: the record
      // keeps only its keyed hash, which groups the attempts made with it (decision 25).
      await recordAudit(
        db,
        { id: null, email: account?.email ?? null, ip },
        {
          action: "LOGIN_FAILED",
          entity: "session",
          after: account ? undefined : { unknownName: unknownNameHash(keys.account) },
        },
      );
      const lockNow = await currentLock(db, keys, now());
      if (lockNow) throw ipLockedError(lockNow);
      throw new AppError(401, "INVALID_CREDENTIALS", { messageKey: "INVALID_CREDENTIALS" });
    }

    const token = newSessionToken();
    await db.transaction().execute(async (trx) => {
      await repo.markLoginSucceeded(trx, attemptId);
      await repo.insertSession(trx, hashToken(token), candidate.id, ip, now());
      await recordAudit(
        trx,
        { id: candidate.id, email: candidate.email, ip },
        { action: "LOGIN", entity: "session", entityId: candidate.id },
      );
    });
    const person = await loadAuthPerson(db, candidate.id);
    if (!person) throw new AppError(401, "INVALID_CREDENTIALS", { messageKey: "INVALID_CREDENTIALS" });
    return { token, person };
  }

  /** The session behind a token, or null when it is unknown, revoked, idle too long or its person gone. */
  async function authenticate(token: string, { activity = true } = {}): Promise<AuthenticatedSession | null> {
    return authenticateHash(hashToken(token), { activity });
  }

  /** The same for a token's hash: a preview link names its session by it (decision 45). */
  async function authenticateHash(
    tokenHash: string,
    { activity = true } = {},
  ): Promise<AuthenticatedSession | null> {
    // one statement: the session, its person, role, rights and permissions (no cache, so that a
    // revoked session or a changed right ends at the next request)
    const session = await repo.findSessionPerson(db, tokenHash);
    if (!session) return null;
    const at = now();
    const idleMs = at.getTime() - session.lastSeenAt.getTime();
    if (idleMs > settings.sessionIdleMs) {
      await repo.deleteSession(db, tokenHash);
      return null;
    }
    if (activity && idleMs > TOUCH_INTERVAL_MS) await repo.touchSession(db, tokenHash, at);
    const { person } = session;
    return { person, tokenHash };
  }

  async function logout(session: AuthenticatedSession, ip: string) {
    await db.transaction().execute(async (trx) => {
      await repo.deleteSession(trx, session.tokenHash);
      await recordAudit(
        trx,
        { id: session.person.id, email: session.person.email, ip },
        { action: "LOGOUT", entity: "session", entityId: session.person.id },
      );
    });
  }

  /** Housekeeping: forget idle sessions and old login attempts. */
  async function purgeExpired() {
    const at = now().getTime();
    await repo.deleteIdleSessions(db, new Date(at - settings.sessionIdleMs));
    await repo.deleteLoginAttemptsBefore(db, new Date(at - 24 * 3_600_000 - settings.loginLock.durationMs));
  }

  return { login, authenticate, authenticateHash, logout, purgeExpired };
}
