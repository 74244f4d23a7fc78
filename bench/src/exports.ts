// Issue 34: eight anonymous CSV exports started at once, each from an address of its own, while a list
// call runs again and again; the list call's times beside the same call without exports and its direct SQL.
import http from "node:http";
import type { TableQuery } from "@erhdb/domain";
import type { DirectQuery } from "./lists.ts";
import type { RunningServer } from "./serve.ts";
import { percentile } from "./stats.ts";

/** exports started at once, and how many times */
export const EXPORTS_AT_ONCE = 8;
const WAVES = Number(process.env.BENCH_EXPORT_WAVES ?? 10);
/** how long the list call runs alone before each wave */
const QUIET_MS = 1500;

interface Percentiles {
  p50: number;
  p95: number;
  calls: number;
}

export interface ExportsLoadResult {
  /** the list call (a query of the list bench, anonymous) */
  list: DirectQuery;
  quiet: Percentiles;
  during: Percentiles;
  /** each export: its rows, whether the server cut it, and how long it took */
  exports: { rows: number; limited: boolean; seconds: number }[];
  /** exports refused with 429 (each address runs one at a time, so none is expected) */
  refused: number;
}

interface Finished {
  status: number;
  rows: number;
  limited: boolean;
  seconds: number;
}

/** One anonymous export of all surveys from `localAddress` (127.0.0.x: the server sees it as the caller). */
function exportFrom(server: RunningServer, localAddress: string): Promise<Finished> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL("api/v1/eid/csv/all", server.url),
      { method: "POST", localAddress, agent: false, headers: { "content-type": "application/json" } },
      (response) => {
        let lines = 0;
        // native searches, so that the bench's own event loop stays free to time the list call
        response.on("data", (chunk: Buffer) => {
          for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            rows: Math.max(0, lines - 1),
            limited: response.headers["x-result-limited"] === "true",
            seconds: (performance.now() - started) / 1000,
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end("{}");
  });
}

async function timedCall(url: string, body: TableQuery): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`list call: ${res.status}`);
  return performance.now() - started;
}

const summary = (times: number[]): Percentiles => ({
  p50: percentile(times, 50),
  p95: percentile(times, 95),
  calls: times.length,
});

/** Calls the list until `until` resolves; every call's time. */
async function callWhile(url: string, body: TableQuery, until: Promise<unknown>): Promise<number[]> {
  let going = true;
  void until.finally(() => {
    going = false;
  });
  const times: number[] = [];
  while (going) times.push(await timedCall(url, body));
  await until;
  return times;
}

/**
 * The list call, one client after the other, alone for QUIET_MS and then while eight anonymous exports
 * run (started at once; the wave ends when all have), WAVES times: the quiet and the busy calls alternate,
 * so that the load of whatever else runs on the machine falls on both alike.
 */
export async function measureExportsLoad(
  server: RunningServer,
  list: DirectQuery,
): Promise<ExportsLoadResult> {
  const url = new URL("api/v1/eid", server.url).toString();
  for (let i = 0; i < 20; i++) await timedCall(url, list.body);
  const quiet: number[] = [];
  const during: number[] = [];
  const exports: Finished[] = [];
  const addresses = Array.from({ length: EXPORTS_AT_ONCE }, (_, i) => `127.0.0.${i + 2}`);
  for (let wave = 0; wave < WAVES; wave++) {
    quiet.push(...(await callWhile(url, list.body, new Promise((r) => setTimeout(r, QUIET_MS)))));
    const finished = Promise.all(addresses.map((address) => exportFrom(server, address)));
    during.push(...(await callWhile(url, list.body, finished)));
    exports.push(...(await finished));
  }
  const failed = exports.find((e) => e.status !== 200 && e.status !== 429);
  if (failed) throw new Error(`export answered ${failed.status}`);
  return {
    list,
    quiet: summary(quiet),
    during: summary(during),
    exports: exports.filter((e) => e.status === 200),
    refused: exports.filter((e) => e.status === 429).length,
  };
}
