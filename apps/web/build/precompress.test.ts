import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDirectory } from "./precompress.ts";

const script = Buffer.from(`export const rows = [${'"Erhebung", '.repeat(400)}];\n`);
const page = Buffer.from(`<!doctype html><title>Erhebungsdatenbank</title>${"<p>Erhebung</p>".repeat(100)}`);
// a chunk of a few hundred bytes still shrinks; a tiny one would grow by the formats' headers
const chunk = Buffer.from(`export const names = [${'"Erhebung", '.repeat(20)}];\n`);
const tiny = Buffer.from(".a{color:red}");

let dist: string;
let done: string[];
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), "erhdb-precompress-"));
  await mkdir(path.join(dist, "assets", "nested"), { recursive: true });
  await writeFile(path.join(dist, "index.html"), page);
  await writeFile(path.join(dist, "assets", "nested", "main-abc123.js"), script);
  await writeFile(path.join(dist, "assets", "chunk-abc123.js"), chunk);
  await writeFile(path.join(dist, "assets", "tiny-abc123.css"), tiny);
  await writeFile(path.join(dist, "assets", "roboto-abc123.woff2"), randomBytes(4096));
  await writeFile(path.join(dist, "assets", "logo-abc123.png"), randomBytes(4096));
  done = await precompressDirectory(dist);
});
afterAll(() => rm(dist, { recursive: true, force: true }));

describe("precompressDirectory (the web build's last step)", () => {
  it("writes .br and .gz beside each text file they make smaller, which decompress to the file", async () => {
    const js = path.join(dist, "assets", "nested", "main-abc123.js");
    const small = path.join(dist, "assets", "chunk-abc123.js");
    const html = path.join(dist, "index.html");
    expect(done.sort()).toEqual([js, small, html].sort());
    for (const [file, original] of [
      [js, script],
      [small, chunk],
      [html, page],
    ] as const) {
      const br = await readFile(`${file}.br`);
      const gz = await readFile(`${file}.gz`);
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
      expect(br.length).toBeLessThan(gz.length);
    }
  });

  it("leaves a file too small to shrink and compressed formats (fonts, images) alone", async () => {
    const assets = await readdir(path.join(dist, "assets"));
    expect(assets.sort()).toEqual(
      [
        "chunk-abc123.js",
        "chunk-abc123.js.br",
        "chunk-abc123.js.gz",
        "logo-abc123.png",
        "nested",
        "roboto-abc123.woff2",
        "tiny-abc123.css",
      ].sort(),
    );
  });
});
