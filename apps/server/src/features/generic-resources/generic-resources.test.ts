import type { GenericResourceAnswer } from "@erhdb/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { insertStoredBlob } from "../../files/blob-store.ts";
import { seedGenericResources } from "../../seed/demoGeneric.ts";

let t: TestApp;
let userToken: string;
/** a public stylesheet with a name that needs encoding, and an internal schema */
let stylesheet: { id: number; content: Buffer };
let internal: { id: number; content: Buffer };

const STYLESHEET = Buffer.from(
  '<?xml version="1.0" encoding="ISO-8859-1"?><xsl:stylesheet/>\n<!-- Größe -->',
  "latin1",
);

beforeAll(async () => {
  t = await createTestApp();
  await seedGenericResources(t.db, new Date("2025-03-01T10:00:00Z"));
  const insert = (values: {
    type: string;
    description: string;
    accessMode: boolean;
    filename: string;
    content: Buffer;
    encoding?: string;
  }) =>
    insertStoredBlob(t.db, values.content).then((blobId) =>
      t.db
        .insertInto("generic_resource")
        .values({
          resource_type: values.type,
          description: values.description,
          access_mode: values.accessMode,
          filename: values.filename,
          content_type: "application/xml",
          encoding: values.encoding ?? "UTF-8",
          blob_id: blobId,
          bzr: "250000",
          version: "2.0",
          datml_raw_version: "2.5",
          updating: new Date("2025-04-01T08:30:00Z"),
        })
        .returning("id")
        .executeTakeFirstOrThrow(),
    );
  stylesheet = {
    ...(await insert({
      type: "04",
      description: "Übersicht – Ärzte",
      accessMode: true,
      filename: "Übersicht (ärzte).xsl",
      content: STYLESHEET,
      encoding: "ISO-8859-1",
    })),
    content: STYLESHEET,
  };
  const schema = Buffer.from("<xs:schema/>");
  internal = {
    ...(await insert({
      type: "02",
      description: "Internes Schema",
      accessMode: false,
      filename: "intern.xsd",
      content: schema,
    })),
    content: schema,
  };
  userToken = await t.login(userOf("LoggedUser"), TEST_PASSWORD);
});
afterAll(() => t.close());

async function list(token: string | null): Promise<GenericResourceAnswer[]> {
  const res = await t.api({ method: "GET", url: "/genericResource", token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const content = (id: number, token: string | null = null) =>
  t.api({ method: "GET", url: `/genericResource/${id}/content`, token });

describe("GET genericResource", () => {
  it("lists the public ones to anonymous callers, by type, without contents", async () => {
    const rows = await list(null);
    expect(rows.every((r) => r.accessMode)).toBe(true);
    expect(rows.map((r) => r.resourcetype)).toEqual(["01", "02", "03", "04", "04", "04"]);
    expect(rows.some((r) => r.id === internal.id)).toBe(false);
    expect(rows.find((r) => r.id === stylesheet.id)).toEqual({
      id: stylesheet.id,
      resourcetype: "04",
      datmlRawVersion: "2.5",
      version: "2.0",
      bzr: "250000",
      description: "Übersicht – Ärzte",
      accessMode: true,
      mainGenRes: null,
      filename: "Übersicht (ärzte).xsl",
      encoding: "ISO-8859-1",
      updating: "2025-04-01T08:30:00.000Z",
    });
  });

  it("lists every one, internal too, to a logged-in caller", async () => {
    const rows = await list(userToken);
    expect(rows).toHaveLength(9);
    expect(rows.filter((r) => !r.accessMode).map((r) => r.filename)).toEqual([
      "sdfmeta_2_3.xml",
      "datml-raw-2.5.zip",
      "intern.xsd",
    ]);
    expect(rows.find((r) => r.filename === "datml-raw-2.5.zip")?.mainGenRes).toBe("datml-raw.xsd");
  });

  it("answers an unknown session like an anonymous caller", async () => {
    expect(await list("not-a-session")).toEqual(await list(null));
  });
});

describe("GET genericResource/{id}/content", () => {
  it("downloads the stored bytes under the file's name", async () => {
    const res = await content(stylesheet.id);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(stylesheet.content)).toBe(true);
    expect(res.headers["content-type"]).toBe("application/xml; charset=ISO-8859-1");
    expect(res.headers["content-disposition"]).toBe(
      "attachment; filename=\"_bersicht (_rzte).xsl\"; filename*=UTF-8''%C3%9Cbersicht%20%28%C3%A4rzte%29.xsl",
    );
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("hides an internal one from anonymous callers like an unknown one, and gives it to a logged-in one", async () => {
    const hidden = await content(internal.id);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ code: "NOT_FOUND" });
    const shown = await content(internal.id, userToken);
    expect(shown.statusCode).toBe(200);
    expect(shown.rawPayload.equals(internal.content)).toBe(true);
  });

  it.each([
    ["an unknown id", "999999", 404],
    ["a non-numeric id", "abc", 400],
    ["an id beyond int4", "99999999999", 400],
    ["id 0", "0", 400],
  ])("answers %s (%s) with %i", async (_, id, status) => {
    const res = await t.api({ method: "GET", url: `/genericResource/${id}/content` });
    expect(res.statusCode).toBe(status);
  });

  it("downloads every listed resource of the demo seed", async () => {
    for (const row of await list(null)) {
      const res = await content(row.id);
      expect(res.statusCode, row.filename).toBe(200);
      expect(res.rawPayload.length, row.filename).toBeGreaterThan(0);
      expect(res.headers["content-disposition"]).toContain(`filename*=UTF-8''`);
    }
  });
});
