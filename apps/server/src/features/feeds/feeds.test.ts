import { BASE_PATH } from "@erhdb/domain";
import { type AtomFeed, parseFeed } from "feedsmith";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { FILES, genericResourceCalls, payload } from "../../../test/generic-resource-fixtures.ts";
import { insertResource } from "../../../test/resource-fixtures.ts";
import { type SurveyFixture, surveyFixtures } from "../../../test/survey-fixtures.ts";
import { createTestApp, TEST_CONFIG, type TestApp } from "../../../test/test-app.ts";
import {
  advanceConsumer,
  claimConsumer,
  eventsAfter,
  purgePublicEvents,
  recordPublicEvent,
} from "../../db/public-events.ts";
import { atomErrors } from "./atom-validation.ts";

const APP = TEST_CONFIG.publicUrl;
const TAG = "tag:localhost,2025-08-12:erhebungsdatenbank";

let t: TestApp;
let admin: string;
let newSurvey: Awaited<ReturnType<typeof surveyFixtures>>;
/** 4801: a survey approved public, a resource made usable, then the survey blocked; 4802: still public */
let blocked: SurveyFixture;
let open: SurveyFixture;
let resource: { id: number; key: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(userOf("SuperAdmin"), TEST_PASSWORD);
  newSurvey = await surveyFixtures(t.db);
  blocked = await newSurvey({ statisticId: "4801", status: 1, description: "Gesperrt seither" });
  open = await newSurvey({ statisticId: "4802", status: 1, description: "Bleibt öffentlich <&>" });
  for (const survey of [blocked, open]) await act(`/eid/${survey.id}/unlock`, { accessMode: true });
  resource = await insertResource(t.db, open, { type: "97", status: 1 });
  expect(
    (await t.api({ method: "GET", url: `/resource/${resource.id}/status/usable`, token: admin })).statusCode,
  ).toBe(200);
  await act(`/eid/${blocked.id}/lock`, {});
  const created = await genericResourceCalls(t).add(payload("04"), FILES.stylesheet, admin);
  expect(created.statusCode, created.body).toBe(201);
});
afterAll(() => t.close());

async function act(path: string, body: object) {
  const res = await t.api({ method: "POST", url: path, token: admin, payload: { comment: "Feed", ...body } });
  expect(res.statusCode, res.body).toBe(200);
}

const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: `${BASE_PATH}/feeds/${path}`, headers });

