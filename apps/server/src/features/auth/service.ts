import type { AuthPerson } from "@erhdb/domain";
import type { Database } from "../../db/database.ts";
import { recordAudit } from "../../lib/audit.ts";
import { AppError } from "../../lib/errors.ts";
import type { LockPolicy } from "./ip-lock.ts";
import { failureHorizon, lockedUntil } from "./ip-lock.ts";
import { verifyPassword, verifyUnknownUser } from "./passwords.ts";
import * as repo from "./repository.ts";
import { hashToken, newSessionToken } from "./tokens.ts";

export interface AuthSettings {
  sessionIdleMs: number;
  loginLock: LockPolicy;
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

  async function currentLock(ip: string): Promise<Date | null> {
    const at = now();
    const failures = await repo.recentFailures(db, ip, failureHorizon(settings.loginLock, at));
    return lockedUntil(failures, settings.loginLock, at);
  }

  async function login(username: string, password: string, ip: string) {
    const lock = await currentLock(ip);
    if (lock) throw ipLockedError(lock);

    const candidate = await repo.findLoginCandidate(db, username);
    const valid = candidate?.password_hash
      ? await verifyPassword(candidate.password_hash, password)
      : await verifyUnknownUser(password);

    if (!candidate || !valid) {
      await db.transaction().execute(async (trx) => {
        await repo.recordLoginAttempt(trx, ip, false, now());
        await recordAudit(
          trx,
          { id: null, email: username.slice(0, 254), ip },
          { action: "LOGIN_FAILED", entity: "session" },
        );
      });
      const lockNow = await currentLock(ip);
      if (lockNow) throw ipLockedError(lockNow);
      throw new AppError(401, "INVALID_CREDENTIALS", { messageKey: "INVALID_CREDENTIALS" });
    }

    const token = newSessionToken();
    await db.transaction().execute(async (trx) => {
      await repo.recordLoginAttempt(trx, ip, true, now());
      await repo.insertSession(trx, hashToken(token), candidate.id, ip, now());
      await recordAudit(
        trx,
        { id: candidate.id, email: candidate.email, ip },
        { action: "LOGIN", entity: "session", entityId: candidate.id },
      );
    });
    const person = await repo.loadAuthPerson(db, candidate.id);
    if (!person) throw new AppError(401, "INVALID_CREDENTIALS", { messageKey: "INVALID_CREDENTIALS" });
    return { token, person };
  }

  /** The session behind a token, or null when it is unknown, revoked, idle too long or its person gone. */
  async function authenticate(token: string, { activity = true } = {}): Promise<AuthenticatedSession | null> {
    const tokenHash = hashToken(token);
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

  return { login, authenticate, logout, purgeExpired };
}
