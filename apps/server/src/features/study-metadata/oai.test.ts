import { BASE_PATH } from "@erhdb/domain";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertResource } from "../../../test/resource-fixtures.ts";
import { type SurveyFixture, surveyFixtures } from "../../../test/survey-fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { harvestSchemaErrors } from "./schema-validation.ts";

let t: TestApp;
let newSurvey: Awaited<ReturnType<typeof surveyFixtures>>;
beforeAll(async () => {
  t = await createTestApp();
  newSurvey = await surveyFixtures(t.db);
});
afterAll(() => t.close());

const oai = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: `${BASE_PATH}/oai?${query}`, headers });
const identifierOf = (erhebungsid: string) => `oai:de.destatis:${erhebungsid}`;

interface Header {
  identifier: string;
  datestamp: string;
  setSpec: string;
  deleted: boolean;
}
interface Page {
  headers: Header[];
  /** the next page's token; null: an empty element (the last page of a split list); undefined: none */
  token: string | null | undefined;
}

function pageOf(body: string): Page {
  const headers = [
    ...body.matchAll(
      /<header( status="deleted")?><identifier>([^<]+)<\/identifier><datestamp>([^<]+)<\/datestamp><setSpec>([^<]+)<\/setSpec><\/header>/g,
    ),
  ].map(([, deleted, identifier = "", datestamp = "", setSpec = ""]) => ({
    identifier,
    datestamp,
    setSpec,
    deleted: deleted !== undefined,
  }));
  const token = body.includes("<resumptionToken/>") ? null : /<resumptionToken>([^<]+)</.exec(body)?.[1];
  return { headers, token };
}

const errorOf = (body: string) => /<error code="([A-Za-z]+)">/.exec(body)?.[1];

/** A whole list, following its resumptionTokens to the end; `between` runs after each page. */
async function harvest(verb: string, args: string, between?: (page: number) => Promise<void>) {
  const pages: Page[] = [];
  let query = `verb=${verb}&${args}`;
  for (;;) {
    const res = await oai(query);
    expect(res.statusCode).toBe(200);
    const page = pageOf(res.body);
    pages.push(page);
    if (typeof page.token !== "string") return pages;
    await between?.(pages.length);
    query = `verb=${verb}&resumptionToken=${encodeURIComponent(page.token)}`;
  }
}

const publicErhebungsids = async () =>
  (
    await t.db
      .selectFrom("survey")
      .select("erhebungsid")
      .where("status", "=", 3)
      .where("access_mode", "=", true)
      .execute()
  ).map((r) => r.erhebungsid);

describe("OAI-PMH 2.0 on an empty repository", () => {
  it("has no record and no set yet, and says so as the protocol does", async () => {
    const answers = await Promise.all(
      ["verb=Identify", "verb=ListSets", "verb=ListRecords&metadataPrefix=oai_dc"].map((q) => oai(q)),
    );
    expect(await harvestSchemaErrors(answers.map((a) => a.body))).toEqual([]);
    expect(answers.map((a) => errorOf(a.body))).toEqual([undefined, "noSetHierarchy", "noRecordsMatch"]);
  });
});

