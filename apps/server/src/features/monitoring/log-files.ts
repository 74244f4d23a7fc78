import { open, readdir } from "node:fs/promises";
import path from "node:path";
import { LOG_FILE_EXTENSION, LOG_FILE_PREFIX } from "../../lib/log-file-names.ts";

export interface LogFile {
  /** the file's name in the log folder, e.g. erhdb.2026-11-25.2.log */
  name: string;
  path: string;
}

// pino-roll's names: the prefix, the day, the number within the day, the extension (which files
// written before the extension was set lack)
const LOG_FILE_NAME = new RegExp(
  `^${LOG_FILE_PREFIX}\\.(\\d{4}-\\d{2}-\\d{2})\\.(\\d+)(\\.${LOG_FILE_EXTENSION})?$`,
);

interface Ranked extends LogFile {
  day: string;
  extended: boolean;
  number: number;
}

function byAge(a: Ranked, b: Ranked): number {
  if (a.day !== b.day) return a.day < b.day ? -1 : 1;
  if (a.extended !== b.extended) return a.extended ? 1 : -1;
  return a.number - b.number;
}

/**
 * The server's log files in the log folder, oldest first, as the logger rolls them (by day, then by
 * number within the day); nothing else in the folder. A folder that does not exist yet has none.
 */
export async function listLogFiles(logDir: string): Promise<LogFile[]> {
  let names: string[];
  try {
    names = await readdir(logDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const ranked: Ranked[] = [];
  for (const name of names) {
    const match = LOG_FILE_NAME.exec(name);
    if (!match?.[1] || !match[2]) continue;
    ranked.push({
      name,
      path: path.join(logDir, name),
      day: match[1],
      number: Number(match[2]),
      extended: match[3] !== undefined,
    });
  }
  return ranked.sort(byAge).map(({ name, path }) => ({ name, path }));
}

/** The file the logger writes to now: the newest one; null before the first line. */
export async function currentLogFile(logDir: string): Promise<LogFile | null> {
  return (await listLogFiles(logDir)).at(-1) ?? null;
}

const CHUNK_BYTES = 64 * 1024;
const NEWLINE = 0x0a;

/**
 * The last `count` lines of a file, oldest first, read backwards in chunks of 64 KB: a log file of
 * 20 MB is never read whole, only as far back as the lines reach. A last line without its newline is
 * still being written and is left out (it shows at the next reading). Lines are cut at newline bytes,
 * which UTF-8 never uses inside a character, and decoded only once whole.
 */
export async function readLastLines(filePath: string, count: number): Promise<string[]> {
  const handle = await open(filePath, "r");
  try {
    const { size } = await handle.stat();
    const chunks: Buffer[] = [];
    let position = size;
    let newlines = 0;
    // count + 1 newlines: the one before the first wanted line, and one after each wanted line
    while (position > 0 && newlines <= count) {
      const length = Math.min(CHUNK_BYTES, position);
      position -= length;
      const chunk = Buffer.alloc(length);
      const { bytesRead } = await handle.read(chunk, 0, length, position);
      const read = chunk.subarray(0, bytesRead);
      chunks.unshift(read);
      for (let at = read.indexOf(NEWLINE); at >= 0; at = read.indexOf(NEWLINE, at + 1)) newlines++;
    }
    const lines = Buffer.concat(chunks).toString("utf8").split("\n");
    // what follows the last newline is empty (a complete file) or a line still being written
    lines.pop();
    return lines.slice(-count);
  } finally {
    await handle.close();
  }
}
