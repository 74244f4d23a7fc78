import type { ResourceAnswer } from "@erhdb/domain";
import type { LightMyRequestResponse } from "fastify";
import { sql } from "kysely";
import type { Database } from "../src/db/database.ts";
import { buildPdf, buildZip } from "../src/seed/files.ts";
import { type FormPart, multipartBody } from "./multipart.ts";
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

/** `POST eid/{survey}/resource` with the resource part first, then the file (or the parts given). */
export async function postUpload(
  t: TestApp,
  survey: number | string,
  options: {
    resource?: NewResourceJson;
    file?: UploadFile | null;
    parts?: FormPart[];
    token?: string | null;
    lang?: string;
  },
): Promise<LightMyRequestResponse> {
  const parts: FormPart[] = options.parts ?? [
    ...(options.resource
      ? [{ name: "resource", value: JSON.stringify({ description: "Testdatei", ...options.resource }) }]
      : []),
    ...(options.file
      ? [
          {
            name: "file",
            file: options.file.bytes,
            fileName: options.file.name,
            contentType: options.file.type,
          },
        ]
      : []),
  ];
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
