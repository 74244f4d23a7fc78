import type { SearchAnswer, SearchKind } from "@erhdb/domain";
import { SEARCH_TOTAL_CAP } from "@erhdb/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertResource } from "../../../test/resource-fixtures.ts";
import {
  loginSurveyRoles,
  type SurveyFixture,
  type SurveyRole,
  surveyFixtures,
} from "../../../test/survey-fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { insertStoredBlob } from "../../files/blob-store.ts";

let t: TestApp;
let tokens: Record<SurveyRole, string>;
const surveys: Record<string, SurveyFixture> = {};
const resources: Record<string, { id: number; key: string }> = {};
const generic: Record<string, number> = {};

/** Public approved unless said otherwise; office 01 unless said otherwise. */
const SURVEYS = {
  bau: { statisticId: "3111", description: "Statistik der Baugenehmigungen" },
  ehe: { statisticId: "1261", description: "Statistik der Eheschließungen" },
  groesse: { statisticId: "4111", description: "Größe der landwirtschaftlichen Betriebe" },
  grosse: { statisticId: "4112", description: "Grosse Kreisstädte" },
  ordnung: { statisticId: "4113", description: "Größenordnungen der Landkreise" },
  aerzte: { statisticId: "2311", description: "Erhebung über die Ärzte in Krankenhäusern" },
  unfall: { statisticId: "4621", description: "Straßenverkehrsunfälle mit Personenschaden" },
  jugend: { statisticId: "2255", description: "Kinder- und Jugendhilfe: Einrichtungen" },
  bevoelkerung: { statisticId: "1241", description: "Bevölkerungsfortschreibung 2023" },
  reise: { statisticId: "4571", description: "Übernachtungen im Reiseverkehr" },
  steuer: { statisticId: "7111", description: "Gemeindefinanzen und Steuereinnahmen" },
  schule: { statisticId: "2111", description: "Schulen und Schüler" },
  hochschule: { statisticId: "2132", description: "Hochschulprüfungen" },
  // the FachAdmin's own statistic (2110 in 09), not public
  own: {
    statisticId: "2110",
    office: "09",
    status: 0,
    accessMode: false,
    description: "Geheime Baustatistik",
  },
  // another statistic, not public
  other: {
    statisticId: "2120",
    office: "09",
    status: 0,
    accessMode: false,
    description: "Interne Baufertigstellungen",
  },
  deleted: {
    statisticId: "2110",
    office: "09",
    status: 9,
    accessMode: false,
    description: "Gelöschte Wohngeldstatistik",
  },
} as const;

