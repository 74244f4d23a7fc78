import { spawn } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { LOCK_FILE } from "../db/data-dir-lock.ts";

// SPAWNS A PROCESS (issue 25: one of the few server tests that must): `npm run admin` is a command
// with arguments, stdin, stdout and an exit code, and refuses beside a running server process.

const CLI = path.join(import.meta.dirname, "cli.ts");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** `npm run admin -- <args>` as a process of its own, with `env` over this one's and `input` on stdin. */
function admin(args: string[], env: Record<string, string>, input = "") {
  const child = spawn(process.execPath, [CLI, ...args], { env: { ...process.env, ...env }, stdio: "pipe" });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  child.stdin.end(input);
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once("exit", (code) => resolve({ code, stdout, stderr })),
  );
}

const loginStatus = async (password: string) =>
  (
    await t.api({
      method: "POST",
      url: "/login",
      payload: { username: ADMIN.email, password },
      remoteAddress: t.newIp(),
    })
  ).statusCode;

describe("the admin command", () => {
  it("sets the built-in admin's password from stdin, or generates and prints one, on DATABASE_URL", async () => {
    const env = { DATABASE_URL: t.connectionString };
    const chosen = await admin(["reset-password", "--password-stdin"], env, "Vom-Terminal-2026\n");
    expect(chosen.stderr).toBe("");
    expect(chosen).toMatchObject({ code: 0 });
    expect(chosen.stdout).toContain(`The password of ${ADMIN.email} is set`);
    expect(chosen.stdout).not.toContain("Vom-Terminal-2026");
    expect(await loginStatus("Vom-Terminal-2026")).toBe(200);
    expect(await loginStatus(ADMIN.password)).toBe(401);

    const generated = await admin(["reset-password"], env);
    expect(generated.code).toBe(0);
    const password = /New password \(shown only this once\): (\S+)/.exec(generated.stdout)?.[1] ?? "";
    expect(password).toHaveLength(24);
    expect(await loginStatus(password)).toBe(200);
    expect(await loginStatus("Vom-Terminal-2026")).toBe(401);
  });

  it("refuses a published password and an unknown command, saying why", async () => {
    const env = { DATABASE_URL: t.connectionString };
    const published = await admin(["reset-password", "--password-stdin"], env, "Erhebung#2025\n");
    expect(published.code).toBe(1);
    expect(published.stderr).toContain("Password not set: This password is published");
    const unknown = await admin(["reset-everything"], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("unknown command 'reset-everything'");
    expect(unknown.stderr).toContain("Usage: npm run admin -- reset-password");
  });

  it("refuses while a server holds the embedded database in DATA_DIR, naming it", async () => {
    // what a running server leaves in its data folder (embedded.test.ts): its database process's lock,
    // here held by this test's process
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "erhdb-admin-"));
    const pglite = path.join(dataDir, "pglite");
    await mkdir(pglite);
    await writeFile(path.join(pglite, LOCK_FILE), `${process.pid}\n`);
    try {
      const refused = await admin(["reset-password"], { DATABASE_URL: "", DATA_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(
        `Password not set: The embedded database in ${pglite} is open in another process (pid ${process.pid})`,
      );
      expect(refused.stdout).not.toContain("New password");
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
