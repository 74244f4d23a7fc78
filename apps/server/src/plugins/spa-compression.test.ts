import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { cloneTemplate } from "../../test/database-template.ts";
import { TEST_CONFIG } from "../../test/test-app.ts";
import { buildApp } from "../app.ts";

const BASE = "/erhebungsdatenbank";
const FILES = {
  "index.html": `<!doctype html><title>Erhebungsdatenbank</title>${"<p>Erhebung</p>".repeat(100)}`,
  "assets/main-abc123.js": `export const rows = [${'"Erhebung", '.repeat(400)}];\n`,
  "assets/index-abc123.css": `${".erhebung{color:#123456;margin:0 auto}\n".repeat(60)}`,
  "assets/rater.worker-abc123.js": `self.onmessage = () => self.postMessage(${"1+".repeat(300)}1);\n`,
  // a screen whose page shell carries its title (decision 21)
  "pages/evas.html": `<!doctype html><title>Erhebungsdatenbank</title>${"<h1>EVAS</h1>".repeat(100)}`,
};

let webRoot: string;
let app: FastifyInstance;
let closeDatabase: () => Promise<void>;
beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), "erhdb-web-"));
  await mkdir(path.join(webRoot, "assets"));
  await mkdir(path.join(webRoot, "pages"));
  // as the web's build writes them (apps/web/build/precompress.ts): .br and .gz beside each text file
  for (const [name, text] of Object.entries(FILES)) {
    const file = path.join(webRoot, name);
    await writeFile(file, text);
    await writeFile(`${file}.br`, brotliCompressSync(text));
    await writeFile(`${file}.gz`, gzipSync(text));
  }
  await writeFile(path.join(webRoot, "assets", "roboto-abc123.woff2"), randomBytes(4096));
  const database = await cloneTemplate(inject("databaseTemplate"));
  closeDatabase = database.close;
  ({ app } = await buildApp({ config: TEST_CONFIG, db: database.db, logger: false, webRoot }));
});
afterAll(async () => {
  await app.close();
  await closeDatabase();
  await rm(webRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url: `${BASE}${url}`, headers });

function decoded(res: Awaited<ReturnType<typeof get>>): string {
  const encoding = res.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === "gzip") return gunzipSync(res.rawPayload).toString();
  return res.body;
}

describe("the built app's files, compressed at build", () => {
  it("sends a script and a stylesheet as brotli, else gzip, else as they are, varying by Accept-Encoding", async () => {
    for (const name of ["assets/main-abc123.js", "assets/index-abc123.css"] as const) {
      for (const [accept, encoding] of [
        ["gzip, deflate, br, zstd", "br"],
        ["gzip", "gzip"],
        ["identity", undefined],
        [undefined, undefined],
      ] as const) {
        const res = await get(`/${name}`, accept ? { "accept-encoding": accept } : {});
        expect(res.statusCode).toBe(200);
        expect(res.headers["content-encoding"], `${name} for ${accept}`).toBe(encoding);
        expect(res.headers.vary).toContain("accept-encoding");
        expect(res.headers["content-type"]).toMatch(name.endsWith(".js") ? /javascript/ : /text\/css/);
        expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        expect(decoded(res)).toBe(FILES[name]);
      }
    }
  });

  it("sends the document headers with pages and workers only, nosniff and the resource policy with every file", async () => {
    const documentHeaders = ["content-security-policy", "x-frame-options", "cross-origin-opener-policy"];
    for (const url of ["/surveys", "/evas", "/assets/rater.worker-abc123.js"]) {
      const res = await get(url, { "accept-encoding": "br" });
      for (const name of documentHeaders) expect(res.headers[name], `${name} of ${url}`).toBeDefined();
    }
    for (const url of ["/assets/main-abc123.js", "/assets/index-abc123.css", "/assets/roboto-abc123.woff2"]) {
      const res = await get(url, { "accept-encoding": "br" });
      for (const name of documentHeaders) expect(res.headers[name], `${name} of ${url}`).toBeUndefined();
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
    }
  });

  it("never compresses a font again", async () => {
    const res = await get("/assets/roboto-abc123.woff2", { "accept-encoding": "br, gzip" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.rawPayload).toHaveLength(4096);
  });

  it("sends index.html compressed, for its own path and for client routes, revalidated with no-cache", async () => {
    for (const url of ["/index.html", "/", "/surveys", "/users?x=1"]) {
      const res = await get(url, { "accept-encoding": "br, gzip" });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-encoding"], url).toBe("br");
      expect(res.headers.vary).toContain("accept-encoding");
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(decoded(res)).toBe(FILES["index.html"]);
    }
    const plain = await get("/surveys");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(FILES["index.html"]);
  });

  it("sends a titled screen its own page, compressed, for its address only", async () => {
    for (const url of ["/evas", "/evas?x=1"]) {
      const res = await get(url, { "accept-encoding": "br, gzip" });
      expect(res.headers["content-encoding"], url).toBe("br");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(decoded(res), url).toBe(FILES["pages/evas.html"]);
    }
    for (const url of ["/evas/", "/evastree", "/EVAS"]) {
      expect((await get(url)).body, url).toBe(FILES["index.html"]);
    }
  });

  it("answers a revalidation of index.html with 304, by ETag or by date", async () => {
    for (const accept of ["br", "gzip", "identity"]) {
      const first = await get("/surveys", { "accept-encoding": accept });
      expect(first.headers.etag).toBeDefined();
      expect(first.headers["last-modified"]).toBeDefined();
      const conditions: Record<string, string>[] = [
        { "if-none-match": String(first.headers.etag) },
        { "if-modified-since": String(first.headers["last-modified"]) },
      ];
      for (const condition of conditions) {
        const again = await get("/surveys", { "accept-encoding": accept, ...condition });
        expect(again.statusCode, `${accept} ${Object.keys(condition)}`).toBe(304);
        expect(again.rawPayload).toHaveLength(0);
      }
      expect(
        (await get("/surveys", { "accept-encoding": accept, "if-none-match": '"stale"' })).statusCode,
      ).toBe(200);
    }
  });
});
