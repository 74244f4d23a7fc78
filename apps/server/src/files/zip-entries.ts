import { Readable } from "node:stream";
import yauzl from "yauzl";
import type { Queryable } from "../db/queryable.ts";
import { readBlob } from "./blob-store.ts";

/** yauzl reads the archive where it needs to, from the stored chunks (the central directory sits at the end). */
class BlobReader extends yauzl.RandomAccessReader {
  private readonly db: Queryable;
  private readonly blobId: number;
  private readonly size: number;

  constructor(db: Queryable, blobId: number, size: number) {
    super();
    this.db = db;
    this.blobId = blobId;
    this.size = size;
  }

  override _readStreamForRange(start: number, end: number): Readable {
    return Readable.from(readBlob(this.db, this.blobId, this.size, { start, end }));
  }
}

/** More entries than this is no package of a survey; the check stops there and refuses it. */
export const ZIP_ENTRY_LIMIT = 100_000;

/**
 * The names of a stored ZIP archive's entries, read from its central directory (nothing is unpacked, so
 * a ZIP bomb costs nothing); null when it is no readable archive: a broken directory, an entry name that
 * climbs out of the archive (`../`), or too many entries.
 */
export async function zipEntryNames(
  db: Queryable,
  blob: { blobId: number; size: number },
): Promise<string[] | null> {
  try {
    const zip = await yauzl.fromRandomAccessReaderPromise(
      new BlobReader(db, blob.blobId, blob.size),
      blob.size,
      {
        strictFileNames: true,
      },
    );
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
    return null;
  }
}
