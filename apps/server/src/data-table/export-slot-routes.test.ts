// Decision 35: a second CSV export of one session or address while its first runs is refused (429).
// Over real HTTP, so that an export a client has not taken yet stays open and a client can go away.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { CSV_LIMIT } from "@erhdb/domain";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_PASSWORD, userOf } from "../../test/fixtures.ts";
import { tableClient } from "../../test/table-client.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { API_PREFIX } from "../app.ts";
import { EXPORT_RETRY_AFTER_SECONDS } from "./export-slots.ts";

// Far more CSV than the sockets and streams between the export and a client hold (each row about 1 KB),
// so that an export stays open until its client reads.
const ROWS = CSV_LIMIT + 50;

let t: TestApp;
let origin: string;
let admin: string;
let view: object;
/** every request started, so that none a failed test left open keeps the server from closing */
const started: http.ClientRequest[] = [];
beforeAll(async () => {
  t = await createTestApp();
  // this copy's descriptions are never searched: without the trigram index the long rows go in in a second
  await sql`DROP INDEX survey_description_trgm_idx`.execute(t.db);
  await sql`
    INSERT INTO survey (statistic_id, bzr, federal_state_code, period, description, status, access_mode)
    SELECT (7000 + n / 20)::text, lpad((n % 20)::text, 2, '0') || '0000', '12', 3,
           'Lange Daten ' || n || ' ' || repeat('x', 1000), 3, true
    FROM generate_series(0, ${ROWS - 1}::int) AS n
  `.execute(t.db);
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = await t.login(userOf("SuperAdmin"), TEST_PASSWORD);
  const eid = tableClient(t, "/eid");
  await eid.load();
  view = eid.query();
});
afterAll(async () => {
  for (const req of started) req.destroy();
  await t.close();
});

interface Caller {
  /** the client's own loopback address (127.0.0.x), which the server sees as the caller's */
  from: string;
  token?: string;
  lang?: string;
}

/** An export whose answer has begun: nothing of its body is read until `text()`. */
function startExport(path: string, { from, token, lang = "de" }: Caller) {
  return new Promise<{ res: http.IncomingMessage; req: http.ClientRequest }>((resolve, reject) => {
    const req = http.request(`${origin}${API_PREFIX}${path}`, {
      method: "POST",
      localAddress: from,
      agent: false,
      headers: {
        "content-type": "application/json",
        "accept-language": lang,
        ...(token ? { authorization: token } : {}),
      },
    });
    started.push(req);
    req.on("response", (res) => {
      res.pause();
      resolve({ res, req });
    });
    req.on("error", reject);
    // the current view's query; csv/all reads no body
    req.end(JSON.stringify(view));
  });
}

async function text(res: http.IncomingMessage): Promise<string> {
  let body = "";
  res.setEncoding("utf8");
  for await (const chunk of res) body += chunk;
  return body;
}

/** An export asked and read whole. */
async function exported(path: string, caller: Caller) {
  const { res } = await startExport(path, caller);
  return { status: res.statusCode, headers: res.headers, body: await text(res) };
}

const rowsOf = (csv: string) => csv.split("\r\n").slice(1, -1);

