import type { LookupAddress } from "node:dns";
import type { WebhookSecretAnswer, WebhookTargetAnswer } from "@erhdb/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { createAddressGuard } from "./address-guard.ts";

/** Names the guard resolves in these tests; others resolve to nothing. */
const DNS: Record<string, string[]> = {
  "receiver.example.org": ["93.184.215.14"],
  "intranet.example.org": ["93.184.215.14", "10.20.30.40"],
  "metadata.example.org": ["169.254.169.254"],
};
const resolve = async (host: string): Promise<LookupAddress[]> =>
  (DNS[host] ?? []).map((address) => ({ address, family: 4 }));

const KINDS = ["SURVEY_PUBLISHED", "RESOURCE_PUBLISHED"];

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp(
    { webhooks: { allowHttp: false, allowedNetworks: [] } },
    { webhookGuard: createAddressGuard({ allowedNetworks: [] }, resolve) },
  );
  admin = await t.login(userOf("SuperAdmin"), TEST_PASSWORD);
});
afterAll(() => t.close());

const call = (
  method: "GET" | "POST",
  url: string,
  payload?: object,
  token: string | null = admin,
  lang = "de",
) => t.api({ method, url, token, ...(payload ? { payload } : {}), headers: { "accept-language": lang } });

async function register(url: string, extra: object = {}): Promise<WebhookSecretAnswer> {
  const res = await call("POST", "/webhook", { url, statisticId: null, kinds: KINDS, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<WebhookSecretAnswer>();
}

async function auditOf(id: number) {
  return t.db
    .selectFrom("audit_log")
    .select(["action", "before", "after", "actor_email"])
    .where("entity", "=", "webhook_target")
    .where("entity_id", "=", String(id))
    .orderBy("id")
    .execute();
}

describe("registering a webhook target (issue 38 point 5)", () => {
  it("needs WEBHOOK_ADMIN for every call; SuperAdmin holds it", async () => {
    const userAdmin = await t.login(userOf("UserAdmin"), TEST_PASSWORD);
    const statDbAdmin = await t.login(userOf("StatDBAdmin"), TEST_PASSWORD);
    const { target } = await register("https://receiver.example.org/rights");
    const calls: ["GET" | "POST", string, object?][] = [
      ["GET", "/webhook"],
      ["POST", "/webhook", { url: "https://receiver.example.org/x", statisticId: null, kinds: KINDS }],
      ["GET", `/webhook/${target.id}`],
      ["GET", `/webhook/${target.id}/deliveries`],
      ["POST", `/webhook/${target.id}/pause`, { paused: true }],
      ["POST", `/webhook/${target.id}/resume`],
      ["POST", `/webhook/${target.id}/rotate`],
      ["POST", `/webhook/${target.id}/test`],
      ["POST", `/webhook/${target.id}/delete`],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(method, url, body, null)).statusCode, `${method} ${url}`).toBe(401);
      for (const token of [userAdmin, statDbAdmin])
        expect((await call(method, url, body, token)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call("GET", `/webhook/${target.id}`)).json<WebhookTargetAnswer>().paused).toBe(false);
  });

  it("shows the Standard Webhooks secret once, at creation, and never again", async () => {
    const { target, secret } = await register("https://receiver.example.org/hook?channel=stats#part", {
      statisticId: "1261",
      kinds: ["RESOURCE_PUBLISHED", "SURVEY_PUBLISHED", "SURVEY_PUBLISHED"],
    });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(target).toMatchObject({
      url: "https://receiver.example.org/hook?channel=stats",
      statisticId: "1261",
      // in the stream's order, once each
      kinds: ["SURVEY_PUBLISHED", "RESOURCE_PUBLISHED"],
      paused: false,
      failingSince: null,
      pending: 0,
    });
    const key = secret.slice("whsec_".length);
    for (const url of ["/webhook", `/webhook/${target.id}`, `/webhook/${target.id}/deliveries`]) {
      expect((await call("GET", url)).body, url).not.toContain(key);
    }
    const rotated = (await call("POST", `/webhook/${target.id}/rotate`)).json<WebhookSecretAnswer>();
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(secret);
    const records = JSON.stringify(await auditOf(target.id));
    for (const hidden of [key, rotated.secret.slice(6), "channel=stats", "/hook"])
      expect(records).not.toContain(hidden);
    expect(await auditOf(target.id)).toMatchObject([
      { action: "CREATE", after: { origin: "https://receiver.example.org", statisticId: "1261" } },
      { action: "ROTATE_SECRET", before: null, after: null },
    ]);
  });

  it("keeps the keys out of the SQL console's reach", async () => {
    for (const query of [
      "SELECT secret FROM webhook_target",
      "SELECT url FROM webhook_target",
      "SELECT body FROM webhook_delivery",
    ]) {
      const res = await call("POST", "/dbQuery", { query });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ code: "INVALID_QUERY", sqlState: "42501" });
    }
  });

  it("refuses what is no http(s) URL, credentials in it, no kinds, or a wrong statistic id (the words: domain tests)", async () => {
    const bad = [
      [{ url: "ftp://receiver.example.org/" }, "url"],
      [{ url: "https://user:pass@receiver.example.org/" }, "url"],
      [{ url: "not a url" }, "url"],
      [{ kinds: [] }, "kinds"],
      [{ kinds: ["SOMETHING"] }, "kinds.0"],
      [{ statisticId: "12" }, "statisticId"],
    ] as const;
    for (const [change, field] of bad) {
      const body = { url: "https://receiver.example.org/", statisticId: null, kinds: KINDS, ...change };
      const res = await call("POST", "/webhook", body);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json(), JSON.stringify(change)).toMatchObject({ code: "VALIDATION", field });
    }
  });

  it("refuses a literal address or a name that resolves into a refused range at once, naming the rule (point 8)", async () => {
    const cases = [
      ["https://127.0.0.1/", "loopback", "127.0.0.1"],
      ["https://[::ffff:169.254.169.254]/", "linkLocal", "169.254.169.254"],
      ["https://100.64.1.1:8443/", "carrierGradeNat", "100.64.1.1"],
      ["https://intranet.example.org/", "private", "10.20.30.40"],
      ["https://metadata.example.org/latest/meta-data", "linkLocal", "169.254.169.254"],
    ] as const;
    for (const [url, rule, address] of cases) {
      const res = await call("POST", "/webhook", { url, statisticId: null, kinds: KINDS }, admin, "en");
      expect(res.statusCode, url).toBe(422);
      expect(res.json(), url).toMatchObject({ code: "WEBHOOK_TARGET_REFUSED", field: "url", rule });
      expect(res.json().message, url).toContain(address);
      expect(res.json().message, url).toContain(rule);
    }
    const http = await call("POST", "/webhook", {
      url: "http://receiver.example.org/",
      statisticId: null,
      kinds: KINDS,
    });
    expect(http.json()).toMatchObject({ code: "WEBHOOK_TARGET_REFUSED", rule: "http" });
    expect(http.json().message).toContain("WEBHOOK_ALLOW_HTTP");
  });

  it("keeps a name that cannot be resolved now: it is checked at each delivery", async () => {
    const { target } = await register("https://not-yet.example.org/hook");
    expect(target.url).toBe("https://not-yet.example.org/hook");
  });
});

