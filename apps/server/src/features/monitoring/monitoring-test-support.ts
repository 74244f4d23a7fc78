import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import yauzl from "yauzl";

// Helpers of the monitoring's tests: log folders with files of known content, and zips read back.

/** A fresh log folder with the given files (name -> content); removed by the returned function. */
export async function logFolder(files: Record<string, string> = {}) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "erhdb-logs-"));
  for (const [name, content] of Object.entries(files)) await writeFile(path.join(dir, name), content);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** `count` numbered log lines as pino writes them (one JSON object a line, each ending in a newline). */
export function logLines(count: number, label = "line"): string[] {
  return Array.from({ length: count }, (_, i) =>
    JSON.stringify({ level: 30, time: 1_764_000_000_000 + i, msg: `${label} ${i + 1}` }),
  );
}

/** Every entry of a zip as text, by name, in the zip's order; fails on a broken archive or a wrong size. */
export async function unzip(zip: Buffer): Promise<Map<string, string>> {
  const archive = await yauzl.fromBufferPromise(zip, { strictFileNames: true, validateEntrySizes: true });
  const entries = new Map<string, string>();
  for await (const entry of archive.eachEntry()) {
    entries.set(entry.fileName, await text(await archive.openReadStreamPromise(entry)));
  }
  return entries;
}