describe("OAI-PMH 2.0", () => {
  /** 230 public approved surveys of the statistics 3000 and 3001, 40 blocked ones besides, and a few fixtures */
  let described: SurveyFixture;
  let stopped: SurveyFixture;
  beforeAll(async () => {
    await sql`
      INSERT INTO survey (statistic_id, bzr, federal_state_code, period, description, status, access_mode)
      SELECT CASE WHEN n % 2 = 0 THEN '3000' ELSE '3001' END, '206' || lpad(n::text, 3, '0'), '09', 3,
             'Geerntete Erhebung ' || n, CASE WHEN n <= 230 THEN 3 ELSE 0 END, true
      FROM generate_series(1, 270) AS n
    `.execute(t.db);
    described = await newSurvey({ status: 3, accessMode: true, evas: ["12411"], bzr: "243002" });
    await insertResource(t.db, described);
    stopped = await newSurvey({ status: 3, accessMode: true });
    await newSurvey({ status: 3, accessMode: false });
    await t.db.updateTable("survey").set({ status: 2 }).where("id", "=", stopped.id).execute();
  });

  it("harvests every page of ListRecords: exactly the public approved surveys, the ones that stopped being public as deleted", async () => {
    const pages = await harvest("ListRecords", "metadataPrefix=oai_ddi33");
    expect(pages.map((p) => [p.headers.length, typeof p.token])).toEqual([
      [100, "string"],
      [100, "string"],
      [32, "object"],
    ]);
    const headers = pages.flatMap((p) => p.headers);
    const live = headers.filter((h) => !h.deleted).map((h) => h.identifier);
    const expected = (await publicErhebungsids()).map(identifierOf);
    expect(live).toHaveLength(expected.length);
    expect(new Set(live)).toEqual(new Set(expected));
    expect(headers.filter((h) => h.deleted).map((h) => h.identifier)).toEqual([
      identifierOf(stopped.erhebungsid),
    ]);
  });

  it("keeps its resumptionTokens stable under concurrent writes: no record skipped, only changed ones seen again", async () => {
    const before = new Set((await publicErhebungsids()).map(identifierOf));
    const [first] = await harvest("ListIdentifiers", "metadataPrefix=oai_dc&set=3000");
    const seen = first?.headers.map((h) => h.identifier) ?? [];
    const ahead = [...before].filter((i) => i.includes(":13000") && !seen.includes(i));
    const changes: string[] = [];
    const pages = await harvest("ListIdentifiers", "metadataPrefix=oai_dc&set=3000", async () => {
      if (changes.length > 0) return;
      // while the harvest runs: a record already harvested and one still ahead change, one stops being
      // public, a new one appears (every change moves its record to the end of the list)
      const erhebungsid = (identifier: string | undefined) => identifier?.split(":")[2] ?? "";
      const [seenOne, aheadOne, aheadTwo] = [
        erhebungsid(seen[0]),
        erhebungsid(ahead[0]),
        erhebungsid(ahead[1]),
      ];
      await t.db
        .updateTable("survey")
        .set({ description: "geändert" })
        .where("erhebungsid", "in", [seenOne, aheadOne])
        .execute();
      await t.db.updateTable("survey").set({ status: 0 }).where("erhebungsid", "=", aheadTwo).execute();
      const added = await newSurvey({ status: 3, accessMode: true, statisticId: "3000", bzr: "206300" });
      changes.push(seenOne, aheadOne, aheadTwo, added.erhebungsid);
    });
    const headers = pages.flatMap((p) => p.headers);
    const [seenOne, aheadOne, aheadTwo, added] = changes.map((c) => identifierOf(c));
    const count = (identifier: string | undefined) =>
      headers.filter((h) => h.identifier === identifier).length;
    // every record of the set that was public before is there; none but the one changed after it was
    // harvested comes twice
    for (const identifier of [...before].filter((i) => i.includes(":13000")))
      expect(headers.map((h) => h.identifier)).toContain(identifier);
    expect([count(seenOne), count(aheadOne), count(aheadTwo), count(added)]).toEqual([2, 1, 1, 1]);
    expect(headers.filter((h) => h.identifier !== seenOne).length).toBe(
      new Set(headers.map((h) => h.identifier)).size - 1,
    );
    expect(headers.find((h) => h.identifier === aheadTwo)?.deleted).toBe(true);
    expect(
      headers
        .slice(-4)
        .map((h) => h.identifier)
        .sort(),
    ).toEqual([seenOne, aheadOne, aheadTwo, added].sort());
  });

  it("selects by the datestamp (inclusive, in days or seconds) and by set", async () => {
    const identifier = identifierOf(described.erhebungsid);
    const record = (await oai(`verb=GetRecord&metadataPrefix=oai_dc&identifier=${identifier}`)).body;
    const datestamp = pageOf(record).headers[0]?.datestamp ?? "";
    const next = new Date(Date.parse(datestamp) + 1000).toISOString().replace(".000", "");
    const within = async (args: string) => {
      const pages = await harvest("ListIdentifiers", `metadataPrefix=oai_dc&${args}`);
      return pages.flatMap((p) => p.headers);
    };
    const same = await within(`from=${datestamp}&until=${datestamp}`);
    expect(same.map((h) => h.identifier)).toContain(identifier);
    expect(same.every((h) => h.datestamp === datestamp)).toBe(true);
    expect((await within(`from=${next}`)).map((h) => h.identifier)).not.toContain(identifier);
    expect((await within(`until=${datestamp.slice(0, 10)}`)).map((h) => h.identifier)).toContain(identifier);
    const bySet = await within(`set=${described.erhebungsid.slice(1, 5)}`);
    expect(bySet.map((h) => h.identifier)).toContain(identifier);
    expect(new Set(bySet.map((h) => h.setSpec))).toEqual(new Set([described.erhebungsid.slice(1, 5)]));
    expect(errorOf((await oai("verb=ListRecords&metadataPrefix=oai_dc&set=9999")).body)).toBe(
      "noRecordsMatch",
    );
    expect(errorOf((await oai("verb=ListRecords&metadataPrefix=oai_dc&from=2999-01-01")).body)).toBe(
      "noRecordsMatch",
    );
  });

  it("identifies itself, lists its formats and sets, and gives one record in Dublin Core", async () => {
    const identify = (await oai("verb=Identify")).body;
    expect(identify).toContain(
      "<repositoryName>Erhebungsdatenbank</repositoryName><baseURL>http://localhost:8080/erhebungsdatenbank/oai</baseURL><protocolVersion>2.0</protocolVersion><adminEmail>oai@test.example</adminEmail>",
    );
    expect(identify).toContain(
      "<deletedRecord>transient</deletedRecord><granularity>YYYY-MM-DDThh:mm:ssZ</granularity>",
    );
    const formats = (await oai(`verb=ListMetadataFormats&identifier=${identifierOf(described.erhebungsid)}`))
      .body;
    expect([...formats.matchAll(/<metadataPrefix>([^<]+)</g)].map((m) => m[1])).toEqual([
      "oai_dc",
      "oai_ddi33",
    ]);
    const sets = (await oai("verb=ListSets", { "accept-language": "en" })).body;
    expect(sets).toContain("<set><setSpec>3000</setSpec><setName>Statistic 3000</setName></set>");
    expect(sets).toContain("<set><setSpec>3001</setSpec><setName>Statistic 3001</setName></set>");

    const dc = (
      await oai(`verb=GetRecord&metadataPrefix=oai_dc&identifier=${identifierOf(described.erhebungsid)}`)
    ).body;
    for (const element of [
      `<dc:title xml:lang="de">${"Testerhebung 243002"}</dc:title>`,
      '<dc:creator xml:lang="de">Bayern</dc:creator><dc:creator xml:lang="en">Bavaria</dc:creator>',
      '<dc:subject xml:lang="de">12411 Fortschreibung des Bevölkerungsstandes</dc:subject>',
      '<dc:description xml:lang="en">Periodicity: yearly</dc:description>',
      "<dc:coverage>2024-04-01/2024-06-30</dc:coverage>",
      `<dc:identifier>http://localhost:8080/erhebungsdatenbank/ddi/study/${described.erhebungsid}</dc:identifier>`,
      "<dc:relation>http://localhost:8080/erhebungsdatenbank/api/v1/resource/content/resKey/",
    ])
      expect(dc).toContain(element);
    const gone = (
      await oai(`verb=GetRecord&metadataPrefix=oai_ddi33&identifier=${identifierOf(stopped.erhebungsid)}`)
    ).body;
    expect(gone).toMatch(/<record><header status="deleted">.*<\/header><\/record>/);
    const posted = await t.app.inject({
      method: "POST",
      url: `${BASE_PATH}/oai`,
      payload: `verb=GetRecord&metadataPrefix=oai_dc&identifier=${identifierOf(described.erhebungsid)}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    const withoutDate = (body: string) => body.replace(/<responseDate>[^<]+<\/responseDate>/, "");
    expect(withoutDate(posted.body)).toBe(withoutDate(dc));
  });

  const ERRORS: [query: string, code: string][] = [
    ["", "badVerb"],
    ["verb=Harvest", "badVerb"],
    ["verb=Identify&verb=Identify", "badVerb"],
    ["verb=ListRecords&metadataPrefix=oai_dc&metadataPrefix=oai_dc", "badArgument"],
    ["verb=Identify&set=3000", "badArgument"],
    ["verb=ListRecords", "badArgument"],
    ["verb=GetRecord&metadataPrefix=oai_dc", "badArgument"],
    ["verb=ListRecords&metadataPrefix=oai_dc&resumptionToken=abc", "badArgument"],
    ["verb=ListRecords&metadataPrefix=oai_dc&from=2024-13-01", "badArgument"],
    ["verb=ListRecords&metadataPrefix=oai_dc&from=2024-01-01T00:00:00.5Z", "badArgument"],
    ["verb=ListRecords&metadataPrefix=oai_dc&from=2024-01-01&until=2024-02-01T00:00:00Z", "badArgument"],
    ["verb=ListRecords&metadataPrefix=oai_dc&from=2024-02-01&until=2024-01-01", "badArgument"],
    ["verb=ListRecords&metadataPrefix=oai_dc&set=not%20a%20set", "badArgument"],
    ["verb=ListRecords&resumptionToken=abc", "badResumptionToken"],
    [
      `verb=ListRecords&resumptionToken=${Buffer.from('{"after":"3000"}').toString("base64url")}`,
      "badResumptionToken",
    ],
    ["verb=ListIdentifiers&metadataPrefix=marc21", "cannotDisseminateFormat"],
    ["verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:de.destatis:1999999999999", "idDoesNotExist"],
    ["verb=ListMetadataFormats&identifier=urn:other", "idDoesNotExist"],
    ["verb=ListIdentifiers&metadataPrefix=oai_dc&until=2000-01-01", "noRecordsMatch"],
  ];

  it("answers each error condition with its code, repeating the arguments unless they are at fault", async () => {
    for (const [query, code] of ERRORS) {
      const res = await oai(query);
      expect([query, res.statusCode, errorOf(res.body)]).toEqual([query, 200, code]);
      const request = /<request([^>]*)>/.exec(res.body)?.[1] ?? "";
      expect([query, request === ""]).toEqual([query, code === "badVerb" || code === "badArgument"]);
    }
  });

  it("answers every kind of request and error valid against OAI-PMH 2.0, oai_dc and DDI-Lifecycle 3.3", async () => {
    const identifier = identifierOf(described.erhebungsid);
    const [firstPage] = await harvest("ListIdentifiers", "metadataPrefix=oai_dc&set=3001");
    const token = encodeURIComponent(firstPage?.token ?? "");
    const queries = [
      "verb=Identify",
      "verb=ListMetadataFormats",
      `verb=ListMetadataFormats&identifier=${identifier}`,
      "verb=ListSets",
      "verb=ListIdentifiers&metadataPrefix=oai_dc&set=3001",
      `verb=ListIdentifiers&resumptionToken=${token}`,
      "verb=ListRecords&metadataPrefix=oai_dc",
      "verb=ListRecords&metadataPrefix=oai_ddi33",
      `verb=GetRecord&metadataPrefix=oai_dc&identifier=${identifier}`,
      `verb=GetRecord&metadataPrefix=oai_ddi33&identifier=${identifier}`,
      `verb=GetRecord&metadataPrefix=oai_ddi33&identifier=${identifierOf(stopped.erhebungsid)}`,
      ...ERRORS.map(([query]) => query),
    ];
    const answers = await Promise.all(queries.map((q) => oai(q)));
    expect(answers.map((a) => a.headers["content-type"])).toEqual(
      queries.map(() => "text/xml; charset=utf-8"),
    );
    expect(await harvestSchemaErrors(answers.map((a) => a.body))).toEqual([]);
  });
});
