import { randomBytes } from "node:crypto";
import { cp, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PLACEHOLDER_EVAS } from "@erhdb/domain";
import pg from "pg";
import type { DatabaseHandle } from "../src/db/database.ts";
import { openDatabase } from "../src/db/database.ts";
import { migrateToLatest } from "../src/db/migrate.ts";
import { createFixtures } from "./fixtures.ts";

/**
 * Tests never share a database: one template is migrated and filled once per run, and every test
 * file gets its own copy (a copied data folder on PGlite, CREATE DATABASE ... TEMPLATE on PostgreSQL),
 * which is much cheaper than migrating anew.
 */
export type TemplateInfo = { kind: "pglite"; dir: string } | { kind: "postgres"; url: string; name: string };

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

export async function createTemplate(databaseUrl: string | undefined): Promise<TemplateInfo> {
  if (databaseUrl) {
    const name = `erhdb_tpl_${process.pid}_${randomBytes(3).toString("hex")}`;
    await adminQuery(databaseUrl, `CREATE DATABASE ${name}`);
    const handle = await openDatabase({ databaseUrl: withDatabase(databaseUrl, name), dataDir: "" });
    await prepare(handle);
    return { kind: "postgres", url: databaseUrl, name };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), "erhdb-tpl-"));
  await prepare(await openDatabase({ databaseUrl: null, dataDir: dir }));
  return { kind: "pglite", dir };
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
  if (template.kind === "pglite") await rm(template.dir, { recursive: true, force: true });
  else await adminQuery(template.url, `DROP DATABASE IF EXISTS ${template.name} WITH (FORCE)`);
}

/** A private copy of the template for one test file. */
export function cloneTemplate(template: TemplateInfo): Promise<DatabaseHandle> {
  return privateDatabase(template, true);
}

/** A private database without any migration, on the template's kind (to test a migration itself). */
export function emptyDatabase(template: TemplateInfo): Promise<DatabaseHandle> {
  return privateDatabase(template, false);
}

async function privateDatabase(template: TemplateInfo, copy: boolean): Promise<DatabaseHandle> {
  if (template.kind === "pglite") {
    const dir = await mkdtemp(path.join(os.tmpdir(), "erhdb-test-"));
    if (copy) await cp(template.dir, dir, { recursive: true });
    const handle = await openDatabase({ databaseUrl: null, dataDir: dir });
    return {
      ...handle,
      async close() {
        await handle.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `erhdb_t_${randomBytes(6).toString("hex")}`;
  await adminQuery(template.url, `CREATE DATABASE ${name}${copy ? ` TEMPLATE ${template.name}` : ""}`);
  const handle = await openDatabase({ databaseUrl: withDatabase(template.url, name), dataDir: "" });
  return {
    ...handle,
    async close() {
      await handle.close();
      await adminQuery(template.url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
