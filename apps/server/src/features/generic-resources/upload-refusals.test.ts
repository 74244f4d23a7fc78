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
import type { FormPart } from "../../../test/multipart.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { seedEncodings } from "../../seed/demoGeneric.ts";
import { buildPdf, buildZip } from "../../seed/files.ts";

let t: TestApp;
let calls: ReturnType<typeof genericResourceCalls>;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  calls = genericResourceCalls(t);
  await seedEncodings(t.db, new Date("2025-01-01T00:00:00Z"));
  token = await t.login(userOf("SuperAdmin"), TEST_PASSWORD);
});
afterAll(() => t.close());

const file = (fileName: string, contentType: string, content: Buffer | string): TestFile => ({
  fileName,
  contentType,
  content: Buffer.isBuffer(content) ? content : Buffer.from(content),
});

const zipWithout = file(
  "schema.zip",
  "application/zip",
  buildZip([{ name: "other.xsd", content: Buffer.from("<a/>") }], new Date("2025-01-01T00:00:00Z")),
);

interface Refusal {
  parts: FormPart[];
  status: number;
  code: string;
  field: string;
  de: string | RegExp;
  en: string | RegExp;
}

/** Each refusal of SPEC 5 and decision 13, in both languages. */
const REFUSALS: Record<string, Refusal> = {
  "a wrong extension": {
    parts: [jsonPart(payload("01")), filePart(file("sdf.txt", "text/plain", "<a/>"))],
    status: 415,
    code: "FILE_TYPE",
    field: "file",
    de: "Für SDFMeta sind nur XML-Dateien erlaubt.",
    en: "Only XML files are allowed for SDFMeta.",
  },
  "a PDF named .xml": {
    parts: [
      jsonPart(payload("01")),
      filePart(file("sdf.xml", "application/xml", buildPdf("Titel", ["Zeile"]))),
    ],
    status: 415,
    code: "FILE_TYPE",
    field: "file",
    de: "Für SDFMeta sind nur XML-Dateien erlaubt.",
    en: "Only XML files are allowed for SDFMeta.",
  },
  "XML that is not well-formed": {
    parts: [
      jsonPart(payload("03")),
      filePart(file("a.xsl", "text/xsl", "<xsl:stylesheet><a></xsl:stylesheet>")),
    ],
    status: 415,
    code: "FILE_CONTENT",
    field: "file",
    de: /^Die Datei „a\.xsl“ ist kein wohlgeformtes XML: /,
    en: /^The file 'a\.xsl' is not well-formed XML: /,
  },
  "an ISO-8859-1 file of a type that lists UTF-8 only": {
    parts: [jsonPart(payload("02")), filePart({ ...FILES.latin1, fileName: "s.xsd" })],
    status: 415,
    code: "FILE_ENCODING",
    field: "file",
    de: "Die Datei „s.xsd“ ist in ISO-8859-1 kodiert; für den Ressourcentyp 02 sind nur UTF-8 erlaubt.",
    en: "The file 's.xsd' is encoded in ISO-8859-1; resource type 02 allows only UTF-8.",
  },
  "a .zip that is no archive": {
    parts: [
      jsonPart(payload("02", { mainGenRes: "a.xsd" })),
      filePart(file("s.zip", "application/zip", "kein zip")),
    ],
    status: 415,
    code: "FILE_CONTENT",
    field: "file",
    de: "Die Datei „s.zip“ ist kein lesbares ZIP-Archiv.",
    en: "The file 's.zip' is not a readable ZIP archive.",
  },
  "an empty file": {
    parts: [jsonPart(payload("01")), filePart(file("leer.xml", "application/xml", ""))],
    status: 400,
    code: "VALIDATION",
    field: "file",
    de: "Die Datei „leer.xml“ ist leer.",
    en: "The file 'leer.xml' is empty.",
  },
  "a zip without its named main file": {
    parts: [jsonPart(payload("02", { mainGenRes: "main.xsd" })), filePart(zipWithout)],
    status: 400,
    code: "VALIDATION",
    field: "mainGenRes",
    de: "Die Hauptdatei „main.xsd“ ist nicht im ZIP-Archiv enthalten.",
    en: "The main file 'main.xsd' is not in the ZIP archive.",
  },
  "a zip without a main file named": {
    parts: [jsonPart(payload("02")), filePart(FILES.archive)],
    status: 400,
    code: "VALIDATION",
    field: "mainGenRes",
    de: "Bitte die Hauptdatei des ZIP-Archivs angeben.",
    en: "Please name the main file of the ZIP archive.",
  },
  "a missing description": {
    parts: [jsonPart(payload("01", { description: "  " })), filePart(FILES.sdfMeta)],
    status: 400,
    code: "VALIDATION",
    field: "description",
    de: "Bitte die rot markierten Felder ausfüllen.",
    en: "Please fill in the fields marked in red.",
  },
  "an invalid bzr": {
    parts: [jsonPart(payload("01", { bzr: "251300" })), filePart(FILES.sdfMeta)],
    status: 400,
    code: "VALIDATION",
    field: "bzr",
    de: "Der Wert im Feld bzr ist ungültig.",
    en: "The value in field bzr is invalid.",
  },
  "a missing file": {
    parts: [jsonPart(payload("01"))],
    status: 400,
    code: "VALIDATION",
    field: "file",
    de: "Bitte eine Datei hochladen.",
    en: "Please upload a file.",
  },
  "malformed JSON": {
    parts: [{ name: "genericresource", value: "{ resourcetype: 01" }, filePart(FILES.sdfMeta)],
    status: 400,
    code: "VALIDATION",
    field: "genericresource",
    de: "Die Angaben zur Datei (Teil „genericresource“) sind kein gültiges JSON.",
    en: "The details of the file (part 'genericresource') are not valid JSON.",
  },
  "a missing JSON part": {
    parts: [filePart(FILES.sdfMeta)],
    status: 400,
    code: "VALIDATION",
    field: "genericresource",
    de: "Die Angaben zur Datei (Teil „genericresource“) fehlen.",
    en: "The details of the file (part 'genericresource') are missing.",
  },
  "a second JSON part": {
    parts: [jsonPart(payload("01")), filePart(FILES.sdfMeta), jsonPart(payload("03"))],
    status: 400,
    code: "VALIDATION",
    field: "genericresource",
    de: "Die Angaben zur Datei (Teil „genericresource“) dürfen nur einmal kommen.",
    en: "The details of the file (part 'genericresource') may come only once.",
  },
  "a second file": {
    parts: [jsonPart(payload("01")), filePart(FILES.sdfMeta), filePart(FILES.sdfMeta)],
    status: 400,
    code: "VALIDATION",
    field: "file",
    de: "Bitte nur eine Datei auf einmal hochladen.",
    en: "Please upload one file at a time.",
  },
};

