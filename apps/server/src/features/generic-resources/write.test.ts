import { createHash } from "node:crypto";
import type { GenericResourceAnswer } from "@erhdb/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import {
  FILES,
  filePart,
  genericResourceCalls,
  jsonPart,
  payload,
  type TestFile,
} from "../../../test/generic-resource-fixtures.ts";
import { jsonBlobPart } from "../../../test/multipart.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { seedEncodings } from "../../seed/demoGeneric.ts";

let t: TestApp;
let calls: ReturnType<typeof genericResourceCalls>;
let superAdmin: string;
let coreBroker: string;
let loggedUser: string;

beforeAll(async () => {
  t = await createTestApp();
  calls = genericResourceCalls(t);
  // 01 lists UTF-8 and ISO-8859-1; 02, 03 and 04 UTF-8 only
  await seedEncodings(t.db, new Date("2025-01-01T00:00:00Z"));
  superAdmin = await t.login(userOf("SuperAdmin"), TEST_PASSWORD);
  coreBroker = await t.login(userOf("CoreBroker"), TEST_PASSWORD);
  loggedUser = await t.login(userOf("LoggedUser"), TEST_PASSWORD);
});
afterAll(() => t.close());

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

async function added(fields: unknown, file: TestFile, token = superAdmin): Promise<GenericResourceAnswer> {
  const res = await calls.add(fields, file, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function expectDownload(id: number, file: TestFile, contentType: string) {
  const res = await calls.download(id);
  expect(res.statusCode).toBe(200);
  expect(res.rawPayload.equals(file.content)).toBe(true);
  expect(res.headers["content-type"]).toBe(contentType);
}

const auditOf = (id: number) =>
  t.db
    .selectFrom("audit_log")
    .select(["action", "actor_email", "before", "after"])
    .where("entity", "=", "genericResource")
    .where("entity_id", "=", String(id))
    .orderBy("id")
    .execute();

const blobExists = async (blobId: number) =>
  (await t.db.selectFrom("file_blob").select("id").where("id", "=", blobId).executeTakeFirst()) !== undefined;

const blobOf = async (id: number) =>
  (await t.db.selectFrom("generic_resource").select("blob_id").where("id", "=", id).executeTakeFirstOrThrow())
    .blob_id;

describe("POST genericResource", () => {
  it.each([
    { type: "01", file: FILES.sdfMeta, extra: {}, contentType: "application/xml; charset=UTF-8" },
    { type: "02", file: FILES.schema, extra: {}, contentType: "application/xml; charset=UTF-8" },
    {
      type: "03",
      file: FILES.stylesheet,
      extra: { bzr: "991300" },
      contentType: "application/xslt+xml; charset=UTF-8",
    },
    { type: "04", file: FILES.stylesheet, extra: {}, contentType: "application/xslt+xml; charset=UTF-8" },
    { type: "02", file: FILES.archive, extra: { mainGenRes: "main.xsd" }, contentType: "application/zip" },
  ])(
    "adds a $type from $file.fileName (201) and downloads the same bytes",
    async ({ type, file, extra, contentType }) => {
      const zip = file === FILES.archive;
      const created = await added(payload(type, extra), file);
      expect(created).toEqual({
        id: expect.any(Number),
        resourcetype: type,
        datmlRawVersion: "2.6",
        version: "1.0",
        // the stylesheets have no bzr field (SPEC 2.7) and keep the default
        bzr: type === "03" || type === "04" ? "240000" : "250000",
        description: `Testressource ${type}`,
        accessMode: true,
        mainGenRes: zip ? "main.xsd" : null,
        filename: file.fileName,
        // the column's default; the download of a zip names no charset
        encoding: "UTF-8",
        updating: expect.any(String),
      });
      await expectDownload(created.id, file, contentType);
    },
  );

  it("keeps an ISO-8859-1 file of a type that lists it byte for byte, served with its charset", async () => {
    const created = await added(payload("01"), FILES.latin1);
    expect(created.encoding).toBe("ISO-8859-1");
    await expectDownload(created.id, FILES.latin1, "text/xml; charset=ISO-8859-1");
  });

  it("takes the genericresource part as a JSON Blob with a file name, and after the file (API.md)", async () => {
    const cases: [ReturnType<typeof payload>, TestFile, string, string][] = [
      [payload("02", { mainGenRes: "main.xsd" }), FILES.archive, "application/zip", "UTF-8"],
      [payload("01"), FILES.latin1, "text/xml; charset=ISO-8859-1", "ISO-8859-1"],
    ];
    for (const [json, file, contentType, encoding] of cases) {
      for (const parts of [
        [jsonBlobPart("genericresource", json), filePart(file)],
        [filePart(file), jsonPart(json)],
        [filePart(file), jsonBlobPart("genericresource", json)],
      ]) {
        const res = await calls.post(parts, superAdmin);
        expect(res.statusCode, res.body).toBe(201);
        const created: GenericResourceAnswer = res.json();
        expect(created).toMatchObject({ ...json, filename: file.fileName, encoding });
        await expectDownload(created.id, file, contentType);
      }
    }
    expect(await calls.stagingBlobs()).toBe(0);
  });

  it("records who added what: type, file name, size and checksum", async () => {
    const created = await added(payload("01", { description: "Audit" }), FILES.sdfMeta, coreBroker);
    const [audit, ...more] = await auditOf(created.id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ action: "CREATE", actor_email: userOf("CoreBroker"), before: null });
    expect(audit?.after).toMatchObject({
      resourcetype: "01",
      filename: FILES.sdfMeta.fileName,
      size: FILES.sdfMeta.content.length,
      sha256: sha256(FILES.sdfMeta.content),
    });
  });
});

describe("POST genericResource/{id}/update", () => {
  it("changes the fields and keeps the stored file when none is sent", async () => {
    const { id } = await added(payload("01"), FILES.sdfMeta);
    const blobId = await blobOf(id);
    const res = await calls.update(
      id,
      payload("01", { description: "Neu", accessMode: false }),
      null,
      superAdmin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      description: "Neu",
      accessMode: false,
      filename: FILES.sdfMeta.fileName,
    });
    expect(await blobOf(id)).toBe(blobId);
    const download = await calls.download(id, loggedUser);
    expect(download.rawPayload.equals(FILES.sdfMeta.content)).toBe(true);
    const [, edit] = await auditOf(id);
    expect(edit).toMatchObject({
      action: "EDIT",
      before: { description: "Testressource 01", accessMode: true, sha256: sha256(FILES.sdfMeta.content) },
      after: { description: "Neu", accessMode: false, sha256: sha256(FILES.sdfMeta.content) },
    });
  });

  it("replaces the file and drops the old one's bytes", async () => {
    const { id } = await added(payload("02"), FILES.schema);
    const oldBlob = await blobOf(id);
    const res = await calls.update(id, payload("02", { mainGenRes: "main.xsd" }), FILES.archive, coreBroker);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      filename: FILES.archive.fileName,
      mainGenRes: "main.xsd",
    });
    expect(await blobExists(oldBlob)).toBe(false);
    await expectDownload(id, FILES.archive, "application/zip");
    const [, edit] = await auditOf(id);
    expect(edit).toMatchObject({
      before: { filename: FILES.schema.fileName, sha256: sha256(FILES.schema.content) },
      after: { filename: FILES.archive.fileName, sha256: sha256(FILES.archive.content) },
    });
  });

  it("takes the file before the genericresource part", async () => {
    const { id } = await added(payload("02"), FILES.schema);
    const json = payload("02", { mainGenRes: "main.xsd" });
    const res = await calls.updateWith(
      id,
      [filePart(FILES.archive), jsonBlobPart("genericresource", json)],
      coreBroker,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ filename: FILES.archive.fileName, mainGenRes: "main.xsd" });
    await expectDownload(id, FILES.archive, "application/zip");
  });

  it("checks the main file against the stored archive when none is sent", async () => {
    const { id } = await added(payload("02", { mainGenRes: "main.xsd" }), FILES.archive);
    const missing = await calls.update(id, payload("02", { mainGenRes: "other.xsd" }), null, superAdmin);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      code: "VALIDATION",
      message: "Die Hauptdatei „other.xsd“ ist nicht im ZIP-Archiv enthalten.",
      field: "mainGenRes",
    });
    const moved = await calls.update(id, payload("02", { mainGenRes: "types/common.xsd" }), null, superAdmin);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().mainGenRes).toBe("types/common.xsd");
  });

  it("refuses a new type that the stored file does not fit, by name and by encoding", async () => {
    const { id } = await added(payload("01"), FILES.sdfMeta);
    const res = await calls.update(id, payload("02"), null, superAdmin, "en");
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      code: "FILE_TYPE",
      message: "Only XSD files or ZIP archives are allowed for a schema file.",
      field: "file",
    });

    await t.db.insertInto("encoding").values({ restype: "03", encoding: "ISO-8859-1" }).execute();
    const latin1Sheet = { ...FILES.latin1, fileName: "alt.xsl", contentType: "application/xml" };
    const sheet = await added(payload("03"), latin1Sheet);
    expect(sheet.encoding).toBe("ISO-8859-1");
    const retyped = await calls.update(sheet.id, payload("04"), null, superAdmin);
    expect(retyped.statusCode).toBe(415);
    expect(retyped.json()).toMatchObject({ code: "FILE_ENCODING", field: "file" });
    expect(retyped.json().message).toContain("ISO-8859-1");
    // under its own type the file stays, whatever the encodings say since
    await t.db
      .deleteFrom("encoding")
      .where("restype", "=", "03")
      .where("encoding", "=", "ISO-8859-1")
      .execute();
    const kept = await calls.update(sheet.id, payload("03", { description: "Nur Text" }), null, superAdmin);
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it("answers an unknown id with 404 and stores nothing", async () => {
    const res = await calls.update(999_999, payload("01"), FILES.sdfMeta, superAdmin);
    expect(res.statusCode).toBe(404);
    expect(await calls.stagingBlobs()).toBe(0);
  });
});

