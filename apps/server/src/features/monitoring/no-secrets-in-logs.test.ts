import { type ChildProcess, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { cloneTemplate } from "../../../test/database-template.ts";
import { ADMIN, TEST_PASSWORD, userOf } from "../../../test/fixtures.ts";
import { requestBody } from "../../../test/request-fixtures.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../../../test/smtp-server.ts";
import type { DatabaseHandle } from "../../db/database.ts";
import { unzip } from "./monitoring-test-support.ts";

// SPAWNS A PROCESS (issue 25: one of the few server tests that must): what reaches the log files and
// stdout is written by the real process's logger and console, which inject does not run.

// The real server process (main.ts) with its real logger at the most talkative level, writing into a
// log folder of its own, once with SMTP configured and once without (decision 16: then each mail is
// printed on the console, stdout, with its links). It is driven over HTTP through the flows that carry
// secrets; then no log file, no answer of the monitoring's log calls and no audit record may hold a
// password (one typed into the name field too), a token or a token's hash, and stdout only the mailed
// links' tokens, and only without SMTP.

const MAIN = path.join(import.meta.dirname, "../../main.ts");
const PERSON = userOf("FachAdmin");
const NEW_PASSWORD = "Neues-Kennwort-2026!";
const CHANGED_PASSWORD = "Wieder-Anders-2026?";
const INVITED = "eingeladen@test.example";

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** One run of the real server on a copy of the test database, with its own data and log folder. */
interface Run {
  base: string;
  logDir: string;
  /** everything the process wrote to stdout and stderr so far */
  output(): string;
  /** the token of the first mail to `to` with a link to `page`, once the server's sender delivered it */
  mailedToken(to: string, page: string): Promise<string>;
  /** SIGTERM; resolves with the exit code */
  stop(): Promise<number | null>;
  close(): Promise<void>;
}

const tokenPattern = (page: string) =>
  new RegExp(`${page.replaceAll("/", "\\/")}\\?token=([A-Za-z0-9_-]{43})`);

async function startRun(withSmtp: boolean): Promise<Run> {
  const database: DatabaseHandle = await cloneTemplate(inject("databaseTemplate"));
  const smtp: TestSmtpServer | null = withSmtp ? await startTestSmtpServer() : null;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "erhdb-secrets-"));
  const logDir = path.join(dataDir, "logs");
  const port = await freePort();
  const base = `http://127.0.0.1:${port}/erhebungsdatenbank`;
  const { SMTP_URL: _inherited, ...env } = process.env;
  const server: ChildProcess = spawn(process.execPath, [MAIN], {
    env: {
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_DIR: logDir,
      LOG_LEVEL: "trace",
      DATABASE_URL: database.connectionString,
      ...(smtp ? { SMTP_URL: smtp.url } : {}),
      PUBLIC_URL: base,
    },
    stdio: "pipe",
  });
  let output = "";
  server.stdout?.on("data", (chunk) => (output += chunk));
  server.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));
  async function close() {
    if (server.exitCode === null) server.kill("SIGKILL");
    await smtp?.stop();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  while (!output.includes("is running at")) {
    if (server.exitCode !== null) {
      await close();
      throw new Error(output);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  async function printedToken(to: string, page: string): Promise<string> {
    const pattern = tokenPattern(page);
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const mail = output
        .split("----- mail ")
        .find((printed) => printed.includes(` to ${to}, not sent`) && pattern.test(printed));
      if (mail) return pattern.exec(mail)?.[1] ?? "";
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no mail to ${to} with a link to ${page} on the console:\n${output}`);
  }

  return {
    base,
    logDir,
    output: () => output,
    async mailedToken(to, page) {
      if (!smtp) return printedToken(to, page);
      const pattern = tokenPattern(page);
      const mail = await smtp.waitForMail((m) => m.to.includes(to) && pattern.test(m.text), 20_000);
      return pattern.exec(mail.text)?.[1] ?? "";
    },
    stop() {
      server.kill("SIGTERM");
      return exited;
    },
    close,
  };
}

interface Call {
  method?: string;
  token?: string;
  body?: unknown;
}

/** the server of the describe block that runs */
let run: Run;

// One client address for every call: the test stays below the login lock and the reset's rate limit.
function call(url: string, { method = "GET", token, body }: Call = {}) {
  return fetch(`${run.base}${url}`, {
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

/**
 * Logs in and out, resets, changes and invites, registers a webhook, files a request and subscribes to the newsletter:
 * `secrets` must appear nowhere, `mailed` (the mailed links' tokens) only in the mails.
 */
async function driveTheSecretFlows() {
  const secrets: Record<string, string> = {};
  const mailed: Record<string, string> = {};

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
  // a password typed into the name field (one that looks like an address passes the login's schema)
  const passwordAsName = "Kennwort-im-Namensfeld-34@test.example";
  const typo = await call("/api/v1/login", {
    method: "POST",
    body: { username: passwordAsName, password: "Falsch-Geraten-99" },
  });
  expect(typo.status).toBe(401);
  secrets.passwordAsName = passwordAsName;

  // a password reset requested, its link opened as a page, checked and followed
  expect(
    (await call("/api/v1/person/password/reset", { method: "POST", body: { email: PERSON } })).status,
  ).toBe(202);
  mailed.reset = await run.mailedToken(PERSON, "/password/reset");
  await call(`/password/reset?token=${mailed.reset}`);
  expect(
    await (
      await call("/api/v1/person/password/checkToken", { method: "POST", body: { token: mailed.reset } })
    ).json(),
  ).toBe("valid");
  const set = await call("/api/v1/person/password/validateNewPassword", {
    method: "POST",
    body: { token: mailed.reset, password: NEW_PASSWORD },
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
  mailed.invitation = await run.mailedToken(INVITED, "/password/reset");

  // a webhook target registered and its secret rotated (decision 48): the secrets, and the receiver's own
  // token in its URL's path and query, stay with the target's admins
  const hook = await call("/api/v1/webhook", {
    method: "POST",
    token: secrets.adminSession,
    body: {
      url: "https://93.184.215.14/hooks/Empfaenger-Pfad-Token-71?key=Empfaenger-Abfrage-Token-72",
      statisticId: null,
      kinds: ["SURVEY_PUBLISHED"],
    },
  });
  expect(hook.status).toBe(201);
  const registered = (await hook.json()) as { target: { id: number }; secret: string };
  secrets.webhookSecret = registered.secret.slice("whsec_".length);
  secrets.webhookPathToken = "Empfaenger-Pfad-Token-71";
  secrets.webhookQueryToken = "Empfaenger-Abfrage-Token-72";
  const rotated = await call(`/api/v1/webhook/${registered.target.id}/rotate`, {
    method: "POST",
    token: secrets.adminSession,
  });
  expect(rotated.status).toBe(200);
  secrets.webhookRotatedSecret = ((await rotated.json()) as { secret: string }).secret.slice("whsec_".length);

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
  mailed.ticket = await run.mailedToken(applicant, "/ticketstatus");
  expect((await call(`/api/v1/request/ticketstatus?token=${mailed.ticket}`)).status).toBe(200);
  await call(`/ticketstatus?token=${mailed.ticket}`);

  // a newsletter subscription confirmed through its mailed link, as the page and its API call
  const subscriber = "abo@test.example";
  const subscribe = await call("/api/v1/newsletter/subscribev2", {
    method: "POST",
    body: { mail: subscriber, statisticId: "allID", resourceType: "94" },
  });
  expect(subscribe.status).toBeLessThan(300);
  mailed.newsletter = await run.mailedToken(subscriber, "/newsletter/verify/subscribe");
  await call(`/newsletter/verify/subscribe?token=${mailed.newsletter}`);
  expect((await call(`/api/v1/newsletter/verify/subscribe?token=${mailed.newsletter}`)).status).toBe(200);
  // a token spelled otherwise, and on a path that does not exist
  await call(`/api/v1/request/ticketstatus?TOKEN=${mailed.ticket}&%74oken=${mailed.ticket}`);
  await call(`/api/v1/nothing-here?token=${mailed.ticket}`);

  return { secrets, mailed };
}

/** What the monitoring role reads: the audit download, the log viewer's lines and the log download. */
async function monitoringAnswers(adminSession: string): Promise<Record<string, string>> {
  const audit = await call("/api/v1/audit/", { token: adminSession });
  expect(audit.status).toBe(200);
  const lines = await call("/api/v1/logs", { token: adminSession });
  expect(lines.status).toBe(200);
  const logZip = await call("/api/v1/logs/all", { token: adminSession });
  expect(logZip.status).toBe(200);
  const unzipped = async (res: Response) => [...(await unzip(Buffer.from(await res.arrayBuffer()))).values()];
  return {
    "audit download": (await unzipped(audit)).join("\n"),
    "log viewer (GET logs)": await lines.text(),
    "log download (GET logs/all)": (await unzipped(logZip)).join("\n"),
  };
}

/** Every log file the run wrote, after its server stopped (so nothing is still buffered). */
async function logFiles(): Promise<string> {
  const files = await readdir(run.logDir);
  return (await Promise.all(files.map((f) => readFile(path.join(run.logDir, f), "utf8")))).join("\n");
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

function expectNowhere(secrets: Record<string, string>, places: Record<string, string>) {
  for (const [name, secret] of Object.entries(secrets)) {
    expect(secret.length, name).toBeGreaterThan(8);
    for (const [where, text] of Object.entries(places)) {
      expect(text.includes(secret), `${name} in the ${where}`).toBe(false);
      expect(text.includes(sha256(secret)), `the hash of ${name} in the ${where}`).toBe(false);
    }
  }
}

describe.each([
  { mails: "sent over SMTP", smtp: true },
  { mails: "printed on the console (no SMTP_URL)", smtp: false },
])("the real server with its mails $mails", ({ smtp }) => {
  // this block's run: closed after it, also when it failed to start (then `run` is still the last one)
  let started: Run | undefined;
  beforeAll(async () => {
    started = await startRun(smtp);
    run = started;
  }, 120_000);
  afterAll(() => started?.close());

  it("writes no password, token, session id or token hash to a log file, the log or audit answers or stdout", async () => {
    const { secrets, mailed } = await driveTheSecretFlows();
    const adminSession = secrets.adminSession ?? "";
    const answers = await monitoringAnswers(adminSession);
    await call("/api/v1/logout", { method: "POST", token: adminSession });
    expect(await run.stop()).toBe(0);
    const logs = await logFiles();

    // the server did log the calls above, with their links' tokens replaced
    expect(logs).toContain("/api/v1/request/ticketstatus?token=[redacted]");
    expect(logs).toContain("/erhebungsdatenbank/password/reset?token=[redacted]");
    expect(logs).toContain("/api/v1/newsletter/verify/subscribe?token=[redacted]");
    expect(logs).toContain("/api/v1/nothing-here?token=[redacted]");
    expect(logs).toContain('"statusCode":401');
    const stored = { "log files": logs, ...answers };
    expectNowhere(secrets, { ...stored, stdout: run.output() });
    if (smtp) {
      expectNowhere(mailed, { ...stored, stdout: run.output() });
    } else {
      // each mail's link reached the console, and only the console
      expect(logs).toContain("mail printed on the console (no SMTP_URL), not sent");
      for (const [name, token] of Object.entries(mailed)) expect(run.output(), name).toContain(token);
      expectNowhere(mailed, stored);
    }
  }, 120_000);
});
