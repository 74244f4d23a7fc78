import { randomUUID } from "node:crypto";
import { type AuditRange, auditRangeOfDays, auditZipName, defaultAuditDays } from "@erhdb/domain";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { unzip } from "../../apps/server/src/features/monitoring/monitoring-test-support.ts";
import { fieldText, isoOf } from "./date-filter-popover.ts";
import { createOwnAccount } from "./own-account.ts";
import { downloadBy } from "./resources-support.ts";
import { ADMIN, demoUser, expectNoAxeViolations, signIn } from "./support.ts";

/*
 * The monitoring page /monitoring (SPEC 2.17) as the demo SuperAdmin uses it: the server's log seen
 * live (a failed login elsewhere shows within a refresh, without reloading the page), the line count,
 * the downloads of the current and of all log files and of the audit logs (unzipped and read line by
 * line), a reversed audit range; axe (the page in English: MonitoringPage.test.tsx).
 */

const MONITOR = demoUser("SuperAdmin");

async function openMonitoring(page: Page): Promise<Locator> {
  await signIn(page, MONITOR);
  await page.goto("monitoring");
  await expect(page.getByRole("heading", { level: 1, name: "Monitoring" })).toBeVisible({ timeout: 30_000 });
  const log = page.getByRole("log", { name: "Server-Log" });
  // the server has logged this session's own calls by now
  await expect(log).not.toBeEmpty({ timeout: 30_000 });
  return log;
}

const logLines = async (log: Locator) => ((await log.textContent()) ?? "").split("\n");

/** Types a day (digits only, DD MM YYYY) into a date field of the audit section and leaves it. */
async function typeDay(page: Page, section: Locator, label: string, digits: string): Promise<void> {
  await section.getByRole("group", { name: label, exact: true }).getByRole("spinbutton").first().click();
  await page.keyboard.type(digits);
  await page.keyboard.press("Tab");
}

/**
 * The complete lines of a log file as the logger writes them (one JSON object each). A file zipped
 * while the server writes to it may end within a line: what follows the last newline is left out.
 */
function loggedLines(content: string): Record<string, unknown>[] {
  const entries = content
    .split("\n")
    .slice(0, -1)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  // one check for all lines: after a whole e2e run the log holds tens of thousands of lines, and an
  // expect per line (a step each in the trace) took minutes
  const malformed = entries.filter(
    (entry) => typeof entry.level !== "number" || typeof entry.time !== "number",
  );
  expect(malformed).toEqual([]);
  return entries;
}

test("the live log shows a failed login made elsewhere within a refresh, without reloading; the line count; axe", async ({
  page,
  request,
}) => {
  const log = await openMonitoring(page);
  const select = page.getByRole("combobox", { name: "Zeilen" });
  await expect(select).toHaveText("1000");
  const asked: string[] = [];
  page.on("request", (r) => asked.push(r.url()));
  // a mark on this document: a reload of the page would lose it
  await page.evaluate(() => {
    document.body.dataset.monitoringMark = "same page";
  });

  // a failed login from an address of this test's own, while the page is open
  const address = `192.0.2.${(process.pid % 250) + 1}`;
  const password = `Falsch-${randomUUID()}`;
  await expect(log).not.toContainText(address);
  const failed = await request.post("api/v1/login", {
    headers: { "x-forwarded-for": address },
    data: { username: `niemand-${randomUUID().slice(0, 8)}@example.org`, password },
  });
  expect(failed.status()).toBe(401);
  // the page asks every 5 s; the slow shared machine gets more than one refresh
  await expect(log).toContainText(`"remoteAddress":"${address}"`, { timeout: 30_000 });
  const seen = (await logLines(log)).filter((line) => line.includes(address));
  expect(seen.some((line) => /INFO {2}incoming request/.test(line) && line.includes("/api/v1/login"))).toBe(
    true,
  );
  expect((await logLines(log)).join("\n")).not.toContain(password);
  expect(await page.evaluate(() => document.body.dataset.monitoringMark)).toBe("same page");

  // more than 50 lines in the file, so that choosing 50 shows a difference
  for (let i = 0; i < 20; i++) expect((await request.get("api/v1/auth")).status()).toBe(401);
  await expect.poll(async () => (await logLines(log)).length, { timeout: 30_000 }).toBeGreaterThan(50);
  await select.click();
  await expect(page.getByRole("option")).toHaveText(["50", "100", "150", "200", "500", "1000", "1500"]);
  const fifty = page.waitForResponse((r) => r.url().endsWith("/api/v1/logs?size=50"));
  await page.getByRole("option", { name: "50", exact: true }).click();
  expect((await fifty).status()).toBe(200);
  await expect(select).toHaveText("50");
  await expect.poll(async () => (await logLines(log)).length).toBe(50);

  // 1500 is offered, and ignored (SPEC 5): the count stays and the server is never asked for it
  await select.click();
  await page.getByRole("option", { name: "1500", exact: true }).click();
  await expect(select).toHaveText("50");
  await expect(page.getByText("Es werden höchstens 1000 Zeilen angezeigt.")).toBeVisible();
  expect(asked.filter((url) => url.includes("size=1500"))).toEqual([]);
  await expectNoAxeViolations(page, "monitoring page");
});

