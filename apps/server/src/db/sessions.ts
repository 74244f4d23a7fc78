import type { Queryable } from "./queryable.ts";

/**
 * Ends every session of a person at once (deleted account, password set or reset), or every other one
 * than `except` (a password changed while logged in keeps the session that changed it).
 */
export async function deletePersonSessions(db: Queryable, personId: number, except?: string) {
  let query = db.deleteFrom("session").where("person_id", "=", personId);
  if (except !== undefined) query = query.where("token_hash", "<>", except);
  await query.execute();
}
