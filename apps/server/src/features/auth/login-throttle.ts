export interface LockPolicy {
  maxFailures: number;
  windowMs: number;
  durationMs: number;
}

/**
 * An IP is locked for `durationMs` after `maxFailures` failed logins within `windowMs`.
 * `failures` are the IP's failed attempts since its last success, newest first; attempts made
 * while locked are not recorded, so the newest failure is the one that set the lock.
 */
export function lockedUntil(failures: readonly Date[], policy: LockPolicy, now: Date): Date | null {
  const newest = failures[0];
  const oldestOfRun = failures[policy.maxFailures - 1];
  if (!newest || !oldestOfRun) return null;
  if (newest.getTime() - oldestOfRun.getTime() > policy.windowMs) return null;
  const until = new Date(newest.getTime() + policy.durationMs);
  return until > now ? until : null;
}

/** How far back the failures must be read to decide a lock. */
export function failureHorizon(policy: LockPolicy, now: Date): Date {
  return new Date(now.getTime() - policy.windowMs - policy.durationMs);
}
