import { PLACEHOLDER_EVAS, ROLE_NAMES } from "@erhdb/domain";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { emptyDatabase } from "../test/database-template.ts";
import { bootstrapInstallation } from "./bootstrap.ts";
import type { DatabaseHandle } from "./db/database.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { readEvasCsv } from "./seed/evas.ts";
import { REGISTER_LOADED } from "./seed/register.ts";

// The production first start (issue 27): a database as the migrations leave it (the placeholders of
// migration 0009 its only codes), not the test template, whose register is emptied for the EVAS tests.
const ADMIN = { email: "chef@amt.example", password: "Produktiv-Admin-2026" };
const NOW = new Date("2026-11-28T08:00:00Z");

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await emptyDatabase(inject("databaseTemplate"));
  await migrateToLatest(handle.db);
});
afterAll(() => handle?.close());

const TABLES = ["role", "role_acl", "person", "person_permission", "evas", "survey", "audit_log"] as const;

/** Every row of the tables a start writes, as text: equal snapshots mean nothing changed. */
async function snapshot(): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of TABLES) {
    const { rows } = await sql<{ row: string }>`
      SELECT t::text AS row FROM ${sql.table(table)} t ORDER BY 1`.execute(handle.db);
    result[table] = rows.map((r) => r.row);
  }
  return result;
}

const codes = async () =>
  (await handle.db.selectFrom("evas").select(["evas", "description"]).orderBy("evas").execute()).map(
    (r) => `${r.evas} ${r.description}`,
  );

const start = () => bootstrapInstallation(handle.db, ADMIN, NOW);

describe("the first start without demo data", () => {
  it("creates the built-in roles, the admin and the whole shipped register, no demo accounts and no surveys", async () => {
    const shipped = await readEvasCsv();
    expect(shipped).toHaveLength(1097);

    expect(await start()).toEqual({ adminCreated: true, evasLoaded: shipped.length });

    const roles = await handle.db.selectFrom("role").select("name").execute();
    expect(roles.map((r) => r.name).sort()).toEqual([...ROLE_NAMES].sort());
    const persons = await handle.db.selectFrom("person").select(["email", "builtin"]).execute();
    expect(persons).toEqual([{ email: ADMIN.email, builtin: true }]);
    expect(await handle.db.selectFrom("survey").select("id").execute()).toEqual([]);

    const register = await handle.db.selectFrom("evas").select(["evas", "description", "level"]).execute();
    expect(register).toHaveLength(shipped.length + PLACEHOLDER_EVAS.length);
    const byCode = new Map(register.map((r) => [r.evas, r]));
    for (const row of shipped) expect(byCode.get(row.evas)?.description, row.evas).toBe(row.description);
    expect(byCode.get("12612")?.level).toBe(5);

    const audit = await handle.db
      .selectFrom("audit_log")
      .select(["actor_email", "after"])
      .where("action", "=", REGISTER_LOADED.action)
      .where("entity", "=", REGISTER_LOADED.entity)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor_email).toBe("system");
    expect(audit[0]?.after).toEqual({ source: "evas.csv", codes: shipped.length });

    // dated by the moment it was given, not the database's clock: the demo seed's rows lie in its past (issue 35)
    const dates = [
      ...(await handle.db.selectFrom("role").select("updating as at").execute()),
      ...(await handle.db.selectFrom("person").select("updating as at").execute()),
      ...(await handle.db.selectFrom("audit_log").select("at").execute()),
    ];
    expect(new Set(dates.map((d) => d.at.toISOString()))).toEqual(new Set([NOW.toISOString()]));
  });

  it("changes nothing at the second start", async () => {
    const before = await snapshot();
    expect(await start()).toEqual({ adminCreated: false, evasLoaded: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it("keeps a register an office has edited: no code comes back, no description is overwritten", async () => {
    await handle.db
      .updateTable("evas")
      .set({ description: "Eigene Fassung" })
      .where("evas", "=", "12612")
      .execute();
    await handle.db.deleteFrom("evas").where("evas", "like", "111%").execute();
    const edited = await codes();
    expect(edited).toContain("12612 Eigene Fassung");

    expect((await start()).evasLoaded).toBe(0);
    expect(await codes()).toEqual(edited);
  });

  it("does not fill the register again when an office has deleted every code but the placeholders", async () => {
    await handle.db.deleteFrom("evas").where("evas", "not in", PLACEHOLDER_EVAS).execute();
    const placeholdersOnly = await codes();
    expect(placeholdersOnly).toHaveLength(PLACEHOLDER_EVAS.length);

    expect((await start()).evasLoaded).toBe(0);
    expect(await codes()).toEqual(placeholdersOnly);
  });

  it("leaves alone the register of an installation from before the first-start load that has codes of its own", async () => {
    // such a database has no record of a load: only its own codes tell that the office keeps a register
    await handle.db
      .deleteFrom("audit_log")
      .where("action", "=", REGISTER_LOADED.action)
      .where("entity", "=", REGISTER_LOADED.entity)
      .execute();
    await handle.db.insertInto("evas").values({ evas: "99999", description: "Eigene Statistik" }).execute();
    const own = await codes();

    expect((await start()).evasLoaded).toBe(0);
    expect(await codes()).toEqual(own);
  });
});