/** The feed at `path`: valid against RFC 4287's RELAX NG schema, and read by a feed parser. */
async function feed(path: string, headers: Record<string, string> = {}) {
  const res = await get(path, headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
  expect(await atomErrors(res.body), path).toEqual([]);
  const parsed = parseFeed(res.body);
  expect(parsed.format).toBe("atom");
  return { res, xml: res.body, atom: parsed.feed as AtomFeed.Feed<string> };
}

const link = (of: { links?: { rel?: string; href?: string }[] }, rel: string) =>
  of.links?.find((l) => l.rel === rel)?.href;

describe("the Atom feeds of the public events (decision 43)", () => {
  it("tell each event with a tag URI, its kind in German, and a link to the public page of what is public", async () => {
    const { atom, xml } = await feed("events.atom");
    // the schema check bites: a feed without its updated element is refused
    expect(await atomErrors(xml.replace(/<updated>[^<]*<\/updated>/, ""))).not.toEqual([]);
    expect(atom.id).toBe(`${TAG}/feeds/events`);
    expect(atom.title?.value).toBe("Erhebungsdatenbank: öffentliche Änderungen");
    expect(link(atom, "self")).toBe(`${APP}/feeds/events.atom`);
    expect(link(atom, "alternate")).toBe(`${APP}/surveys`);
    const entries = atom.entries ?? [];
    expect(entries.map((e) => e.title?.value)).toEqual([
      `Allgemeine Ressource veröffentlicht: res2html ${FILES.stylesheet.fileName}, Version 1.0`,
      "Erhebung nicht mehr öffentlich (Statistik 4801)",
      `Ressource veröffentlicht: Ressource ${resource.key} (97 – Elektronischer Fragebogen, Version 0001) der Erhebungsid ${open.erhebungsid}`,
      `Erhebung veröffentlicht: Erhebungsid ${open.erhebungsid}: Bleibt öffentlich <&>`,
      // published then, blocked since: no details
      "Erhebung veröffentlicht (Statistik 4801)",
    ]);
    expect(entries.map((e) => link(e, "alternate"))).toEqual([
      `${APP}/Show.html?genresid=04`,
      undefined,
      `${APP}/download.html?download=${resource.key}`,
      `${APP}/Show.html?eid=${open.erhebungsid}`,
      undefined,
    ]);
    expect(entries[1]?.content?.value).toBe("Nicht öffentlich: Einzelheiten werden nicht gezeigt.");
    expect(entries.map((e) => e.categories?.[0]?.term)).toEqual([
      "GENERIC_RESOURCE_PUBLISHED",
      "SURVEY_WITHDRAWN",
      "RESOURCE_PUBLISHED",
      "SURVEY_PUBLISHED",
      "SURVEY_PUBLISHED",
    ]);
    const ids = entries.map((e) => e.id ?? "");
    for (const id of ids) expect(id).toMatch(new RegExp(`^${TAG}/event/\\d+$`));
    expect(new Set(ids).size).toBe(5);
  });

  it("speak English for Accept-Language en, with the same entry ids", async () => {
    const german = await feed("events.atom");
    const { xml, atom } = await feed("events.atom", { "accept-language": "en-GB,en;q=0.9" });
    expect(xml).toContain('xml:lang="en"');
    expect(atom.title?.value).toBe("Erhebungsdatenbank: public changes");
    expect(atom.entries?.map((e) => e.categories?.[0]?.label)).toEqual([
      "General resource published",
      "Survey no longer public",
      "Resource published",
      "Survey published",
      "Survey published",
    ]);
    expect(atom.entries?.map((e) => e.id)).toEqual(german.atom.entries?.map((e) => e.id));
  });

  it("give one statistic id's events, and none of a statistic id without any", async () => {
    const { atom } = await feed("statistic/4802.atom");
    expect(atom.id).toBe(`${TAG}/feeds/statistic/4802`);
    expect(atom.title?.value).toBe("Erhebungsdatenbank: öffentliche Änderungen der Statistik 4802");
    expect(link(atom, "alternate")).toBe(`${APP}/Show.html?statid=4802`);
    expect(atom.entries?.map((e) => e.categories?.[0]?.term)).toEqual([
      "RESOURCE_PUBLISHED",
      "SURVEY_PUBLISHED",
    ]);
    const empty = await feed("statistic/0815.atom");
    expect(empty.atom.entries ?? []).toEqual([]);
    expect(link(empty.atom, "next")).toBeUndefined();
  });

  it("page by RFC 5005: 50 entries, next and prev-archive to the older page, archives name the newer one", async () => {
    await t.db
      .insertInto("public_event")
      .values(
        Array.from({ length: 120 }, (_, i) => ({
          kind: "SURVEY_PUBLISHED" as const,
          object_id: 2_000_000_000 + i,
          statistic_id: "4803",
          occurred_at: new Date(Date.now() - 3_600_000),
        })),
      )
      .execute();
    const pages: AtomFeed.Feed<string>[] = [];
    let path: string | undefined = "statistic/4803.atom";
    while (path) {
      const { atom, xml } = await feed(path);
      pages.push(atom);
      expect(xml.includes("<fh:archive/>"), path).toBe(pages.length > 1);
      const next = link(atom, "next");
      expect(link(atom, "prev-archive")).toBe(next);
      path = next?.slice(`${APP}/feeds/`.length);
    }
    expect(pages.map((p) => p.entries?.length)).toEqual([50, 50, 20]);
    const ids = pages.flatMap((p) => p.entries?.map((e) => Number(e.id?.split("/").at(-1))) ?? []);
    expect(new Set(ids).size).toBe(120);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const [head, second, third] = pages;
    expect(link(second ?? {}, "current")).toBe(`${APP}/feeds/statistic/4803.atom`);
    expect(link(second ?? {}, "previous")).toBe(link(head ?? {}, "self"));
    expect(link(second ?? {}, "next-archive")).toBeUndefined();
    expect(link(third ?? {}, "next-archive")).toBe(link(second ?? {}, "self"));
    expect(link(head ?? {}, "current")).toBeUndefined();
  });

  it("answer 304 to a current copy by ETag or Last-Modified, and a new copy once something changed", async () => {
    const { res } = await feed("statistic/4802.atom");
    const etag = String(res.headers.etag);
    const lastModified = String(res.headers["last-modified"]);
    expect(res.headers.vary).toContain("Accept-Language");
    expect((await get("statistic/4802.atom", { "if-none-match": etag })).statusCode).toBe(304);
    expect((await get("statistic/4802.atom", { "if-modified-since": lastModified })).statusCode).toBe(304);
    const english = await get("statistic/4802.atom", { "if-none-match": etag, "accept-language": "en" });
    expect(english.statusCode).toBe(200);

    // the survey made non-public (a second later: an HTTP date counts seconds): its entries lose their
    // details, and the copy is stale by both validators
    t.advanceClock(2_000);
    await act(`/eid/${open.id}/lock`, {});
    const validators: Record<string, string>[] = [
      { "if-none-match": etag },
      { "if-modified-since": lastModified },
    ];
    for (const headers of validators) {
      expect((await get("statistic/4802.atom", headers)).statusCode, JSON.stringify(headers)).toBe(200);
    }
    const { atom } = await feed("statistic/4802.atom");
    expect(atom.entries?.map((e) => e.title?.value)).toEqual([
      "Erhebung nicht mehr öffentlich (Statistik 4802)",
      "Ressource veröffentlicht (Statistik 4802)",
      "Erhebung veröffentlicht (Statistik 4802)",
    ]);
  });

  it("refuse a malformed statistic id or page with 400", async () => {
    for (const path of [
      "statistic/48.atom",
      "statistic/abcd.atom",
      "events.atom?before=0",
      "events.atom?before=x",
    ]) {
      expect((await get(path)).statusCode, path).toBe(400);
    }
  });
});

describe("the stream behind the feeds (decision 43)", () => {
  const DAY = 24 * 3_600_000;
  const record = (statisticId: string, occurredAt: Date) =>
    t.db
      .transaction()
      .execute((trx) =>
        recordPublicEvent(trx, { kind: "SURVEY_WITHDRAWN", objectId: 1, statisticId, occurredAt }),
      );

  it("gives each consumer its own cursor, a new one from the stream's end", async () => {
    const take = (name: string) =>
      t.db.transaction().execute(async (trx) => {
        const position = await claimConsumer(trx, name, new Date());
        const events = await eventsAfter(trx, position ?? 0, 1000);
        const last = events.at(-1);
        if (last) await advanceConsumer(trx, name, last.id, new Date());
        return events.map((e) => e.statisticId);
      });
    expect(await take("test-a")).toEqual([]);
    expect(await take("test-b")).toEqual([]);
    await record("4804", new Date());
    expect(await take("test-a")).toEqual(["4804"]);
    expect(await take("test-a")).toEqual([]);
    // test-a took it for itself only
    expect(await take("test-b")).toEqual(["4804"]);
  });

  it("forgets events past the retention in the housekeeping's purge, and the feed with them", async () => {
    const now = Date.now();
    await record("4805", new Date(now - 500 * DAY));
    await record("4805", new Date(now - 300 * DAY));
    expect((await feed("statistic/4805.atom")).atom.entries).toHaveLength(2);
    expect(await purgePublicEvents(t.db, new Date(now - 400 * DAY))).toBe(1);
    expect((await feed("statistic/4805.atom")).atom.entries).toHaveLength(1);
  });
});
