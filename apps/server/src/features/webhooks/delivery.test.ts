import type { LookupAddress } from "node:dns";
import type { PublicEventKind, WebhookSecretAnswer } from "@erhdb/domain";
import { WEBHOOK_RETRY_WINDOW_MS } from "@erhdb/domain";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { surveyFixtures } from "../../../test/survey-fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../../../test/webhook-receiver.ts";
import { createKysely, type Database } from "../../db/database.ts";
import { recordPublicEvent } from "../../db/public-events.ts";
import { createAddressGuard } from "./address-guard.ts";
import { claimDueDeliveries } from "./delivery-repository.ts";
import { createWebhookWorker, WEBHOOK_CLAIM_MS } from "./worker.ts";

/**
 * Webhooks delivered to a real HTTP receiver in the test process (issue 38 point 9). The receiver listens
 * on 127.0.0.1, which the configuration allows (test-app.ts); the names below resolve as this table says.
 */
const DNS: Record<string, string[]> = {};
const resolve = async (host: string): Promise<LookupAddress[]> =>
  (DNS[host] ?? []).map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
const allowing = createAddressGuard({ allowedNetworks: ["127.0.0.1"] }, resolve);
const refusing = createAddressGuard({ allowedNetworks: [] }, resolve);

let t: TestApp;
let admin: string;
let receiver: WebhookReceiver;
/** the workers' clock, moved by hand */
let clock: Date;

beforeAll(async () => {
  t = await createTestApp({}, { webhookGuard: allowing });
  admin = await t.login(userOf("SuperAdmin"), TEST_PASSWORD);
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.stop();
  await t.close();
});
beforeEach(async () => {
  // each test its own targets, and the stream's end as their start
  await t.db.deleteFrom("webhook_target").execute();
  await t.db.deleteFrom("public_event_consumer").where("name", "like", "webhook:%").execute();
  receiver.received.length = 0;
  receiver.answers.length = 0;
  clock = new Date();
});

function worker(db: Database = t.db, guard = allowing, tryTimeoutMs?: number) {
  return createWebhookWorker({
    db,
    guard,
    publicUrl: "https://erhebungsdatenbank.example.org/erhebungsdatenbank",
    logger: { info: () => undefined, warn: () => undefined },
    now: () => clock,
    ...(tryTimeoutMs === undefined ? {} : { tryTimeoutMs }),
  });
}

