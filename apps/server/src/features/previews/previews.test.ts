import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { insertResource } from "../../../test/resource-fixtures.ts";
import { surveyFixtures } from "../../../test/survey-fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { answerOf, UNKNOWN_ID } from "../../../test/unknown-answer.ts";
import { API_PREFIX } from "../../app.ts";
import { insertStoredBlob } from "../../files/blob-store.ts";
import { createPreviewLinks, LINK_TTL_MS } from "./links.ts";
import { createPreviewService, DEFAULT_PREVIEW_LIMITS } from "./service.ts";
import { createTransform, type Transform } from "./transform.ts";

// The routes of the XML previews (issue 38, decision 45) on the real app: the sandbox itself is
// transform.test.ts's, the cache service.test.ts's.

const CSP = "default-src 'none';style-src 'unsafe-inline';img-src data:;sandbox;frame-ancestors 'self'";

const stylesheet = (
  name: string,
) => `<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:output method="html"/>
  <xsl:template match="/"><html lang="de"><head><title>${name}</title></head><body><h1><xsl:value-of select="*/titel"/></h1></body></html></xsl:template>
</xsl:stylesheet>`;

const xml = (encoding: string, title: string) =>
  Buffer.from(`<?xml version="1.0" encoding="${encoding}"?>\n<eb><titel>${title}</titel></eb>`, "latin1");

let t: TestApp;
let editor: string;
let other: string;
let ids: Record<
  "description" | "latin9Example" | "internal" | "otherInternal" | "questionnaire" | "zipExample",
  number
>;
let raw2html: number;
/** a public example of its own, with an XML no test has previewed yet */
let freshExample: (title: string) => Promise<number>;

/**
 * The app's transformation, held while `held` is pending, as a slow stylesheet would hold it; with one
 * slot and no waiting line, a second preview meanwhile is refused as busy.
 */
let held: Promise<void> | null = null;
let entered = 0;
const sandbox = createTransform();
const transform: Transform = async (xmlText, stylesheetText) => {
  entered++;
  await held;
  return sandbox(xmlText, stylesheetText);
};

/** Gives the resource a file of its own, as an upload would have stored it. */
async function withFile(
  id: number,
  fileName: string,
  contentType: string,
  encoding: string | null,
  content: Buffer,
) {
  const blobId = await insertStoredBlob(t.db, content);
  await t.db
    .updateTable("resource")
    .set({
      file_name: fileName,
      content_type: contentType,
      encoding,
      file_size: content.length,
      blob_id: blobId,
    })
    .where("id", "=", id)
    .execute();
  return id;
}

