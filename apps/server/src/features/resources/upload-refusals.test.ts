import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { jsonBlobPart, multipartBody } from "../../../test/multipart.ts";
import { grantPermission } from "../../../test/resource-fixtures.ts";
import { type SurveyFixture, surveyFixtures } from "../../../test/survey-fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import {
  FILES,
  type NewResourceJson,
  postUpload,
  storedCounts,
  type UploadFile,
} from "../../../test/upload-fixtures.ts";
import { API_PREFIX } from "../../app.ts";

const LIMIT = 1024 * 1024;
let t: TestApp;
let admin: string;
let survey: SurveyFixture;

beforeAll(async () => {
  t = await createTestApp({ uploadLimitBytes: LIMIT });
  survey = await (await surveyFixtures(t.db))();
  admin = await t.login(userOf("SuperAdmin"), TEST_PASSWORD);
});
afterAll(() => t.close());

const xml99 = { resourcetype: "99", specialization: "00" };

/** An upload that must be refused with this status, message and field, leaving nothing stored. */
async function expectRefused(
  send: () => Promise<{ statusCode: number; json(): unknown }>,
  expected: { status: number; field?: string; message: string | RegExp },
) {
  const before = await storedCounts(t.db);
  const res = await send();
  expect(res.statusCode).toBe(expected.status);
  const body = res.json() as { message: string; field?: string };
  if (expected.field) expect(body.field).toBe(expected.field);
  if (typeof expected.message === "string") expect(body.message).toBe(expected.message);
  else expect(body.message).toMatch(expected.message);
  expect(await storedCounts(t.db)).toEqual(before);
}

