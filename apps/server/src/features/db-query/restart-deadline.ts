import { type Database, restartDatabase } from "../../db/database.ts";

/** A time limit on what runs in the embedded database, which nothing but a restart can stop (decision 18). */
export interface RestartDeadline {
  /** the time ran out, and the database is being (or has been) restarted */
  readonly fired: boolean;
  /**
   * Holds the deadline until `answering` succeeds (the database is free again) or the time runs out,
   * whichever comes first; a failure of `answering` (the restart cut it off) is no error of the caller's.
   */
  until(answering: () => Promise<unknown>): Promise<void>;
  /** Disarms the deadline; once it fired, resolves when the database is back (or could not start again). */
  end(): Promise<void>;
}

/** After `timeoutMs`, restarts the database process unless the deadline was ended before. */
export function armRestartDeadline(db: Database, timeoutMs: number): RestartDeadline {
  let restarted: Promise<void> | null = null;
  let onFire = () => {};
  const fired = new Promise<void>((resolve) => {
    onFire = resolve;
  });
  const timer = setTimeout(() => {
    // a failed restart ends the app (database.ts); its error reaches the caller through end()
    restarted = restartDatabase(db);
    onFire();
  }, timeoutMs);
  return {
    get fired() {
      return restarted !== null;
    },
    async until(answering) {
      if (restarted) return;
      await Promise.race([answering().catch(() => {}), fired]);
    },
    async end() {
      clearTimeout(timer);
      await restarted;
    },
  };
}
