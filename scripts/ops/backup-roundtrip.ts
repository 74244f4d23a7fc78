// `npm run ops:backup-roundtrip -- --db=pglite|postgres` (issue 27): proves a backup and its restore as an
// operator would run them. It starts the real server (a temporary DATA_DIR, or a throwaway database on the
// PostgreSQL at 127.0.0.1:5432), writes through the HTTP API as a user would (a survey, a resource file
// of known bytes, an account), stops the server, backs up (`npm run backup`, or pg_dump -Fc), restores into
// an empty DATA_DIR (`npm run restore`) or a fresh database (pg_restore), compares both databases by SQL
// (every table's rows counted, every survey's and account's row, every stored file's bytes as SHA-256),
// starts the server on the restored data and downloads the file. On the embedded database it also checks
// the refusals: a backup beside the running server, a restore into a data folder that holds a database.
// Bounded in time; stops every process it started and drops its databases, also on a failure; exits 1
// when a check fails. Not part of `npm test`: it takes minutes.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { type Answer, call, downloadResource, login, sha256, uploadResource } from "../live-app/api.ts";
import { killStartedApps, killStartedAppsOnSignal, type RunningApp, startApp } from "../live-app/app.ts";
import { Report } from "../live-app/report.ts";
import { fingerprint, type Target } from "./database-fingerprint.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const PORT = 8710; // this part's range (8700-8799)
const LIMIT_MS = 15 * 60_000;
const START_LIMIT_MS = 180_000;
const PG = { host: "127.0.0.1", port: "5432", user: "postgres" } as const;
/** the resource file: three of the blob store's 512 KiB chunks and a part of one, random, so no two runs share it */
const FILE_BYTES = randomBytes(3 * 512 * 1024 + 4321);

const { values } = parseArgs({ options: { db: { type: "string", default: "pglite" } }, strict: true });
if (values.db !== "pglite" && values.db !== "postgres") {
  console.error("usage: npm run ops:backup-roundtrip -- --db=pglite|postgres");
  process.exit(2);
}
const kind: "pglite" | "postgres" = values.db;

// ---- processes and clean-up -------------------------------------------------------------------------

const children = new Set<ChildProcess>();
const cleanups: (() => Promise<unknown>)[] = [];

async function cleanUp(): Promise<void> {
  await killStartedApps();
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  for (const step of cleanups.reverse()) await step().catch((e: unknown) => console.error(`clean-up: ${e}`));
}

const timer = setTimeout(() => {
  console.error(`FAIL: the round trip took longer than ${LIMIT_MS / 60_000} minutes`);
  void cleanUp().finally(() => process.exit(1));
}, LIMIT_MS);
killStartedAppsOnSignal();

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end (bounded by the script's limit), its output kept. */
function run(command: string, args: string[], env: Record<string, string> = {}): Promise<Finished> {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: "pipe" });
  children.add(child);
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d) => (stdout += d));
  child.stderr.on("data", (d) => (stderr += d));
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => {
      children.delete(child);
      resolve({ code, stdout, stderr });
    });
  });
}

async function runOk(command: string, args: string[], env: Record<string, string> = {}): Promise<Finished> {
  const done = await run(command, args, env);
  if (done.code !== 0) throw new Error(`${command} ${args.join(" ")}: exit ${done.code}\n${done.stderr}`);
  return done;
}

/** `npm run <script> -- <args>` through the npm that runs this script */
function npm(script: string, args: string[], env: Record<string, string>): Promise<Finished> {
  const npmCli = process.env.npm_execpath;
  return npmCli
    ? run(process.execPath, [npmCli, "run", "-s", script, "--", ...args], env)
    : run("npm", ["run", "-s", script, "--", ...args], env);
}

/** The real server (main.ts) on `target`'s database, until GET /health answers. */
function startServer(target: Target): Promise<RunningApp> {
  return startApp(
    {
      port: PORT,
      dataDir: target.dataDir,
      ...(target.databaseUrl ? { databaseUrl: target.databaseUrl } : {}),
      // the embedded database with the demo data for realistic contents; PostgreSQL as a production install
      // starts (the EVAS register loaded, no demo accounts)
      demoData: kind === "pglite",
    },
    START_LIMIT_MS,
  );
}

