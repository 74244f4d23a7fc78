import type { DocumentAnswer } from "@erhdb/domain";
import { fileTypeFromBuffer } from "file-type";
import { SaxesParser } from "saxes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { CHUNK_BYTES, insertStoredBlob } from "../../files/blob-store.ts";
import { DEMO_DOCUMENTS, seedDocuments } from "../../seed/demoDocuments.ts";
import { DOCUMENT_PAGE_POLICY } from "./html-page.ts";

let t: TestApp;
let token: string;
const NOW = new Date("2025-08-12T10:00:00Z");
/** larger than one chunk, so that its answer is streamed from two */
const LARGE = Buffer.alloc(CHUNK_BYTES + 1000, "Zeile mit Umlauten: äöü\n");

const demo = (name: string) => {
  const found = DEMO_DOCUMENTS.find((d) => d.name === name);
  if (!found) throw new Error(`no demo document ${name}`);
  return found;
};

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDocuments(t.db, NOW)).toBe(DEMO_DOCUMENTS.length);
  // a text file in Latin-1 of two chunks, and a page of a few bytes
  await insertDocument({
    name: "liesmich.txt",
    kind: "file",
    visibility: "extern",
    title: "Liesmich",
    mediaType: "text/plain",
    encoding: "ISO-8859-1",
    content: LARGE,
    sortOrder: 30,
  });
  await insertDocument({
    name: "kurzseite",
    kind: "html",
    visibility: "extern",
    title: "Kurzseite",
    mediaType: "text/html",
    encoding: "UTF-8",
    content: Buffer.from("<p>Größen</p>"),
    sortOrder: 40,
  });
  token = await t.login(userOf("LoggedUser"), TEST_PASSWORD);
});
afterAll(() => t.close());

async function insertDocument(d: {
  name: string;
  kind: "file" | "html";
  visibility: "extern" | "intern";
  title: string;
  mediaType: string;
  encoding: string | null;
  content: Buffer;
  sortOrder: number;
}) {
  const blobId = await insertStoredBlob(t.db, d.content);
  await t.db
    .insertInto("document")
    .values({
      name: d.name,
      kind: d.kind,
      visibility: d.visibility,
      title_de: d.title,
      title_en: d.title,
      media_type: d.mediaType,
      encoding: d.encoding,
      blob_id: blobId,
      sort_order: d.sortOrder,
    })
    .execute();
}

const get = (url: string, who: string | null = null, lang = "de") =>
  t.api({ method: "GET", url, token: who, headers: { "accept-language": lang } });

describe("GET documents", () => {
  it("lists the public documents to everyone, extern first and in their order", async () => {
    const res = await get("/documents");
    expect(res.statusCode, res.body).toBe(200);
    const listed: DocumentAnswer[] = res.json();
    expect(listed.map((d) => d.name)).toEqual([
      "nutzungshinweise.pdf",
      "kennungen",
      "liesmich.txt",
      "kurzseite",
    ]);
    const notes = demo("nutzungshinweise.pdf");
    expect(listed[0]).toEqual({
      name: "nutzungshinweise.pdf",
      kind: "file",
      visibility: "extern",
      title: notes.title,
      mediaType: "application/pdf",
      size: notes.content.length,
      updated: NOW.toISOString(),
    });
  });

  it("adds the internal documents for whoever is logged in", async () => {
    const res = await get("/documents", token);
    expect(res.statusCode).toBe(200);
    const listed: DocumentAnswer[] = res.json();
    expect(listed.map((d) => `${d.visibility} ${d.name}`)).toEqual([
      "extern nutzungshinweise.pdf",
      "extern kennungen",
      "extern liesmich.txt",
      "extern kurzseite",
      "intern handbuch-bearbeitung",
      "intern checkliste-freigabe.pdf",
    ]);
  });

  it("shows a caller whose token is unknown or expired what anonymous callers see", async () => {
    const res = await get("/documents", "unbekanntes-token");
    expect(res.statusCode).toBe(200);
    expect((res.json() as DocumentAnswer[]).every((d) => d.visibility === "extern")).toBe(true);
  });
});