describe("an upload that is refused leaves no row and no bytes behind", () => {
  it("refuses a file of the wrong format by name or declared type, naming the type and its formats (SPEC 5)", async () => {
    await expectRefused(
      () => postUpload(t, survey.id, { resource: xml99, file: FILES.pdf(), token: admin }),
      {
        status: 415,
        field: "file",
        message: "Für den Ressourcentyp 99 (Erhebungsbeschreibung) sind nur XML-Dateien erlaubt.",
      },
    );
    await expectRefused(
      () =>
        postUpload(t, survey.id, {
          resource: { resourcetype: "91", specialization: "00" },
          file: FILES.binary(),
          token: admin,
          lang: "en",
        }),
      {
        status: 415,
        message: "Only ZIP, PDF or TXT files are allowed for resource type 91 (Specialist information).",
      },
    );
  });

  it("refuses a PDF renamed to .xml by its bytes, and other files whose bytes are not their format", async () => {
    const pdfAsXml = { ...FILES.pdf(), name: "beschreibung.xml", type: "text/xml" };
    await expectRefused(() => postUpload(t, survey.id, { resource: xml99, file: pdfAsXml, token: admin }), {
      status: 415,
      field: "file",
      message:
        "Für den Ressourcentyp 99 (Erhebungsbeschreibung) sind nur XML-Dateien erlaubt. Der Inhalt der Datei „beschreibung.xml“ passt nicht dazu (erkannt: PDF).",
    });
    const textAsZip = { ...FILES.txt(), name: "paket.zip", type: "application/zip" };
    await expectRefused(
      () =>
        postUpload(t, survey.id, {
          resource: { resourcetype: "86", specialization: "00" },
          file: textAsZip,
          token: admin,
        }),
      { status: 415, message: /Für den Ressourcentyp 86 \(IDEV-Paket\) sind nur ZIP-Dateien erlaubt/ },
    );
    const zipAsPdf = { ...FILES.zip(), name: "lv.pdf", type: "application/pdf" };
    await expectRefused(
      () =>
        postUpload(t, survey.id, {
          resource: { resourcetype: "98", specialization: "00" },
          file: zipAsPdf,
          token: admin,
        }),
      { status: 415, message: /erkannt: ZIP/ },
    );
    const brokenZip = { ...FILES.zip(), bytes: FILES.zip().bytes.subarray(0, 30) };
    await expectRefused(
      () =>
        postUpload(t, survey.id, {
          resource: { resourcetype: "86", specialization: "00" },
          file: brokenZip,
          token: admin,
        }),
      { status: 415, message: /nur ZIP-Dateien erlaubt/ },
    );
  });

  it("refuses XML that is not well-formed, and text in an encoding the type does not list", async () => {
    await expectRefused(
      () => postUpload(t, survey.id, { resource: xml99, file: FILES.xml("<eb><titel></eb>"), token: admin }),
      { status: 415, field: "file", message: /^Die Datei „beschreibung.xml“ ist kein wohlgeformtes XML: / },
    );
    await expectRefused(
      () => postUpload(t, survey.id, { resource: xml99, file: FILES.latin1Xml(), token: admin }),
      {
        status: 415,
        message:
          "Die Datei „latin.xml“ ist in ISO-8859-1 kodiert; für den Ressourcentyp 99 sind nur UTF-8 erlaubt.",
      },
    );
  });

  it("refuses an empty file, no file, and a second file", async () => {
    await expectRefused(
      () =>
        postUpload(t, survey.id, {
          resource: xml99,
          file: { ...FILES.xml(), bytes: Buffer.alloc(0) },
          token: admin,
        }),
      { status: 400, field: "file", message: "Die Datei „beschreibung.xml“ ist leer." },
    );
    await expectRefused(() => postUpload(t, survey.id, { resource: xml99, token: admin }), {
      status: 400,
      field: "file",
      message: "Bitte eine Datei hochladen",
    });
    const file = FILES.xml();
    const filePart = { name: "file", file: file.bytes, fileName: file.name, contentType: file.type };
    const json = { description: "x", ...xml99 };
    // the resource part counts as no file, whether text or a JSON Blob, before or after the files
    for (const parts of [
      [{ name: "resource", value: JSON.stringify(json) }, filePart, filePart],
      [jsonBlobPart("resource", json), filePart, filePart],
      [filePart, filePart, jsonBlobPart("resource", json)],
      [filePart, jsonBlobPart("resource", json), filePart],
    ]) {
      await expectRefused(() => postUpload(t, survey.id, { parts, token: admin }), {
        status: 400,
        field: "file",
        message: "Bitte nur eine Datei auf einmal hochladen.",
      });
    }
  });

  it("refuses a second resource part, which would describe a file checked against the first", async () => {
    // the file fits type 88 (any format) and would be stored unchecked as type 99 (XML only)
    const page = { bytes: Buffer.from("<p>kein XML"), name: "seite.html", type: "text/html" };
    const filePart = { name: "file", file: page.bytes, fileName: page.name, contentType: page.type };
    const free = { description: "x", resourcetype: "88", specialization: "00" };
    const checked = { description: "x", ...xml99 };
    const asText = (json: object) => ({ name: "resource", value: JSON.stringify(json) });
    for (const parts of [
      [asText(free), filePart, asText(checked)],
      [jsonBlobPart("resource", free), filePart, jsonBlobPart("resource", checked)],
      [filePart, jsonBlobPart("resource", free), jsonBlobPart("resource", checked)],
      [asText(free), asText(checked), filePart],
    ]) {
      await expectRefused(() => postUpload(t, survey.id, { parts, token: admin }), {
        status: 400,
        field: "resource",
        message: "Die Angaben zur Datei (Teil „resource“) dürfen nur einmal kommen.",
      });
    }
  });

  it("refuses a missing or malformed resource part, and a payload naming a bad field", async () => {
    const file = FILES.xml();
    const filePart = { name: "file", file: file.bytes, fileName: file.name, contentType: file.type };
    for (const parts of [[], [filePart]]) {
      await expectRefused(() => postUpload(t, survey.id, { parts, token: admin }), {
        status: 400,
        field: "resource",
        message: "Die Angaben zur Datei (Teil „resource“) fehlen.",
      });
    }
    await expectRefused(
      () =>
        postUpload(t, survey.id, {
          parts: [{ name: "resource", value: "{kein json" }, filePart],
          token: admin,
        }),
      {
        status: 400,
        field: "resource",
        message: "Die Angaben zur Datei (Teil „resource“) sind kein gültiges JSON.",
      },
    );
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...xml99, description: "  " }, "description", "Bitte eine Beschreibung angeben"],
      [{ resourcetype: "96", specialization: "00" }, "resourcetype", "Unbekannter Ressourcentyp."],
      [
        { resourcetype: "99", specialization: "01" },
        "specialization",
        "Diese Spezialisierung gibt es für den Ressourcentyp nicht.",
      ],
      [
        { resourcetype: "93", specialization: "00", bzr: "251300" },
        "bzr",
        "Bitte einen gültigen BZR angeben, ab dem die Ressource gilt.",
      ],
    ];
    for (const [resource, field, message] of cases) {
      await expectRefused(
        () =>
          postUpload(t, survey.id, {
            parts: [{ name: "resource", value: JSON.stringify({ description: "x", ...resource }) }, filePart],
            token: admin,
          }),
        { status: 400, field, message },
      );
    }
    await expectRefused(
      () =>
        postUpload(t, survey.id, { resource: { ...xml99, description: "" }, file, token: admin, lang: "en" }),
      { status: 400, field: "description", message: "Please enter a description" },
    );
  });

  it("refuses a request that is not multipart", async () => {
    const res = await t.api({
      method: "POST",
      url: `/eid/${survey.id}/resource`,
      token: admin,
      payload: { a: 1 },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ message: "Bitte die Datei als multipart/form-data senden." });
  });

  it("refuses a file over UPLOAD_LIMIT_BYTES with 413, and takes one of exactly the limit", async () => {
    const big = (size: number) => ({
      bytes: Buffer.alloc(size, 0x41),
      name: "gross.txt",
      type: "text/plain",
    });
    const resource = { resourcetype: "91", specialization: "00" };
    await expectRefused(() => postUpload(t, survey.id, { resource, file: big(LIMIT + 1), token: admin }), {
      status: 413,
      field: "file",
      message: "Die Datei ist zu groß. Erlaubt sind höchstens 1 MB.",
    });
    expect((await postUpload(t, survey.id, { resource, file: big(LIMIT), token: admin })).statusCode).toBe(
      201,
    );
  });
});