async function insertStylesheet(type: string, name: string, accessMode = true): Promise<number> {
  const content = Buffer.from(stylesheet(name), "utf8");
  const blobId = await insertStoredBlob(t.db, content);
  const row = await t.db
    .insertInto("generic_resource")
    .values({
      resource_type: type,
      description: name,
      access_mode: accessMode,
      filename: `${name}.xsl`,
      content_type: "application/xslt+xml",
      encoding: "UTF-8",
      blob_id: blobId,
      updating: new Date(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp(
    {},
    { previews: { transform, limits: { ...DEFAULT_PREVIEW_LIMITS, running: 1, waiting: 0 } } },
  );
  const newSurvey = await surveyFixtures(t.db);
  const open = await newSurvey({ status: 3, accessMode: true });
  let version = 0;
  const resource = (type: string, specialization = "00", accessMode = true) =>
    insertResource(t.db, open, { type, specialization, accessMode, status: 3, version: ++version });
  ids = {
    description: await withFile(
      (await resource("99")).id,
      "EB.xml",
      "text/xml",
      "ISO-8859-1",
      xml("ISO-8859-1", "Größe der Maße"),
    ),
    latin9Example: await withFile(
      (await resource("90", "01")).id,
      "BSP.xml",
      "application/xml",
      "ISO-8859-15",
      xml("ISO-8859-15", "Preis in \u00a4"),
    ),
    internal: await withFile(
      (await resource("99", "00", false)).id,
      "EB.xml",
      "text/xml",
      "UTF-8",
      xml("UTF-8", "intern"),
    ),
    otherInternal: (await resource("99", "00", false)).id,
    questionnaire: await withFile(
      (await resource("97")).id,
      "FB.xml",
      "text/xml",
      "UTF-8",
      xml("UTF-8", "Fragebogen"),
    ),
    zipExample: (await resource("90", "02")).id,
  };
  freshExample = async (title) =>
    withFile((await resource("90", "01")).id, "BSP.xml", "application/xml", "UTF-8", xml("UTF-8", title));
  await insertStylesheet("04", "res2html");
  raw2html = await insertStylesheet("03", "raw2html");
  // an internal stylesheet is never the current one
  await insertStylesheet("03", "raw2html-entwurf", false);
  // eid_rights for the survey's statistic and office: sees its internal resources (decision 8)
  editor = await t.login(userOf("FachAdmin"), TEST_PASSWORD);
  other = await t.login(userOf("LoggedUser"), TEST_PASSWORD);
});
afterAll(() => t.close());

const page = (id: number, token: string | null = null) =>
  t.api({ method: "GET", url: `/resource/${id}/preview`, token });
const link = (id: number, token: string | null = null) =>
  t.api({ method: "GET", url: `/resource/${id}/preview/link`, token });
/** a link's address, without any header: as an iframe or a new tab opens it */
const open = (href: string) => t.app.inject({ method: "GET", url: href });

describe("GET resource/{id}/preview", () => {
  it("shows the survey description through res2html, from its ISO-8859-1 bytes, sandboxed", async () => {
    const res = await page(ids.description);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain("<title>res2html</title>");
    expect(res.body).toContain("<h1>Größe der Maße</h1>");
    expect(res.headers).toMatchObject({
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": CSP,
      "x-frame-options": "SAMEORIGIN",
      "x-content-type-options": "nosniff",
      "cache-control": "no-store",
    });
  });

  it("shows an example's XML through the current public raw2html, from its ISO-8859-15 bytes", async () => {
    const res = await page(ids.latin9Example);
    expect(res.body).toContain("<title>raw2html</title>");
    expect(res.body).toContain("<h1>Preis in €</h1>");
  });

  it("keeps frame-ancestors 'none' on every other answer", async () => {
    const res = await link(ids.description);
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers["x-frame-options"]).toBe("DENY");
  });

  it("refuses the types without a preview, and a kind without a public stylesheet", async () => {
    for (const id of [ids.questionnaire, ids.zipExample]) {
      expect(answerOf(await page(id))).toMatchObject({ status: 409, body: { code: "PREVIEW_NOT_OFFERED" } });
    }
    await t.db
      .updateTable("generic_resource")
      .set({ access_mode: false })
      .where("id", "=", raw2html)
      .execute();
    try {
      expect(answerOf(await link(ids.latin9Example))).toEqual({
        status: 409,
        body: {
          code: "PREVIEW_NO_STYLESHEET",
          message:
            "Es gibt kein öffentliches Stylesheet raw2html.xsl, mit dem die Vorschau erstellt werden könnte.",
        },
      });
    } finally {
      await t.db
        .updateTable("generic_resource")
        .set({ access_mode: true })
        .where("id", "=", raw2html)
        .execute();
    }
  });

  it("answers a resource the caller may not see exactly as an unknown one (decision 34)", async () => {
    for (const who of [null, other]) {
      expect(answerOf(await page(ids.internal, who))).toEqual(answerOf(await page(UNKNOWN_ID, who)));
      expect(answerOf(await link(ids.internal, who))).toEqual(answerOf(await link(UNKNOWN_ID, who)));
    }
    expect((await page(UNKNOWN_ID)).statusCode).toBe(404);
    expect((await page(ids.internal, editor)).body).toContain("<h1>intern</h1>");
  });
});

describe("every transformation slot taken", () => {
  it("answers 503 PREVIEW_BUSY with Retry-After in the caller's language, a hidden resource still as an unknown one; the held preview then comes", async () => {
    const [a, b] = [await freshExample("A"), await freshExample("B")];
    let release = () => {};
    held = new Promise((resolve) => {
      release = resolve;
    });
    const before = entered;
    const first = page(a);
    await vi.waitFor(() => expect(entered).toBe(before + 1));
    try {
      for (const [lang, message] of [
        [
          "de",
          "Es werden gerade zu viele Vorschauen erstellt. Bitte versuchen Sie es in einigen Sekunden erneut.",
        ],
        ["en", "Too many previews are being made right now. Please try again in a few seconds."],
      ] as const) {
        for (const call of ["preview", "preview/link"]) {
          const res = await t.api({
            method: "GET",
            url: `/resource/${b}/${call}`,
            headers: { "accept-language": lang },
          });
          expect(answerOf(res), call).toEqual({ status: 503, body: { code: "PREVIEW_BUSY", message } });
          expect(res.headers["retry-after"], call).toBe("5");
        }
      }
      // the slots are taken only after the visibility check: a hidden resource is still an unknown one
      for (const who of [null, other]) {
        expect(answerOf(await page(ids.internal, who))).toEqual(answerOf(await page(UNKNOWN_ID, who)));
      }
    } finally {
      release();
      held = null;
    }
    expect((await first).body).toContain("<h1>A</h1>");
    expect((await page(b)).body).toContain("<h1>B</h1>");
  });
});

describe("GET resource/{id}/preview/link", () => {
  it("gives an anonymous caller the plain address", async () => {
    const res = await link(ids.description);
    expect(res.json()).toEqual({
      href: `${API_PREFIX}/resource/${ids.description}/preview`,
      stylesheet: { id: expect.any(Number), fileName: "res2html.xsl", version: "" },
    });
    expect((await open(res.json().href)).body).toContain("<h1>Größe der Maße</h1>");
  });

  it("gives a logged-in caller a token of the session for that resource alone, which ends with it", async () => {
    const { href } = (await link(ids.internal, editor)).json();
    expect(href).toMatch(
      new RegExp(
        `^${API_PREFIX}/resource/${ids.internal}/preview\\?token=[0-9]+\\.[0-9a-f]{64}\\.[A-Za-z0-9_-]{43}$`,
      ),
    );
    expect((await open(href)).body).toContain("<h1>intern</h1>");

    const unknown = answerOf(await page(UNKNOWN_ID));
    const token = new URL(href, "http://x").searchParams.get("token") ?? "";
    // on another internal resource, or changed in one character: anonymous, so unknown
    expect(
      answerOf(await open(`${API_PREFIX}/resource/${ids.otherInternal}/preview?token=${token}`)),
    ).toEqual(unknown);
    expect(answerOf(await open(href.replace(/.$/, (c: string) => (c === "A" ? "B" : "A"))))).toEqual(unknown);
    // nor another spelling of the same signature: its last character differs only in a bit decoding drops
    const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const respelt = href.slice(0, -1) + BASE64URL[BASE64URL.indexOf(href.slice(-1)) ^ 1];
    expect(answerOf(await open(respelt))).toEqual(unknown);

    // past its time
    t.advanceClock(LINK_TTL_MS + 1000);
    try {
      expect(answerOf(await open(href))).toEqual(unknown);
    } finally {
      t.advanceClock(-(LINK_TTL_MS + 1000));
    }
    expect((await open(href)).statusCode).toBe(200);
    // the session ends, the token with it
    const session = await t.login(userOf("FachAdmin"), TEST_PASSWORD);
    const mine = (await link(ids.internal, session)).json().href;
    await t.api({ method: "POST", url: "/logout", token: session });
    expect(answerOf(await open(mine))).toEqual(unknown);
  });

  it("signs with a key the SQL console cannot read", async () => {
    const { rows } = await sql<{ readable: boolean }>`
      SELECT has_table_privilege('erhdb_sql_reader', 'preview_link_key', 'SELECT') AS readable`.execute(t.db);
    expect(rows).toEqual([{ readable: false }]);
  });
});

describe("the preview service", () => {
  it("transforms each (resource file, stylesheet file) once; a new file of either anew; a failure for a while", async () => {
    const real = createTransform();
    let transformed = 0;
    let offsetMs = 0;
    const previews = createPreviewService(t.db, {
      transform: (xml, xsl) => {
        transformed++;
        return real(xml, xsl);
      },
      links: createPreviewLinks(t.db, { now: () => new Date() }),
      apiPrefix: API_PREFIX,
      limits: { ...DEFAULT_PREVIEW_LIMITS, inputBytes: 1_000 },
      now: () => new Date(Date.now() + offsetMs),
    });
    const html = async (id: number) => (await previews.page(id, null)).toString("utf8");

    expect(await html(ids.latin9Example)).toContain("<h1>Preis in €</h1>");
    expect(await Promise.all([html(ids.latin9Example), html(ids.latin9Example)])).toHaveLength(2);
    expect(await html(ids.description)).toContain("<h1>Größe der Maße</h1>");
    expect(transformed).toBe(2);

    // a new file of the stylesheet
    const failing = Buffer.from(
      stylesheet("raw2html").replace("<xsl:output", '<xsl:include href="/etc/passwd"/><xsl:output'),
    );
    const blob = await insertStoredBlob(t.db, failing);
    await t.db.updateTable("generic_resource").set({ blob_id: blob }).where("id", "=", raw2html).execute();
    const refusal = await previews.page(ids.latin9Example, null).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ status: 422, code: "PREVIEW_FAILED", extra: { reason: "failed" } });
    await expect(previews.page(ids.latin9Example, null)).rejects.toMatchObject({ code: "PREVIEW_FAILED" });
    expect(transformed).toBe(3);
    offsetMs = DEFAULT_PREVIEW_LIMITS.failureMs + 1;
    await expect(previews.page(ids.latin9Example, null)).rejects.toMatchObject({ code: "PREVIEW_FAILED" });
    expect(transformed).toBe(4);

    // a new file of the resource, above the input limit: read anew, and not transformed at all the input limit is not transformed at all
    await withFile(ids.description, "EB.xml", "text/xml", "UTF-8", xml("UTF-8", "x".repeat(1_000)));
    await expect(previews.page(ids.description, null)).rejects.toMatchObject({
      extra: { reason: "input-too-large" },
    });
    expect(transformed).toBe(4);
  });
});
