import { createHmac } from "node:crypto";

/**
 * The login locks (decision 25). Both count failed attempts within `windowMs` and lock for `durationMs`
 * after the newest failure; a success resets neither.
 */
export interface LockPolicy {
  /** failures of one account from one address that lock that address for that account */
  maxFailures: number;
  /** failures from one address, whatever the accounts, that lock that address for every account */
  addressMaxFailures: number;
  windowMs: number;
  durationMs: number;
}

/** The slowdown of an account that fails from many addresses: a delay, never a lock (decision 25). */
export interface DelayPolicy {
  /** failures of the account within the lock window, from any addresses, before attempts wait */
  afterFailures: number;
  /** the first wait, doubled with each further failure ... */
  baseMs: number;
  /** ... up to this */
  maxMs: number;
}

/** The failed attempts that decide a lock, each list newest first. */
export interface RecentFailures {
  /** of the address, whatever the accounts */
  address: readonly Date[];
  /** of the account from the address */
  pair: readonly Date[];
}

/**
 * Until when `maxFailures` failures within `windowMs` lock, or null. Attempts made while locked are not
 * recorded, so the newest failure is the one that set the lock.
 */
function lockedBy(
  failures: readonly Date[],
  maxFailures: number,
  { windowMs, durationMs }: LockPolicy,
  now: Date,
): Date | null {
  const newest = failures[0];
  const oldestOfRun = failures[maxFailures - 1];
  if (!newest || !oldestOfRun) return null;
  if (newest.getTime() - oldestOfRun.getTime() > windowMs) return null;
  const until = new Date(newest.getTime() + durationMs);
  return until > now ? until : null;
}

/**
 * Until when an attempt of an account from an address is refused, or null: the later of the address's
 * lock and the lock of the account from that address. The answer is the same either way, so that it
 * tells nothing about the account.
 */
export function lockedUntil(failures: RecentFailures, policy: LockPolicy, now: Date): Date | null {
  const locks = [
    lockedBy(failures.address, policy.addressMaxFailures, policy, now),
    lockedBy(failures.pair, policy.maxFailures, policy, now),
  ].filter((until) => until !== null);
  return locks.length ? new Date(Math.max(...locks.map((until) => until.getTime()))) : null;
}

/** How far back the failures must be read to decide a lock. */
export function failureHorizon(policy: LockPolicy, now: Date): Date {
  return new Date(now.getTime() - policy.windowMs - policy.durationMs);
}

/**
 * How long an attempt on an account waits before its password is checked, given the account's failures
 * within the lock window from every address: nothing below `afterFailures`, then `baseMs` doubling with
 * each further failure, at most `maxMs`.
 */
export function accountDelayMs(failures: number, { afterFailures, baseMs, maxMs }: DelayPolicy): number {
  if (failures < afterFailures) return 0;
  // 2^31 ms is 24 days: far beyond any cap, and no overflow to Infinity
  return Math.min(maxMs, baseMs * 2 ** Math.min(failures - afterFailures, 31));
}

/**
 * The key under which the attempts on an account count: the HMAC-SHA-256, under the database's login name
 * key (migration 0022), of the name as typed, trimmed and in lower case, whether or not such an account
 * exists (so an unknown name is treated exactly like a known one). Keyed, so that neither `login_attempt`
 * nor the audit log is a list of the names and mistyped passwords that were tried: a plain hash of a
 * password typed into the name field would be found in any dictionary of hashed passwords.
 */
export function accountKey(username: string, key: Uint8Array): string {
  return createHmac("sha256", key).update(username.trim().toLowerCase()).digest("hex");
}

/**
 * What the audit log keeps of a name that is no account's address (decision 25): the first 10 hex digits of
 * its account key. Enough to group the attempts made with one name (that any two of 10,000 names share them:
 * about 1 in 20,000); keyed, so that whoever reads the audit log without the key cannot test guesses.
 */
export function unknownNameHash(accountKey: string): string {
  return accountKey.slice(0, 10);
}