describe("a file that comes before its resource part", () => {
  const pdfAsXml = { ...FILES.pdf(), name: "beschreibung.xml", type: "text/xml" };
  const brokenZip = { ...FILES.zip(), bytes: FILES.zip().bytes.subarray(0, 30) };
  const cases: [string, NewResourceJson, UploadFile, status: number][] = [
    ["a wrong format by name and declared type", xml99, FILES.pdf(), 415],
    ["bytes of another format than the name says", xml99, pdfAsXml, 415],
    ["a .zip that is no archive", { resourcetype: "86", specialization: "00" }, brokenZip, 415],
    ["XML that is not well-formed", xml99, FILES.xml("<eb><titel></eb>"), 415],
    ["an encoding the type does not list", xml99, FILES.latin1Xml(), 415],
    ["an empty file", xml99, { ...FILES.xml(), bytes: Buffer.alloc(0) }, 400],
    ["a payload naming a bad field", { ...xml99, description: " " }, FILES.xml(), 400],
  ];

  /** Refused in every shape with the answer the resource part first gets, leaving nothing stored. */
  async function expectRefusedAsFirst(
    resource: NewResourceJson,
    file: UploadFile,
    status: number,
    token: string,
  ) {
    const first = await postUpload(t, survey.id, { resource, file, token });
    expect(first.statusCode).toBe(status);
    const { message, field } = first.json() as { message: string; field?: string };
    for (const shape of [{ fileFirst: true }, { fileFirst: true, jsonBlob: true }]) {
      await expectRefused(() => postUpload(t, survey.id, { resource, file, shape, token }), {
        status,
        message,
        ...(field ? { field } : {}),
      });
    }
  }

  it.each(cases)(
    "is refused for %s as with the resource part first, leaving no staging blob",
    async (_, resource, file, status) => expectRefusedAsFirst(resource, file, status, admin),
  );

  it("is refused for a type the caller may not add, as with the resource part first", async () => {
    // res_rights let the specialist add types 97 to 86, not 99 (SPEC 6)
    await grantPermission(t.db, userOf("LoggedUser"), { statisticId: "2110", lkz: "09" }, ["res_rights"]);
    const specialist = await t.login(userOf("LoggedUser"), TEST_PASSWORD);
    await expectRefusedAsFirst(xml99, FILES.xml(), 403, specialist);
  });

  it("is refused over UPLOAD_LIMIT_BYTES with 413, and taken at exactly the limit", async () => {
    const big = (size: number) => ({
      bytes: Buffer.alloc(size, 0x41),
      name: "gross.txt",
      type: "text/plain",
    });
    const resource = { resourcetype: "91", specialization: "00" };
    const shape = { fileFirst: true, jsonBlob: true };
    await expectRefused(
      () => postUpload(t, survey.id, { resource, file: big(LIMIT + 1), shape, token: admin }),
      {
        status: 413,
        field: "file",
        message: "Die Datei ist zu groß. Erlaubt sind höchstens 1 MB.",
      },
    );
    const res = await postUpload(t, survey.id, { resource, file: big(LIMIT), shape, token: admin });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe("an upload aborted half-way", () => {
  it("leaves no row and no bytes behind", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const before = await storedCounts(t.db);
    const file = Buffer.alloc(900 * 1024, 0x42);
    const { payload, headers } = await multipartBody([
      {
        name: "resource",
        value: JSON.stringify({ description: "abgebrochen", resourcetype: "91", specialization: "00" }),
      },
      { name: "file", file, fileName: "gross.txt", contentType: "text/plain" },
    ]);
    const socket = connect(port, "127.0.0.1");
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    socket.write(
      `POST ${API_PREFIX}/eid/${survey.id}/resource HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${admin}\r\n` +
        `Content-Type: ${headers["content-type"]}\r\nContent-Length: ${payload.length}\r\n\r\n`,
    );
    // more than a chunk of the file, then the line breaks
    socket.write(payload.subarray(0, 700 * 1024));
    await expect.poll(async () => (await storedCounts(t.db))?.staging, { timeout: 5_000 }).toBe(1);
    socket.destroy();
    await expect.poll(async () => storedCounts(t.db), { timeout: 10_000 }).toEqual(before);
  });
});
