import { type ChildProcess, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { cloneTemplate } from "../../../test/database-template.ts";
import { ADMIN, TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { requestBody } from "../../../test/request-fixtures.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../../../test/smtp-server.ts";
import type { DatabaseHandle } from "../../db/database.ts";
import { unzip } from "./monitoring-test-support.ts";

// The real server process (main.ts) with its real logger at the most talkative level, writing into a
// log folder of its own, with SMTP configured (decision 16: only without SMTP are mails logged). It is
// driven over HTTP through the flows that carry secrets; then no log file and no line on stdout may hold
// a password, a token or a token's hash.

const MAIN = path.join(import.meta.dirname, "../../main.ts");
const PERSON = userOf("FachAdmin");
const NEW_PASSWORD = "Neues-Kennwort-2026!";
const CHANGED_PASSWORD = "Wieder-Anders-2026?";
const INVITED = "eingeladen@test.example";

let database: DatabaseHandle;
let smtp: TestSmtpServer;
let server: ChildProcess;
let output = "";
let exited: Promise<number | null>;
let dirs: string[] = [];
let base = "";

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

beforeAll(async () => {
  database = await cloneTemplate(inject("databaseTemplate"));
  smtp = await startTestSmtpServer();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "erhdb-secrets-"));
  dirs = [dataDir];
  const port = await freePort();
  base = `http://127.0.0.1:${port}/erhebungsdatenbank`;
  server = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_DIR: path.join(dataDir, "logs"),
      LOG_LEVEL: "trace",
      DATABASE_URL: database.connectionString,
      SMTP_URL: smtp.url,
      PUBLIC_URL: base,
    },
    stdio: "pipe",
  });
  server.stdout?.on("data", (chunk) => (output += chunk));
  server.stderr?.on("data", (chunk) => (output += chunk));
  exited = new Promise((resolve) => server.once("exit", (code) => resolve(code)));
  while (!output.includes("is running at")) {
    if (server.exitCode !== null) throw new Error(output);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 120_000);

