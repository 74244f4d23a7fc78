// Issue 36, point 12: the search at a million surveys on PostgreSQL, over HTTP beside the same SQL sent
// directly (the search service in this process, no HTTP), as anonymous and as SuperAdmin.
import type { AuthPerson } from "@erhdb/domain";
import { loadAuthPerson } from "../../apps/server/src/db/auth-person.ts";
import { createSearchService } from "../../apps/server/src/features/search/service.ts";
import { ADMIN, type Dataset, prepareDataset } from "./dataset.ts";
import { adminToken } from "./login.ts";
import { startServer } from "./serve.ts";
import { percentile, timeRuns } from "./stats.ts";

const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 10);
const WARMUP = 2;
const LIMIT = 5;

/**
 * 64 queries: 1- and 2-character id prefixes, ids and codes, common German words (the synthetic
 * descriptions' subjects and words that are in none), misspelt umlauts, several words, prefixes.
 */
export const SEARCH_QUERIES: readonly string[] = [
  ...["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"],
  ...["11", "12", "21", "46", "52", "63", "99"],
  ...["1211", "12110", "121102", "31111", "2110", "46241"],
  ...["Statistik", "Erhebung", "Bevölkerung", "Geburten", "Baugenehmigungen", "Unternehmen"],
  ...["Landwirtschaft", "Verkehr", "Krankenhäuser", "Schulen", "Preise", "Übernachtungen", "Insolvenzen"],
  ...["Energieversorger", "Tourismus", "Umwelt", "Löhne", "Hessen", "Bayern", "2023"],
  ...["Bevoelkerung", "Krankenhaeuser", "Uebernachtungen", "Strassenverkehrsunfaelle", "Grosshandel"],
  ...["Einbuergerungen", "Kläranlagen", "Klaeranlagen", "Sterbefaelle", "Eheschliessung", "Viehbestaende"],
  ...["Bauge", "Stat", "Kra", "Ba", "Eheschließung Hessen", "Baugenehmigungen 2023", "Geburten Bayern"],
  ...["Statistik der Geburten", "xyzzy", "Qwertz Uiop"],
];

export interface SearchTimings {
  caller: string;
  direct: { p50: number; p95: number };
  app: { p50: number; p95: number };
  /** the slowest queries by their median over HTTP */
  slowest: { query: string; ms: number }[];
}

export interface SearchBenchResult {
  kind: string;
  surveys: number;
  queries: number;
  callers: SearchTimings[];
}

const median = (values: number[]) => percentile(values, 50);

export async function benchSearch(dataset: Dataset, port: number): Promise<SearchBenchResult> {
  const { surveys } = await prepareDataset(dataset);
  const direct = new Map<string, Map<string, number[]>>();
  const handle = await dataset.open();
  try {
    const admin = await handle.db
      .selectFrom("person")
      .select("id")
      .where("email", "=", ADMIN.email)
      .executeTakeFirstOrThrow();
    const persons: [string, AuthPerson | null][] = [
      ["anonymous", null],
      ["SuperAdmin", await loadAuthPerson(handle.db, admin.id)],
    ];
    const service = createSearchService(handle.db);
    for (const [caller, person] of persons) {
      const times = new Map<string, number[]>();
      for (const q of SEARCH_QUERIES) {
        times.set(q, await timeRuns(RUNS, WARMUP, () => service.search({ q, limit: LIMIT }, person)));
      }
      direct.set(caller, times);
    }
  } finally {
    await handle.close();
  }

  const server = await startServer(dataset.env, port);
  try {
    const tokens: Record<string, string | undefined> = {
      anonymous: undefined,
      SuperAdmin: await adminToken(server.url),
    };
    const callers: SearchTimings[] = [];
    for (const [caller, token] of Object.entries(tokens)) {
      const app = new Map<string, number[]>();
      for (const q of SEARCH_QUERIES) {
        const url = new URL(`api/v1/search?${new URLSearchParams({ q, limit: String(LIMIT) })}`, server.url);
        const ask = async () => {
          const response = await fetch(url, { headers: token ? { authorization: token } : {} });
          if (!response.ok) throw new Error(`search ${q}: ${response.status}`);
          await response.arrayBuffer();
        };
        app.set(q, await timeRuns(RUNS, WARMUP, ask));
      }
      const all = (times: Map<string, number[]> | undefined) => [...(times?.values() ?? [])].flat();
      callers.push({
        caller,
        direct: {
          p50: percentile(all(direct.get(caller)), 50),
          p95: percentile(all(direct.get(caller)), 95),
        },
        app: { p50: percentile(all(app), 50), p95: percentile(all(app), 95) },
        slowest: [...app]
          .map(([query, times]) => ({ query, ms: median(times) }))
          .sort((a, b) => b.ms - a.ms)
          .slice(0, 5),
      });
    }
    return { kind: dataset.kind, surveys, queries: SEARCH_QUERIES.length, callers };
  } finally {
    await server.stop();
  }
}