/** SIGTERM, and the orderly end the operator's stop before a backup needs: exit code 0 */
async function stopServer(app: RunningApp): Promise<void> {
  const ended = await app.stop();
  if (ended.code !== 0) throw new Error(`the server stopped with ${JSON.stringify(ended)}:\n${app.stderr()}`);
}

// ---- checks -----------------------------------------------------------------------------------------

const report = new Report("backup round trip");

// ---- the user's writes through the API --------------------------------------------------------------

/** The answer's JSON body, where the status is the expected one. */
function json<T>(answer: Answer, expected: number, what: string): T {
  if (answer.status !== expected) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as T;
}

interface Written {
  erhebungsid: string;
  resourceId: number;
  account: string;
}

async function writeAsAUser(app: RunningApp): Promise<Written> {
  const token = await login(app.api);
  const postJson = (route: string, body: unknown) =>
    call(`${app.api}${route}`, { method: "POST", body: JSON.stringify(body), token });
  const survey = json<{ id: number; erhebungsid: string }>(
    await postJson("/eid/create", {
      statisticId: "2110",
      bzr: "290000",
      federalStateCode: "09",
      period: 3,
      description: "Rundreise der Sicherung",
      accessMode: true,
      evas: ["12612"],
      comment: "vor der Sicherung angelegt",
    }),
    201,
    "create a survey",
  );
  const resource = json<{ id: number }>(
    await uploadResource(app.api, token, survey.id, FILE_BYTES, "Rundreise: bekannte Bytes"),
    201,
    "upload a resource file",
  );
  const roles = json<{ id: number; name: string }[]>(
    await call(`${app.api}/role`, { token }),
    200,
    "list the roles",
  );
  const account = `rundreise-${process.pid}@amt.example`;
  json(
    await postJson("/person/create", {
      email: account,
      name: "Rundreise",
      forename: "Rita",
      phone: "1",
      office: "09",
      role: { id: roles.find((r) => r.name === "LoggedUser")?.id },
    }),
    201,
    "create an account",
  );
  return { erhebungsid: survey.erhebungsid, resourceId: resource.id, account };
}

// ---- the round trip ---------------------------------------------------------------------------------

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

