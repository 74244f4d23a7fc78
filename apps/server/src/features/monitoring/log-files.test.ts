import { appendFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { currentLogFile, listLogFiles, readLastLines } from "./log-files.ts";
import { logFolder, logLines } from "./monitoring-test-support.ts";

const folders: Awaited<ReturnType<typeof logFolder>>[] = [];
async function folder(files: Record<string, string> = {}) {
  const created = await logFolder(files);
  folders.push(created);
  return created.dir;
}
afterAll(() => Promise.all(folders.map((f) => f.remove())));

describe("the log files", () => {
  it("lists the logger's files oldest first, by day and then number, and nothing else", async () => {
    const dir = await folder({
      "erhdb.2026-11-25.10.log": "",
      "erhdb.2026-11-25.2.log": "",
      "erhdb.2026-11-24.3.log": "",
      "erhdb.2026-11-25.1": "", // written before the files had their extension
      "erhdb.2026-11-26.1.log": "",
      "other.log": "",
      "erhdb.2026-11-26.1.log.bak": "",
      "erhdb.current.log": "",
    });
    expect((await listLogFiles(dir)).map((f) => f.name)).toEqual([
      "erhdb.2026-11-24.3.log",
      "erhdb.2026-11-25.1",
      "erhdb.2026-11-25.2.log",
      "erhdb.2026-11-25.10.log",
      "erhdb.2026-11-26.1.log",
    ]);
    expect(await currentLogFile(dir)).toEqual({
      name: "erhdb.2026-11-26.1.log",
      path: path.join(dir, "erhdb.2026-11-26.1.log"),
    });
  });

  it("has none in a folder that does not exist yet or holds no log file", async () => {
    expect(await listLogFiles(path.join(await folder(), "missing"))).toEqual([]);
    expect(await currentLogFile(await folder({ "notes.txt": "x" }))).toBeNull();
  });
});

describe("the last lines of a file", () => {
  it("answers the last n lines, oldest first, or every line of a shorter file", async () => {
    const lines = logLines(5);
    const dir = await folder({ "a.log": `${lines.join("\n")}\n` });
    expect(await readLastLines(path.join(dir, "a.log"), 2)).toEqual(lines.slice(3));
    expect(await readLastLines(path.join(dir, "a.log"), 5)).toEqual(lines);
    expect(await readLastLines(path.join(dir, "a.log"), 1000)).toEqual(lines);
  });

  it("reads back across many chunks of a large file to exactly the lines asked for", async () => {
    // about 1.6 MB: the last 1000 lines reach over several 64 KB chunks
    const lines = logLines(20_000);
    const dir = await folder({ "big.log": `${lines.join("\n")}\n` });
    expect(await readLastLines(path.join(dir, "big.log"), 1000)).toEqual(lines.slice(-1000));
    expect(await readLastLines(path.join(dir, "big.log"), 50)).toEqual(lines.slice(-50));
  });

  it("keeps characters of several bytes whole where a chunk border cuts through them", async () => {
    // each line 4001 bytes of three-byte characters: chunk borders fall inside characters
    const lines = Array.from({ length: 40 }, (_, i) => `${"€".repeat(1333)}${i % 10}`);
    const dir = await folder({ "utf8.log": `${lines.join("\n")}\n` });
    expect(await readLastLines(path.join(dir, "utf8.log"), 30)).toEqual(lines.slice(-30));
  });

  it("leaves out a last line that is still being written, and shows it once it is whole", async () => {
    const lines = logLines(3);
    const dir = await folder({ "live.log": `${lines.join("\n")}\n{"level":30,"msg":"half` });
    const file = path.join(dir, "live.log");
    expect(await readLastLines(file, 2)).toEqual(lines.slice(1));
    await appendFile(file, ' written"}\n');
    expect(await readLastLines(file, 2)).toEqual([lines[2], '{"level":30,"msg":"half written"}']);
  });

  it("answers no lines for an empty file", async () => {
    const dir = await folder({ "empty.log": "" });
    expect(await readLastLines(path.join(dir, "empty.log"), 100)).toEqual([]);
  });
});
