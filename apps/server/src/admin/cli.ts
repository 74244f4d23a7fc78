// `npm run admin -- reset-password [--email ADDRESS] [--password-stdin]`: the offline way back from a
// lost admin password (decision 16), run on the server with the server's environment.
import { text } from "node:stream/consumers";
import { parseArgs } from "node:util";
import { loadConfig } from "../config.ts";
import { type DatabaseHandle, openDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { runCommand, UsageError } from "../lib/command-line.ts";
import { generatePassword, resetPassword } from "./reset-password.ts";

const USAGE = `Usage: npm run admin -- reset-password [--email ADDRESS] [--password-stdin]

Sets a new password for the built-in admin account, or for the account ADDRESS, on the configured
database (DATABASE_URL, or the embedded PGlite in DATA_DIR: stop the server first), migrated as the
server's start would. Every session of the account ends and its open password links stop working.
Run it on the server, with the server's environment.

  --email ADDRESS    another account than the built-in admin (a demo account, say)
  --password-stdin   read the new password from the first line of standard input; without it a
                     strong password is generated and printed once
  -h, --help         show this text

A new password has at least 8 characters and is none of the 10,000 most common passwords, none of the
README's demo passwords and not the account's email address.`;

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: {
      email: { type: "string" },
      "password-stdin": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
    allowPositionals: true,
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (positionals.length !== 1 || positionals[0] !== "reset-password") {
    throw new UsageError(`unknown command '${positionals.join(" ")}'`);
  }
  const fromStdin = values["password-stdin"] === true;
  const password = fromStdin ? ((await text(process.stdin)).split(/\r?\n/)[0] ?? "") : generatePassword();
  const config = loadConfig();
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await migrateToLatest(handle.db);
    const { email } = await resetPassword(handle.db, { email: values.email, password, now: new Date() });
    console.log(
      `The password of ${email} is set; its sessions have ended and its open password links work no more.`,
    );
    if (!fromStdin) console.log(`New password (shown only this once): ${password}`);
  } finally {
    await handle?.close();
  }
}

await runCommand(main, "Password not set", USAGE);
