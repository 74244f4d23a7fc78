// Decision 35: one running export per session or client address, counted in the database.
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createKysely, type Database } from "../db/database.ts";
import { EXPORT_LEASE_MS, exportSlotKey, takeExportSlot } from "./export-slots.ts";

let t: TestApp;
/** a second app instance's connection to the same database */
let other: Database;
beforeAll(async () => {
  t = await createTestApp();
  other = createKysely(t.connectionString, 1);
});
afterAll(async () => {
  await other.destroy();
  await t.close();
});
afterEach(async () => {
  vi.useRealTimers();
  await t.db.deleteFrom("export_slot").execute();
});

let keys = 0;
const newKey = () => exportSlotKey({ sessionTokenHash: `token-${++keys}`, ip: "127.0.0.1" });

/** seconds from the database's now to the slot's lease end; null without a row */
async function leaseLeft(key: string): Promise<number | null> {
  const { rows } = await sql<{ left: number }>`
    SELECT extract(epoch FROM lease_until - now())::float8 AS left FROM export_slot WHERE key = ${key}`.execute(
    t.db,
  );
  return rows[0]?.left ?? null;
}

describe("exportSlotKey", () => {
  it("counts a session by its token, and a caller without one by its address's key", () => {
    const session = exportSlotKey({ sessionTokenHash: "a", ip: "203.0.113.7" });
    expect(exportSlotKey({ sessionTokenHash: "a", ip: "198.51.100.1" })).toBe(session);
    expect(exportSlotKey({ sessionTokenHash: "b", ip: "203.0.113.7" })).not.toBe(session);

    const address = exportSlotKey({ sessionTokenHash: null, ip: "203.0.113.7" });
    expect(address).not.toBe(session);
    expect(exportSlotKey({ sessionTokenHash: null, ip: "::ffff:203.0.113.7" })).toBe(address);
    expect(exportSlotKey({ sessionTokenHash: null, ip: "203.0.113.8" })).not.toBe(address);
    // an IPv6 client by its /64, as the login lock counts it
    const v6 = exportSlotKey({ sessionTokenHash: null, ip: "2001:db8:24:1::1" });
    expect(exportSlotKey({ sessionTokenHash: null, ip: "2001:db8:24:1:ffff::9" })).toBe(v6);
    expect(exportSlotKey({ sessionTokenHash: null, ip: "2001:db8:24:2::1" })).not.toBe(v6);
    // neither the token's hash nor the address is kept
    expect(address).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("takeExportSlot", () => {
  it("gives a key one slot at a time; another key is not held up", async () => {
    const key = newKey();
    const first = await takeExportSlot(t.db, key);
    expect(first).not.toBeNull();
    expect(await takeExportSlot(t.db, key)).toBeNull();
    const elsewhere = await takeExportSlot(t.db, newKey());
    expect(elsewhere).not.toBeNull();

    await first?.release();
    await first?.release();
    const again = await takeExportSlot(t.db, key);
    expect(again).not.toBeNull();
    await again?.release();
    await elsewhere?.release();
    expect(await t.db.selectFrom("export_slot").selectAll().execute()).toEqual([]);
  });

  it("holds across two app instances on one database", async () => {
    const key = newKey();
    const here = await takeExportSlot(t.db, key);
    expect(here).not.toBeNull();
    expect(await takeExportSlot(other, key)).toBeNull();
    await here?.release();
    const there = await takeExportSlot(other, key);
    expect(there).not.toBeNull();
    expect(await takeExportSlot(t.db, key)).toBeNull();
    await there?.release();
  });

  it("lets only one of simultaneous exports of a key through", async () => {
    const key = newKey();
    const slots = await Promise.all(
      Array.from({ length: 6 }, (_, i) => takeExportSlot(i % 2 === 0 ? t.db : other, key)),
    );
    expect(slots.filter((s) => s !== null)).toHaveLength(1);
    await Promise.all(slots.map((s) => s?.release()));
  });

  it("frees a slot whose lease lapsed (its instance crashed), and its late release frees no other's", async () => {
    const key = newKey();
    const crashed = await takeExportSlot(t.db, key);
    expect(crashed).not.toBeNull();
    expect(await leaseLeft(key)).toBeGreaterThan(EXPORT_LEASE_MS / 1000 - 5);
    await sql`UPDATE export_slot SET lease_until = now() - interval '1 second' WHERE key = ${key}`.execute(
      t.db,
    );
    // another key's lapsed slot is dropped by the next export that starts
    const stale = newKey();
    await sql`INSERT INTO export_slot VALUES (${stale}, gen_random_uuid(), now() - interval '1 second')`.execute(
      t.db,
    );

    const next = await takeExportSlot(other, key);
    expect(next).not.toBeNull();
    expect(await leaseLeft(stale)).toBeNull();
    await crashed?.release();
    expect(await takeExportSlot(t.db, key)).toBeNull();
    await next?.release();
  });

  it("renews its lease while the export runs, and stops once released", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const key = newKey();
    const slot = await takeExportSlot(t.db, key);
    await sql`UPDATE export_slot SET lease_until = now() + interval '1 second' WHERE key = ${key}`.execute(
      t.db,
    );
    await vi.advanceTimersByTimeAsync(10_000);
    await vi.waitFor(async () => expect(await leaseLeft(key)).toBeGreaterThan(EXPORT_LEASE_MS / 1000 - 5));
    await slot?.release();
    expect(vi.getTimerCount()).toBe(0);
    expect(await leaseLeft(key)).toBeNull();
  });
});
