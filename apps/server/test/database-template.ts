import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cp, mkdir, mkdtemp, readdir, rm, statfs } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PLACEHOLDER_EVAS } from "@erhdb/domain";
import pg from "pg";
import { isRunning } from "../src/db/data-dir-lock.ts";
import type { DatabaseHandle } from "../src/db/database.ts";
import { openDatabase } from "../src/db/database.ts";
import { migrateToLatest } from "../src/db/migrate.ts";
import { createFixtures } from "./fixtures.ts";
import { startInHost } from "./pglite-host-client.ts";

/**
 * Tests never share a database: one template is migrated and filled once per run, and every test
 * file gets its own copy (a copied data folder on PGlite, CREATE DATABASE ... TEMPLATE on PostgreSQL),
 * which is much cheaper than migrating anew (decision 4).
 */
export type TemplateInfo = (
  | { kind: "pglite"; dir: string }
  | { kind: "postgres"; url: string; name: string }
) & {
  /** this run's folder: the PGlite data folders of the run, every copy included, gone with the run */
  runDir: string;
  /**
   * A data folder as `openDatabase` leaves it after PGlite's initdb, never migrated: PGlite's initdb
   * costs seconds, a copy of its result a tenth of a second. Made on PostgreSQL runs too, for the tests
   * of the embedded database itself.
   */
  initialized: string;
};

const execFileAsync = promisify(execFile);

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const RUN_DIR_PREFIX = "erhdb-tests-";
/** what a memory file system must have free to take a run's data folders (40 MB each, growing) */
const MEMORY_FS_MIN_FREE = 2 * 1024 ** 3;

/**
 * A memory file system (/dev/shm) where it has room, else the system's temporary folder. Each test
 * file copies a 40 MB data folder, which PGlite then writes to: on this machine's disk (ext4) a copy
 * cost 0.28 s of CPU, in memory 0.17 s.
 */
async function scratchRoot(): Promise<string> {
  const shm = "/dev/shm";
  const free = await statfs(shm).then(
    (s) => s.bavail * s.bsize,
    () => 0,
  );
  return free >= MEMORY_FS_MIN_FREE ? shm : os.tmpdir();
}

/** The run folders of runs that ended without their teardown (killed): in memory they would stay until a reboot. */
async function removeAbandonedRuns(root: string): Promise<void> {
  for (const name of await readdir(root)) {
    const pid = Number(name.startsWith(RUN_DIR_PREFIX) ? name.slice(RUN_DIR_PREFIX.length).split("-")[0] : 0);
    if (pid > 0 && !isRunning(pid)) await rm(path.join(root, name), { recursive: true, force: true });
  }
}

/** Runs once per test run (global-setup.ts). */
export async function createTemplate(databaseUrl: string | undefined): Promise<TemplateInfo> {
  const root = await scratchRoot();
  await removeAbandonedRuns(root);
  const runDir = await mkdtemp(path.join(root, `${RUN_DIR_PREFIX}${process.pid}-`));
  const initialized = path.join(runDir, "initialized");
  const initdb = async () => (await openDatabase({ databaseUrl: null, dataDir: initialized })).close();
  if (databaseUrl) {
    const name = `erhdb_tpl_${process.pid}_${randomBytes(3).toString("hex")}`;
    const postgres = async () => {
      await adminQuery(databaseUrl, `CREATE DATABASE ${name}`);
      await prepare(await openDatabase({ databaseUrl: withDatabase(databaseUrl, name), dataDir: "" }));
    };
    await Promise.all([initdb(), postgres()]);
    return { kind: "postgres", url: databaseUrl, name, runDir, initialized };
  }
  await initdb();
  const dir = path.join(runDir, "template");
  await mkdir(dir);
  await copyFolder(initialized, dir);
  await prepare(await openDatabase({ databaseUrl: null, dataDir: dir }));
  return { kind: "pglite", dir, runDir, initialized };
}

