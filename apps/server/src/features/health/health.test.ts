import { createServer } from "node:net";
import { BASE_PATH, type ReadinessAnswer } from "@erhdb/domain";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { cloneTemplate, emptyDatabase } from "../../../test/database-template.ts";
import { capturingLogger, INFO, WARN } from "../../../test/log-capture.ts";
import { TEST_CONFIG } from "../../../test/test-app.ts";
import { API_PREFIX, buildApp } from "../../app.ts";
import { createKysely, type Database, type DatabaseHandle } from "../../db/database.ts";
import { MIGRATION_NAMES, migrateTo } from "../../db/migrate.ts";
import { createHealthService } from "./service.ts";

const LIVE = `${BASE_PATH}/health`;
const READY = `${BASE_PATH}/health/ready`;

/** The whole app on `db`, logging into memory, without the web's build. */
async function appOn(db: Database) {
  const log = capturingLogger();
  const { app } = await buildApp({
    config: TEST_CONFIG,
    db,
    logger: log.logger,
    webRoot: "/nonexistent-web-build",
  });
  return { app, log };
}

/** A database address where nothing listens: every query fails at connect, as with a stopped server. */
async function refusingAddress(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("no port");
  return `postgres://postgres@127.0.0.1:${address.port}/gone`;
}

const opened: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of opened.reverse()) await close();
});

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await cloneTemplate(inject("databaseTemplate"));
  opened.push(() => handle.close());
});

describe("GET health (liveness)", () => {
  it("answers 200 {status: ok} without a session, and without asking the database", async () => {
    const db = createKysely(await refusingAddress(), 1, () => {});
    opened.push(() => db.destroy());
    const { app } = await appOn(db);
    opened.push(() => app.close());
    // as a browser asks: JSON all the same (not the SPA's page), uncompressed, with the security headers
    const res = await app.inject({
      method: "GET",
      url: LIVE,
      headers: { accept: "text/html", "accept-encoding": "gzip, deflate, br" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toEqual({ status: "ok" });
  });
});

describe("GET health/ready (readiness)", () => {
  it("answers 200 ready without a session, with the outbox's backlog and age from its real rows", async () => {
    const { db } = handle;
    await db.deleteFrom("mail_outbox").execute();
    const mail = { recipient: "a@example.org", subject: "s", body: "b" };
    await db
      .insertInto("mail_outbox")
      .values([
        // waiting for its first try, two hours old
        { ...mail, created_at: sql<Date>`now() - interval '2 hours'` },
        // failed and retried later: still awaiting delivery
        {
          ...mail,
          created_at: sql<Date>`now() - interval '10 minutes'`,
          attempts: 3,
          last_error: "connection refused",
          next_attempt_at: sql<Date>`now() + interval '4 minutes'`,
        },
        // delivered, and printed on the console without SMTP (decision 16): neither awaits delivery
        { ...mail, created_at: sql<Date>`now() - interval '3 days'`, sent_at: sql<Date>`now()` },
        { ...mail, created_at: sql<Date>`now() - interval '3 days'`, logged_at: sql<Date>`now()` },
      ])
      .execute();
    const { app } = await appOn(db);
    opened.push(() => app.close());

    const res = await app.inject({ method: "GET", url: READY });
    expect(res.statusCode, res.body).toBe(200);
    const answer: ReadinessAnswer = res.json();
    expect(answer).toEqual({
      status: "ready",
      database: "ok",
      migrations: { applied: MIGRATION_NAMES.length, pending: 0 },
      outbox: { backlog: 2, oldestUnsentSeconds: expect.any(Number) },
    });
    // two hours by the database's clock, and not the printed mail's three days
    expect(answer.outbox?.oldestUnsentSeconds).toBeGreaterThanOrEqual(7200);
    expect(answer.outbox?.oldestUnsentSeconds).toBeLessThan(3 * 86400);

    await db.deleteFrom("mail_outbox").execute();
    const empty = await app.inject({ method: "GET", url: READY });
    expect(empty.json().outbox).toEqual({ backlog: 0, oldestUnsentSeconds: null });
  });

  it("answers 503 with Retry-After when the database is unreachable, and says so once in the log", async () => {
    const db = createKysely(await refusingAddress(), 1, () => {});
    opened.push(() => db.destroy());
    const { app, log } = await appOn(db);
    opened.push(() => app.close());
    for (let probe = 0; probe < 3; probe++) {
      const res = await app.inject({ method: "GET", url: READY });
      expect(res.statusCode).toBe(503);
      expect(res.headers["retry-after"]).toBe("5");
      expect(res.json()).toEqual({
        status: "unavailable",
        database: "unreachable",
        migrations: null,
        outbox: null,
      });
    }
    const warnings = log.lines.filter((line) => line.level >= WARN);
    expect(warnings.map((line) => line.msg)).toEqual(["not ready"]);
  });

  it("answers 503 within its bound when the database accepts the connection but never answers", async () => {
    const silent = createServer();
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const address = silent.address();
    if (address === null || typeof address === "string") throw new Error("no port");
    const db = createKysely(`postgres://postgres@127.0.0.1:${address.port}/mute`, 1, () => {});
    // closed in reverse order: the server first, which fails the waiting connection, then the pool
    opened.push(() => db.destroy());
    opened.push(() => new Promise((resolve) => silent.close(resolve)));
    silent.on("connection", (socket) => opened.push(async () => socket.destroy()));
    const service = createHealthService({ db, timeoutMs: 200 });
    const { answer, failure } = await service.readiness();
    expect(answer).toEqual({
      status: "unavailable",
      database: "unreachable",
      migrations: null,
      outbox: null,
    });
    expect(String(failure)).toContain("no answer from the database");
  });

  it("answers 503 while a migration of the code is pending, reporting the outbox where the schema has it", async () => {
    const partial = await emptyDatabase(inject("databaseTemplate"));
    opened.push(() => partial.close());
    // a schema older than the outbox's columns: the migrations are still counted, the outbox unknown
    await migrateTo(partial.db, "0001_people_and_access");
    const service = createHealthService({ db: partial.db });
    expect((await service.readiness()).answer).toEqual({
      status: "unavailable",
      database: "ok",
      migrations: { applied: 1, pending: MIGRATION_NAMES.length - 1 },
      outbox: null,
    });

    const allButLast = MIGRATION_NAMES.length - 1;
    await migrateTo(partial.db, MIGRATION_NAMES[allButLast - 1] as Parameters<typeof migrateTo>[1]);
    const { app } = await appOn(partial.db);
    opened.push(() => app.close());
    const res = await app.inject({ method: "GET", url: READY });
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("5");
    expect(res.json()).toEqual({
      status: "unavailable",
      database: "ok",
      migrations: { applied: allButLast, pending: 1 },
      outbox: { backlog: 0, oldestUnsentSeconds: null },
    });
  });

  it("writes no information line per probe, while an API request still does", async () => {
    const { app, log } = await appOn(handle.db);
    opened.push(() => app.close());
    expect((await app.inject({ method: "GET", url: LIVE })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: READY })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: `${API_PREFIX}/auth` })).statusCode).toBe(401);
    expect(log.about("/health", INFO)).toEqual([]);
    expect(log.about(`${API_PREFIX}/auth`, INFO).map((line) => line.msg)).toEqual(
      expect.arrayContaining(["incoming request", "request completed"]),
    );
  });
});
