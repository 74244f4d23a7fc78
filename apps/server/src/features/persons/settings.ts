import type { AuthPerson, Language, ThemeCode } from "@erhdb/domain";
import { loadAuthPerson } from "../../db/auth-person.ts";
import type { Database } from "../../db/database.ts";
import type { Actor } from "../../lib/audit.ts";
import { recordAudit } from "../../lib/audit.ts";
import { forbidden } from "../../lib/errors.ts";

/** What a user sets for themselves (SPEC 6): theme and language together, or the search shortcut (issue 36). */
export type PersonSettingsInput = { theme: ThemeCode; lang: Language } | { searchShortcut: boolean };

/**
 * A user changes only their own settings. The record's snapshots name the settings as the API does, those
 * changed only.
 */
export async function updateOwnSettings(
  db: Database,
  caller: AuthPerson,
  personId: number,
  input: PersonSettingsInput,
  actor: Actor,
): Promise<AuthPerson | null> {
  if (caller.id !== personId) throw forbidden();
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("person")
      .select(["theme", "lang", "search_shortcut as searchShortcut"])
      .where("id", "=", personId)
      .executeTakeFirstOrThrow();
    const columns =
      "searchShortcut" in input
        ? { search_shortcut: input.searchShortcut }
        : { theme: input.theme, lang: input.lang };
    await trx
      .updateTable("person")
      .set({ ...columns, updating: new Date() })
      .where("id", "=", personId)
      .execute();
    const before = Object.fromEntries(Object.keys(input).map((key) => [key, row[key as keyof typeof row]]));
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