async function prepare(handle: DatabaseHandle): Promise<void> {
  try {
    await migrateToLatest(handle.db);
    // The template's register starts empty, so that the EVAS tests count only the codes they add; the
    // tests of requests add the placeholders of migration 0009 back (insertPlaceholderEvas).
    await handle.db.deleteFrom("evas").where("evas", "in", PLACEHOLDER_EVAS).execute();
    await createFixtures(handle.db);
  } finally {
    await handle.close();
  }
}

export async function dropTemplate(template: TemplateInfo): Promise<void> {
  if (template.kind === "postgres") {
    await adminQuery(template.url, `DROP DATABASE IF EXISTS ${template.name} WITH (FORCE)`);
  }
  await rm(template.runDir, { recursive: true, force: true });
}

/** A private copy of the template for one test file. */
export function cloneTemplate(template: TemplateInfo): Promise<DatabaseHandle> {
  return privateDatabase(template, true);
}

/** A private database without any migration, on the template's kind (to test a migration itself). */
export function emptyDatabase(template: TemplateInfo): Promise<DatabaseHandle> {
  return privateDatabase(template, false);
}

/** A new folder in the run's folder (removed with the run at the latest), a copy of `from`. */
async function copyInRun(template: TemplateInfo, from: string): Promise<string> {
  const dir = await mkdtemp(path.join(template.runDir, "copy-"));
  await copyFolder(from, dir);
  return dir;
}

/**
 * The system's cp where there is one: a data folder is 1,200 files, which Node's fs.cp copies one by
 * one through its thread pool (0.3 to 0.4 s), cp in 0.09 s.
 */
async function copyFolder(from: string, to: string): Promise<void> {
  try {
    await execFileAsync("cp", ["-R", `${from}/.`, to]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    await cp(from, to, { recursive: true });
  }
}

/** A PGlite data folder of its own as initdb left it, for the embedded database's own tests. */
export async function initializedPgliteFolder(template: TemplateInfo): Promise<string> {
  return path.join(await copyInRun(template, template.initialized), "pglite");
}

/**
 * The private databases of this worker that are still open. The test files of a worker run one after
 * another in one process (isolate: false), so a database that a file leaves open would keep its
 * PGlite process beside every later file: setup.ts fails such a file and closes what it left.
 */
const open = new Set<DatabaseHandle>();

/** Closes the databases still open and says how many there were. */
export async function closeLeftOpen(): Promise<number> {
  const left = [...open];
  await Promise.all(left.map((handle) => handle.close()));
  return left.length;
}

async function privateDatabase(template: TemplateInfo, copy: boolean): Promise<DatabaseHandle> {
  const handle = await (template.kind === "pglite"
    ? pgliteDatabase(template, copy ? template.dir : template.initialized)
    : postgresDatabase(template, copy ? template.name : null));
  const tracked: DatabaseHandle = {
    ...handle,
    async close() {
      open.delete(tracked);
      await handle.close();
    },
  };
  open.add(tracked);
  return tracked;
}

async function pgliteDatabase(template: TemplateInfo, from: string): Promise<DatabaseHandle> {
  const dir = await copyInRun(template, from);
  const handle = await openDatabase({ databaseUrl: null, dataDir: dir, startEmbedded: startInHost });
  return {
    ...handle,
    async close() {
      await handle.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** `from`: the template database to copy, or null for PostgreSQL's empty one */
async function postgresDatabase(
  template: Extract<TemplateInfo, { kind: "postgres" }>,
  from: string | null,
): Promise<DatabaseHandle> {
  const name = `erhdb_t_${randomBytes(6).toString("hex")}`;
  await adminQuery(template.url, `CREATE DATABASE ${name}${from ? ` TEMPLATE ${from}` : ""}`);
  const handle = await openDatabase({ databaseUrl: withDatabase(template.url, name), dataDir: "" });
  return {
    ...handle,
    async close() {
      await handle.close();
      await adminQuery(template.url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