async function register(
  url: string,
  kinds: PublicEventKind[] = ["SURVEY_PUBLISHED", "SURVEY_WITHDRAWN"],
  statisticId: string | null = null,
) {
  const res = await t.api({
    method: "POST",
    url: "/webhook",
    token: admin,
    payload: { url, statisticId, kinds },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<WebhookSecretAnswer>();
}

/** Events of surveys that do not exist (their messages carry no details), committed one by one. */
async function events(count: number, kind: PublicEventKind = "SURVEY_PUBLISHED", statisticId = "9901") {
  for (let i = 0; i < count; i++) {
    await t.db
      .transaction()
      .execute((trx) =>
        recordPublicEvent(trx, { kind, objectId: 900_000 + i, statisticId, occurredAt: clock }),
      );
  }
}

const bodies = () => receiver.received.map((r) => JSON.parse(r.body));
const eventIds = () => bodies().map((b) => b.data.event as number);
const messageIds = () => receiver.received.map((r) => r.headers["webhook-id"]);

const deliveriesOf = (targetId: number) =>
  t.db.selectFrom("webhook_delivery").selectAll().where("target_id", "=", targetId).orderBy("id").execute();

describe("webhook delivery (issue 38 points 6-9)", () => {
  it("signs as Standard Webhooks says: its library verifies the message with the secret shown at creation", async () => {
    const { secret, target } = await register(receiver.url("/signed"));
    const newSurvey = await surveyFixtures(t.db);
    const survey = await newSurvey({ statisticId: "4901", status: 1, description: "Öffentlich <&>" });
    const unlock = await t.api({
      method: "POST",
      url: `/eid/${survey.id}/unlock`,
      token: admin,
      payload: { comment: "Webhook", accessMode: true },
    });
    expect(unlock.statusCode, unlock.body).toBe(200);
    expect(await worker().runRound()).toEqual({ queued: 1, delivered: 1, failed: 0 });

    const [got] = receiver.received;
    if (!got) throw new Error("nothing received");
    expect(got.path).toBe("/signed");
    expect(got.headers["content-type"]).toBe("application/json");
    const verified = new Webhook(secret).verify(got.body, {
      "webhook-id": String(got.headers["webhook-id"]),
      "webhook-timestamp": String(got.headers["webhook-timestamp"]),
      "webhook-signature": String(got.headers["webhook-signature"]),
    });
    expect(verified).toMatchObject({
      type: "survey.published",
      data: {
        kind: "SURVEY_PUBLISHED",
        statisticId: "4901",
        object: {
          type: "survey",
          id: survey.id,
          public: true,
          erhebungsid: survey.erhebungsid,
          description: "Öffentlich <&>",
          url: `https://erhebungsdatenbank.example.org/erhebungsdatenbank/Show.html?eid=${survey.erhebungsid}`,
        },
      },
    });
    // another key, or a changed body, does not verify
    const other = await register(receiver.url("/other"));
    expect(() => new Webhook(other.secret).verify(got.body, got.headers as Record<string, string>)).toThrow();
    expect(() =>
      new Webhook(secret).verify(got.body.replace("4901", "4902"), got.headers as Record<string, string>),
    ).toThrow();
    expect((await deliveriesOf(target.id))[0]).toMatchObject({ status_code: 204, attempts: 1 });
  });

  it("tells an event of something no longer public without its details", async () => {
    await register(receiver.url());
    await events(1, "SURVEY_WITHDRAWN");
    await worker().runRound();
    expect(bodies()[0]).toMatchObject({
      type: "survey.withdrawn",
      data: {
        kind: "SURVEY_WITHDRAWN",
        statisticId: "9901",
        object: { type: "survey", id: 900_000, public: false },
      },
    });
    expect(Object.keys(bodies()[0].data.object)).toEqual(["type", "id", "public"]);
  });

  it("sends only the kinds and the statistic id a target follows, from its registration on", async () => {
    await events(2);
    const { target } = await register(receiver.url("/only"), ["SURVEY_WITHDRAWN"], "9902");
    await events(1, "SURVEY_PUBLISHED", "9902");
    await events(1, "SURVEY_WITHDRAWN", "9901");
    await events(2, "SURVEY_WITHDRAWN", "9902");
    expect(await worker().runRound()).toMatchObject({ queued: 2, delivered: 2 });
    expect(bodies().map((b) => [b.data.kind, b.data.statisticId])).toEqual([
      ["SURVEY_WITHDRAWN", "9902"],
      ["SURVEY_WITHDRAWN", "9902"],
    ]);
    expect(await deliveriesOf(target.id)).toHaveLength(2);
  });

  it("keeps the event order, one delivery in flight per target; a refused one is retried first, after its pause", async () => {
    const { target } = await register(receiver.url("/ordered"));
    await events(5);
    receiver.answers.push(204, 503);
    const w = worker();
    expect(await w.runRound()).toEqual({ queued: 5, delivered: 1, failed: 1 });
    // the second waits for its retry in 5 s, and the three behind it wait for it
    expect(receiver.received).toHaveLength(2);
    expect(await w.runRound()).toEqual({ queued: 0, delivered: 0, failed: 0 });
    clock = new Date(clock.getTime() + 5_000);
    expect(await w.runRound()).toEqual({ queued: 0, delivered: 4, failed: 0 });
    const ids = eventIds();
    expect(ids).toHaveLength(6);
    expect(ids[1]).toBe(ids[2]);
    expect(messageIds()[1]).toBe(messageIds()[2]);
    expect([...new Set(ids)]).toEqual([...new Set(ids)].sort((a, b) => a - b));
    const rows = await deliveriesOf(target.id);
    expect(rows.map((r) => r.attempts)).toEqual([1, 2, 1, 1, 1]);
    expect(rows[1]).toMatchObject({ status_code: 204, error: null });
  });

  it("gives a delivery up after 24 hours, marks the target failing with the reason, and resumes on request", async () => {
    const { target } = await register(receiver.url("/failing"));
    await events(2);
    receiver.answers.push(...Array<number>(20).fill(500));
    const w = worker();
    const first = clock.getTime();
    await w.runRound();
    while (clock.getTime() - first <= WEBHOOK_RETRY_WINDOW_MS) {
      clock = new Date(clock.getTime() + 60 * 60_000);
      await w.runRound();
    }
    const failing = (
      await t.api({
        method: "GET",
        url: `/webhook/${target.id}`,
        token: admin,
        headers: { "accept-language": "en" },
      })
    ).json();
    expect(failing.failingSince).not.toBeNull();
    expect(failing.failingReason).toBe(
      "The receiver answered 500 (expected: 2xx; redirects are not followed).",
    );
    const tries = receiver.received.length;
    expect(tries).toBeGreaterThanOrEqual(7);
    expect(new Set(eventIds()).size).toBe(1);
    // failing: nothing more is tried, the second event waits behind the first
    clock = new Date(clock.getTime() + 60 * 60_000);
    await w.runRound();
    expect(receiver.received).toHaveLength(tries);

    receiver.answers.length = 0;
    const resumed = await t.api({ method: "POST", url: `/webhook/${target.id}/resume`, token: admin });
    expect(resumed.json()).toMatchObject({ failingSince: null, failingReason: null, pending: 2 });
    expect(await w.runRound()).toMatchObject({ delivered: 2 });
    expect([...new Set(eventIds())]).toHaveLength(2);
  });

  it("goes on after a restart mid-way without a lost or doubled event, also after a crash with a claim held", async () => {
    await register(receiver.url("/restart"));
    await events(4);
    receiver.answers.push(204, 204, "hang");
    const first = worker(t.db, allowing, 300);
    await first.runRound();
    await first.stop();
    // the first server is gone; a delivery it claimed and never recorded (a crash) is held by its claim
    await events(2);
    const second = worker();
    await fanOutOnly(second);
    clock = new Date(clock.getTime() + 5_000);
    const crashed = await claimDueDeliveries(t.db, { now: clock, claimMs: WEBHOOK_CLAIM_MS, limit: 10 });
    expect(crashed).toHaveLength(1);
    expect(await second.runRound()).toMatchObject({ delivered: 0 });
    clock = new Date(clock.getTime() + WEBHOOK_CLAIM_MS + 5_000);
    await second.runRound();
    const delivered = eventIds().filter((_, i) => i !== 2); // the third request hung: not delivered
    expect(new Set(eventIds()).size).toBe(6);
    expect(delivered).toEqual([...delivered].sort((a, b) => a - b));
    // each message once, but the one the receiver never answered
    const seen = messageIds();
    expect(seen.filter((id, i) => seen.indexOf(id) !== i)).toEqual([seen[2]]);
  });

  it("lets two instances on one database deliver every event once, in order", async () => {
    await register(receiver.url("/a"));
    await register(receiver.url("/b"));
    await events(12);
    const other = createKysely(t.connectionString, 1);
    try {
      const a = worker();
      const b = worker(other);
      await Promise.all([a.runRound(), b.runRound(), a.runRound(), b.runRound()]);
      await Promise.all([a.runRound(), b.runRound()]);
    } finally {
      await other.destroy();
    }
    for (const path of ["/a", "/b"]) {
      const ids = receiver.received.filter((r) => r.path === path).map((r) => JSON.parse(r.body).data.event);
      expect(ids, path).toHaveLength(12);
      expect(ids, path).toEqual([...ids].sort((x, y) => x - y));
      expect(new Set(ids).size, path).toBe(12);
    }
  });

  it("follows no redirect, stops at 5 s (here less) and reads no more than 64 KB of an answer", async () => {
    const { target } = await register(receiver.url("/limits"));
    await events(1);
    receiver.answers.push(302, "hang", "flood");
    const w = worker(t.db, allowing, 500);
    const head = async () => (await deliveriesOf(target.id))[0];
    await w.runRound();
    expect(await head()).toMatchObject({
      status_code: 302,
      attempts: 1,
      error: { code: "STATUS", params: { status: 302 } },
    });
    clock = new Date(clock.getTime() + 5_000);
    await w.runRound();
    expect(await head()).toMatchObject({ status_code: null, attempts: 2, error: { code: "TIMEOUT" } });
    expect((await head())?.duration_ms).toBeGreaterThanOrEqual(450);
    clock = new Date(clock.getTime() + 5 * 60_000);
    // an answer without end: delivered by its status, the rest of it not waited for
    await w.runRound();
    expect(await head()).toMatchObject({ status_code: 200, attempts: 3, error: null });
    expect((await head())?.delivered_at).not.toBeNull();
    expect(receiver.received.map((r) => r.path)).toEqual(["/limits", "/limits", "/limits"]);
  });
});

describe("no server-side request forgery at delivery (point 8)", () => {
  it("checks the address at every delivery: a name rebound to a refused address gets no request", async () => {
    DNS["rebind.example.org"] = ["93.184.215.14"];
    const { target } = await register(`http://rebind.example.org:${receiver.port}/rebound`);
    DNS["rebind.example.org"] = ["127.0.0.1"];
    await events(1);
    await worker(t.db, refusing).runRound();
    expect(receiver.received).toEqual([]);
    expect((await deliveriesOf(target.id))[0]).toMatchObject({
      status_code: null,
      error: { code: "REFUSED", params: { address: "127.0.0.1", rule: "loopback" } },
    });
    // with the allowance it goes through
    clock = new Date(clock.getTime() + 5_000);
    await worker(t.db, allowing).runRound();
    expect(receiver.received.map((r) => r.path)).toEqual(["/rebound"]);
  });

  it("refuses every refused range at delivery, and retries a name that cannot be resolved", async () => {
    const { target } = await register(`http://ranges.example.org:${receiver.port}/ranges`);
    const ranges = [
      ["127.0.0.1", "loopback"],
      ["0.0.0.0", "unspecified"],
      ["10.1.1.1", "private"],
      ["100.64.0.1", "carrierGradeNat"],
      ["169.254.169.254", "linkLocal"],
      ["fc00::1", "uniqueLocal"],
      ["::ffff:127.0.0.1", "loopback", "127.0.0.1"],
    ];
    await events(1);
    const w = worker(t.db, refusing);
    // each round tries at once: the retries' pauses are not what this test is about
    const due = () => t.db.updateTable("webhook_delivery").set({ next_attempt_at: clock }).execute();
    for (const [address = "", rule, named = address] of ranges) {
      DNS["ranges.example.org"] = [address];
      await due();
      await w.runRound();
      const [row] = await deliveriesOf(target.id);
      expect(row?.error, address).toEqual({ code: "REFUSED", params: { address: named, rule } });
    }
    DNS["ranges.example.org"] = [];
    await due();
    await w.runRound();
    expect((await deliveriesOf(target.id))[0]?.error).toEqual({
      code: "UNRESOLVED",
      params: { host: "ranges.example.org" },
    });
    expect(receiver.received).toEqual([]);
  });
});

/** Only turns new events into deliveries (a round without tries): the worker's first step. */
async function fanOutOnly(w: ReturnType<typeof worker>) {
  await t.db.updateTable("webhook_target").set({ paused: true }).execute();
  expect(await w.runRound()).toMatchObject({ delivered: 0, failed: 0 });
  await t.db.updateTable("webhook_target").set({ paused: false }).execute();
}
