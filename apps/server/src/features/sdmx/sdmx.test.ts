import { BASE_PATH } from "@erhdb/domain";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvasFixtures } from "../../../test/evas-fixtures.ts";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { isRefusal, parseStructureQuery } from "./query.ts";
import { sdmxJsonErrors, sdmxMlErrors } from "./schema-validation.ts";
import { createSdmxService } from "./service.ts";

const JSON_TYPE = "application/vnd.sdmx.structure+json;version=2.0.0";
const XML_TYPE = "application/vnd.sdmx.structure+xml;version=3.0.0";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await createEvasFixtures(t.db);
  admin = await t.login(userOf("StatDBAdmin"), TEST_PASSWORD);
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: `${BASE_PATH}/sdmx/v2/${path}`, headers });

/** The answer, checked against the official schema of its format. */
async function valid(res: LightMyRequestResponse): Promise<LightMyRequestResponse> {
  const type = String(res.headers["content-type"]);
  if (type.startsWith("application/vnd.sdmx.structure+xml")) expect(await sdmxMlErrors(res.body)).toEqual([]);
  else expect(await sdmxJsonErrors(res.json())).toEqual([]);
  return res;
}

interface JsonCode {
  id: string;
  name: string;
  names: Record<string, string>;
  parent?: string;
  annotations?: { type: string; title: string }[];
}
const codelistOf = (res: LightMyRequestResponse) => res.json().data.codelists[0];
const codesOf = (res: LightMyRequestResponse): JsonCode[] => codelistOf(res).codes;