test("downloads the current log, all logs and the audit logs with a change this test made; a reversed range is refused", async ({
  page,
  request,
}) => {
  // an audited change of this test's own: an account made by the built-in admin, its password set
  const password = `Monitoring-${randomUUID().slice(0, 8)}!`;
  const account = await createOwnAccount(request, password);
  const opened = new Date();
  await openMonitoring(page);
  const session = (await page.evaluate(() => localStorage.getItem("token"))) ?? "";
  expect(session).not.toBe("");

  const current = await downloadBy(page, () =>
    page.getByRole("button", { name: "Aktuelles Log herunterladen" }).click(),
  );
  expect(current.name).toBe("current-erhdb-logs.zip");
  const currentFiles = await unzip(current.bytes);
  const [currentName] = [...currentFiles.keys()];
  expect([...currentFiles.keys()]).toEqual([expect.stringMatching(/^erhdb\.\d{4}-\d{2}-\d{2}\.\d+\.log$/)]);
  // the login of this page is there (its session token and the account's password are nowhere, below)
  const currentLines = loggedLines(currentFiles.get(currentName ?? "") ?? "");
  expect(currentLines.some((l) => JSON.stringify(l).includes("/erhebungsdatenbank/api/v1/login"))).toBe(true);

  const all = await downloadBy(page, () =>
    page.getByRole("button", { name: "Alle Logs herunterladen" }).click(),
  );
  expect(all.name).toBe("all-erhdb-logs.zip");
  const allFiles = await unzip(all.bytes);
  expect([...allFiles.keys()]).toContain(currentName);
  for (const [name, content] of [...currentFiles, ...allFiles]) {
    loggedLines(content);
    expect(content.includes(session), `the session token in ${name}`).toBe(false);
    expect(content.includes(password), `the password in ${name}`).toBe(false);
  }

  // the audit logs: by default the last 3 months up to today, in Berlin
  const section = page.getByRole("region", { name: "Audit-Logs" });
  const days = { from: isoOf(await fieldText(section, "Von")), to: isoOf(await fieldText(section, "Bis")) };
  expect([defaultAuditDays(opened), defaultAuditDays(new Date())]).toContainEqual(days);
  const range: AuditRange = auditRangeOfDays(days);
  const audit = await downloadBy(page, () =>
    section.getByRole("button", { name: "Audit-Logs herunterladen" }).click(),
  );
  expect(audit.name).toBe(auditZipName(range));
  const auditFiles = await unzip(audit.bytes);
  expect([...auditFiles.keys()]).toEqual([auditZipName(range).replace(/\.zip$/, ".jsonl")]);
  const records = loggedRecords([...auditFiles.values()][0] ?? "");
  const outside = records.filter((r) => Date.parse(r.at) < range.fromDate || Date.parse(r.at) > range.toDate);
  expect(outside.map((r) => r.at)).toEqual([]);
  // who, what, when, before and after of this test's change
  const own = records.filter((r) => r.entity === "person" && r.entityId === String(account.id));
  expect(own.map((r) => r.action)).toEqual(["CREATE", "PASSWORD_SET"]);
  expect(own[0]).toMatchObject({
    actorEmail: ADMIN.email,
    before: null,
    after: expect.objectContaining({ email: account.email, name: account.name, forename: account.forename }),
  });
  expect(JSON.stringify(records)).not.toContain(password);

  // a start after the end is said at the field, and the download waits
  await typeDay(page, section, "Von", "01082025");
  await typeDay(page, section, "Bis", "31072025");
  await expect(section.getByText("Der Beginn liegt nach dem Ende.")).toBeVisible();
  await expect(section.getByRole("button", { name: "Audit-Logs herunterladen" })).toBeDisabled();
  await expectNoAxeViolations(page, "monitoring page with a reversed audit range");
});

interface AuditLine {
  at: string;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
}

/** The audit file's records, one JSON object a line, each line complete, oldest first. */
function loggedRecords(content: string): AuditLine[] {
  expect(content.endsWith("\n")).toBe(true);
  const records = content
    .split("\n")
    .slice(0, -1)
    .map((line) => JSON.parse(line) as AuditLine);
  expect(records.map((r) => r.at)).toEqual(records.map((r) => r.at).sort());
  return records;
}
