import {
  historyChanges,
  parseErhebungsid,
  parseResourceKey,
  RESOURCE_TYPE_CODES,
  SURVEY_OFFICE_CODES,
} from "@erhdb/domain";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { cloneTemplate } from "../../test/database-template.ts";
import { ADMIN } from "../../test/fixtures.ts";
import type { DatabaseHandle } from "../db/database.ts";
import { resourceUploadPlan } from "../features/resources/upload.ts";
import { inspectStoredBlob } from "../files/multipart-upload.ts";
import { zipEntryNames } from "../files/zip-entries.ts";
import { isCommonPassword, verifyPassword } from "../lib/passwords.ts";
import type { SeedReport } from "./demo.ts";
import { DEMO_SURVEY_COUNT, DEMO_USER_PASSWORD, DEMO_USERS, seedDemoData } from "./demo.ts";
import { SHOWCASE_TARGET } from "./demoResources.ts";

const TABLES = [
  "role",
  "role_acl",
  "person",
  "person_permission",
  "evas",
  "survey",
  "survey_evas",
  "survey_link",
  "survey_commentary",
  "resource",
  "generic_resource",
  "document",
  "file_blob",
  "encoding",
  "request",
  "request_content",
  "newsletter_subscription",
  "public_event",
] as const;

// the moment of the run, as a start with DEMO_DATA seeds: the template's rows are older, so that every row
// dated after it is one the seed put into the future (issue 35)
const NOW = new Date();

/**
 * The timestamps that name a deadline, not when something happened: they lie ahead by design (a link's
 * expiry, a mail's next attempt or claim, an upload's lease, an EVAS's planned decommissioning).
 */
const DEADLINES = [
  "evas.closing",
  "file_blob.lease_until",
  "mail_outbox.claimed_until",
  "mail_outbox.next_attempt_at",
  "newsletter_token.expires_at",
  "password_token.expires_at",
];

let handle: DatabaseHandle;
let first: SeedReport;
let afterFirst: Record<string, number>;

async function countAll(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(
      handle.db,
    );
    counts[table] = rows[0]?.n ?? -1;
  }
  return counts;
}

