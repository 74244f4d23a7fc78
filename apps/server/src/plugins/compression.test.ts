import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, userOf } from "../../test/fixtures.ts";
import {
  FILES as GENERIC_FILES,
  genericResourceCalls,
  payload,
} from "../../test/generic-resource-fixtures.ts";
import { surveyFixtures } from "../../test/survey-fixtures.ts";
import { insertManySurveys } from "../../test/table-data.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { FILES, postUpload, type UploadFile, uploaded } from "../../test/upload-fixtures.ts";
import { COMPRESSION_THRESHOLD_BYTES } from "./compression.ts";

const BR_OR_GZIP = { "accept-encoding": "gzip, deflate, br, zstd" };

let t: TestApp;
let admin: string;
let newSurvey: Awaited<ReturnType<typeof surveyFixtures>>;
beforeAll(async () => {
  t = await createTestApp();
  newSurvey = await surveyFixtures(t.db);
  await insertManySurveys(t.db, 5000);
  admin = await t.login(userOf("SuperAdmin"), TEST_PASSWORD);
});
afterAll(() => t.close());

function decoded(res: LightMyRequestResponse): Buffer {
  const encoding = res.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(res.rawPayload);
  if (encoding === "gzip") return gunzipSync(res.rawPayload);
  return res.rawPayload;
}

describe("JSON answers", () => {
  it("compresses an answer over 1 KB as brotli, else gzip, and says that it varies by Accept-Encoding", async () => {
    const plain = await t.api({ method: "GET", url: "/eid/tablestate" });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    for (const [accept, encoding] of [
      [BR_OR_GZIP["accept-encoding"], "br"],
      ["gzip", "gzip"],
      ["identity", undefined],
    ] as const) {
      const res = await t.api({
        method: "GET",
        url: "/eid/tablestate",
        headers: { "accept-encoding": accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"], accept).toBe(encoding);
      expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(decoded(res).equals(plain.rawPayload)).toBe(true);
      if (encoding) {
        expect(res.headers.vary).toContain("accept-encoding");
        expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);
      }
    }
  });

  it("leaves an answer under 1 KB as it is", async () => {
    const res = await t.api({ method: "GET", url: "/genericResource", headers: BR_OR_GZIP });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(res.headers["content-encoding"]).toBeUndefined();
  });
});

describe("CSV export", () => {
  it("streams the whole file compressed, without a length", async () => {
    const plain = await t.api({ method: "POST", url: "/eid/csv/all", payload: {}, token: admin });
    const rows = plain.body.split("\r\n").length - 2;
    expect(rows).toBeGreaterThanOrEqual(5000);
    for (const [accept, encoding] of [
      ["br, gzip", "br"],
      ["gzip", "gzip"],
    ] as const) {
      const res = await t.api({
        method: "POST",
        url: "/eid/csv/all",
        payload: {},
        token: admin,
        headers: { "accept-encoding": accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.headers.vary).toContain("accept-encoding");
      // a stream: sent in chunks as it is made, its length unknown
      expect(res.headers["content-length"]).toBeUndefined();
      expect(res.headers["transfer-encoding"]).toBe("chunked");
      expect(decoded(res).equals(plain.rawPayload)).toBe(true);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    }
  });
});

describe("resource downloads", () => {
  async function upload(type: string, specialization: string, file: UploadFile) {
    const survey = await newSurvey();
    return uploaded(
      await postUpload(t, survey.id, {
        resource: { resourcetype: type, specialization },
        file,
        token: admin,
      }),
    );
  }

  const download = (id: number) =>
    t.api({ method: "GET", url: `/resource/content/${id}`, token: admin, headers: BR_OR_GZIP });

  it("compresses a file the server proved to be text (XML)", async () => {
    const file = FILES.xml(`<erhebung>${"<merkmal>Größe</merkmal>".repeat(200)}</erhebung>`);
    const res = await download((await upload("99", "00", file)).id);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/xml; charset=UTF-8");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toContain("accept-encoding");
    expect(decoded(res).equals(file.bytes)).toBe(true);
  });

  it("never compresses a ZIP, a PDF or another binary file again, whatever type it was declared with", async () => {
    const octetStream: UploadFile = { ...FILES.binary(), type: "application/octet-stream" };
    for (const [type, specialization, file] of [
      ["87", "00", FILES.zip()],
      ["98", "00", FILES.pdf()],
      ["88", "77", octetStream],
    ] as const) {
      const res = await download((await upload(type, specialization, file)).id);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe(file.type);
      expect(res.headers["content-encoding"], file.name).toBeUndefined();
      expect(res.headers["content-length"]).toBe(String(file.bytes.length));
      expect(res.rawPayload.equals(file.bytes)).toBe(true);
    }
  });
});

describe("general resource downloads", () => {
  it("compress an XML schema, not a ZIP archive", async () => {
    const calls = genericResourceCalls(t);
    for (const [file, fields, encoding] of [
      [GENERIC_FILES.schema, { bzr: "250000" }, "br"],
      [GENERIC_FILES.archive, { bzr: "260000", mainGenRes: "main.xsd" }, undefined],
    ] as const) {
      const added = await calls.add(payload("02", fields), file, admin);
      expect(added.statusCode, added.body).toBe(201);
      const res = await t.api({
        method: "GET",
        url: `/genericResource/${added.json().id}/content`,
        headers: BR_OR_GZIP,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"], file.fileName).toBe(encoding);
      expect(decoded(res).equals(file.content)).toBe(true);
    }
  });
});
