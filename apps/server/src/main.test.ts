import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const MAIN = path.join(import.meta.dirname, "main.ts");
const dirs: string[] = [];
afterAll(async () => {
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

  it("starts on an empty data folder, serves, prints the demo accounts, logs to files and stops cleanly on SIGTERM", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "erhdb-main-"));
    dirs.push(dataDir);
    const port = await freePort();
    const { child, exit, output } = run({
      PORT: String(port),
      HOST: "127.0.0.1",
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
    expect(firstLog).not.toContain("Erhebung-Demo#2025");
  }, 90_000);
});