beforeAll(async () => {
  t = await createTestApp();
  const newSurvey = await surveyFixtures(t.db);
  for (const [name, options] of Object.entries(SURVEYS)) {
    surveys[name] = await newSurvey({ office: "01", status: 3, accessMode: true, ...options });
  }
  const resource = async (
    name: string,
    survey: keyof typeof SURVEYS,
    text: { description: string; fileName: string },
    options: { status?: number; accessMode?: boolean; version?: number } = {},
  ) => {
    const inserted = await insertResource(t.db, fixture(survey), options);
    resources[name] = inserted;
    await t.db
      .updateTable("resource")
      .set({ description: text.description, file_name: text.fileName })
      .where("id", "=", inserted.id)
      .execute();
  };
  await resource("fragebogen", "bau", {
    description: "Fragebogen Baugenehmigungen",
    fileName: "fragebogen_bau_2023.pdf",
  });
  // status 0 (in work): never for anonymous visitors
  await resource(
    "entwurf",
    "bau",
    { description: "Entwurf Merkmalsbeschreibung", fileName: "entwurf.txt" },
    { status: 0, version: 2 },
  );
  // public itself, but on a survey anonymous visitors do not see
  await resource("geheim", "own", { description: "Geheimer Datensatzaufbau", fileName: "aufbau.txt" });
  const genericResource = async (
    name: string,
    values: { description: string; filename: string; access: boolean; type: string },
  ) => {
    const blobId = await insertStoredBlob(t.db, Buffer.from("x"));
    const row = await t.db
      .insertInto("generic_resource")
      .values({
        resource_type: values.type,
        description: values.description,
        filename: values.filename,
        access_mode: values.access,
        content_type: "application/xml",
        blob_id: blobId,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    generic[name] = row.id;
  };
  await genericResource("sdf", {
    type: "01",
    description: "SDFMeta Schema für Erhebungen",
    filename: "sdfmeta_schema.xml",
    access: true,
  });
  await genericResource("intern", {
    type: "03",
    description: "Interne Stilvorlage",
    filename: "intern_raw2html.xsl",
    access: false,
  });
  tokens = await loginSurveyRoles(t);
});
afterAll(() => t.close());

async function search(q: string, options: { token?: string | null; kinds?: string; limit?: number } = {}) {
  const params = new URLSearchParams({ q });
  if (options.kinds !== undefined) params.set("kinds", options.kinds);
  if (options.limit !== undefined) params.set("limit", String(options.limit));
  const res = await t.api({ method: "GET", url: `/search?${params}`, token: options.token ?? null });
  expect(res.statusCode, q).toBe(200);
  return res.json<SearchAnswer>();
}

const group = (answer: SearchAnswer, kind: SearchKind) => {
  const found = answer.groups.find((g) => g.kind === kind);
  if (found === undefined) throw new Error(`no group ${kind}`);
  return found;
};

/** The ids of one kind's hits, as the caller sees them. */
async function hitIds(q: string, kind: SearchKind, token: string | null = null) {
  return group(await search(q, { token, kinds: kind }), kind).hits.map((h) => h.id);
}

function fixture(name: keyof typeof SURVEYS): SurveyFixture {
  const found = surveys[name];
  if (found === undefined) throw new Error(`no survey ${name}`);
  return found;
}
const surveyId = (name: keyof typeof SURVEYS) => fixture(name).erhebungsid;

describe("ranking: the expected first hit of each query (anonymous)", () => {
  const surveyQueries: [string, keyof typeof SURVEYS][] = [
    ["Baugenehmigungen", "bau"],
    ["Bauge", "bau"],
    ["baugenehmigung", "bau"],
    ["Eheschließung", "ehe"],
    ["Eheschliessung", "ehe"],
    ["eheschliessungen", "ehe"],
    ["Größe landwirtschaftlich", "groesse"],
    ["Groesse Betriebe", "groesse"],
    ["Grosse Kreisstadt", "grosse"],
    ["Aerzte", "aerzte"],
    ["Ärzte", "aerzte"],
    ["ARZTE", "aerzte"],
    ["Krankenhaus", "aerzte"],
    ["Strassenverkehrsunfälle", "unfall"],
    ["Strassenverkehr", "unfall"],
    ["Jugendhilfe", "jugend"],
    ["Kinder Einrichtung", "jugend"],
    ["2023", "bevoelkerung"],
    ["Bevölkerung", "bevoelkerung"],
    ["Bevoelkerungsfortschreibung", "bevoelkerung"],
    ["Übernachtungen", "reise"],
    ["Uebernachtung", "reise"],
    // longer than the stem "ubernacht": only the whole folded word has it as a prefix
    ["Uebernachtunge", "reise"],
    ["Groessenordnung", "ordnung"],
    ["Steuer", "steuer"],
    ["Schüler", "schule"],
    ["Schueler", "schule"],
    ["Hochschule", "hochschule"],
    ["Statisti Eheschl", "ehe"],
    ["3111", "bau"],
    ["12", "schule"],
  ];
  it.each(surveyQueries)("surveys: %s", async (q, expected) => {
    expect((await hitIds(q, "survey"))[0]).toBe(surveyId(expected));
  });

  it("surveys: an Erhebungsid finds itself, its first digit the smallest visible one", async () => {
    expect(await hitIds(surveyId("jugend") ?? "", "survey")).toEqual([surveyId("jugend")]);
    const visible = Object.entries(SURVEYS)
      .filter(([, s]) => !("status" in s))
      .map(([name]) => surveys[name]?.erhebungsid ?? "")
      .sort();
    expect((await hitIds("1", "survey"))[0]).toBe(visible[0]);
  });

  const evasQueries: [string, string][] = [
    ["Geburten", "12612"],
    ["126", "12612"],
    ["Sterbefall", "12613"],
    ["Baugenehmigung", "31111"],
    ["Strassenverkehrsunfaelle", "46241"],
    ["4", "46241"],
    ["Bevoelkerungsstand", "12411"],
  ];
  it.each(evasQueries)("EVAS: %s", async (q, code) => {
    expect((await hitIds(q, "evas"))[0]).toBe(code);
  });

  it.each([["Fragebogen"], ["fragebogen_bau"], ["bau_2023.pdf"]])("resources: %s", async (q) => {
    expect((await hitIds(q, "resource"))[0]).toBe(resources.fragebogen?.key);
  });

  it("resources: a key by its prefix", async () => {
    const key = resources.fragebogen?.key ?? "";
    expect(await hitIds(key, "resource")).toEqual([resources.fragebogen?.key]);
    expect(await hitIds(key.slice(0, 12), "resource")).toContain(resources.fragebogen?.key);
  });

  it.each([["SDFMeta"], ["sdfmeta_schema.xml"], ["Schema Erhebung"]])("general resources: %s", async (q) => {
    expect((await hitIds(q, "genericResource"))[0]).toBe(`01/${generic.sdf}`);
  });
});

describe("German as people type it", () => {
  it("folds umlauts and ß both ways, and ae/oe/ue typed for them", async () => {
    for (const q of ["Größe", "Grosse", "Groesse", "GRÖSSE"]) {
      expect(await hitIds(q, "survey"), q).toEqual(
        expect.arrayContaining([surveyId("groesse"), surveyId("grosse")]),
      );
    }
  });

  it("finds a stem's other forms and a word by its beginning", async () => {
    expect(await hitIds("Eheschließung", "survey")).toEqual([surveyId("ehe")]);
    expect(await hitIds("Baugen", "survey")).toEqual([surveyId("bau")]);
  });

  it("takes words shorter than three characters whole", async () => {
    expect(await hitIds("Ba", "survey")).toEqual([]);
  });

  it("leaves German stop words out", async () => {
    expect(await hitIds("Statistik der Eheschließungen", "survey")).toEqual([surveyId("ehe")]);
    expect(await hitIds("und", "survey")).toEqual([]);
  });

  it("needs every word", async () => {
    expect(await hitIds("Baugenehmigungen Eheschließung", "survey")).toEqual([]);
  });
});

describe("the lists' visibility", () => {
  it("anonymous visitors find no survey that is not public, and no resource in a hidden status or on one", async () => {
    expect(await hitIds("Geheime", "survey")).toEqual([]);
    expect(await hitIds("Baufertigstellungen", "survey")).toEqual([]);
    expect(await hitIds("Wohngeldstatistik", "survey")).toEqual([]);
    expect(await hitIds("2110", "survey")).toEqual([]);
    expect(await hitIds("Entwurf", "resource")).toEqual([]);
    expect(await hitIds("Datensatzaufbau", "resource")).toEqual([]);
    expect(await hitIds("Stilvorlage", "genericResource")).toEqual([]);
  });

  it("a user with rights on one statistic finds its surveys that are not public, and no other's", async () => {
    expect(await hitIds("Geheime", "survey", tokens.FachAdmin)).toEqual([surveyId("own")]);
    expect(await hitIds("2110", "survey", tokens.FachAdmin)).toEqual([surveyId("own")]);
    expect(await hitIds("Baufertigstellungen", "survey", tokens.FachAdmin)).toEqual([]);
    expect(await hitIds("Wohngeldstatistik", "survey", tokens.FachAdmin)).toEqual([]);
    expect(await hitIds("Datensatzaufbau", "resource", tokens.FachAdmin)).toEqual([resources.geheim?.key]);
    expect(await hitIds("Geheime", "survey", tokens.LoggedUser)).toEqual([]);
  });

  it("who sees every survey finds them", async () => {
    expect(await hitIds("Baufertigstellungen", "survey", tokens.StatDBAdmin)).toEqual([surveyId("other")]);
    expect(await hitIds("Entwurf", "resource", tokens.SuperAdmin)).toEqual([resources.entwurf?.key]);
  });

  it("logged-in callers find the internal general resources", async () => {
    expect(await hitIds("Stilvorlage", "genericResource", tokens.LoggedUser)).toEqual([
      `03/${generic.intern}`,
    ]);
  });
});

describe("GET search", () => {
  it("answers every kind in order, with totals and hits as a group", async () => {
    const answer = await search("Baugenehmigungen");
    expect(answer.groups.map((g) => g.kind)).toEqual(["survey", "evas", "resource", "genericResource"]);
    expect(group(answer, "survey")).toEqual({
      kind: "survey",
      total: 1,
      exact: true,
      hits: [
        {
          kind: "survey",
          id: surveyId("bau"),
          title: surveyId("bau"),
          subtitle: "Statistik der Baugenehmigungen",
        },
      ],
    });
    expect(group(answer, "resource").hits).toEqual([
      {
        kind: "resource",
        id: resources.fragebogen?.key,
        title: resources.fragebogen?.key,
        subtitle: "Fragebogen Baugenehmigungen · fragebogen_bau_2023.pdf",
      },
    ]);
  });

  it("keeps to the asked kinds and limit, and counts beyond the hits", async () => {
    const answer = await search("1", { kinds: "survey", limit: 2 });
    expect(answer.groups).toHaveLength(1);
    expect(group(answer, "survey").hits).toHaveLength(2);
    expect(group(answer, "survey").total).toBe(13);
    expect(group(answer, "survey").total).toBeLessThan(SEARCH_TOTAL_CAP);
  });

  it("answers empty groups for a query without words", async () => {
    expect(await search(" ,; ", { kinds: "evas" })).toEqual({
      groups: [{ kind: "evas", total: 0, exact: true, hits: [] }],
    });
  });

  it("refuses unknown kinds and limits out of range", async () => {
    for (const url of ["/search?q=x&kinds=user", "/search?q=x&limit=0", "/search?q=x&limit=21", "/search"]) {
      expect((await t.api({ method: "GET", url })).statusCode, url).toBe(400);
    }
  });
});