describe("SDMX structure queries: codelists", () => {
  it.each(["CL_EVAS", "CL_STATE_OFFICE", "CL_PERIOD", "CL_RESOURCE_TYPE"])(
    "answers %s in SDMX-JSON 2.0.0 (the default) and SDMX-ML 3.0.0, both valid",
    async (id) => {
      const json = await valid(await get(`structure/codelist/DESTATIS/${id}`));
      expect([json.statusCode, json.headers["content-type"]]).toEqual([200, JSON_TYPE]);
      expect(codelistOf(json)).toMatchObject({ id, agencyID: "DESTATIS", version: "1.0.0" });
      const xml = await valid(await get(`structure/codelist/DESTATIS/${id}/1.0.0`, { accept: XML_TYPE }));
      expect([xml.statusCode, xml.headers["content-type"]]).toEqual([200, XML_TYPE]);
      expect(xml.body).toContain(`urn="urn:sdmx:org.sdmx.infomodel.codelist.Codelist=DESTATIS:${id}(1.0.0)"`);
    },
  );

  it("gives CL_EVAS German names only, the nearest existing code as parent, and closings as annotations", async () => {
    const codes = new Map(codesOf(await get("structure/codelist/DESTATIS/CL_EVAS")).map((c) => [c.id, c]));
    expect(codes.get("E12111")).toMatchObject({
      name: "Volkszählung",
      names: { de: "Volkszählung" },
      parent: "E121",
    });
    expect(Object.keys(codes.get("E12111")?.names ?? {})).toEqual(["de"]);
    // 729 and 881 are missing: the codes go to the next level that exists; 13412 skips its group 134
    expect([codes.get("E72911")?.parent, codes.get("E88111")?.parent, codes.get("E13412")?.parent]).toEqual([
      "E72",
      "E88",
      "E13",
    ]);
    expect(codes.get("E1")?.parent).toBeUndefined();
    expect(codes.get("E12112")?.annotations).toEqual([{ type: "EVAS_CLOSING", title: "2015-09-01" }]);
    expect(codes.get("E12111")?.annotations).toBeUndefined();
    const xml = await get("structure/codelist/DESTATIS/CL_EVAS", { accept: XML_TYPE });
    expect(xml.body).toContain(
      'id="E72911"><com:Name xml:lang="de">Testcode unter stillgelegten Gruppen</com:Name><str:Parent>E72</str:Parent>',
    );
  });

  it("names the code tables' codes in German and English", async () => {
    const offices = codesOf(
      await get("structure/codelist/DESTATIS/CL_STATE_OFFICE", { "accept-language": "en" }),
    );
    expect(offices.find((c) => c.id === "09")).toMatchObject({
      name: "Bavaria",
      names: { de: "Bayern", en: "Bavaria" },
    });
    const periods = codesOf(await get("structure/codelist/DESTATIS/CL_PERIOD"));
    expect(periods.map((c) => c.id)).toEqual([
      "00",
      "01",
      "02",
      "03",
      "04",
      "05",
      "06",
      "07",
      "08",
      "09",
      "10",
      "11",
      "12",
      "13",
    ]);
    expect(periods[0]).toMatchObject({ name: "monatlich", names: { de: "monatlich", en: "monthly" } });
    const types = codesOf(await get("structure/codelist/DESTATIS/CL_RESOURCE_TYPE"));
    expect(types.find((c) => c.id === "97")?.names).toEqual({
      de: "Elektronischer Fragebogen",
      en: "Electronic questionnaire",
    });
  });

  it("takes wildcards, the version keywords and comma lists", async () => {
    const ids = async (path: string) =>
      ((await valid(await get(path))).json().data.codelists as { id: string }[]).map((c) => c.id);
    expect(await ids("structure/codelist")).toEqual([
      "CL_PERIOD",
      "CL_RESOURCE_TYPE",
      "CL_STATE_OFFICE",
      "CL_EVAS",
    ]);
    expect(await ids("structure/codelist/*/CL_PERIOD,CL_EVAS/+")).toEqual(["CL_PERIOD", "CL_EVAS"]);
    expect(await ids("structure/codelist/DESTATIS/*/~")).toHaveLength(4);
    expect(await ids("structure/codelist/DESTATIS,OTHER/CL_PERIOD/1.0.0,2.0.0")).toEqual(["CL_PERIOD"]);
  });

  it("answers an item query with those codes only, the list marked partial", async () => {
    for (const accept of [JSON_TYPE, XML_TYPE]) {
      const res = await valid(
        await get("structure/codelist/DESTATIS/CL_EVAS/1.0.0/E12111,E88111", { accept }),
      );
      expect(res.statusCode).toBe(200);
      if (accept === XML_TYPE) expect(res.body).toContain('isPartial="true"');
    }
    const json = await get("structure/codelist/DESTATIS/CL_EVAS/~/E12111,E88111");
    expect(codelistOf(json).isPartial).toBe(true);
    expect(codesOf(json).map((c) => c.id)).toEqual(["E12111", "E88111"]);
  });

  it("answers detail=allstubs and allcompletestubs without codes, as references to the full list", async () => {
    for (const accept of [JSON_TYPE, XML_TYPE]) {
      const stubs = await valid(await get("structure/codelist?detail=allstubs", { accept }));
      expect(stubs.statusCode).toBe(200);
      expect(stubs.body).not.toContain("E12111");
      const complete = await valid(
        await get("structure/codelist/DESTATIS/CL_EVAS?detail=allcompletestubs", { accept }),
      );
      expect(complete.body).toContain("Die Statistiken des Bundes");
    }
    const stub = codelistOf(await get("structure/codelist/DESTATIS/CL_EVAS?detail=allstubs"));
    expect(stub).toMatchObject({ isExternalReference: true });
    expect(stub.codes).toBeUndefined();
    expect(stub.links).toContainEqual({
      rel: "external",
      href: "http://localhost:8080/erhebungsdatenbank/sdmx/v2/structure/codelist/DESTATIS/CL_EVAS/1.0.0",
    });
  });
});

