import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, inject, it } from "vitest";
import { cloneTemplate } from "../test/database-template.ts";
import { resetPassword } from "./admin/reset-password.ts";
import { hashPassword } from "./lib/passwords.ts";
import { DEMO_ADMIN_PASSWORD, DEMO_USER_PASSWORD } from "./lib/published-passwords.ts";
import { DEMO_USERS } from "./seed/people.ts";

// SPAWNS A PROCESS (issue 25: one of the few server tests that must): the server's own start-up, its
// refusals, its stdout, its log files and its stop on a signal belong to the process, not to buildApp.

const MAIN = path.join(import.meta.dirname, "main.ts");
const dirs: string[] = [];
const servers: ChildProcess[] = [];
afterAll(async () => {
  // a server a failed test left running
  for (const server of servers)
    if (server.exitCode === null && server.signalCode === null) server.kill("SIGKILL");
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

function run(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
} {
  const child = spawn(process.execPath, [MAIN], { env: { ...process.env, ...env }, stdio: "pipe" });
  servers.push(child);
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => output, exit };
}

describe("the server process", () => {
  it("refuses to start on a wrong setting, naming it", async () => {
    const { exit, output } = run({ PORT: "not-a-port", DATABASE_URL: "" });
    expect(await exit).toBe(1);
    expect(output()).toContain("Invalid configuration");
    expect(output()).toContain("PORT");
  });

  it("refuses a common admin password", async () => {
    const { exit, output } = run({ ADMIN_PASSWORD: "password123", DATABASE_URL: "" });
    expect(await exit).toBe(1);
    expect(output()).toContain("ADMIN_PASSWORD");
  });

  it("on PostgreSQL without DEMO_DATA: refuses while the admin accepts the published password; once not, starts with the EVAS register and without demo accounts", async () => {
    const database = await cloneTemplate(inject("databaseTemplate"));
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "erhdb-main-"));
    dirs.push(dataDir);
    try {
      await database.db
        .updateTable("person")
        .set({ password_hash: await hashPassword(DEMO_ADMIN_PASSWORD) })
        .where("builtin", "=", true)
        .execute();
      const env = {
        DATABASE_URL: database.connectionString,
        DEMO_DATA: "",
        DATA_DIR: dataDir,
        HOST: "127.0.0.1",
      };
      const refused = run({ ...env, PORT: String(await freePort()) });
      // answered by whichever comes first: its end, or its banner (then it did not refuse)
      const started = (async () => {
        while (!refused.output().includes("is running at") && refused.child.exitCode === null)
          await new Promise((r) => setTimeout(r, 100));
        return "started";
      })();
      expect(await Promise.race([refused.exit, started])).toBe(1);
      expect(refused.output()).toContain("Refusing to start");
      expect(refused.output()).toContain("ADMIN_PASSWORD");
      expect(refused.output()).toContain("npm run admin -- reset-password");

      await resetPassword(database.db, { password: "Produktiv-Admin-2026", now: new Date() });
      // a journal row of another cluster's history, as a restored dump brings it (decision 33)
      await sql`INSERT INTO survey_count_journal (xid, sign, r) VALUES ('999999999', 0, NULL)`.execute(
        database.db,
      );
      const server = run({ ...env, PORT: String(await freePort()) });
      const deadline = Date.now() + 60_000;
      while (!server.output().includes("is running at") && Date.now() < deadline) {
        if (server.child.exitCode !== null) throw new Error(server.output());
        await new Promise((r) => setTimeout(r, 100));
      }
      const demoAccounts = await database.db
        .selectFrom("person")
        .select("email")
        .where(
          "email",
          "in",
          DEMO_USERS.map((u) => u.email),
        )
        .execute();
      expect(demoAccounts).toEqual([]);
      // the start emptied the journal of written survey rows
      expect((await sql`SELECT xid FROM survey_count_journal`.execute(database.db)).rows).toEqual([]);
      expect(server.output()).not.toContain(DEMO_USER_PASSWORD);
      // the production first start loads the shipped register (issue 27) and says how many codes
      const register = await database.db
        .selectFrom("evas")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(register.n)).toBe(1097);
      expect(server.output()).toMatch(/"codes":1097,.*"msg":"EVAS register loaded"/);
      server.child.kill("SIGTERM");
      expect(await server.exit).toBe(0);
    } finally {
      await database.close();
    }
  }, 90_000);

  it("starts on an empty data folder, serves, prints the demo accounts, logs to files and stops cleanly on SIGTERM", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "erhdb-main-"));
    dirs.push(dataDir);
    const port = await freePort();
    const { child, exit, output } = run({
      PORT: String(port),
      HOST: "", // the embedded default's: loopback only
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      DEMO_DATA: "true",
      LOG_LEVEL: "info",
    });
    const deadline = Date.now() + 60_000;
    while (!output().includes("is running at") && Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(output());
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(output()).toContain("loggeduser@erhebungsdatenbank.de");
    expect(output()).toContain("is running at http://localhost:");
    expect(output()).toContain("Listening on 127.0.0.1 only");
    const res = await fetch(`http://127.0.0.1:${port}/erhebungsdatenbank/api/v1/auth`);
    expect(res.status).toBe(401);

    child.kill("SIGTERM");
    expect(await exit).toBe(0);
    const logFiles = await readdir(path.join(dataDir, "logs"));
    expect(logFiles.some((f) => f.startsWith("erhdb"))).toBe(true);
    const firstLog = await readFile(path.join(dataDir, "logs", logFiles[0] ?? ""), "utf8");
    const lines = firstLog
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines.some((l) => l.msg === "shutting down" && l.signal === "SIGTERM")).toBe(true);
    // the seed's peak memory is not kept: the database process serves from a fresh start (decision 36)
    const order = ["demo data seeded", "embedded database opened afresh after the start-up's writes"];
    expect(lines.map((l) => l.msg).filter((msg) => order.includes(msg))).toEqual(order);
    expect(firstLog).not.toContain("Erhebung-Demo#2025");
  }, 90_000);
});
