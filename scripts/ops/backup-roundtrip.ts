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
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { openDatabase } from "../../apps/server/src/db/database.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const MAIN = path.join(ROOT, "apps/server/src/main.ts");
const PORT = 8710; // this part's range (8700-8799)
const BASE = `http://127.0.0.1:${PORT}/erhebungsdatenbank/api/v1`;
const LIMIT_MS = 15 * 60_000;
const START_LIMIT_MS = 180_000;
const PG = { host: "127.0.0.1", port: "5432", user: "postgres" } as const;
const ADMIN = { email: "admin@erhebungsdatenbank.de", password: "Rundreise-Admin-2026" };
/** the resource file: three of the blob store's 512 KiB chunks and a part of one, random, so no two runs share it */
const FILE_BYTES = randomBytes(3 * 512 * 1024 + 4321);
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

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
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  for (const step of cleanups.reverse()) await step().catch((e: unknown) => console.error(`clean-up: ${e}`));
}

const timer = setTimeout(() => {
  console.error(`FAIL: the round trip took longer than ${LIMIT_MS / 60_000} minutes`);
  void cleanUp().finally(() => process.exit(1));
}, LIMIT_MS);

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

interface App {
  startMs: number;
  stop(): Promise<void>;
}

/** The real server (main.ts), until its banner says it serves. */
async function startApp(env: Record<string, string>): Promise<App> {
  const started = performance.now();
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  // stdout carries the console's copies of mails (an invitation's link): read, never printed
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d) => (stdout += d));
  child.stderr.on("data", (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const limit = Date.now() + START_LIMIT_MS;
  while (!stdout.includes("is running at")) {
    if (child.exitCode !== null)
      throw new Error(`the server ended at its start (${child.exitCode}):\n${stderr}`);
    if (Date.now() > limit) throw new Error(`the server did not start within ${START_LIMIT_MS / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const startMs = performance.now() - started;
  return {
    startMs,
    async stop() {
      child.kill("SIGTERM");
      const code = await exited;
      children.delete(child);
      if (code !== 0) throw new Error(`the server stopped with ${code}:\n${stderr}`);
    },
  };
}

// ---- checks -----------------------------------------------------------------------------------------

const failures: string[] = [];
function check(what: string, ok: boolean, detail = ""): void {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}${detail ? `: ${detail}` : ""}`);
  if (!ok) failures.push(what);
}

// ---- the user's writes through the API --------------------------------------------------------------

async function api(token: string | null, route: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (token) headers.set("authorization", token);
  return fetch(`${BASE}${route}`, { ...init, headers });
}

async function json<T>(res: Response, expected: number, what: string): Promise<T> {
  const text = await res.text();
  if (res.status !== expected) throw new Error(`${what}: ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

async function login(): Promise<string> {
  const res = await api(null, "/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
  });
  await json(res, 200, "login");
  return res.headers.get("authorization") ?? "";
}

interface Written {
  erhebungsid: string;
  resourceId: number;
  account: string;
}

async function writeAsAUser(): Promise<Written> {
  const token = await login();
  const postJson = (route: string, body: unknown) =>
    api(token, route, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const survey = await json<{ id: number; erhebungsid: string }>(
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
  const form = new FormData();
  form.append(
    "resource",
    JSON.stringify({ description: "Rundreise: bekannte Bytes", resourcetype: "88", specialization: "00" }),
  );
  form.append("file", new Blob([FILE_BYTES]), "rundreise.bin");
  const resource = await json<{ id: number }>(
    await api(token, `/eid/${survey.id}/resource`, { method: "POST", body: form }),
    201,
    "upload a resource file",
  );
  const roles = await json<{ id: number; name: string }[]>(await api(token, "/role"), 200, "list the roles");
  const account = `rundreise-${process.pid}@amt.example`;
  await json(
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

// ---- what the database holds ------------------------------------------------------------------------

interface Fingerprint {
  /** rows of every table of the schema */
  rows: Record<string, number>;
  /** every survey's and every account's row as text, hashed */
  surveys: string;
  persons: string;
  /** per stored file: its id, the SHA-256 the upload recorded and the SHA-256 of its chunks' bytes now */
  files: { id: number; recorded: string | null; bytes: string | null }[];
  /** PostgreSQL: the rights of the SQL console's role (decision 18), which a restore must keep */
  privileges: string;
}

async function fingerprint(env: { databaseUrl: string | null; dataDir: string }): Promise<Fingerprint> {
  const handle = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  const db = handle.db;
  try {
    const tables = await sql<{ name: string }>`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`.execute(db);
    const rows: Record<string, number> = {};
    for (const { name } of tables.rows) {
      const counted = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(name)}`.execute(db);
      rows[name] = counted.rows[0]?.n ?? -1;
    }
    const digest = async (table: "survey" | "person") =>
      (
        await sql<{ d: string }>`
          SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t.id), '')) AS d FROM ${sql.table(table)} t`.execute(
          db,
        )
      ).rows[0]?.d ?? "";
    const files = await sql<{ id: number; recorded: string | null; bytes: string | null }>`
      SELECT b.id, b.sha256 AS recorded,
             encode(sha256(string_agg(c.data, ''::bytea ORDER BY c.seq)), 'hex') AS bytes
      FROM file_blob b LEFT JOIN file_chunk c ON c.blob_id = b.id
      GROUP BY b.id ORDER BY b.id`.execute(db);
    const privileges =
      handle.kind === "postgres"
        ? ((
            await sql<{ d: string }>`
              SELECT md5(
                (SELECT coalesce(string_agg(p.oid::regprocedure::text || ':' || p.proacl::text, '|' ORDER BY p.oid::regprocedure::text), '')
                 FROM pg_proc p WHERE p.proacl IS NOT NULL) || '#' ||
                (SELECT coalesce(string_agg(table_name || '.' || column_name, '|' ORDER BY table_name, column_name), '')
                 FROM information_schema.column_privileges WHERE grantee = 'erhdb_sql_reader')) AS d`.execute(
              db,
            )
          ).rows[0]?.d ?? "")
        : "";
    return {
      rows,
      surveys: await digest("survey"),
      persons: await digest("person"),
      files: files.rows,
      privileges,
    };
  } finally {
    await handle.close();
  }
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

  const source =
    kind === "pglite"
      ? { databaseUrl: null, dataDir: sourceDir }
      : { databaseUrl: url(sourceDb), dataDir: sourceDir };
  const restored =
    kind === "pglite"
      ? { databaseUrl: null, dataDir: restoredDir }
      : { databaseUrl: url(restoredDb), dataDir: restoredDir };
  const envOf = (target: typeof source) => ({
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl ?? "",
    // the embedded database with the demo data for realistic contents; PostgreSQL as a production install
    // starts (the EVAS register loaded, no demo accounts)
    DEMO_DATA: kind === "pglite" ? "true" : "false",
    ADMIN_PASSWORD: ADMIN.password,
  });
  if (kind === "postgres") {
    await runOk("createdb", [...pgArgs, sourceDb]);
    cleanups.push(() => run("dropdb", [...pgArgs, "--if-exists", "--force", sourceDb]));
  }

  // 1. the server on an empty database, written to as a user would
  const first = await startApp(envOf(source));
  console.log(`server started on the empty database in ${seconds(first.startMs)}`);
  const written = await writeAsAUser();
  console.log(
    `written through the API: survey ${written.erhebungsid}, resource ${written.resourceId} (${FILE_BYTES.length} bytes), account ${written.account}`,
  );
  if (kind === "pglite") {
    const refused = await npm("backup", [backupFile], envOf(source));
    check(
      "npm run backup beside the running server is refused, with a non-zero exit and no file",
      refused.code !== 0 &&
        refused.stderr.includes("open in another process") &&
        !(await readdir(scratch)).includes(path.basename(backupFile)),
      refused.stderr.trim().split("\n")[0],
    );
  } else {
    const refused = await npm("backup", [backupFile], envOf(source));
    check(
      "npm run backup with DATABASE_URL is refused and names pg_dump",
      refused.code !== 0 && refused.stderr.includes("pg_dump"),
    );
  }
  await first.stop();
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
    check(
      "npm run restore into a data folder that holds a database is refused, with a non-zero exit",
      refused.code !== 0 && refused.stderr.includes("is not empty"),
      refused.stderr.trim().split("\n")[0],
    );
  }

  // 3. the same contents on both sides
  const after = await fingerprint(restored);
  const tables = Object.keys(before.rows);
  check(
    `every table's row count equal (${tables.length} tables, ${Object.values(before.rows).reduce((a, b) => a + b, 0)} rows)`,
    JSON.stringify(after.rows) === JSON.stringify(before.rows),
    tables.filter((t) => after.rows[t] !== before.rows[t]).join(", "),
  );
  check(`every survey identical (${before.rows.survey})`, after.surveys === before.surveys);
  check(`every account identical (${before.rows.person})`, after.persons === before.persons);
  const filesWhole = before.files.every((f) => f.bytes === f.recorded);
  check(
    `every stored file's bytes identical by SHA-256 (${before.files.length} files)`,
    filesWhole && JSON.stringify(after.files) === JSON.stringify(before.files),
  );
  if (kind === "postgres")
    check(
      "the SQL console role's rights and the revoked functions restored",
      after.privileges === before.privileges,
    );

  // 4. the server on the restored data
  const second = await startApp(envOf(restored));
  try {
    const token = await login();
    const download = await api(token, `/resource/content/${written.resourceId}`);
    const bytes = new Uint8Array(await download.arrayBuffer());
    check(
      "the uploaded file downloads byte-identical from the restored server",
      download.status === 200 && sha256(bytes) === sha256(FILE_BYTES),
      `${download.status}, ${bytes.length} bytes`,
    );
    const survey = await api(token, `/eid/erhebungsid/${written.erhebungsid}`);
    check("the survey written before the backup is served", survey.status === 200);
  } finally {
    await second.stop();
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
if (failed || failures.length > 0) {
  console.error(`Round trip failed${failures.length > 0 ? `: ${failures.join("; ")}` : ""}`);
  process.exit(1);
}
console.log(`Round trip passed in ${seconds(performance.now() - began)}.`);