describe("GET genericResource/{id}/delete", () => {
  it("deletes the row and its bytes, records it, and answers a second delete with 404", async () => {
    const { id } = await added(payload("04"), FILES.stylesheet);
    const blobId = await blobOf(id);
    const res = await calls.remove(id, superAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, deleted: true });
    expect(await blobExists(blobId)).toBe(false);
    expect((await calls.download(id)).statusCode).toBe(404);
    const audits = await auditOf(id);
    expect(audits.at(-1)).toMatchObject({
      action: "DELETE",
      before: { filename: "raw2html.xsl" },
      after: null,
    });
    expect((await calls.remove(id, superAdmin)).statusCode).toBe(404);
  });
});

describe("rights", () => {
  it("refuses every write to anonymous callers (401) and to callers without the right (403)", async () => {
    const { id } = await added(payload("01"), FILES.sdfMeta);
    const cases = [
      [null, 401],
      [loggedUser, 403],
    ] as const;
    for (const [token, status] of cases) {
      expect((await calls.add(payload("01"), FILES.sdfMeta, token)).statusCode).toBe(status);
      expect((await calls.update(id, payload("01"), null, token)).statusCode).toBe(status);
      expect((await calls.remove(id, token)).statusCode).toBe(status);
    }
    // CoreBroker may add and edit, not delete
    expect((await calls.remove(id, coreBroker)).statusCode).toBe(403);
    expect(await calls.stagingBlobs()).toBe(0);
    expect((await calls.download(id)).statusCode).toBe(200);
  });
});

