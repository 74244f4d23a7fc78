import { Readable } from "node:stream";
import { ZipFile } from "yazl";

export interface ZipEntry {
  /** the name in the archive */
  name: string;
  mtime: Date;
  /** the exact byte count, when known (checked as the entry is written) */
  size?: number;
  /** the entry's bytes, opened only when the archive reaches the entry */
  open(): Readable;
}

/**
 * A zip of the entries (deflated), streamed as the client reads: yazl pipes one entry at a time into
 * the output, so a slow client holds back the reading of files and database batches instead of
 * filling memory. A failure while an entry is read ends the stream with that error (the client gets a
 * cut-off download, never a zip that looks whole); a client that leaves ends the entry being read.
 * `onClose` runs once the stream is done or given up.
 */
export function zipStream(entries: readonly ZipEntry[], onClose?: () => void): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream;
  if (!(output instanceof Readable)) throw new Error("yazl's output is expected to be a Node stream");
  const fail = (error: Error) => output.destroy(error);
  zip.on("error", fail);
  let reading: Readable | null = null;
  output.once("close", () => {
    reading?.destroy();
    onClose?.();
  });
  for (const entry of entries) {
    const options = { mtime: entry.mtime, ...(entry.size === undefined ? {} : { size: entry.size }) };
    zip.addReadStreamLazy(entry.name, options, (done) => {
      if (output.destroyed) return;
      try {
        reading = entry.open();
      } catch (error) {
        fail(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      // yazl watches only the files it opens itself; a stream handed over reports its failure here
      reading.once("error", fail);
      done(null, reading);
    });
  }
  zip.end();
  return output;
}
