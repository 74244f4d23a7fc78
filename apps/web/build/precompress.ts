import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

/** Text formats; fonts (WOFF2) and images are compressed formats already and would only grow. */
const TEXT_EXTENSIONS = new Set([".js", ".css", ".html", ".svg", ".json", ".txt"]);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `<file>.br` (brotli at its best quality) and `<file>.gz` (gzip at level 9) beside every text
 * file of `dir`, for the server to send with `@fastify/static`'s `preCompressed` (spa.ts): compressed once
 * here, never per request. A variant is written only where it is smaller than the file: the answer's
 * headers cost the same either way, and a split build has many chunks of a few hundred bytes that still
 * shrink by a third or more. Returns the files that got at least one variant.
 */
export async function precompressDirectory(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const texts = entries
    .filter((entry) => entry.isFile() && TEXT_EXTENSIONS.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const compressed = await Promise.all(texts.map(compressBeside));
  return compressed.filter((file) => file !== null);
}

async function compressBeside(file: string): Promise<string | null> {
  const content = await readFile(file);
  const variants = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }).then((bytes) => ({ extension: ".br", bytes })),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }).then((bytes) => ({
      extension: ".gz",
      bytes,
    })),
  ]);
  const smaller = variants.filter((variant) => variant.bytes.length < content.length);
  await Promise.all(smaller.map((variant) => writeFile(`${file}${variant.extension}`, variant.bytes)));
  return smaller.length > 0 ? file : null;
}

/** The build step: after every other plugin has written its files into the output folder. */
export function precompress(): Plugin {
  return {
    name: "erhdb:precompress",
    apply: "build",
    writeBundle: {
      order: "post",
      sequential: true,
      async handler(options) {
        if (!options.dir) return;
        const files = await precompressDirectory(options.dir);
        this.info(`precompressed ${files.length} files (.br, .gz)`);
      },
    },
  };
}