beforeAll(async () => {
  handle = await cloneTemplate(inject("databaseTemplate"));
  first = await seedDemoData(handle.db, { adminEmail: ADMIN.email, adminPassword: ADMIN.password, now: NOW });
  afterFirst = await countAll();
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

describe("seedDemoData", () => {
  it("creates the demo content on a database without surveys", () => {
    expect(first.demoContentCreated).toBe(true);
    expect(first.surveys).toBe(DEMO_SURVEY_COUNT);
    expect(afterFirst.survey).toBe(DEMO_SURVEY_COUNT);
    expect(first.evas).toBe(1097);
    for (const key of [
      "resources",
      "genericResources",
      "links",
      "commentaries",
      "requests",
      "documents",
      "publicEvents",
    ] as const) {
      expect(first[key], key).toBeGreaterThan(0);
    }
    // every file a blob of its own, none left staging
    expect(afterFirst.file_blob).toBe(
      (afterFirst.resource ?? 0) + (afterFirst.generic_resource ?? 0) + (afterFirst.document ?? 0),
    );
  });

  it("adds nothing when run a second time", async () => {
    const second = await seedDemoData(handle.db, {
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
      now: NOW,
    });
    expect(await countAll()).toEqual(afterFirst);
    expect(second.demoContentCreated).toBe(false);
    const { durationMs: _, demoContentCreated: __, ...counts } = second;
    expect(Object.values(counts).every((n) => n === 0)).toBe(true);
  });

  it("dates everything at or before its moment: no timestamp of any table after the seed's now (issue 35)", async () => {
    const { rows: columns } = await sql<{ name: string; table: string; column: string }>`
      SELECT table_name || '.' || column_name AS name, table_name AS table, column_name AS column
      FROM information_schema.columns
      WHERE table_schema = 'public'
        AND data_type IN ('timestamp with time zone', 'timestamp without time zone', 'date')
      ORDER BY 1`.execute(handle.db);
    // a deadline renamed or dropped must leave this list too, or a new column of its name would go unchecked
    expect(columns.map((c) => c.name)).toEqual(expect.arrayContaining(DEADLINES));
    const future: string[] = [];
    for (const { name, table, column } of columns.filter((c) => !DEADLINES.includes(c.name))) {
      const { rows } = await sql<{ n: number; latest: Date | null }>`
        SELECT count(*)::int AS n, max(${sql.ref(column)}) AS latest FROM ${sql.table(table)}
        WHERE ${sql.ref(column)} > ${NOW}`.execute(handle.db);
      const [found] = rows;
      if (found && found.n > 0) future.push(`${name}: ${found.n}, the latest ${found.latest?.toISOString()}`);
    }
    expect(future, `after ${NOW.toISOString()}`).toEqual([]);
  });

  it("gives every survey a history of several edits over past days, each with its comment (issue 36)", async () => {
    const records = await handle.db
      .selectFrom("audit_log as a")
      .leftJoin("survey_commentary as c", "c.id", "a.comment_id")
      .select(["a.entity", "a.entity_id", "a.action", "a.shape", "a.before", "a.after", "a.at", "c.comment"])
      .where("a.entity", "in", ["survey", "survey_link", "resource", "role"])
      .where("a.actor_role", "is not", null)
      .execute();
    const reader = { person: null, emails: false };
    const editsPerSurvey = new Map<string, number>();
    for (const r of records.filter((r) => r.entity === "survey")) {
      expect(r.comment, `${r.action} of survey ${r.entity_id}`).toBeTruthy();
      expect(r.at.getTime()).toBeLessThanOrEqual(NOW.getTime());
      if (r.action !== "EDIT") continue;
      expect(historyChanges("eid", r, reader).length, `edit of survey ${r.entity_id}`).toBeGreaterThan(0);
      editsPerSurvey.set(r.entity_id ?? "", (editsPerSurvey.get(r.entity_id ?? "") ?? 0) + 1);
    }
    expect(editsPerSurvey.size).toBe(DEMO_SURVEY_COUNT);
    expect(Math.min(...editsPerSurvey.values())).toBeGreaterThanOrEqual(2);
    const replaced = records.find((r) => r.entity === "resource" && r.action === "REPLACE_FILE");
    expect(replaced && historyChanges("resource", replaced, reader).map((c) => c.field)).toEqual(
      expect.arrayContaining(["fileName", "size", "sha256"]),
    );
    // a link's creation shows in its survey's history as the link added (decision 46)
    const link = records.find((r) => r.entity === "survey_link");
    expect(link && historyChanges("eid", link, reader)).toEqual([
      { field: "links", before: [], after: [expect.stringMatching(/^https:\/\//)] },
    ]);
    const roleEdit = records.find((r) => r.entity === "role" && r.action === "EDIT");
    expect(roleEdit && historyChanges("role", roleEdit, reader)).toEqual([
      { field: "acls", before: [], after: ["RESOURCE_CREATE"] },
    ]);
  });

  it("records the public events of the past year in time order, the digest's cursor past them, the demo webhook's before the last three (issue 38)", async () => {
    const events = await handle.db
      .selectFrom("public_event")
      .select(["id", "kind", "occurred_at"])
      .orderBy("id")
      .execute();
    expect(events).toHaveLength(first.publicEvents);
    expect(new Set(events.map((e) => e.kind))).toEqual(
      new Set(["SURVEY_PUBLISHED", "SURVEY_WITHDRAWN", "RESOURCE_PUBLISHED", "GENERIC_RESOURCE_PUBLISHED"]),
    );
    const times = events.map((e) => e.occurred_at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeGreaterThanOrEqual(NOW.getTime() - 365 * 86_400_000);
    const consumers = await handle.db
      .selectFrom("public_event_consumer")
      .select(["name", "position"])
      .execute();
    const last = events.at(-1)?.id ?? 0;
    const [target] = await handle.db.selectFrom("webhook_target").select(["id", "url"]).execute();
    expect(target?.url).toBe("https://hooks.erhebungsdatenbank.invalid/ereignisse");
    // the newsletter announces none of the history; the demo's webhook target is told the last three events
    expect(consumers.map((c) => [c.name, Number(c.position)])).toEqual([
      ["newsletter-digest", last],
      [`webhook:${target?.id}`, last - 3],
    ]);
  });

  it("composes every erhebungsid from its parts", async () => {
    const surveys = await handle.db
      .selectFrom("survey")
      .select(["erhebungsid", "statistic_id", "bzr", "federal_state_code"])
      .execute();
    for (const s of surveys) {
      expect(s.erhebungsid).toBe(`1${s.statistic_id}${s.bzr}${s.federal_state_code}`);
      expect(parseErhebungsid(s.erhebungsid), s.erhebungsid).not.toBeNull();
    }
  });

  it("spreads the surveys over every office, period and status", async () => {
    const distinct = async (column: "federal_state_code" | "period" | "status") =>
      (await handle.db.selectFrom("survey").select(column).distinct().execute()).map((r) =>
        String(r[column]),
      );
    expect((await distinct("federal_state_code")).sort()).toEqual([...SURVEY_OFFICE_CODES].sort());
    expect((await distinct("period")).map(Number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 15 }, (_, i) => i - 1),
    );
    expect((await distinct("status")).sort()).toEqual(["0", "1", "2", "3", "9"]);
    const chains = await handle.db
      .selectFrom("survey")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("predecessor_id", "is not", null)
      .executeTakeFirstOrThrow();
    expect(Number(chains.n)).toBeGreaterThan(0);
  });

  it("gives every survey one to three 5-digit EVAS", async () => {
    const { rows } = await sql<{ n: number; max_level: number; min_level: number }>`
      SELECT count(se.evas_id)::int AS n, max(e.level)::int AS max_level, min(e.level)::int AS min_level
      FROM survey s LEFT JOIN survey_evas se ON se.survey_id = s.id LEFT JOIN evas e ON e.id = se.evas_id
      GROUP BY s.id`.execute(handle.db);
    for (const r of rows) {
      expect(r.n).toBeGreaterThanOrEqual(1);
      expect(r.n).toBeLessThanOrEqual(3);
      expect([r.min_level, r.max_level]).toEqual([5, 5]);
    }
  });

  it("keys every resource by its survey, type, specialization and version", async () => {
    const resources = await handle.db
      .selectFrom("resource")
      .innerJoin("survey", "survey.id", "resource.survey_id")
      .innerJoin("file_blob", "file_blob.id", "resource.blob_id")
      .innerJoin("file_chunk", (join) =>
        join.onRef("file_chunk.blob_id", "=", "file_blob.id").on("file_chunk.seq", "=", 0),
      )
      .select([
        "resource.resource_key",
        "resource.resource_type",
        "resource.specialization",
        "resource.version",
        "resource.valid_from_bzr",
        "resource.file_size",
        "resource.file_name",
        "survey.erhebungsid",
        "file_blob.size",
        "file_blob.stored",
        "file_chunk.data as content",
      ])
      .execute();
    for (const r of resources) {
      expect(parseResourceKey(r.resource_key), r.resource_key).toEqual({
        erhebungsid: r.erhebungsid,
        resourceType: r.resource_type,
        specialization: r.specialization,
        version: r.version,
        validFromBzr: r.valid_from_bzr,
      });
      // the demo files are smaller than one chunk
      expect([r.content.length, r.size, r.stored]).toEqual([r.file_size, r.file_size, true]);
      const head = r.content.subarray(0, 5).toString("latin1");
      if (r.file_name.endsWith(".pdf")) expect(head).toBe("%PDF-");
      if (r.file_name.endsWith(".zip")) expect(head.slice(0, 4)).toBe("PK\x03\x04");
      if (r.file_name.endsWith(".xml")) expect(head).toBe("<?xml");
    }
  });

  it("creates one account per role that signs in with the demo password", async () => {
    expect(DEMO_USER_PASSWORD.length).toBeGreaterThanOrEqual(8);
    expect(isCommonPassword(DEMO_USER_PASSWORD)).toBe(false);
    const people = await handle.db
      .selectFrom("person")
      .innerJoin("role", "role.id", "person.role_id")
      .select(["person.email", "person.password_hash", "role.name as role"])
      .where(
        "person.email",
        "in",
        DEMO_USERS.map((u) => u.email),
      )
      .execute();
    expect(people.map((p) => p.role).sort()).toEqual(DEMO_USERS.map((u) => u.role).sort());
    const sample = people[0];
    expect(sample?.password_hash && (await verifyPassword(sample.password_hash, DEMO_USER_PASSWORD))).toBe(
      true,
    );
  });
});

describe("the demo resources", () => {
  it("are files that pass the upload's own checks (name, declared type, bytes, encoding), stored as it stores them", async () => {
    const rows = await handle.db
      .selectFrom("resource")
      .innerJoin("file_blob as b", "b.id", "resource.blob_id")
      .select([
        "resource.resource_type as resourcetype",
        "resource.specialization",
        "resource.file_name as name",
        "resource.content_type as contentType",
        "resource.encoding",
        "resource.blob_id as blobId",
        "b.size",
      ])
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const plan = await resourceUploadPlan(handle.db, row, row);
      const result = await inspectStoredBlob(handle.db, row, plan);
      expect(result, row.name).toEqual({ ok: true, encoding: plan.encodings ? row.encoding : null });
      expect(row.contentType, row.name).toBe(plan.storedType);
      if (plan.content === "zip") expect(await zipEntryNames(handle.db, row), row.name).not.toBeNull();
    }
  });

  it("show every type and every status on the showcase survey the demo specialist edits", async () => {
    const rows = await handle.db
      .selectFrom("resource")
      .innerJoin("survey", "survey.id", "resource.survey_id")
      .select([
        "resource.resource_type as type",
        "resource.status",
        "survey.status as surveyStatus",
        "survey.access_mode",
      ])
      .where("survey.statistic_id", "=", SHOWCASE_TARGET.statisticId)
      .where("survey.federal_state_code", "=", SHOWCASE_TARGET.office)
      .where("survey.status", "=", 3)
      .execute();
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(RESOURCE_TYPE_CODES));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set([0, 1, 2, 3, 8, 9, 10, 11]));
    expect(rows.every((r) => r.access_mode)).toBe(true);
  });
});
