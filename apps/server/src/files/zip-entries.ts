import { Readable } from "node:stream";
import yauzl from "yauzl";
import type { Database } from "../db/database.ts";
import { readBlob } from "./blob-store.ts";

/** yauzl reads the archive where it needs to, from the stored chunks (the central directory sits at the end). */
class BlobReader extends yauzl.RandomAccessReader {
  private readonly db: Database;
  private readonly blobId: number;
  private readonly size: number;

  constructor(db: Database, blobId: number, size: number) {
    super();
    this.db = db;
    this.blobId = blobId;
    this.size = size;
  }

  override _readStreamForRange(start: number, end: number): Readable {
    return Readable.from(readBlob(this.db, this.blobId, this.size, { start, end })).on("error", (error) => {
      this.failure ??= error;
    });
  }

  /** a read of the stored chunks that failed: the database's fault, not the archive's */
  failure: Error | null = null;
}

/** More entries than this is no package of a survey; the check stops there and refuses it. */
export const ZIP_ENTRY_LIMIT = 100_000;

/**
 * The names of a stored ZIP archive's entries, read from its central directory (nothing is unpacked, so
 * a ZIP bomb costs nothing); null when it is no readable archive: a broken directory, an entry name that
 * climbs out of the archive (`../`), or too many entries.
 */
export async function zipEntryNames(
  db: Database,
  blob: { blobId: number; size: number },
): Promise<string[] | null> {
  const reader = new BlobReader(db, blob.blobId, blob.size);
  try {
    const zip = await yauzl.fromRandomAccessReaderPromise(reader, blob.size, { strictFileNames: true });
    const names: string[] = [];
    for await (const entry of zip.eachEntry()) {
      names.push(entry.fileName);
      if (names.length > ZIP_ENTRY_LIMIT) {
        zip.close();
        return null;
      }
    }
    return names;
  } catch {
    // the archive's own faults make it unreadable; a failed read of its chunks is the database's
    if (reader.failure) throw reader.failure;
    return null;
  }
}
