import { PUBLIC } from "@erhdb/domain";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { API_PREFIX } from "../app.ts";
import { createKysely, type Database } from "../db/database.ts";
import { isDatabaseUnavailable } from "../db/sql-state.ts";

/** an error as `pg` reports one the server sent, with its SQLSTATE */
function serverError(code: string, message: string): pg.DatabaseError {
  const error = new pg.DatabaseError(message, message.length, "error");
  error.code = code;
  return error;
}

let t: TestApp;
let unreachable: Database;
beforeAll(async () => {
  t = await createTestApp();
  // a server that is not there: port 1 on this machine refuses every connection
  unreachable = createKysely("postgres://nobody@127.0.0.1:1/none", 1, () => {}, 2_000);
  t.app.get(`${API_PREFIX}/test/unreachable`, { config: { access: PUBLIC } }, async () => {
    await sql`SELECT 1`.execute(unreachable);
    return "ok";
  });
  t.app.get(`${API_PREFIX}/test/shutdown`, { config: { access: PUBLIC } }, async () => {
    throw serverError("57P01", "terminating connection due to administrator command");
  });
  t.app.get(`${API_PREFIX}/test/duplicate`, { config: { access: PUBLIC } }, async () => {
    throw serverError("23505", "duplicate key value violates unique constraint");
  });
});
afterAll(async () => {
  await unreachable?.destroy();
  await t?.close();
});

describe("a database that cannot be reached", () => {
  it("is answered 503 with Retry-After and a message in the caller's language, not 500", async () => {
    for (const [lang, text] of [
      ["de", "Die Datenbank ist gerade nicht erreichbar"],
      ["en", "The database cannot be reached right now"],
    ] as const) {
      for (const url of ["/test/unreachable", "/test/shutdown"]) {
        const res = await t.api({ method: "GET", url, headers: { "accept-language": lang } });
        expect(res.statusCode, url).toBe(503);
        expect(res.headers["retry-after"]).toBe("5");
        expect(res.json()).toEqual({ code: "DATABASE_UNAVAILABLE", message: expect.stringContaining(text) });
      }
    }
  });

  it("leaves a wrong statement a 500", async () => {
    const res = await t.api({ method: "GET", url: "/test/duplicate" });
    expect(res.statusCode).toBe(500);
    expect(res.headers["retry-after"]).toBeUndefined();
  });
});

describe("isDatabaseUnavailable", () => {
  it("knows the connection failures of the server, the driver and the socket", () => {
    for (const code of ["08006", "08001", "57P01", "57P02", "57P03", "53300"])
      expect(isDatabaseUnavailable(serverError(code, "x")), code).toBe(true);
    for (const code of ["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT"])
      expect(isDatabaseUnavailable(Object.assign(new Error(`connect ${code}`), { code })), code).toBe(true);
    for (const message of [
      "Connection terminated unexpectedly",
      "Connection terminated due to connection timeout",
      "timeout exceeded when trying to connect",
      "Client has encountered a connection error and is not queryable",
    ])
      expect(isDatabaseUnavailable(new Error(message)), message).toBe(true);
    expect(isDatabaseUnavailable(new Error("wrapped", { cause: serverError("57P03", "starting up") }))).toBe(
      true,
    );
  });

  it("does not take a wrong statement or another failure for one", () => {
    for (const code of ["23505", "23503", "42501", "57014", "42P01"])
      expect(isDatabaseUnavailable(serverError(code, "x")), code).toBe(false);
    expect(isDatabaseUnavailable(new Error("secret detail"))).toBe(false);
    expect(isDatabaseUnavailable("Connection terminated")).toBe(false);
  });
});