describe("SDMX structure queries: a registry's harvest", () => {
  it("finds every codelist as a stub and reads each in full at the stub's structure URL", async () => {
    const stubs = (await get("structure/codelist/*/*/~?detail=allstubs")).json().data.codelists as {
      id: string;
      links: { rel: string; href: string }[];
    }[];
    const urls = stubs.map((c) => c.links.find((l) => l.rel === "external")?.href ?? "");
    const lists = await Promise.all(
      urls.map((url) =>
        t.app.inject({
          method: "GET",
          url: url.replace("http://localhost:8080", ""),
          headers: { accept: XML_TYPE },
        }),
      ),
    );
    expect(lists.map((l) => l.statusCode)).toEqual(stubs.map(() => 200));
    expect(await sdmxMlErrors(...lists.map((l) => l.body))).toEqual([]);
    const codes = (xml: string) => xml.match(/<str:Code /g)?.length ?? 0;
    const register = await t.db
      .selectFrom("evas")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    const evas = lists[stubs.findIndex((c) => c.id === "CL_EVAS")]?.body ?? "";
    expect(codes(evas)).toBe(Number(register.n));
    expect(lists.every((l) => codes(l.body) > 0)).toBe(true);
  });
});

describe("SDMX structure queries: the agency scheme", () => {
  it("answers SDMX:AGENCIES(1.0) naming the configured agency, in both formats", async () => {
    const json = await valid(await get("structure/agencyscheme/SDMX/AGENCIES/1.0"));
    expect(json.json().data.agencySchemes[0]).toMatchObject({
      id: "AGENCIES",
      agencyID: "SDMX",
      version: "1.0",
      agencies: [{ id: "DESTATIS" }],
    });
    const xml = await valid(await get("structure/agencyscheme", { accept: XML_TYPE }));
    expect(xml.body).toContain(
      '<str:Agency urn="urn:sdmx:org.sdmx.infomodel.base.Agency=SDMX:AGENCIES(1.0).DESTATIS" id="DESTATIS">',
    );
  });

  it("answers every artefact type at once for *", async () => {
    const all = await valid(await get("structure/*", { accept: XML_TYPE }));
    expect(all.body).toContain("<str:AgencySchemes>");
    expect(all.body).toContain("<str:Codelists>");
  });
});

describe("SDMX structure queries: errors, formats and caching", () => {
  const errorCode = (res: LightMyRequestResponse) => res.json().errors[0].code;

  it.each([
    ["structure/codelist/DESTATIS/CL_UNKNOWN", 404, 100],
    ["structure/codelist/DESTATIS/CL_EVAS/1.1.0", 404, 100],
    ["structure/codelist/DESTATIS/CL_EVAS/1.0.0/E99999", 404, 100],
    ["structure/codelist/OTHER", 404, 100],
    ["structure/datastructure", 501, 501],
    ["structure/codelist?references=parents", 501, 501],
    ["structure/codelist?detail=everything", 400, 140],
  ])("answers %s with %i and the standard's error message in both formats", async (path, status, code) => {
    const json = await valid(await get(path));
    expect([json.statusCode, errorCode(json)]).toEqual([status, code]);
    const xml = await valid(await get(path, { accept: XML_TYPE, "accept-language": "en" }));
    expect(xml.statusCode).toBe(status);
    expect(xml.body).toContain(`<mes:ErrorMessage code="${code}">`);
  });

  it("answers 406 for an Accept it cannot serve, naming the formats it offers", async () => {
    for (const accept of [
      "text/html",
      "application/vnd.sdmx.structure+json;version=1.0.0",
      "application/vnd.sdmx.data+xml",
    ]) {
      const res = await valid(await get("structure/codelist", { accept }));
      expect(res.statusCode).toBe(406);
      expect(res.json().errors[0].details.en).toContain(XML_TYPE);
    }
  });

  it("negotiates the format: SDMX-JSON where Accept takes both alike, SDMX-ML where it prefers it", async () => {
    const typeFor = async (accept: string) =>
      (await get("structure/codelist/DESTATIS/CL_PERIOD", { accept })).headers["content-type"];
    expect(await typeFor("*/*")).toBe(JSON_TYPE);
    expect(await typeFor(`${XML_TYPE}, ${JSON_TYPE}`)).toBe(JSON_TYPE);
    expect(await typeFor(`${XML_TYPE}, ${JSON_TYPE};q=0.5`)).toBe(XML_TYPE);
    expect(await typeFor("application/xml")).toBe(XML_TYPE);
    expect(await typeFor("application/vnd.sdmx.structure+xml")).toBe(XML_TYPE);
    expect((await get("structure/codelist")).headers.vary).toContain("Accept");
  });

  it("answers 304 to a copy still current, by ETag or by Last-Modified", async () => {
    const first = await get("structure/codelist/DESTATIS/CL_EVAS");
    // rendered once per version and kept: the same message, its header's id included
    expect((await get("structure/codelist/DESTATIS/CL_EVAS")).body).toBe(first.body);
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers["last-modified"]);
    expect((await get("structure/codelist/DESTATIS/CL_EVAS", { "if-none-match": etag })).statusCode).toBe(
      304,
    );
    expect(
      (await get("structure/codelist/DESTATIS/CL_EVAS", { "if-modified-since": lastModified })).statusCode,
    ).toBe(304);
    // another format is another representation
    const xml = await get("structure/codelist/DESTATIS/CL_EVAS", { accept: XML_TYPE, "if-none-match": etag });
    expect(xml.statusCode).toBe(200);
  });

  it("names a copy alike on every instance of one release, whenever each started", async () => {
    const query = parseStructureQuery({ artefactType: "codelist", agencyID: "*", resourceID: "*" });
    if (isRefusal(query)) throw new Error(query.what);
    const instance = (startedAt: string) =>
      createSdmxService(t.db, { agency: "DESTATIS", serviceUrl: "http://x", now: () => new Date(startedAt) });
    const first = await instance("2026-12-01T08:00:00Z").structures(query);
    const second = await instance("2026-12-02T17:30:00Z").structures(query);
    expect(second.tag).toBe(first.tag);
    expect(second.lastModified).toEqual(first.lastModified);
  });

  it("compresses its answers like the API", async () => {
    const res = await get("structure/codelist", { "accept-encoding": "gzip" });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(String(res.headers.vary).toLowerCase().split(/,\s*/)).toEqual(
      expect.arrayContaining(["accept", "accept-language", "accept-encoding"]),
    );
  });
});

