import type { ResourceAnswer } from "@erhdb/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { grantPermission } from "../../../test/resource-fixtures.ts";
import { auditOf, type SurveyFixture, surveyFixtures } from "../../../test/survey-fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import {
  FILES,
  type PartShape,
  postUpload,
  storedCounts,
  type UploadFile,
  uploaded,
} from "../../../test/upload-fixtures.ts";

let t: TestApp;
let admin: string;
let specialist: string;
let itStaff: string;
let newSurvey: Awaited<ReturnType<typeof surveyFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  newSurvey = await surveyFixtures(t.db);
  admin = await t.login(userOf("SuperAdmin"), TEST_PASSWORD);
  // res_rights and it_res_rights for statistic 2110 in Bayern (09), the fixtures' default survey target
  await grantPermission(t.db, userOf("LoggedUser"), { statisticId: "2110", lkz: "09" }, ["res_rights"]);
  await grantPermission(t.db, userOf("OrgAdmin"), { statisticId: "2110", lkz: "09" }, ["it_res_rights"]);
  specialist = await t.login(userOf("LoggedUser"), TEST_PASSWORD);
  itStaff = await t.login(userOf("OrgAdmin"), TEST_PASSWORD);
});
afterAll(() => t.close());

async function download(resource: ResourceAnswer): Promise<Buffer> {
  const res = await t.api({ method: "GET", url: `/resource/content/${resource.id}`, token: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
}

/** SPEC 5: a real file of the allowed kind for every type (and both 94 kinds, both 89 kinds). */
const EVERY_TYPE: [type: string, specialization: string, file: () => UploadFile, bzr?: string][] = [
  ["99", "00", () => FILES.xml()],
  ["98", "00", FILES.pdf],
  ["97", "51", () => FILES.xml("<fragebogen/>")],
  ["95", "00", FILES.ini],
  ["94", "03", () => FILES.xml("<plmetadaten/>"), "253002"],
  ["94", "50", () => FILES.txt("Transformation"), "253002"],
  ["93", "02", () => FILES.zip(), "254007"],
  ["92", "42", FILES.pdf],
  ["91", "00", () => FILES.txt()],
  ["90", "02", () => FILES.zip(["beispiel.xml", "daten/beispiel.csv"])],
  ["89", "05", FILES.pdf],
  ["89", "20", FILES.binary],
  ["88", "77", FILES.binary],
  ["87", "00", () => FILES.zip()],
  ["86", "00", () => FILES.zip(["idev/paket.xml"])],
];

describe("POST eid/{id}/resource", () => {
  it("stores a real file of every type under its composed key, blocked, and serves it back unchanged", async () => {
    const survey = await newSurvey();
    for (const [type, specialization, file, bzr] of EVERY_TYPE) {
      const sent = file();
      const resource = await uploaded(
        await postUpload(t, survey.id, {
          resource: { resourcetype: type, specialization, bzr },
          file: sent,
          token: admin,
        }),
      );
      const key = `${bzr ?? ""}${survey.erhebungsid}${type}${specialization}0001`;
      expect(resource, `${type}/${specialization}`).toMatchObject({
        resourcetype: type,
        specialization,
        mutableKey: key,
        status: 0,
        accessMode: false,
        fileName: sent.name,
        size: sent.bytes.length,
        description: "Testdatei",
      });
      expect(resource.mutableKey).toHaveLength(bzr ? 27 : 21);
      expect((await download(resource)).equals(sent.bytes), `${type}/${specialization}`).toBe(true);
    }
    expect(await storedCounts(t.db)).toMatchObject({ staging: 0 });
  });

  it("names the encoding of text files of the encodings' types, and none of binary ones", async () => {
    const survey = await newSurvey();
    const xml = await uploaded(
      await postUpload(t, survey.id, {
        resource: { resourcetype: "99", specialization: "00" },
        file: FILES.xml(),
        token: admin,
      }),
    );
    const pdf = await uploaded(
      await postUpload(t, survey.id, {
        resource: { resourcetype: "98", specialization: "00" },
        file: FILES.pdf(),
        token: admin,
      }),
    );
    const ini = await uploaded(
      await postUpload(t, survey.id, {
        resource: { resourcetype: "95", specialization: "00" },
        file: FILES.ini(),
        token: admin,
      }),
    );
    expect([xml.encoding, pdf.encoding, ini.encoding]).toEqual(["UTF-8", null, null]);
  });

  it("keeps an ISO-8859-1 file byte for byte where the type lists that encoding, and serves it with its charset", async () => {
    await t.db
      .insertInto("encoding")
      .values([
        { restype: "97", encoding: "UTF-8" },
        { restype: "97", encoding: "ISO-8859-1" },
      ])
      .execute();
    const survey = await newSurvey();
    const sent = FILES.latin1Xml();
    const resource = await uploaded(
      await postUpload(t, survey.id, {
        resource: { resourcetype: "97", specialization: "00" },
        file: sent,
        token: admin,
      }),
    );
    expect(resource.encoding).toBe("ISO-8859-1");
    const res = await t.api({ method: "GET", url: `/resource/content/${resource.id}`, token: admin });
    expect(res.rawPayload.equals(sent.bytes)).toBe(true);
    expect(res.headers["content-type"]).toBe("application/xml; charset=ISO-8859-1");
  });

  it("adds the next version, and replaces the newest in place with the overwrite flag while nobody may use it", async () => {
    const survey = await newSurvey();
    const line = { resourcetype: "97", specialization: "01" };
    const first = await uploaded(
      await postUpload(t, survey.id, { resource: line, file: FILES.xml("<v1/>"), token: admin }),
    );
    const second = await uploaded(
      await postUpload(t, survey.id, { resource: line, file: FILES.xml("<v2/>"), token: admin }),
    );
    expect([first.mutableKey.slice(-4), second.mutableKey.slice(-4)]).toEqual(["0001", "0002"]);

    const replacement = FILES.xml("<v2b/>");
    const replaced = await uploaded(
      await postUpload(t, survey.id, {
        resource: { ...line, overwrite: true, description: "Neu" },
        file: replacement,
        token: admin,
      }),
    );
    expect(replaced).toMatchObject({
      id: second.id,
      mutableKey: second.mutableKey,
      description: "Neu",
      status: 0,
    });
    expect((await download(replaced)).equals(replacement.bytes)).toBe(true);
    const [upload, replacing] = await auditOf(t.db, "resource", second.id);
    expect([upload?.action, replacing?.action]).toEqual(["UPLOAD", "REPLACE_FILE"]);
    // the history names the replaced file's checksum and the new one's (issue 36)
    const sha256 = (snapshot: unknown) => (snapshot as { sha256?: string } | null)?.sha256;
    expect(sha256(replacing?.before)).toBe(sha256(upload?.after));
    expect(sha256(replacing?.after)).not.toBe(sha256(upload?.after));
    expect(sha256(upload?.after)).toMatch(/^[0-9a-f]{64}$/);

    await t.api({ method: "GET", url: `/resource/${second.id}/status/usable`, token: admin });
    const blobsBefore = await storedCounts(t.db);
    const refused = await postUpload(t, survey.id, {
      resource: { ...line, overwrite: true },
      file: FILES.xml(),
      token: admin,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "CONFLICT",
      field: "overwrite",
      message: expect.stringMatching(
        /^Version 0002 kann nicht ersetzt werden: Nur gesperrte, testbare oder getestete/,
      ),
    });
    expect(await storedCounts(t.db)).toEqual(blobsBefore);
  });

  it("keys types 93 and 94 by their valid-from bzr: each bzr starts its own versions", async () => {
    const survey = await newSurvey();
    const upload = (bzr: string) =>
      postUpload(t, survey.id, {
        resource: { resourcetype: "93", specialization: "00", bzr },
        file: FILES.zip(),
        token: admin,
      }).then(uploaded);
    const keys = [
      (await upload("250000")).mutableKey,
      (await upload("250000")).mutableKey,
      (await upload("260000")).mutableKey,
    ];
    expect(keys).toEqual([
      `250000${survey.erhebungsid}93000001`,
      `250000${survey.erhebungsid}93000002`,
      `260000${survey.erhebungsid}93000001`,
    ]);
  });

  it("gives concurrent uploads of one type distinct versions", async () => {
    const survey = await newSurvey();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        postUpload(t, survey.id, {
          resource: { resourcetype: "91", specialization: "00" },
          file: FILES.txt(`Datei ${i}`),
          token: admin,
        }).then(uploaded),
      ),
    );
    expect(answers.map((a) => a.mutableKey.slice(-4)).sort()).toEqual([
      "0001",
      "0002",
      "0003",
      "0004",
      "0005",
    ]);
  });

  it("takes the survey's Erhebungsid in the path as well as its id", async () => {
    const survey = await newSurvey();
    const res = await postUpload(t, survey.erhebungsid, {
      resource: { resourcetype: "99", specialization: "00" },
      file: FILES.xml(),
      token: admin,
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it("writes an audit record naming who uploaded which file", async () => {
    const survey = await newSurvey();
    const resource = await uploaded(
      await postUpload(t, survey.id, {
        resource: { resourcetype: "98", specialization: "00" },
        file: FILES.pdf(),
        token: admin,
      }),
    );
    const [record] = await auditOf(t.db, "resource", resource.id);
    expect(record).toMatchObject({ action: "UPLOAD", actor_email: userOf("SuperAdmin").toLowerCase() });
    expect(record?.after).toMatchObject({
      mutableKey: resource.mutableKey,
      fileName: "lv.pdf",
      size: FILES.pdf().bytes.length,
      erhebungsid: survey.erhebungsid,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });
});

/** What an upload makes of a file, whatever its version: the same in every shape of the parts. */
const madeOf = (r: ResourceAnswer) => ({
  resourcetype: r.resourcetype,
  specialization: r.specialization,
  description: r.description,
  status: r.status,
  fileName: r.fileName,
  contentType: r.contentType,
  size: r.size,
  encoding: r.encoding,
});

describe("the parts as the original clients send them (API.md)", () => {
  const shapes: [string, PartShape][] = [
    ["the resource part as a JSON Blob with a file name", { jsonBlob: true }],
    ["the file before the resource part", { fileFirst: true }],
    ["the file before a JSON Blob", { fileFirst: true, jsonBlob: true }],
  ];

  it.each(shapes)(
    "take %s: every type's file checked and stored as with the text part first",
    async (_, shape) => {
      const survey = await newSurvey();
      for (const [type, specialization, file, bzr] of EVERY_TYPE) {
        const sent = file();
        const resource = { resourcetype: type, specialization, bzr };
        const first = await uploaded(await postUpload(t, survey.id, { resource, file: sent, token: admin }));
        const shaped = await uploaded(
          await postUpload(t, survey.id, { resource, file: sent, shape, token: admin }),
        );
        expect(madeOf(shaped), `${type}/${specialization}`).toEqual(madeOf(first));
        expect(shaped.mutableKey.slice(-4), `${type}/${specialization}`).toBe("0002");
        expect((await download(shaped)).equals(sent.bytes), `${type}/${specialization}`).toBe(true);
      }
      expect(await storedCounts(t.db)).toMatchObject({ staging: 0 });
    },
  );

  it("find the encoding of a file that came first from its staged bytes", async () => {
    await t.db
      .insertInto("encoding")
      .values([
        { restype: "94", encoding: "UTF-8" },
        { restype: "94", encoding: "ISO-8859-1" },
      ])
      .execute();
    const survey = await newSurvey();
    const sent = FILES.latin1Xml();
    const resource = await uploaded(
      await postUpload(t, survey.id, {
        resource: { resourcetype: "94", specialization: "00", bzr: "253002" },
        file: sent,
        shape: { fileFirst: true, jsonBlob: true },
        token: admin,
      }),
    );
    expect(resource.encoding).toBe("ISO-8859-1");
    expect((await download(resource)).equals(sent.bytes)).toBe(true);
  });
});

describe("who may upload", () => {
  let survey: SurveyFixture;
  beforeAll(async () => {
    survey = await newSurvey();
  });
  const xml = { resource: { resourcetype: "99", specialization: "00" }, file: FILES.xml() };
  const pdf97 = { resource: { resourcetype: "97", specialization: "00" }, file: FILES.xml() };

  it("asks anonymous callers to log in, and refuses users without a resource right for the survey", async () => {
    expect((await postUpload(t, survey.id, xml)).statusCode).toBe(401);
    const fachAdmin = await t.login(userOf("FachAdmin"), TEST_PASSWORD);
    expect((await postUpload(t, survey.id, { ...xml, token: fachAdmin })).statusCode).toBe(403);
  });

  it("lets res_rights add 97 to 86 and it_res_rights 99 and 98, each only its own types (SPEC 6)", async () => {
    expect((await postUpload(t, survey.id, { ...pdf97, token: specialist })).statusCode).toBe(201);
    expect((await postUpload(t, survey.id, { ...xml, token: specialist })).statusCode).toBe(403);
    expect((await postUpload(t, survey.id, { ...xml, token: itStaff })).statusCode).toBe(201);
    expect((await postUpload(t, survey.id, { ...pdf97, token: itStaff })).statusCode).toBe(403);
    const other = await newSurvey({ office: "05" });
    expect((await postUpload(t, other.id, { ...pdf97, token: specialist })).statusCode).toBe(404);
  });

  it("refuses resources for an archived or deleted survey with 409, and an unknown survey with 404", async () => {
    for (const status of [2, 9]) {
      const closed = await newSurvey({ status });
      const res = await postUpload(t, closed.id, { ...xml, token: admin });
      expect(res.statusCode, String(status)).toBe(409);
    }
    expect((await postUpload(t, 999_999, { ...xml, token: admin })).statusCode).toBe(404);
  });
});