async function main(): Promise<void> {
  console.log(
    `Backup round trip on ${kind === "pglite" ? "the embedded PGlite" : "PostgreSQL at 127.0.0.1:5432"}`,
  );
  const scratch = await mkdtemp(path.join(os.tmpdir(), "erhdb-roundtrip-"));
  cleanups.push(() => rm(scratch, { recursive: true, force: true }));
  const backupFile = path.join(scratch, kind === "pglite" ? "erhdb.tgz" : "erhdb.dump");
  const sourceDir = path.join(scratch, "source");
  const restoredDir = path.join(scratch, "restored");
  const sourceDb = `erhdb_rt_${process.pid}`;
  const restoredDb = `${sourceDb}_restored`;
  const url = (name: string) => `postgres://${PG.user}@${PG.host}:${PG.port}/${name}`;
  const pgArgs = ["-h", PG.host, "-p", PG.port, "-U", PG.user];

  const source: Target =
    kind === "pglite"
      ? { databaseUrl: null, dataDir: sourceDir }
      : { databaseUrl: url(sourceDb), dataDir: sourceDir };
  const restored: Target =
    kind === "pglite"
      ? { databaseUrl: null, dataDir: restoredDir }
      : { databaseUrl: url(restoredDb), dataDir: restoredDir };
  /** `npm run backup` and `npm run restore` read the database from these (an empty one counts as unset) */
  const envOf = (target: Target) => ({ DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl ?? "" });
  if (kind === "postgres") {
    await runOk("createdb", [...pgArgs, sourceDb]);
    cleanups.push(() => run("dropdb", [...pgArgs, "--if-exists", "--force", sourceDb]));
  }

  // 1. the server on an empty database, written to as a user would
  const first = await startServer(source);
  console.log(`server started on the empty database in ${seconds(first.startMs)}`);
  const written = await writeAsAUser(first);
  console.log(
    `written through the API: survey ${written.erhebungsid}, resource ${written.resourceId} (${FILE_BYTES.length} bytes), account ${written.account}`,
  );
  if (kind === "pglite") {
    const refused = await npm("backup", [backupFile], envOf(source));
    report.check(
      "npm run backup beside the running server is refused, with a non-zero exit and no file",
      refused.code !== 0 &&
        refused.stderr.includes("open in another process") &&
        !(await readdir(scratch)).includes(path.basename(backupFile)),
      refused.stderr.trim().split("\n")[0],
    );
  } else {
    const refused = await npm("backup", [backupFile], envOf(source));
    report.check(
      "npm run backup with DATABASE_URL is refused and names pg_dump",
      refused.code !== 0 && refused.stderr.includes("pg_dump"),
    );
  }
  await stopServer(first);
  const before = await fingerprint(source);

  // 2. back up, restore
  const backedUp = await timed(() =>
    kind === "pglite"
      ? npm("backup", [backupFile], envOf(source)).then(expectSuccess("npm run backup"))
      : runOk("pg_dump", [...pgArgs, "-Fc", "-f", backupFile, sourceDb]),
  );
  const backupBytes = (await stat(backupFile)).size;
  if (kind === "postgres") {
    await runOk("createdb", [...pgArgs, restoredDb]);
    cleanups.push(() => run("dropdb", [...pgArgs, "--if-exists", "--force", restoredDb]));
  }
  const restoreTime = await timed(() =>
    kind === "pglite"
      ? npm("restore", [backupFile], envOf(restored)).then(expectSuccess("npm run restore"))
      : runOk("pg_restore", [
          ...pgArgs,
          "--no-owner",
          "--exit-on-error",
          "--single-transaction",
          "-d",
          restoredDb,
          backupFile,
        ]),
  );
  if (kind === "pglite") {
    const refused = await npm("restore", [backupFile], envOf(source));
    report.check(
      "npm run restore into a data folder that holds a database is refused, with a non-zero exit",
      refused.code !== 0 && refused.stderr.includes("is not empty"),
      refused.stderr.trim().split("\n")[0],
    );
  }

  // 3. the same contents on both sides
  const after = await fingerprint(restored);
  const tables = Object.keys(before.rows);
  report.check(
    `every table's row count equal (${tables.length} tables, ${Object.values(before.rows).reduce((a, b) => a + b, 0)} rows)`,
    JSON.stringify(after.rows) === JSON.stringify(before.rows),
    tables.filter((t) => after.rows[t] !== before.rows[t]).join(", "),
  );
  report.check(`every survey identical (${before.rows.survey})`, after.surveys === before.surveys);
  report.check(`every account identical (${before.rows.person})`, after.persons === before.persons);
  const filesWhole = before.files.every((f) => f.bytes === f.recorded);
  report.check(
    `every stored file's bytes identical by SHA-256 (${before.files.length} files)`,
    filesWhole && JSON.stringify(after.files) === JSON.stringify(before.files),
  );
  if (kind === "postgres")
    report.check(
      "the SQL console role's rights and the revoked functions restored",
      after.privileges === before.privileges,
    );

  // 4. the server on the restored data
  const second = await startServer(restored);
  try {
    const token = await login(second.api);
    const download = await downloadResource(second.api, token, written.resourceId);
    report.check(
      "the uploaded file downloads byte-identical from the restored server",
      typeof download !== "number" && sha256(download) === sha256(FILE_BYTES),
      typeof download === "number" ? String(download) : `200, ${download.length} bytes`,
    );
    const survey = await call(`${second.api}/eid/erhebungsid/${written.erhebungsid}`, { token });
    report.check("the survey written before the backup is served", survey.status === 200);
  } finally {
    await stopServer(second);
  }

  console.log("");
  console.log(
    `surveys ${before.rows.survey}, accounts ${before.rows.person}, stored files ${before.files.length}`,
  );
  console.log(
    `backup ${(backupBytes / 1_000_000).toFixed(1)} MB in ${seconds(backedUp.ms)}, restore ${seconds(restoreTime.ms)}, ` +
      `server start on the restored data ${seconds(second.startMs)}`,
  );
}

function expectSuccess(what: string) {
  return (done: Finished): Finished => {
    if (done.code !== 0) throw new Error(`${what}: exit ${done.code}\n${done.stderr}`);
    console.log(`  ${done.stdout.trim()}`);
    return done;
  };
}

const began = performance.now();
let failed = false;
try {
  await main();
} catch (error) {
  failed = true;
  console.error(`FAIL: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  clearTimeout(timer);
  await cleanUp();
}
if (failed || report.failures.length > 0) {
  console.error(`Round trip failed${report.failures.length > 0 ? `: ${report.failures.join("; ")}` : ""}`);
  process.exit(1);
}
console.log(`Round trip passed in ${seconds(performance.now() - began)}.`);
