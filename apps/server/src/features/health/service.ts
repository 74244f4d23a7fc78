import type { LivenessAnswer, ReadinessAnswer } from "@erhdb/domain";
import type { Database } from "../../db/database.ts";
import { MIGRATION_NAMES } from "../../db/migrate.ts";
import { readDatabaseState } from "./repository.ts";

/**
 * How long readiness waits for the database: a load balancer's probe must get its 503 in time, not hang
 * with a database that accepts connections but does not answer.
 */
export const READINESS_TIMEOUT_MS = 2000;

export interface HealthServiceOptions {
  db: Database;
  /** the migrations the code brings (tests pass fewer or more) */
  migrationNames?: readonly string[];
  timeoutMs?: number;
}

export interface Readiness {
  answer: ReadinessAnswer;
  /** why the database could not be read, where it could not */
  failure: unknown;
}

class ReadinessTimeout extends Error {}

/** `work`, or a ReadinessTimeout after `ms`; the work's late failure is then nobody's to handle. */
async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ReadinessTimeout(`no answer from the database within ${ms} ms`)), ms);
  });
  work.catch(() => {});
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function createHealthService({
  db,
  migrationNames = MIGRATION_NAMES,
  timeoutMs = READINESS_TIMEOUT_MS,
}: HealthServiceOptions) {
  return {
    liveness(): LivenessAnswer {
      return { status: "ok" };
    },

    /** One bounded query round: ready when the database answers and no migration of the code is pending. */
    async readiness(): Promise<Readiness> {
      try {
        const { migrations, outbox } = await within(readDatabaseState(db, migrationNames), timeoutMs);
        const status = migrations.pending === 0 ? "ready" : "unavailable";
        return { answer: { status, database: "ok", migrations, outbox }, failure: null };
      } catch (failure) {
        return {
          answer: { status: "unavailable", database: "unreachable", migrations: null, outbox: null },
          failure,
        };
      }
    },
  };
}
