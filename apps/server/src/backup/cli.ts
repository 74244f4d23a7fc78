// `npm run backup -- FILE` and `npm run restore -- FILE`: the embedded database's backup and restore
// (issue 27, decision 31); PostgreSQL has pg_dump and pg_restore (docs/operations/backup.md).
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../config.ts";
import { runCommand, UsageError } from "../lib/command-line.ts";
import type { DatabaseSummary } from "./embedded-backup.ts";
import { backupEmbedded, restoreEmbedded } from "./embedded-backup.ts";

const USAGE = `Usage: npm run backup -- FILE
       npm run restore -- FILE

backup   writes the whole embedded database of DATA_DIR (PGlite in DATA_DIR/pglite, resource files
         included) to FILE, a new file (an existing one is never overwritten). Stop the server first.
restore  fills an empty DATA_DIR/pglite from such a FILE; a folder that holds anything is refused.
         Start the server afterwards: it migrates a backup of an older version as at every start.

With DATABASE_URL (PostgreSQL) use pg_dump -Fc and pg_restore instead: see docs/operations/backup.md.

  -h, --help   show this text`;

function describe(summary: DatabaseSummary): string {
  return (
    `${summary.surveys} surveys, ${summary.accounts} accounts, ${summary.files} stored files, ` +
    `schema ${summary.migration ?? "(no migration)"}`
  );
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { help: { type: "boolean", short: "h" } },
    allowPositionals: true,
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const [command, file, ...rest] = positionals;
  if (command !== "backup" && command !== "restore")
    throw new UsageError(`unknown command '${command ?? ""}'`);
  if (!file || rest.length > 0) throw new UsageError("name exactly one FILE");
  const config = loadConfig();
  if (config.databaseUrl)
    throw new UsageError(
      "DATABASE_URL is set: back up PostgreSQL with pg_dump -Fc and restore with pg_restore (docs/operations/backup.md)",
    );
  const target = path.resolve(file);
  const started = performance.now();
  if (command === "backup") {
    const written = await backupEmbedded(config.dataDir, target);
    console.log(
      `Backup of ${config.dataDir} written to ${target} (${written.bytes} bytes, ${seconds(started)}): ${describe(written)}.`,
    );
  } else {
    const restored = await restoreEmbedded(config.dataDir, target);
    console.log(`Restored ${target} into ${config.dataDir} (${seconds(started)}): ${describe(restored)}.`);
  }
}

await runCommand(main, process.argv[2] === "restore" ? "Nothing restored" : "No backup written", USAGE);