describe("one running export per address", () => {
  it("refuses a second export from the address with 429, Retry-After and a translated message", async () => {
    const running = await startExport("/eid/csv/all", { from: "127.0.0.2" });
    expect(running.res.statusCode).toBe(200);

    const second = await exported("/eid/csv", { from: "127.0.0.2" });
    expect(second.status).toBe(429);
    expect(second.headers["retry-after"]).toBe(String(EXPORT_RETRY_AFTER_SECONDS));
    expect(JSON.parse(second.body)).toEqual({
      code: "EXPORT_RUNNING",
      message:
        "Es läuft bereits ein CSV-Export von Ihnen. Bitte versuchen Sie es in einigen Sekunden erneut.",
    });
    const english = await exported("/evas/csv/all", { from: "127.0.0.2", lang: "en" });
    expect(english.status).toBe(429);
    expect(JSON.parse(english.body)).toMatchObject({
      code: "EXPORT_RUNNING",
      message: "A CSV export of yours is still running. Please try again in a few seconds.",
    });

    // another address is not held up
    const elsewhere = await exported("/eid/csv/all", { from: "127.0.0.3" });
    expect(elsewhere.status).toBe(200);
    expect(rowsOf(elsewhere.body)).toHaveLength(CSV_LIMIT);

    // the first export is whole, and its slot is free by its last byte
    expect(rowsOf(await text(running.res))).toHaveLength(CSV_LIMIT);
    const next = await exported("/eid/csv/all", { from: "127.0.0.2" });
    expect(next.status).toBe(200);
  });

  it("frees the slot when the client goes away before the end", async () => {
    const running = await startExport("/eid/csv/all", { from: "127.0.0.4" });
    expect((await exported("/eid/csv/all", { from: "127.0.0.4" })).status).toBe(429);
    running.req.destroy();
    await vi.waitFor(
      async () => expect((await exported("/eid/csv", { from: "127.0.0.4" })).status).toBe(200),
      {
        timeout: 10_000,
        interval: 50,
      },
    );
  });
  it("frees the slot when the client went away before the file started", async () => {
    // The export waits for the survey table (on PGlite for the one connection, on PostgreSQL for the
    // lock) until its client has gone; then Fastify never reads its stream.
    let unlock = () => {};
    const locked = new Promise<void>((resolve) => {
      unlock = resolve;
    });
    let holding = () => {};
    const held = new Promise<void>((resolve) => {
      holding = resolve;
    });
    const transaction = t.db.transaction().execute(async (trx) => {
      await sql`LOCK TABLE survey IN ACCESS EXCLUSIVE MODE`.execute(trx);
      holding();
      await locked;
    });
    await held;
    const arrived = new Promise<http.ServerResponse>((resolve) =>
      t.app.server.once("request", (req: http.IncomingMessage, res: http.ServerResponse) =>
        req.once("end", () => resolve(res)),
      ),
    );
    const client = http.request(`${origin}${API_PREFIX}/eid/csv/all`, {
      method: "POST",
      localAddress: "127.0.0.8",
      agent: false,
      headers: { "content-type": "application/json" },
    });
    client.on("error", () => {});
    started.push(client);
    client.end("{}");
    const res = await arrived;
    // the body is read: the handler is at the database
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = new Promise((resolve) => res.once("close", resolve));
    client.destroy();
    await closed;
    unlock();
    await transaction;
    await vi.waitFor(
      async () => expect((await exported("/eid/csv/all", { from: "127.0.0.8" })).status).toBe(200),
      { timeout: 10_000, interval: 50 },
    );
  });
});

describe("one running export per session", () => {
  it("refuses a second export of the session, from any address; another session and the address are not held up", async () => {
    const running = await startExport("/eid/csv/all", { from: "127.0.0.5", token: admin });
    expect(running.res.statusCode).toBe(200);
    const second = await exported("/eid/csv/all", { from: "127.0.0.6", token: admin });
    expect(second.status).toBe(429);
    expect(second.headers["retry-after"]).toBe(String(EXPORT_RETRY_AFTER_SECONDS));
    expect(JSON.parse(second.body)).toMatchObject({ code: "EXPORT_RUNNING" });

    // the same person in another session, and an anonymous caller at the session's address
    const otherSession = await t.login(userOf("SuperAdmin"), TEST_PASSWORD);
    const other = await exported("/eid/csv", { from: "127.0.0.5", token: otherSession });
    expect(other.status).toBe(200);
    expect((await exported("/eid/csv", { from: "127.0.0.5" })).status).toBe(200);

    // a session's export of all data is not cut
    const { n } = await t.db
      .selectFrom("survey")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(running.res.headers["x-result-limited"]).toBeUndefined();
    expect(rowsOf(await text(running.res))).toHaveLength(Number(n));
    expect((await exported("/eid/csv/all", { from: "127.0.0.6", token: admin })).status).toBe(200);
  });

  it("frees the slot when the export fails, before its first row or midway", async () => {
    await sql`ALTER TABLE survey RENAME TO survey_away`.execute(t.db);
    try {
      // an anonymous export asks first whether it will be cut: that statement fails, the answer is a 500
      expect((await exported("/eid/csv/all", { from: "127.0.0.7" })).status).toBe(500);
      // a session's export of all data starts its file at once: the first batch fails, the file is cut off
      const { res } = await startExport("/eid/csv/all", { from: "127.0.0.7", token: admin });
      expect(res.statusCode).toBe(200);
      await expect(text(res)).rejects.toThrow(/aborted/);
    } finally {
      await sql`ALTER TABLE survey_away RENAME TO survey`.execute(t.db);
    }
    expect((await exported("/eid/csv", { from: "127.0.0.7" })).status).toBe(200);
    expect((await exported("/eid/csv", { from: "127.0.0.7", token: admin })).status).toBe(200);
  });
});
