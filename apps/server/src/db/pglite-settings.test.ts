import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  folderBytes,
  MAX_SHARED_BUFFERS_MB,
  MIN_SHARED_BUFFERS_MB,
  pgliteSettings,
  sharedBuffersMb,
} from "./pglite-settings.ts";

const MB = 1024 * 1024;

describe("the embedded database's shared buffers, sized to its data (decision 36)", () => {
  it("take a quarter of the data folder, at least 16 MB and at most PostgreSQL's 128 MB", () => {
    expect(sharedBuffersMb(0)).toBe(MIN_SHARED_BUFFERS_MB);
    // the demo's folder: 46 MB
    expect(sharedBuffersMb(46 * MB)).toBe(16);
    expect(sharedBuffersMb(64 * MB + 1)).toBe(17);
    expect(sharedBuffersMb(300 * MB)).toBe(75);
    expect(sharedBuffersMb(512 * MB)).toBe(MAX_SHARED_BUFFERS_MB);
    // a million surveys keep the cache they had
    expect(sharedBuffersMb(2_000 * MB)).toBe(128);
  });

  it("count every file below the folder, and nothing for a folder not there yet", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "erhdb-settings-"));
    try {
      expect(await folderBytes(path.join(dir, "missing"))).toBe(0);
      await mkdir(path.join(dir, "base", "5"), { recursive: true });
      await writeFile(path.join(dir, "base", "5", "1259"), Buffer.alloc((300 * MB) / 100));
      await writeFile(path.join(dir, "PG_VERSION"), "17\n");
      expect(await folderBytes(dir)).toBe(3 * MB + 3);
      expect(await pgliteSettings(dir)).toEqual(["shared_buffers = 16MB"]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
