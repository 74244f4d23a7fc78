import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { emptyDatabase } from "../../../test/database-template.ts";
import type { DatabaseHandle } from "../database.ts";
import { migrateTo } from "../migrate.ts";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await emptyDatabase(inject("databaseTemplate"));
  await migrateTo(handle.db, "0032_evas_register_version");
});
afterAll(() => handle?.close());

describe("migration 0033", () => {
  it("turns the newsletter's pending news of public resources into events before the digest's cursor", async () => {
    const { db } = handle;
    await sql`
      INSERT INTO file_blob (id, stored) VALUES (1, true), (2, true), (3, true), (4, true);
      INSERT INTO survey (id, statistic_id, bzr, federal_state_code, period, description, status, access_mode)
      VALUES (1, '4711', '250000', '09', 3, 'Erhebung', 3, true);
      INSERT INTO resource (id, survey_id, resource_type, specialization, version, resource_key, description,
                            status, access_mode, file_name, content_type, file_size, blob_id)
      VALUES (1, 1, '97', '00', '0001', '147112500000997000001', 'öffentlich', 3, true, 'a.txt', 'text/plain', 1, 1),
             (2, 1, '97', '00', '0002', '147112500000997000002', 'intern', 3, false, 'a.txt', 'text/plain', 1, 2),
             (3, 1, '97', '00', '0003', '147112500000997000003', 'schon gemeldet', 3, true, 'a.txt', 'text/plain', 1, 3),
             (4, 1, '97', '00', '0004', '147112500000997000004', 'gesperrt', 0, true, 'a.txt', 'text/plain', 1, 4);
      INSERT INTO newsletter_event (resource_id, created_at, done_at) VALUES
        (1, '2026-03-01T10:00:00Z', NULL), (2, '2026-03-01T11:00:00Z', NULL),
        (3, '2026-02-01T10:00:00Z', '2026-02-01T10:05:00Z'), (4, '2026-03-02T10:00:00Z', NULL);
    `.execute(db);
    await migrateTo(db, "0033_public_events");

    const { rows: events } = await sql<{ kind: string; object_id: number; statistic_id: string; at: string }>`
      SELECT kind, object_id, statistic_id, to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS at
      FROM public_event ORDER BY id`.execute(db);
    expect(events).toEqual([
      { kind: "RESOURCE_PUBLISHED", object_id: 1, statistic_id: "4711", at: "2026-03-01 10:00" },
    ]);
    const { rows: consumers } = await sql`SELECT name, position FROM public_event_consumer`.execute(db);
    expect(consumers).toEqual([{ name: "newsletter-digest", position: 0 }]);
    const { rows: gone } = await sql`SELECT to_regclass('newsletter_event') AS t`.execute(db);
    expect(gone).toEqual([{ t: null }]);
  });

  it("refuses an event of an unknown kind, or a statistic id where its kind has none", async () => {
    for (const [kind, statisticId] of [
      ["SURVEY_DELETED", "4711"],
      ["SURVEY_PUBLISHED", null],
      ["GENERIC_RESOURCE_PUBLISHED", "4711"],
      ["RESOURCE_PUBLISHED", "47"],
    ] as const) {
      const insert = sql`
        INSERT INTO public_event (kind, object_id, statistic_id, occurred_at)
        VALUES (${kind}, 1, ${statisticId}, now())`.execute(handle.db);
      await expect(insert, `${kind} ${statisticId}`).rejects.toMatchObject({ code: "23514" });
    }
  });
});
