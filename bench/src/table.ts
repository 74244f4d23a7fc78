import http from "node:http";
import { API_PREFIX } from "../../apps/server/src/app.ts";
import { ADMIN, type Dataset, prepareDataset } from "./dataset.ts";
import { type ExportsLoadResult, measureExportsLoad } from "./exports.ts";
import { directQueries, type ListResult, measureLists } from "./lists.ts";
import { childPids, type RssSplit, rssMb, rssSplit, trackPeakRss } from "./memory.ts";
import { type RunningServer, startServer } from "./serve.ts";
import { percentile } from "./stats.ts";

export interface CsvResult {
  caller: string;
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  /** where the resident memory is at the end of the export */
  split: RssSplit;
  /** the embedded database's process (PGlite only): its peak during the export */
  databasePeakMb: number | null;
}

/** The embedded database's process, which the server started (PGlite); null on PostgreSQL. */
export interface DatabaseProcessMemory {
  pid: number;
  idleRssMb: number;
  idleSplit: RssSplit;
}

export interface TableBenchResult {
  kind: string;
  surveys: number;
  /** the server's RSS a few seconds after start, before any measurement */
  idleRssMb: number;
  idleSplit: RssSplit;
  database: DatabaseProcessMemory | null;
  lists: ListResult[];
  /** eight anonymous exports at once beside a list call (issue 34) */
  exportsLoad: ExportsLoadResult | null;
  duringExport: { staticP95: number; apiP95: number; requests: number } | null;
  csv: CsvResult[];
}

function post(server: RunningServer, path: string, body: unknown, token?: string) {
  return fetch(new URL(`api/v1/${path}`, server.url), {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
}

/** Streams a CSV export and counts its lines without keeping it. */
function exportCsv(server: RunningServer, path: string, token: string | undefined): Promise<number> {
  const url = new URL(`api/v1/${path}`, server.url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        headers: { "content-type": "application/json", ...(token ? { authorization: token } : {}) },
      },
      (response) => {
        let lines = 0;
        response.on("data", (chunk: Buffer) => {
          for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lines++;
        });
        response.on("end", () => resolve(lines - 1));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end("{}");
  });
}

async function measureCsv(
  server: RunningServer,
  database: DatabaseProcessMemory | null,
  caller: string,
  token?: string,
): Promise<CsvResult> {
  const pid = server.process.pid ?? 0;
  const rssBeforeMb = rssMb(pid);
  const peak = trackPeakRss(pid);
  const databasePeak = database ? trackPeakRss(database.pid) : null;
  const started = performance.now();
  const rows = await exportCsv(server, "eid/csv/all", token);
  const seconds = (performance.now() - started) / 1000;
  const rssPeakMb = peak.stop();
  return {
    caller,
    rows,
    seconds,
    rowsPerSecond: rows / seconds,
    rssBeforeMb,
    rssPeakMb,
    split: rssSplit(pid),
    databasePeakMb: databasePeak?.stop() ?? null,
  };
}

function databaseProcess(serverPid: number): DatabaseProcessMemory | null {
  const [pid] = childPids(serverPid);
  return pid === undefined ? null : { pid, idleRssMb: rssMb(pid), idleSplit: rssSplit(pid) };
}

const IDLE_SETTLE_MS = 3000;

/**
 * Each part can be left out: `withQueries` the lists, `withExports` the eight exports beside a list call,
 * `withCsv` the full exports and the server's memory during them.
 */
export async function benchTable(
  dataset: Dataset,
  port: number,
  { withQueries = true, withExports = true, withCsv = true } = {},
): Promise<TableBenchResult> {
  const { surveys } = await prepareDataset(dataset);
  const direct = withQueries || withExports ? await directQueries(dataset) : [];
  const server = await startServer(dataset.env, port);
  try {
    await new Promise((r) => setTimeout(r, IDLE_SETTLE_MS));
    const pid = server.process.pid ?? 0;
    const idleRssMb = rssMb(pid);
    const idleSplit = rssSplit(pid);
    const database = databaseProcess(pid);
    const lists = withQueries ? await measureLists(server, direct) : [];
    // the list call of the exports' measurement: the plain list, anonymous (Q3)
    const listCall = direct.find((q) => q.id === "Q3" && q.caller === "anonymous");
    const exportsLoad = withExports && listCall ? await measureExportsLoad(server, listCall) : null;
    const measured = { kind: dataset.kind, surveys, idleRssMb, idleSplit, database, lists, exportsLoad };
    if (!withCsv) return { ...measured, duringExport: null, csv: [] };
    const login = await post(server, "login", { username: ADMIN.email, password: ADMIN.password });
    const token = login.headers.get("authorization") ?? undefined;

    // While the biggest export runs, the server must keep answering.
    const staticTimes: number[] = [];
    const apiTimes: number[] = [];
    let exporting = true;
    const csvAdmin = measureCsv(server, database, "SuperAdmin (every survey)", token).finally(() => {
      exporting = false;
    });
    while (exporting) {
      let started = performance.now();
      await (await fetch(server.url)).text();
      staticTimes.push(performance.now() - started);
      started = performance.now();
      await (await fetch(new URL(`${API_PREFIX.slice(1)}/auth`, new URL("/", server.url)))).text();
      apiTimes.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 50));
    }
    const csv = [await csvAdmin, await measureCsv(server, database, "anonymous (public approved)")];
    return {
      ...measured,
      duringExport: {
        staticP95: percentile(staticTimes, 95),
        apiP95: percentile(apiTimes, 95),
        requests: staticTimes.length,
      },
      csv,
    };
  } finally {
    await server.stop();
  }
}
