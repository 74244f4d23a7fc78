import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { cloneTemplate } from "../../../test/database-template.ts";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { capturingLogger } from "../../../test/log-capture.ts";
import { newPerson } from "../../../test/person-fixtures.ts";
import { TEST_CONFIG } from "../../../test/test-app.ts";
import { API_PREFIX, buildApp } from "../../app.ts";
import type { DatabaseHandle } from "../../db/database.ts";

// Issue 34: a failed login's audit record kept the name as typed, so a password typed into the name field
// stayed in the audit log. Here the real app logs into memory, so that its log lines are searched too.

let handle: DatabaseHandle;
let log: ReturnType<typeof capturingLogger>;
const opened: (() => Promise<unknown>)[] = [];

/** The whole app on this file's database, logging into `log`: one instance of several, or after a restart. */
async function startInstance() {
  const { app } = await buildApp({
    config: TEST_CONFIG,
    db: handle.db,
    logger: log.logger,
    webRoot: "/nonexistent-web-build",
  });
  opened.push(() => app.close());
  return app;
}

let app: Awaited<ReturnType<typeof startInstance>>;
beforeAll(async () => {
  handle = await cloneTemplate(inject("databaseTemplate"));
  opened.push(() => handle.close());
  log = capturingLogger();
  app = await startInstance();
});
afterAll(async () => {
  for (const close of opened.reverse()) await close();
});

let addresses = 0;
const newIp = () => `10.34.5.${++addresses}`;

async function failLogin(username: string, remoteAddress: string, instance = app) {
  const res = await instance.inject({
    method: "POST",
    url: `${API_PREFIX}/login`,
    payload: { username, password: "Falsch-Geraten-34" },
    remoteAddress,
  });
  expect(res.statusCode, res.body).toBe(401);
}

/** The LOGIN_FAILED records of the attempts from `ip`, in the order they were written. */
const failedLogins = (ip: string) =>
  handle.db
    .selectFrom("audit_log")
    .select(["actor_id", "actor_email", "entity", "entity_id", "before", "after"])
    .where("action", "=", "LOGIN_FAILED")
    .where("ip", "=", ip)
    .orderBy("id")
    .execute();

const unknownNameOf = (record: { after: unknown }) => (record.after as { unknownName: string }).unknownName;
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("a failed login with a name that is no account's address", () => {
  // a password, typed into the name field, and email-shaped enough to pass the login's schema
  const typed = "Sommer-Kennwort-2026@vertippt.example";

  it("leaves no trace of the name in the audit log, the log or login_attempt: the record keeps a short keyed hash", async () => {
    const ip = newIp();
    await failLogin(typed, ip);
    await failLogin(typed.toUpperCase(), ip);

    const records = await failedLogins(ip);
    expect(records).toEqual([
      {
        actor_id: null,
        actor_email: null,
        entity: "session",
        entity_id: null,
        before: null,
        after: { unknownName: expect.stringMatching(/^[0-9a-f]{10}$/) },
      },
      expect.anything(),
    ]);
    // one name in any case: one hash, so that repeated attempts are seen as such
    expect(records[1]).toEqual(records[0]);

    const attempts = await handle.db.selectFrom("login_attempt").selectAll().execute();
    expect(attempts.length).toBeGreaterThanOrEqual(2);
    const stored = {
      "audit log": JSON.stringify(records),
      login_attempt: JSON.stringify(attempts),
      "log lines": JSON.stringify(log.lines),
    };
    for (const [where, text] of Object.entries(stored)) {
      const lower = text.toLowerCase();
      expect(lower, where).not.toContain(typed.toLowerCase());
      expect(lower, where).not.toContain("sommer-kennwort");
      // a plain hash would be reversed by a dictionary of hashed passwords
      expect(lower, where).not.toContain(sha256(typed.toLowerCase()));
      expect(lower, where).not.toContain(sha256(typed));
    }
  });

  it("gives another name another hash", async () => {
    const ip = newIp();
    await failLogin(typed, ip);
    await failLogin("Winter-Kennwort-2026@vertippt.example", ip);
    const [first, second] = (await failedLogins(ip)).map(unknownNameOf);
    expect(first).toMatch(/^[0-9a-f]{10}$/);
    expect(second).toMatch(/^[0-9a-f]{10}$/);
    expect(second).not.toBe(first);
  });

  it("gives a name the same hash on every instance and after a restart: the key is the database's", async () => {
    const ip = newIp();
    await failLogin(typed, ip);
    await failLogin(typed, ip, await startInstance());
    const hashes = (await failedLogins(ip)).map(unknownNameOf);
    expect(hashes).toHaveLength(2);
    expect(hashes[1]).toBe(hashes[0]);
  });
});

describe("a failed login with an account's address", () => {
  it("keeps the address, as the account has it, matched in any case as the login matches it", async () => {
    const ip = newIp();
    await failLogin(userOf("LoggedUser").toUpperCase(), ip);
    expect(await failedLogins(ip)).toEqual([
      {
        actor_id: null,
        actor_email: userOf("LoggedUser"),
        entity: "session",
        entity_id: null,
        before: null,
        after: null,
      },
    ]);
  });

  it("keeps a deleted account's address too: the database has it anyway, and nothing was typed by mistake", async () => {
    const ip = newIp();
    const deleted = await newPerson(handle.db, { deleted: true });
    // its password is right, and still the login fails: a deleted account does not log in
    const res = await app.inject({
      method: "POST",
      url: `${API_PREFIX}/login`,
      payload: { username: deleted.email, password: TEST_PASSWORD },
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(401);
    expect((await failedLogins(ip)).map((r) => [r.actor_email, r.after])).toEqual([[deleted.email, null]]);
  });
});