const isFile = (part: FormPart) => "file" in part;
const fileFirst = (parts: FormPart[]) => [...parts.filter(isFile), ...parts.filter((p) => !isFile(p))];
/** A text part as a browser's FormData sends a Blob: application/json with the file name "blob". */
const asBlob = (part: FormPart): FormPart =>
  "value" in part
    ? { name: part.name, file: Buffer.from(part.value), fileName: "blob", contentType: "application/json" }
    : part;

/** The parts as the original clients send them (API.md): the file first, the JSON as text or a Blob. */
const SHAPES: Record<string, (parts: FormPart[]) => FormPart[]> = {
  "in the order given": (parts) => parts,
  "with the file first": fileFirst,
  "with the file first and the JSON as a Blob": (parts) => fileFirst(parts).map(asBlob),
};

describe("POST genericResource refuses", () => {
  it.each(
    Object.entries(REFUSALS).flatMap(([name, refusal]) =>
      Object.entries(SHAPES).map(
        ([shape, reshape]) => [`${name} ${shape}`, { ...refusal, parts: reshape(refusal.parts) }] as const,
      ),
    ),
  )("%s, leaving no row and no bytes", async (_, refusal) => {
    const rows = await calls.rows();
    for (const lang of ["de", "en"] as const) {
      const res = await calls.post(refusal.parts, token, lang);
      expect(res.statusCode, res.body).toBe(refusal.status);
      const body = res.json();
      expect(body).toMatchObject({ code: refusal.code, field: refusal.field });
      expect(body.message).toMatch(refusal[lang]);
    }
    expect(await calls.rows()).toBe(rows);
    expect(await calls.stagingBlobs()).toBe(0);
  });

  it("a body that is not multipart (415)", async () => {
    const res = await t.api({ method: "POST", url: "/genericResource", payload: payload("01"), token });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE" });
  });
});
