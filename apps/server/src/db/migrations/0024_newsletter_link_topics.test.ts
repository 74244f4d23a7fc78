import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { emptyDatabase } from "../../../test/database-template.ts";
import type { DatabaseHandle } from "../database.ts";
import { migrateTo } from "../migrate.ts";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await emptyDatabase(inject("databaseTemplate"));
  await migrateTo(handle.db, "0022_login_name_key");
});
afterAll(() => handle?.close());

const MAIL = "abo@test.example";
const hash = (n: number) => String(n).repeat(64).slice(0, 64);
const token = (n: number, purpose: string, used = false) => sql`
  INSERT INTO newsletter_token (token_hash, mail, purpose, expires_at, used_at)
  VALUES (${hash(n)}, ${MAIL}, ${purpose}, now() + interval '1 day', ${used ? sql`now()` : null})`;
const topic = (statisticId: string | null, type: string, link: number | null, verified = false) => sql`
  INSERT INTO newsletter_subscription (mail, statistic_id, resource_type, verified, verify_token_hash)
  VALUES (${MAIL}, ${statisticId}, ${type}, ${verified}, ${link === null ? null : hash(link)})`;

describe("migration 0024", () => {
  it("gives the open subscription links their topics and drops those that confirmed none (issue 35)", async () => {
    const { db } = handle;
    for (const statement of [
      // issue 35: the first form's link, whose topics the second form moved to its own link
      token(1, "VERIFY_SUBSCRIBE"),
      token(2, "VERIFY_SUBSCRIBE"),
      token(3, "VERIFY_SUBSCRIBE", true),
      token(4, "MANAGE"),
      topic("1261", "97", 2),
      topic(null, "99", 2),
      topic("6111", "98", null, true),
    ]) {
      await statement.execute(db);
    }
    await migrateTo(db, "0024_newsletter_link_topics");

    const { rows } = await sql<{ token_hash: string; purpose: string; topics: unknown }>`
      SELECT token_hash, purpose, topics FROM newsletter_token ORDER BY token_hash`.execute(db);
    expect(rows).toEqual([
      {
        token_hash: hash(2),
        purpose: "VERIFY_SUBSCRIBE",
        topics: [
          { statisticId: "1261", resourceType: "97" },
          { statisticId: "allID", resourceType: "99" },
        ],
      },
      { token_hash: hash(4), purpose: "MANAGE", topics: null },
    ]);
    const { rows: columns } = await sql<{ name: string }>`
      SELECT column_name AS name FROM information_schema.columns
      WHERE table_name = 'newsletter_subscription' AND column_name = 'verify_token_hash'`.execute(db);
    expect(columns).toEqual([]);
  });

  it("refuses a subscription link without topics, and topics on any other link", async () => {
    for (const [purpose, topics] of [
      ["VERIFY_SUBSCRIBE", "[]"],
      ["VERIFY_SUBSCRIBE", null],
      ["VERIFY_SUBSCRIBE", '{"statisticId":"1261"}'],
      ["EDIT", '[{"statisticId":"1261","resourceType":"97"}]'],
    ] as const) {
      const insert = sql`
        INSERT INTO newsletter_token (token_hash, mail, purpose, expires_at, topics)
        VALUES (${hash(7)}, ${MAIL}, ${purpose}, now(), ${topics}::jsonb)`.execute(handle.db);
      await expect(insert, `${purpose} ${topics}`).rejects.toMatchObject({ code: "23514" });
    }
  });
});