afterAll(async () => {
  if (server.exitCode === null) server.kill("SIGKILL");
  await smtp.stop();
  await database.close();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

interface Call {
  method?: string;
  token?: string;
  body?: unknown;
}

// One client address for every call: the test stays below the login lock and the reset's rate limit.
function call(url: string, { method = "GET", token, body }: Call = {}) {
  return fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: token } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function login(username: string, password: string): Promise<string> {
  const res = await call("/api/v1/login", { method: "POST", body: { username, password } });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.headers.get("authorization") ?? "";
}

/** The token of the newest mail's link to `page` (its text), once the server's sender delivered it. */
async function mailedToken(to: string, page: string): Promise<string> {
  const pattern = new RegExp(`${page.replaceAll("/", "\\/")}\\?token=([A-Za-z0-9_-]{43})`);
  const mail = await smtp.waitForMail((m) => m.to.includes(to) && pattern.test(m.text), 20_000);
  return pattern.exec(mail.text)?.[1] ?? "";
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

it("writes no password, token, session id or token hash to any log line", async () => {
  const secrets: Record<string, string> = {};

  // a session: login, a call with it, a failed login with a password
  secrets.session = await login(PERSON, TEST_PASSWORD);
  secrets.password = TEST_PASSWORD;
  expect((await call("/api/v1/auth", { token: secrets.session })).status).toBe(200);
  const wrong = await call("/api/v1/login", {
    method: "POST",
    body: { username: PERSON, password: "Falsch-Geraten-99" },
  });
  expect(wrong.status).toBe(401);
  secrets.wrongPassword = "Falsch-Geraten-99";

  // a password reset requested, its link opened as a page, checked and followed
  expect(
    (await call("/api/v1/person/password/reset", { method: "POST", body: { email: PERSON } })).status,
  ).toBe(202);
  secrets.reset = await mailedToken(PERSON, "/password/reset");
  await call(`/password/reset?token=${secrets.reset}`);
  expect(
    await (
      await call("/api/v1/person/password/checkToken", { method: "POST", body: { token: secrets.reset } })
    ).json(),
  ).toBe("valid");
  const set = await call("/api/v1/person/password/validateNewPassword", {
    method: "POST",
    body: { token: secrets.reset, password: NEW_PASSWORD },
  });
  expect(set.status).toBe(200);
  secrets.newPassword = NEW_PASSWORD;

  // the new password logs in and is changed once more by its owner
  secrets.secondSession = await login(PERSON, NEW_PASSWORD);
  const changed = await call("/api/v1/person/password/resetLoggedIn", {
    method: "POST",
    token: secrets.secondSession,
    body: { currentPassword: NEW_PASSWORD, password: CHANGED_PASSWORD, passwordAgain: CHANGED_PASSWORD },
  });
  expect(changed.status).toBe(200);
  secrets.changedPassword = CHANGED_PASSWORD;

  // an invitation of a new account
  secrets.adminSession = await login(ADMIN.email, ADMIN.password);
  secrets.adminPassword = ADMIN.password;
  const roles = (await (await call("/api/v1/role", { token: secrets.adminSession })).json()) as {
    id: number;
    name: string;
  }[];
  const created = await call("/api/v1/person/create", {
    method: "POST",
    token: secrets.adminSession,
    body: {
      email: INVITED,
      name: "Neu",
      forename: "Nora",
      phone: "1",
      office: "01",
      role: { id: roles.find((r) => r.name === "LoggedUser")?.id },
    },
  });
  expect(created.status).toBe(201);
  secrets.invitation = await mailedToken(INVITED, "/password/reset");

  // a request's ticket, looked up through the API and opened as a page
  const applicant = "antrag@test.example";
  const request = await call("/api/v1/request/create", {
    method: "POST",
    body: requestBody(
      { type: "RESET_RIGHTS", forename: "Anja", name: "Krüger", mail: "a@k.example", reason: "Wechsel" },
      { mail: applicant },
    ),
  });
  expect(request.status).toBe(201);
  secrets.ticket = await mailedToken(applicant, "/ticketstatus");
  expect((await call(`/api/v1/request/ticketstatus?token=${secrets.ticket}`)).status).toBe(200);
  await call(`/ticketstatus?token=${secrets.ticket}`);

  // a newsletter subscription confirmed through its mailed link, as the page and its API call
  const subscriber = "abo@test.example";
  const subscribe = await call("/api/v1/newsletter/subscribev2", {
    method: "POST",
    body: { mail: subscriber, statisticId: "allID", resourceType: "94" },
  });
  expect(subscribe.status).toBeLessThan(300);
  secrets.newsletter = await mailedToken(subscriber, "/newsletter/verify/subscribe");
  await call(`/newsletter/verify/subscribe?token=${secrets.newsletter}`);
  expect((await call(`/api/v1/newsletter/verify/subscribe?token=${secrets.newsletter}`)).status).toBe(200);
  // a token spelled otherwise, and on a path that does not exist
  await call(`/api/v1/request/ticketstatus?TOKEN=${secrets.ticket}&%74oken=${secrets.ticket}`);
  await call(`/api/v1/nothing-here?token=${secrets.ticket}`);

  // the audit download holds no secret either
  const audit = await call("/api/v1/audit/", { token: secrets.adminSession });
  expect(audit.status).toBe(200);
  const auditText = [...(await unzip(Buffer.from(await audit.arrayBuffer()))).values()].join("\n");

  await call("/api/v1/logout", { method: "POST", token: secrets.adminSession });
  server.kill("SIGTERM");
  expect(await exited).toBe(0);

  const logDir = path.join(dirs[0] ?? "", "logs");
  const files = await readdir(logDir);
  const logs = (await Promise.all(files.map((f) => readFile(path.join(logDir, f), "utf8")))).join("\n");
  // the server did log the calls above, with their links' tokens replaced
  expect(logs).toContain("/api/v1/request/ticketstatus?token=[redacted]");
  expect(logs).toContain("/erhebungsdatenbank/password/reset?token=[redacted]");
  expect(logs).toContain("/api/v1/newsletter/verify/subscribe?token=[redacted]");
  expect(logs).toContain("/api/v1/nothing-here?token=[redacted]");
  expect(logs).toContain('"statusCode":401');

  for (const [name, secret] of Object.entries(secrets)) {
    expect(secret.length, name).toBeGreaterThan(8);
    for (const [where, text] of Object.entries({
      "log files": logs,
      stdout: output,
      "audit download": auditText,
    })) {
      expect(text.includes(secret), `${name} in the ${where}`).toBe(false);
      expect(text.includes(sha256(secret)), `the hash of ${name} in the ${where}`).toBe(false);
    }
  }
}, 120_000);