describe("public events in the write's own transaction (decision 43)", () => {
  const eventsOf = async (id: number) =>
    (
      await t.db
        .selectFrom("public_event")
        .select("kind")
        .where("object_id", "=", id)
        .where("kind", "in", ["GENERIC_RESOURCE_PUBLISHED", "GENERIC_RESOURCE_WITHDRAWN"])
        .orderBy("id")
        .execute()
    ).map((e) => e.kind);

  it("publishes a public one created, given a new file or version; withdraws it made internal", async () => {
    const { id } = await added(payload("01"), FILES.sdfMeta);
    const update = (fields: Record<string, unknown>, file: TestFile | null) =>
      calls.update(id, payload("01", fields), file, superAdmin);
    expect((await update({ description: "nur beschrieben" }, null)).statusCode).toBe(200);
    expect((await update({}, FILES.sdfMeta)).statusCode).toBe(200);
    expect((await update({ version: "2.0" }, null)).statusCode).toBe(200);
    expect((await update({ accessMode: false }, null)).statusCode).toBe(200);
    expect((await update({ accessMode: false }, FILES.sdfMeta)).statusCode).toBe(200);
    expect(await eventsOf(id)).toEqual([
      "GENERIC_RESOURCE_PUBLISHED",
      "GENERIC_RESOURCE_PUBLISHED",
      "GENERIC_RESOURCE_PUBLISHED",
      "GENERIC_RESOURCE_WITHDRAWN",
    ]);
  });

  it("withdraws a public one deleted; an internal one created or deleted is none", async () => {
    const open = await added(payload("04"), FILES.stylesheet);
    const internal = await added(payload("04", { accessMode: false }), FILES.stylesheet);
    for (const { id } of [open, internal]) expect((await calls.remove(id, superAdmin)).statusCode).toBe(200);
    expect(await eventsOf(open.id)).toEqual(["GENERIC_RESOURCE_PUBLISHED", "GENERIC_RESOURCE_WITHDRAWN"]);
    expect(await eventsOf(internal.id)).toEqual([]);
  });
});