describe("GET documents/extern/{file}", () => {
  it("downloads a public file as an attachment, to anyone", async () => {
    const res = await get("/documents/extern/nutzungshinweise.pdf");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="nutzungshinweise.pdf"; filename*=UTF-8''nutzungshinweise.pdf`,
    );
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.rawPayload.equals(demo("nutzungshinweise.pdf").content)).toBe(true);
    expect((await fileTypeFromBuffer(res.rawPayload))?.mime).toBe("application/pdf");
  });

  it("streams a text file of several chunks whole, with its charset", async () => {
    const res = await get("/documents/extern/liesmich.txt", token);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=ISO-8859-1");
    expect(res.rawPayload.equals(LARGE)).toBe(true);
  });

  it("knows no internal file and no page by this path (404, in the caller's language)", async () => {
    for (const name of ["checkliste-freigabe.pdf", "kennungen", "gibt-es-nicht.pdf"]) {
      const res = await get(`/documents/extern/${name}`, token);
      expect(res.statusCode, name).toBe(404);
      expect(res.json()).toEqual({
        code: "DOCUMENT_NOT_FOUND",
        message: `Das Dokument „${name}“ gibt es hier nicht.`,
      });
    }
    const english = await get("/documents/extern/gibt-es-nicht.pdf", null, "en");
    expect(english.json().message).toBe("There is no document 'gibt-es-nicht.pdf' here.");
  });

  it("refuses a name that is no file name (400 naming the field), before any lookup", async () => {
    for (const name of ["..%2F..%2Fetc%2Fpasswd", ".env", "a%20b", "%C3%A4.pdf"]) {
      const res = await get(`/documents/extern/${name}`);
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION", field: "file" });
    }
    // longer than a name may be: the router refuses it first (its longest parameter is 100 characters)
    const long = await get(`/documents/extern/${"a".repeat(101)}`);
    expect(long.statusCode).toBe(414);
  });
});

describe("GET documents/intern/{file}", () => {
  it("needs a session before it looks anything up (401 for any name)", async () => {
    for (const name of ["checkliste-freigabe.pdf", "gibt-es-nicht.pdf"]) {
      const res = await get(`/documents/intern/${name}`);
      expect(res.statusCode, name).toBe(401);
      expect(res.json().code).toBe("UNAUTHENTICATED");
    }
  });

  it("downloads an internal file for any logged-in user", async () => {
    const res = await get("/documents/intern/checkliste-freigabe.pdf", token);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="checkliste-freigabe.pdf"/);
    expect(res.rawPayload.equals(demo("checkliste-freigabe.pdf").content)).toBe(true);
  });

  it("knows no public file and no page by this path", async () => {
    for (const name of ["nutzungshinweise.pdf", "handbuch-bearbeitung"]) {
      const res = await get(`/documents/intern/${name}`, token);
      expect(res.statusCode, name).toBe(404);
      expect(res.json().code).toBe("DOCUMENT_NOT_FOUND");
    }
  });
});

describe("GET documents/loadhtml/{name}", () => {
  it("serves a public page's fragment inline, in German, with a policy that lets it run nothing", async () => {
    const res = await get("/documents/loadhtml/kennungen", null, "en");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["content-language"]).toBe("de");
    expect(res.headers["content-disposition"]).toBeUndefined();
    expect(res.headers["content-security-policy"]).toBe(DOCUMENT_PAGE_POLICY);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.rawPayload.equals(demo("kennungen").content)).toBe(true);
  });

  it("asks an anonymous caller to log in for an internal page, and serves it to a session", async () => {
    const anonymous = await get("/documents/loadhtml/handbuch-bearbeitung");
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe("UNAUTHENTICATED");
    // an unknown name answers them the same, so that no name tells an internal page from none (decision 34)
    const unknown = await get("/documents/loadhtml/unbekannt");
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
      status: anonymous.statusCode,
      body: anonymous.json(),
    });
    const res = await get("/documents/loadhtml/handbuch-bearbeitung", token);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(demo("handbuch-bearbeitung").content)).toBe(true);
  });

  it("serves pages only: a file or an unknown name is a 404, a path a 400", async () => {
    for (const name of ["nutzungshinweise.pdf", "unbekannt"]) {
      const res = await get(`/documents/loadhtml/${name}`, token);
      expect(res.statusCode, name).toBe(404);
      expect(res.json().code).toBe("DOCUMENT_NOT_FOUND");
    }
    const path = await get("/documents/loadhtml/..%2Fkennungen");
    expect(path.statusCode).toBe(400);
    expect(path.json()).toMatchObject({ code: "VALIDATION", field: "name" });
  });
});

describe("the demo documents", () => {
  it("are what they say: PDFs a viewer opens, pages of well-formed markup that start below the title", async () => {
    for (const d of DEMO_DOCUMENTS) {
      if (d.kind === "file") {
        expect((await fileTypeFromBuffer(d.content))?.mime, d.name).toBe(d.mediaType);
        continue;
      }
      const fragment = d.content.toString("utf8");
      // every tag closed, so that the page around it is whole; the page's <h1> is its title
      const parser = new SaxesParser();
      parser.write(`<body>${fragment}</body>`).close();
      expect(fragment, d.name).not.toMatch(/<h1|<script|<iframe|\son\w+=/i);
    }
  });
});

describe("the document table", () => {
  it("drops a deleted document's file with it", async () => {
    const row = await t.db
      .selectFrom("document")
      .select("blob_id")
      .where("name", "=", "kurzseite")
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom("document").where("name", "=", "kurzseite").execute();
    const blob = await t.db.selectFrom("file_blob").select("id").where("id", "=", row.blob_id).execute();
    expect(blob).toEqual([]);
  });

  it("adds no demo document twice", async () => {
    expect(await seedDocuments(t.db, NOW)).toBe(0);
  });
});
