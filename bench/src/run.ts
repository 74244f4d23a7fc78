// `npm run bench`: measurements, never part of `npm test`. Prints a report for the README.
import pg from "pg";
import { openDatabase } from "../../apps/server/src/db/database.ts";
import { BENCH_LABEL, BENCH_SURVEYS, pgliteDataset, postgresDataset } from "./dataset.ts";
import { EXPORTS_AT_ONCE } from "./exports.ts";
import { benchFiles, FILE_BYTES, type FilesBenchResult } from "./files.ts";
import { benchHarvest, type HarvestBenchResult } from "./harvest.ts";
import { benchIdleMemory, type MemoryMoment } from "./idle-memory.ts";
import { benchLighthouse } from "./lighthouse.ts";
import { printLighthouse } from "./lighthouse-report.ts";
import type { RssSplit } from "./memory.ts";
import { benchSearch, type SearchBenchResult } from "./search.ts";
import { freshDataDir } from "./serve.ts";
import { benchStartup } from "./startup.ts";
import { ms } from "./stats.ts";
import { benchTable, type TableBenchResult } from "./table.ts";

// `npm run bench -- <part>...`: startup, memory, pglite, postgres, files, lighthouse (all six by default); with a
// database, `csv` measures only its CSV export and memory, `lists` only its lists (issue 13), `exports`
// only eight anonymous exports beside a list call (issue 34); they combine. `search` (only when asked)
// measures the search on PostgreSQL (issue 36), `harvest` (only when asked) CL_EVAS over SDMX and OAI-PMH
// pages of DDI records on PostgreSQL (issue 37).
const only = process.argv.slice(2);
const TABLE_PARTS = ["csv", "lists", "exports"];
const tableParts = only.filter((p) => TABLE_PARTS.includes(p));
/** only parts of the table benchmarks: no start-up, files or Lighthouse */
const tableOnly = tableParts.length > 0;
const tableOptions = {
  withQueries: tableParts.length === 0 || tableParts.includes("lists"),
  withExports: tableParts.length === 0 || tableParts.includes("exports"),
  withCsv: tableParts.length === 0 || tableParts.includes("csv"),
};
/** the parts that run only when asked */
const ASKED_PARTS = ["search", "harvest"];
const parts = only.filter((p) => !TABLE_PARTS.includes(p) && !ASKED_PARTS.includes(p));
const wants = (name: string) =>
  (parts.length === 0 && !only.some((p) => ASKED_PARTS.includes(p))) || parts.includes(name);
const mb = (value: number) => `${value.toFixed(0)} MB`;
const split = (s: RssSplit) =>
  `node executable ${mb(s.nodeBinaryMb)}, ${s.wasmHeapMb > 0 ? `PGlite WASM heap ${mb(s.wasmHeapMb)}, ` : ""}rest ${mb(s.restMb)}`;

if (wants("startup") && !tableOnly) {
  const startup = await benchStartup();
  console.log("\nStart-up (process spawn to the first served page, build excluded)");
  console.log(`  first start on an empty data folder (migrations + demo data): ${startup.firstStartMs} ms`);
  console.log(`  restart on the existing data folder:                          ${startup.restartMs} ms`);
  console.log("\nJavaScript of the first page");
  console.log(
    `  ${startup.firstPageJs.files} files, ${(startup.firstPageJs.raw / 1024).toFixed(1)} KiB raw, ` +
      `${(startup.firstPageJs.gzip / 1024).toFixed(1)} KiB gzip`,
  );
}

function reportMemory(kind: string, name: string, m: MemoryMoment) {
  const one = (who: string, p: MemoryMoment["app"]) =>
    `${who} RSS ${mb(p.rssMb)}, PSS ${mb(p.pssMb)} (${split(p.split)})`;
  console.log(`  ${kind}, ${name}: together RSS ${mb(m.rssMb)}, PSS ${mb(m.pssMb)}`);
  console.log(`    ${one("app", m.app)}`);
  if (m.database) console.log(`    ${one("database process", m.database)}`);
}

if (wants("memory") && !tableOnly) {
  console.log("\nIdle memory as `npm start` runs it, with the demo data (5 s after each step)");
  const embedded = await benchIdleMemory({ DATA_DIR: await freshDataDir(), DATABASE_URL: "" }, 8194);
  reportMemory("PGlite", "after start and three calls", embedded.afterStart);
  reportMemory("PGlite", `after a walk through all ${embedded.screens} screens`, embedded.afterWalk);
  const admin = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  try {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query("DROP DATABASE IF EXISTS erhdb_bench_memory WITH (FORCE)");
    await client.query("CREATE DATABASE erhdb_bench_memory");
    await client.end();
    const url = new URL(admin);
    url.pathname = "/erhdb_bench_memory";
    const onPostgres = await benchIdleMemory(
      { DATA_DIR: await freshDataDir(), DATABASE_URL: url.toString() },
      8195,
    );
    reportMemory("PostgreSQL (the app alone)", "after start and three calls", onPostgres.afterStart);
    reportMemory("PostgreSQL (the app alone)", "after the walk", onPostgres.afterWalk);
  } catch (error) {
    console.log(`  PostgreSQL skipped: ${error instanceof Error ? error.message : error}`);
  }
}

