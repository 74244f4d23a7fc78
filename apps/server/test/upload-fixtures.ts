import type { ResourceAnswer } from "@erhdb/domain";
import type { LightMyRequestResponse } from "fastify";
import { sql } from "kysely";
import type { Database } from "../src/db/database.ts";
import { buildPdf, buildZip } from "../src/seed/files.ts";
import { type FormPart, jsonBlobPart, multipartBody } from "./multipart.ts";
import type { TestApp } from "./test-app.ts";

/** A file as a browser sends it: bytes, name and declared type. */
export interface UploadFile {
  bytes: Buffer;
  name: string;
  type: string;
}

const MODIFIED = new Date("2025-05-01T08:00:00Z");

/** Real files of every kind the rules name, small. */
export const FILES = {
  xml: (body = "<erhebungsbeschreibung><titel>Größe – Maß</titel></erhebungsbeschreibung>"): UploadFile => ({
    bytes: Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`, "utf8"),
    name: "beschreibung.xml",
    type: "text/xml",
  }),
  latin1Xml: (): UploadFile => ({
    bytes: Buffer.from(
      '<?xml version="1.0" encoding="ISO-8859-1"?>\n<eb><titel>Größe Übersicht</titel></eb>',
      "latin1",
    ),
    name: "latin.xml",
    type: "application/xml",
  }),
  pdf: (): UploadFile => ({
    bytes: buildPdf("Liefervereinbarung", ["Zeile 1"]),
    name: "lv.pdf",
    type: "application/pdf",
  }),
  zip: (names: readonly string[] = ["pruefcode.xml"]): UploadFile => ({
    bytes: buildZip(
      names.map((name) => ({ name, content: Buffer.from(`<a>${name}</a>`) })),
      MODIFIED,
    ),
    name: "paket.zip",
    type: "application/zip",
  }),
  ini: (): UploadFile => ({ bytes: Buffer.from("[Umsteiger]\nalt=neu\n"), name: "umsteiger.ini", type: "" }),
  txt: (text = "Feld;Typ\nBZR;N\n"): UploadFile => ({
    bytes: Buffer.from(text),
    name: "info.txt",
    type: "text/plain",
  }),
  binary: (): UploadFile => ({
    bytes: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]),
    name: "werkzeug.exe",
    type: "application/x-msdownload",
  }),
};

export interface NewResourceJson {
  description?: string;
  resourcetype: string;
  specialization: string;
  overwrite?: boolean;
  bzr?: string | null;
}

/** How the two parts are sent: the original clients send either order, and the JSON as text or as a Blob. */
export interface PartShape {
  /** the file part before the resource part */
  fileFirst?: boolean;
  /** the resource part as a browser's FormData Blob: type application/json, file name "blob" */
  jsonBlob?: boolean;
}

/** The parts of an upload: the resource part (text, or a JSON Blob) and the file, in the shape's order. */
export function uploadParts(
  resource: NewResourceJson | undefined,
  file: UploadFile | null | undefined,
  shape: PartShape = {},
): FormPart[] {
  const json = resource && { description: "Testdatei", ...resource };
  const jsonParts: FormPart[] = json
    ? [shape.jsonBlob ? jsonBlobPart("resource", json) : { name: "resource", value: JSON.stringify(json) }]
    : [];
  const fileParts: FormPart[] = file
    ? [{ name: "file", file: file.bytes, fileName: file.name, contentType: file.type }]
    : [];
  return shape.fileFirst ? [...fileParts, ...jsonParts] : [...jsonParts, ...fileParts];
}

/** `POST eid/{survey}/resource` with the resource part first, then the file (or the shape or parts given). */
export async function postUpload(
  t: TestApp,
  survey: number | string,
  options: {
    resource?: NewResourceJson;
    file?: UploadFile | null;
    shape?: PartShape;
    parts?: FormPart[];
    token?: string | null;
    lang?: string;
  },
): Promise<LightMyRequestResponse> {
  const parts = options.parts ?? uploadParts(options.resource, options.file, options.shape);
  const { payload, headers } = await multipartBody(parts);
  return t.api({
    method: "POST",
    url: `/eid/${survey}/resource`,
    token: options.token ?? null,
    payload,
    headers: { ...headers, ...(options.lang ? { "accept-language": options.lang } : {}) },
  });
}

/** A successful upload's resource. */
export async function uploaded(response: LightMyRequestResponse): Promise<ResourceAnswer> {
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** What is stored: blobs, chunks, staging blobs and resources; an upload that fails must change none. */
export async function storedCounts(db: Database) {
  const { rows } = await sql<{ blobs: number; chunks: number; staging: number; resources: number }>`
    SELECT (SELECT count(*) FROM file_blob)::int AS blobs,
           (SELECT count(*) FROM file_chunk)::int AS chunks,
           (SELECT count(*) FROM file_blob WHERE NOT stored)::int AS staging,
           (SELECT count(*) FROM resource)::int AS resources`.execute(db);
  return rows[0];
}