describe("managing a target", () => {
  it("pauses and resumes, queues a test message, and deletes it with its cursor, each audited", async () => {
    const { target } = await register("https://receiver.example.org/manage");
    const paused = await call("POST", `/webhook/${target.id}/pause`, { paused: true });
    expect(paused.json<WebhookTargetAnswer>().paused).toBe(true);
    const test = await call("POST", `/webhook/${target.id}/test`);
    expect(test.statusCode, test.body).toBe(202);
    expect(test.json()).toMatchObject({ kind: "TEST", state: "pending", eventId: null, attempts: 0 });
    expect(test.json().messageId).toMatch(/^msg_/);
    expect((await call("GET", `/webhook/${target.id}`)).json<WebhookTargetAnswer>().pending).toBe(1);
    const deliveries = await call("GET", `/webhook/${target.id}/deliveries`);
    expect(deliveries.json()).toEqual([test.json()]);
    expect((await call("POST", `/webhook/${target.id}/pause`, { paused: false })).json().paused).toBe(false);

    const consumer = () =>
      t.db
        .selectFrom("public_event_consumer")
        .select("name")
        .where("name", "=", `webhook:${target.id}`)
        .execute();
    expect(await consumer()).toHaveLength(1);
    const deleted = await call("POST", `/webhook/${target.id}/delete`);
    expect(deleted.json()).toEqual({ id: target.id, deleted: true });
    expect(await consumer()).toEqual([]);
    for (const url of [`/webhook/${target.id}`, `/webhook/${target.id}/deliveries`])
      expect((await call("GET", url)).statusCode).toBe(404);
    for (const action of ["rotate", "test", "resume", "delete"])
      expect((await call("POST", `/webhook/${target.id}/${action}`)).statusCode).toBe(404);
    expect((await auditOf(target.id)).map((r) => r.action)).toEqual([
      "CREATE",
      "UPDATE",
      "TEST",
      "UPDATE",
      "DELETE",
    ]);
  });
});
