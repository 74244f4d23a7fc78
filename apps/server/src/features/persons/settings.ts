import type { AuthPerson } from "@erhdb/domain";
import { loadAuthPerson } from "../../db/auth-person.ts";
import type { Database } from "../../db/database.ts";
import type { Actor } from "../../lib/audit.ts";
import { recordAudit } from "../../lib/audit.ts";
import { forbidden } from "../../lib/errors.ts";

export interface PersonSettingsInput {
  theme: 1 | 2;
  lang: "de" | "en";
}

/** A user changes only their own theme and language (SPEC 6). */
export async function updateOwnSettings(
  db: Database,
  caller: AuthPerson,
  personId: number,
  input: PersonSettingsInput,
  actor: Actor,
): Promise<AuthPerson | null> {
  if (caller.id !== personId) throw forbidden();
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("person")
      .select(["theme", "lang"])
      .where("id", "=", personId)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("person")
      .set({ theme: input.theme, lang: input.lang, updating: new Date() })
      .where("id", "=", personId)
      .execute();
    await recordAudit(trx, actor, {
      action: "UPDATE_SETTINGS",
      entity: "person",
      entityId: personId,
      before,
      after: input,
    });
  });
  return loadAuthPerson(db, personId);
}