describe("SDMX structure queries: versions", () => {
  const evasVersion = async () => codelistOf(await get("structure/codelist/DESTATIS/CL_EVAS")).version;

  it("moves CL_EVAS to the next version on a write to the register, not on a survey's write", async () => {
    const before = await get("structure/codelist/DESTATIS/CL_EVAS");
    expect(codelistOf(before).version).toBe("1.0.0");

    const survey = await t.api({
      method: "POST",
      url: "/eid/create",
      token: admin,
      payload: {
        statisticId: "2110",
        bzr: "600000",
        federalStateCode: "09",
        period: 3,
        description: "Neue Erhebung",
        accessMode: false,
        evas: ["12111"],
        comment: "angelegt",
      },
    });
    expect(survey.statusCode, survey.body).toBe(201);
    expect(await evasVersion()).toBe("1.0.0");

    const created = await t.api({
      method: "POST",
      url: "/evas/create",
      token: admin,
      payload: { evas: "12999", description: "Neue Statistik", period: 3, closing: null },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await evasVersion()).toBe("1.1.0");
    const stale = await get("structure/codelist/DESTATIS/CL_EVAS", {
      "if-none-match": String(before.headers.etag),
    });
    expect(stale.statusCode).toBe(200);
    // only the current version is served
    expect((await get("structure/codelist/DESTATIS/CL_EVAS/1.0.0")).statusCode).toBe(404);
    expect(codesOf(await get("structure/codelist/DESTATIS/CL_EVAS/1.1.0/E12999"))[0]).toMatchObject({
      parent: "E12",
    });

    const id = created.json().id;
    await t.api({
      method: "POST",
      url: `/evas/${id}/update`,
      token: admin,
      payload: { evas: "12999", description: "Umbenannt", period: 3, closing: "2030-01-01" },
    });
    expect(await evasVersion()).toBe("1.2.0");
    await t.api({ method: "POST", url: `/evas/${id}/delete`, token: admin });
    expect(await evasVersion()).toBe("1.3.0");
  });
});
