import { type FileHandle, open } from "node:fs/promises";
import { Readable } from "node:stream";
import {
  type AuditRange,
  auditRangeReversed,
  auditZipName,
  completeAuditRange,
  type LogDownload,
  type LogLinesAnswer,
  logZipName,
} from "@erhdb/domain";
import type { Database } from "../../db/database.ts";
import { AppError } from "../../lib/errors.ts";
import { currentLogFile, type LogFile, listLogFiles, readLastLines } from "./log-files.ts";
import { type AuditKey, auditBatch } from "./repository.ts";
import { type ZipEntry, zipStream } from "./zip-stream.ts";

export interface MonitoringServiceOptions {
  /** the folder the logger writes its files to (LOG_DIR) */
  logDir: string;
  now: () => Date;
  /** audit records per query of the download */
  auditBatchSize?: number;
}

/** A zip to send: its file name and its bytes, streamed. */
export interface ZipDownload {
  fileName: string;
  stream: Readable;
}

// Each record is a line of a few hundred bytes to a few KB (before and after as they were): a batch
// of 500 keeps the download's memory small and its queries few.
const AUDIT_BATCH_SIZE = 500;

const noLogFile = () => new AppError(404, "LOG_FILE_MISSING", { messageKey: "LOG_FILE_MISSING" });
const rangeReversed = () =>
  new AppError(400, "AUDIT_RANGE_REVERSED", { messageKey: "AUDIT_RANGE_REVERSED", field: "fromDate" });

interface OpenedFile {
  file: LogFile;
  handle: FileHandle;
  size: number;
  mtime: Date;
}

/** The file opened and measured now; null when the logger has just removed it (the oldest file). */
async function openSnapshot(file: LogFile): Promise<OpenedFile | null> {
  let handle: FileHandle;
  try {
    handle = await open(file.path, "r");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  const { size, mtime } = await handle.stat();
  return { file, handle, size, mtime };
}

/**
 * The monitoring screen (SPEC 2.17, 7 "Logs"): the tail of the current log file, the log files as zips,
 * and the audit records of a time range as a zip. MONITORING_ACCESS guards every call (the routes);
 * nothing here writes.
 */
export function createMonitoringService(db: Database, options: MonitoringServiceOptions) {
  const batchSize = options.auditBatchSize ?? AUDIT_BATCH_SIZE;

  /** `GET logs?size=n`: the last n lines of the file the logger writes now. */
  async function logLines(size: number): Promise<LogLinesAnswer> {
    const file = await currentLogFile(options.logDir);
    if (!file) return { file: null, lines: [] };
    return { file: file.name, lines: await readLastLines(file.path, size) };
  }

  /**
   * `GET logs/{current|all}`: the current file or every file, each zipped as it was when the call came
   * (opened and measured at once: a file that grows meanwhile is zipped up to that length, one that the
   * logger rolls away meanwhile is still read). The files close when the download ends or is given up.
   */
  async function logZip(download: LogDownload): Promise<ZipDownload> {
    const files = await listLogFiles(options.logDir);
    const chosen = download === "all" ? files : files.slice(-1);
    const opened: OpenedFile[] = [];
    const closeAll = () => Promise.all(opened.map((o) => o.handle.close().catch(() => undefined)));
    try {
      for (const file of chosen) {
        const snapshot = await openSnapshot(file);
        if (snapshot) opened.push(snapshot);
      }
    } catch (error) {
      await closeAll();
      throw error;
    }
    if (opened.length === 0) throw noLogFile();
    const entries: ZipEntry[] = opened.map(({ file, handle, size, mtime }) => ({
      name: file.name,
      mtime,
      size,
      open: () =>
        size === 0
          ? Readable.from([])
          : handle.createReadStream({ start: 0, end: size - 1, autoClose: false }),
    }));
    return { fileName: logZipName(download), stream: zipStream(entries, () => void closeAll()) };
  }

  /**
   * `GET audit/?fromDate=&toDate=`: one JSON Lines file of the range's audit records, oldest first, read
   * in batches as the client takes the zip. A missing end is the default's (the last 3 months); a start
   * after the end is refused.
   */
  function auditZip(given: Partial<AuditRange>): ZipDownload {
    const range = completeAuditRange(given, options.now());
    if (auditRangeReversed(range)) throw rangeReversed();
    const fileName = auditZipName(range);
    const entry: ZipEntry = {
      name: fileName.replace(/\.zip$/, ".jsonl"),
      mtime: options.now(),
      open: () => Readable.from(auditLines(db, range, batchSize), { objectMode: false }),
    };
    return { fileName, stream: zipStream([entry]) };
  }

  return { logLines, logZip, auditZip };
}

/** The records of the range as JSON Lines, one batch of lines per query. */
async function* auditLines(db: Database, range: AuditRange, batchSize: number): AsyncGenerator<Buffer> {
  let from: AuditKey | null = null;
  do {
    const batch = await auditBatch(db, range, from, batchSize);
    if (batch.records.length > 0) {
      yield Buffer.from(batch.records.map((record) => `${JSON.stringify(record)}\n`).join(""));
    }
    from = batch.records.length === batchSize ? batch.last : null;
  } while (from);
}
