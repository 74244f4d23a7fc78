import type { Queryable } from "./queryable.ts";

/** The EVAS register's version: a counter and the time it last moved (migration 0032, decision 42). */
export interface EvasRegisterVersion {
  version: number;
  changedAt: Date;
}

/**
 * Moves the register's version: called in the transaction of every write to the register, so that a
 * reader never sees changed codes under the old version. The row lock also orders concurrent writers.
 */
export async function noteEvasRegisterChange(db: Queryable, now: Date): Promise<void> {
  await db
    .updateTable("evas_register_version")
    .set((eb) => ({ version: eb("version", "+", 1), changed_at: now }))
    .execute();
}

export async function evasRegisterVersion(db: Queryable): Promise<EvasRegisterVersion> {
  const row = await db
    .selectFrom("evas_register_version")
    .select(["version", "changed_at"])
    .executeTakeFirstOrThrow();
  return { version: row.version, changedAt: row.changed_at };
}
