import { BASE_PATH } from "@erhdb/domain";
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

const study = (erhebungsid: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: `${BASE_PATH}/ddi/study/${erhebungsid}`, headers });
/** How often what the public sees of the survey changed so far (each fixture step is a change of its own). */
const versionOf = async (erhebungsid: string) =>
  (
    await t.db
      .selectFrom("survey_publication")
      .select("version")
      .where("erhebungsid", "=", erhebungsid)
      .executeTakeFirstOrThrow()
  ).version;
const published = (options: Parameters<typeof newSurvey>[0] = {}) =>
  newSurvey({ status: 3, accessMode: true, ...options });

describe("DDI-Lifecycle 3.3 studies", () => {
  it("describe a public approved survey as a StudyUnit in a FragmentInstance, valid against the DDI schemas", async () => {
    const survey = await published({
      bzr: "244002",
      office: "09",
      evas: ["12411", "12612"],
      description: "Fortschreibung & Geburten <Februar>",
    });
    const usable = await insertResource(t.db, survey);
    const internal = await insertResource(t.db, survey, { type: "98", accessMode: false });
    const testable = await insertResource(t.db, survey, { type: "97", status: 1 });
    // a semester has no days in the code table, and a survey without period no intended frequency
    const semester = await published({ bzr: "242001", evas: ["31111"] });
    await t.db.updateTable("survey").set({ period: -1 }).where("id", "=", semester.id).execute();

    const [answer, other] = [await study(survey.erhebungsid), await study(semester.erhebungsid)];
    expect([answer.statusCode, answer.headers["content-type"]]).toEqual([200, "application/xml"]);
    expect(await harvestSchemaErrors([answer.body, other.body])).toEqual([]);

    const eid = survey.erhebungsid;
    const xml = answer.body;
    expect(xml).toContain(
      `<ddi:TopLevelReference><r:URN>urn:ddi:de.destatis:${eid}:${await versionOf(eid)}</r:URN><r:TypeOfObject>StudyUnit</r:TypeOfObject>`,
    );
    expect(xml).toContain(`<r:UserID typeOfUserID="Erhebungsid">${eid}</r:UserID>`);
    expect(xml).toContain(
      '<r:Title><r:String xml:lang="de">Fortschreibung &amp; Geburten &lt;Februar&gt;</r:String></r:Title>',
    );
    expect(xml).toContain(
      '<r:CreatorName><r:String xml:lang="de">Bayern</r:String><r:String xml:lang="en">Bavaria</r:String></r:CreatorName>',
    );
    const vocabulary = (list: string) =>
      `controlledVocabularyID="${list}" controlledVocabularyAgencyName="DESTATIS"`;
    expect(xml).toContain(`<r:Subject xml:lang="de" ${vocabulary("CL_EVAS")}>E12411</r:Subject>`);
    expect(xml).toContain(`<r:Subject xml:lang="de" ${vocabulary("CL_EVAS")}>E12612</r:Subject>`);
    expect(xml).toContain('<r:Keyword xml:lang="de">Statistik der Geburten</r:Keyword>');
    expect(xml).toContain(
      "<r:ReferenceDate><r:StartDate>2024-02-01</r:StartDate><r:EndDate>2024-02-29</r:EndDate></r:ReferenceDate>",
    );
    expect(xml).toContain(`<d:IntendedFrequency ${vocabulary("CL_PERIOD")}>03</d:IntendedFrequency>`);
    // only the public resource that may be downloaded, with its address
    expect(xml).toContain(
      `<r:ExternalURLReference>http://localhost:8080/erhebungsdatenbank/api/v1/resource/content/resKey/${usable.key}</r:ExternalURLReference>`,
    );
    expect(xml).toContain(`<r:TypeOfMaterial ${vocabulary("CL_RESOURCE_TYPE")}>99</r:TypeOfMaterial>`);
    expect(xml).not.toContain(internal.key);
    expect(xml).not.toContain(testable.key);

    expect(other.body).toContain("<r:ReferenceDate><r:SimpleDate>2024</r:SimpleDate></r:ReferenceDate>");
    expect(other.body).not.toContain("<d:DataCollection");
    expect(other.body).not.toContain("<r:OtherMaterialScheme");
  });

  it("answer 404 alike for an unknown, internal, unapproved, no longer public or malformed Erhebungsid", async () => {
    const formerly = await published();
    await t.db.updateTable("survey").set({ status: 0 }).where("id", "=", formerly.id).execute();
    const hidden: SurveyFixture[] = [
      await newSurvey({ status: 3, accessMode: false }),
      await newSurvey({ status: 1, accessMode: true }),
      formerly,
    ];
    const unknown = await study("1999999999999");
    expect(unknown.statusCode).toBe(404);
    for (const erhebungsid of [...hidden.map((s) => s.erhebungsid), "12345", "abc"]) {
      const res = await study(erhebungsid);
      expect([res.statusCode, res.body]).toEqual([404, unknown.body]);
    }
  });

  it("move version and ETag with each public change only, and answer 304 to a current copy", async () => {
    const survey = await published({ evas: ["12411"] });
    const resource = await insertResource(t.db, survey);
    const first = await study(survey.erhebungsid);
    const version = await versionOf(survey.erhebungsid);
    const etag = String(first.headers.etag);
    expect((await study(survey.erhebungsid, { "if-none-match": etag })).statusCode).toBe(304);
    const since = String(first.headers["last-modified"]);
    expect((await study(survey.erhebungsid, { "if-modified-since": since })).statusCode).toBe(304);

    // downloads count, nothing the public sees of the survey changes
    await t.db.updateTable("resource").set({ count_extern: 7 }).where("id", "=", resource.id).execute();
    await t.db.updateTable("survey").set({ count_extern: 7 }).where("id", "=", survey.id).execute();
    expect((await study(survey.erhebungsid)).headers.etag).toBe(etag);

    // a new name of one of its EVAS is a change of the study
    await t.db
      .updateTable("evas")
      .set({ description: "Bevölkerungsfortschreibung" })
      .where("evas", "=", "12411")
      .execute();
    const renamed = await study(survey.erhebungsid);
    expect(renamed.headers.etag).not.toBe(etag);
    expect(renamed.body).toContain(`urn:ddi:de.destatis:${survey.erhebungsid}:${version + 1}</r:URN>`);
    expect(renamed.body).toContain('<r:Keyword xml:lang="de">Bevölkerungsfortschreibung</r:Keyword>');
  });
});