function report(result: TableBenchResult) {
  console.log(`\nSurveys table on ${result.kind}, ${result.surveys.toLocaleString("en")} surveys`);
  console.log(`  server RSS at idle ${mb(result.idleRssMb)} (${split(result.idleSplit)})`);
  if (result.database) {
    const d = result.database;
    console.log(`  embedded database process RSS at idle ${mb(d.idleRssMb)} (${split(d.idleSplit)})`);
  }
  if (result.lists.length > 0) {
    console.log(
      "  query, caller: direct SQL as before decision 15 p50 / p95 | this app at 1 client p50 / p95, req/s | at 10 clients req/s (p95) | answers equal",
    );
  }
  for (const q of result.lists) {
    const first = q.first
      ? ` | first answer p50 ${ms(q.first.p50)}, p95 ${ms(q.first.p95)} (${q.first.runs} filters)`
      : "";
    console.log(
      `  ${q.id} ${q.name} (${q.answer.totalElements.toLocaleString("en")} of ${q.answer.total.toLocaleString("en")} rows), ${q.caller}: ` +
        `direct ${ms(q.direct.p50)} / ${ms(q.direct.p95)} | 1 client ${ms(q.one.p50)} / ${ms(q.one.p95)}, ${q.one.rps.toFixed(0)} req/s | ` +
        `10 clients ${q.ten.rps.toFixed(0)} req/s (${ms(q.ten.p95)})${first} | ${q.equal ? "equal" : "NOT EQUAL"}`,
    );
  }
  const e = result.exportsLoad;
  if (e) {
    const rows = e.exports.map((x) => x.rows);
    const seconds = e.exports.map((x) => x.seconds);
    console.log(
      `  ${e.exports.length} anonymous exports (csv/all), ${EXPORTS_AT_ONCE} at once from 127.0.0.2-${EXPORTS_AT_ONCE + 1}: ` +
        `${Math.min(...rows)}-${Math.max(...rows)} rows each (${e.exports.filter((x) => x.limited).length} cut at the limit), ` +
        `${Math.min(...seconds).toFixed(2)}-${Math.max(...seconds).toFixed(2)} s each, ${e.refused} refused`,
    );
    console.log(
      `  list call ${e.list.id} ${e.list.caller} (${e.list.name}): direct SQL as before decision 15 ${ms(e.list.direct.p50)} / ${ms(e.list.direct.p95)} | ` +
        `alone p50 ${ms(e.quiet.p50)}, p95 ${ms(e.quiet.p95)} (${e.quiet.calls} calls) | ` +
        `during the exports p50 ${ms(e.during.p50)}, p95 ${ms(e.during.p95)} (${e.during.calls} calls)`,
    );
  }
  const d = result.duringExport;
  if (d) {
    console.log(
      `  during the full export: start page p95 ${ms(d.staticP95)}, session check p95 ${ms(d.apiP95)} (${d.requests} requests)`,
    );
  }
  for (const c of result.csv) {
    console.log(
      `  CSV csv/all as ${c.caller}: ${c.rows} rows in ${c.seconds.toFixed(1)} s = ${Math.round(c.rowsPerSecond)} rows/s, ` +
        `server RSS ${mb(c.rssBeforeMb)} before, ${mb(c.rssPeakMb)} peak; after: ${split(c.split)}` +
        (c.databasePeakMb === null ? "" : `; database process peak ${mb(c.databasePeakMb)}`),
    );
  }
}

if (wants("pglite")) report(await benchTable(pgliteDataset(), 8191, tableOptions));

/**
 * erhdb_bench (a million surveys) or erhdb_bench_5m, created where missing; `BENCH_DATABASE=<name>` another
 * one, e.g. a copy (CREATE DATABASE ... TEMPLATE erhdb_bench) for a branch whose migrations differ from
 * those another branch applied to the shared one.
 */
async function postgresBenchUrl(): Promise<string> {
  const admin = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    const name =
      process.env.BENCH_DATABASE ??
      (BENCH_SURVEYS === 1_000_000 ? "erhdb_bench" : `erhdb_bench_${BENCH_LABEL}`);
    const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    return url.toString();
  } finally {
    await client.end();
  }
}

if (wants("postgres")) {
  try {
    report(await benchTable(postgresDataset(await postgresBenchUrl()), 8192, tableOptions));
  } catch (error) {
    console.log(`\nPostgreSQL benchmark skipped: ${error instanceof Error ? error.message : error}`);
  }
}

