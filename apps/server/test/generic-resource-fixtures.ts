import type { LightMyRequestResponse } from "fastify";
import { buildZip } from "../src/seed/files.ts";
import { type FormPart, multipartBody } from "./multipart.ts";
import type { TestApp } from "./test-app.ts";

/** A file as the browser would send it. */
export interface TestFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

const xml = (fileName: string, body: string, contentType = "application/xml"): TestFile => ({
  fileName,
  contentType,
  content: Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`, "utf8"),
});

export const SCHEMA_BODY =
  '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:element name="a"/></xs:schema>';

/** One well-formed file of each format the general resource types take (SPEC 5). */
export const FILES = {
  sdfMeta: xml(
    "sdfmeta_2_6.xml",
    '<sdfmeta version="2.6"><beschreibung>Größe – Maße</beschreibung></sdfmeta>',
  ),
  schema: xml("schema.xsd", SCHEMA_BODY),
  stylesheet: xml(
    "raw2html.xsl",
    '<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"/>',
    "application/xslt+xml",
  ),
  archive: {
    fileName: "schema-2.6.zip",
    contentType: "application/zip",
    content: buildZip(
      [
        { name: "main.xsd", content: Buffer.from(SCHEMA_BODY) },
        { name: "types/common.xsd", content: Buffer.from(SCHEMA_BODY) },
      ],
      new Date("2025-05-01T12:00:00Z"),
    ),
  },
  /** ISO-8859-1 with umlauts, as its declaration says */
  latin1: {
    fileName: "sdfmeta_latin1.xml",
    contentType: "text/xml",
    content: Buffer.from(
      '<?xml version="1.0" encoding="ISO-8859-1"?>\n<sdfmeta><beschreibung>Größe, Übersicht</beschreibung></sdfmeta>',
      "latin1",
    ),
  },
} satisfies Record<string, TestFile>;

/** A complete `genericresource` part for the type, with overrides. */
export const payload = (resourcetype: string, overrides: Record<string, unknown> = {}) => ({
  resourcetype,
  datmlRawVersion: "2.6",
  version: "1.0",
  bzr: "250000",
  description: `Testressource ${resourcetype}`,
  accessMode: true,
  ...overrides,
});

export const jsonPart = (value: unknown): FormPart => ({
  name: "genericresource",
  value: JSON.stringify(value),
});
export const filePart = (file: TestFile): FormPart => ({
  name: "file",
  file: file.content,
  fileName: file.fileName,
  contentType: file.contentType,
});

/** The general resource calls of SPEC 7 through HTTP. */
export function genericResourceCalls(t: TestApp) {
  async function send(url: string, parts: readonly FormPart[], token: string | null, lang: string) {
    const body = await multipartBody(parts);
    return t.api({
      method: "POST",
      url,
      payload: body.payload,
      headers: { ...body.headers, "accept-language": lang },
      token,
    });
  }

  return {
    /** `POST genericResource` with any parts, in their order */
    post: (parts: readonly FormPart[], token: string | null, lang = "de"): Promise<LightMyRequestResponse> =>
      send("/genericResource", parts, token, lang),
    add: (fields: unknown, file: TestFile, token: string | null) =>
      send("/genericResource", [jsonPart(fields), filePart(file)], token, "de"),
    update: (id: number, fields: unknown, file: TestFile | null, token: string | null, lang = "de") =>
      send(
        `/genericResource/${id}/update`,
        [jsonPart(fields), ...(file ? [filePart(file)] : [])],
        token,
        lang,
      ),
    /** `POST genericResource/{id}/update` with any parts, in their order */
    updateWith: (id: number, parts: readonly FormPart[], token: string | null, lang = "de") =>
      send(`/genericResource/${id}/update`, parts, token, lang),
    remove: (id: number, token: string | null) =>
      t.api({ method: "GET", url: `/genericResource/${id}/delete`, token }),
    download: (id: number, token: string | null = null) =>
      t.api({ method: "GET", url: `/genericResource/${id}/content`, token }),
    /** blobs of uploads that never became a row's */
    stagingBlobs: async () =>
      Number(
        (
          await t.db
            .selectFrom("file_blob")
            .select((eb) => eb.fn.countAll().as("n"))
            .where("stored", "=", false)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    rows: async () =>
      Number(
        (
          await t.db
            .selectFrom("generic_resource")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
  };
}