function reportSearch(result: SearchBenchResult) {
  console.log(
    `\nSearch on ${result.kind}, ${result.surveys.toLocaleString("en")} surveys, ${result.queries} queries (limit 5 per kind)`,
  );
  console.log(
    "  caller: same SQL sent directly p50 / p95 | this app over HTTP p50 / p95 | slowest queries (median)",
  );
  for (const c of result.callers) {
    const slowest = c.slowest.map((s) => `"${s.query}" ${ms(s.ms)}`).join(", ");
    console.log(
      `  ${c.caller}: direct ${ms(c.direct.p50)} / ${ms(c.direct.p95)} | app ${ms(c.app.p50)} / ${ms(c.app.p95)} | ${slowest}`,
    );
  }
}

if (only.includes("search")) {
  try {
    reportSearch(await benchSearch(postgresDataset(await postgresBenchUrl()), 8196));
  } catch (error) {
    console.log(`\nSearch benchmark skipped: ${error instanceof Error ? error.message : error}`);
  }
}

function reportHarvest(result: HarvestBenchResult) {
  const { evas, records } = result;
  console.log(
    `\nRegistries and catalogues on ${result.kind}, ${result.surveys.toLocaleString("en")} surveys ` +
      `(${records.live.toLocaleString("en")} public approved, ${records.deleted.toLocaleString("en")} deleted records)`,
  );
  console.log(
    "  request: the SQL behind it sent directly p50 / p95 | this app over HTTP p50 / p95 | answer size",
  );
  console.log(
    `  CL_EVAS in SDMX-ML (${evas.codes} codes): register read ${ms(evas.direct.p50)} / ${ms(evas.direct.p95)} | ` +
      `app ${ms(evas.app.p50)} / ${ms(evas.app.p95)} | ${(evas.bytes / 1024).toFixed(0)} KiB`,
  );
  for (const p of result.pages) {
    console.log(
      `  ListRecords oai_ddi33, 100 records, ${p.start}: page read ${ms(p.direct.p50)} / ${ms(p.direct.p95)} | ` +
        `app ${ms(p.app.p50)} / ${ms(p.app.p95)} | ${(p.bytes / 1024).toFixed(0)} KiB`,
    );
  }
}

if (only.includes("harvest")) {
  try {
    reportHarvest(await benchHarvest(postgresDataset(await postgresBenchUrl()), 8197));
  } catch (error) {
    console.log(`\nHarvest benchmark skipped: ${error instanceof Error ? error.message : error}`);
  }
}

function reportFiles(result: FilesBenchResult) {
  const size = `${FILE_BYTES / 1_000_000} MB`;
  console.log(`\nA ${size} resource file on ${result.kind} (server RSS at idle ${mb(result.idleRssMb)})`);
  const line = (name: string, t: FilesBenchResult["upload"], directSeconds: number) =>
    console.log(
      `  ${name.padEnd(8)} ${t.seconds.toFixed(1)} s = ${t.mbPerSecond.toFixed(1)} MB/s | server peak ${mb(t.serverPeakMb)} ` +
        `(${mb(t.serverAboveIdleMb)} above idle)` +
        (t.databasePeakMb === null ? "" : `, database process peak ${mb(t.databasePeakMb)}`) +
        ` | direct SQL ${directSeconds.toFixed(1)} s = ${(FILE_BYTES / 1_000_000 / directSeconds).toFixed(1)} MB/s`,
    );
  line("upload", result.upload, result.direct.writeSeconds);
  line("download", result.download, result.direct.readSeconds);
  console.log(`  downloaded file identical to the upload: ${result.download.identical ? "yes" : "NO"}`);
}

if (wants("files") && !tableOnly) {
  const dataDir = await freshDataDir();
  reportFiles(
    await benchFiles(
      {
        kind: "pglite",
        env: { DATA_DIR: dataDir, DATABASE_URL: "", DEMO_DATA: "true" },
        open: () => openDatabase({ databaseUrl: null, dataDir }),
      },
      8193,
    ),
  );
  const admin = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  try {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query("DROP DATABASE IF EXISTS erhdb_bench_files WITH (FORCE)");
    await client.query("CREATE DATABASE erhdb_bench_files");
    await client.end();
    const url = new URL(admin);
    url.pathname = "/erhdb_bench_files";
    const databaseUrl = url.toString();
    reportFiles(
      await benchFiles(
        {
          kind: "postgres",
          env: { DATABASE_URL: databaseUrl, DEMO_DATA: "true" },
          open: () => openDatabase({ databaseUrl, dataDir: "" }),
        },
        8194,
      ),
    );
  } catch (error) {
    console.log(`\nPostgreSQL file benchmark skipped: ${error instanceof Error ? error.message : error}`);
  }
}

if (wants("lighthouse") && !tableOnly) printLighthouse(await benchLighthouse());
