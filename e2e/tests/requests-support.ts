import type { MinimalSurvey, RequestType, TicketStatus } from "@erhdb/domain";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { linkFrom, waitForMail } from "./mail.ts";

/*
 * The public request pages (/requests and its forms, /ticketstatus) as a visitor uses them: shared by
 * requests.spec.ts and the smoke project's request through the proxy (smoke/request.spec.ts).
 */

const SENT = /Ihr Antrag ist eingegangen; den Link zum Ticket haben wir an (\S+) gesendet\./;
const TIMESTAMP = /^\d{2}\.\d{2}\.\d{4} - \d{2}:\d{2}:\d{2}$/;

let addresses = 0;
/** An applicant address of this test run, so that its mails are told apart from every other's. */
export const applicantMail = (what: string) => `r3-${what}-${Date.now()}-${++addresses}@antrag.example`;

/** Opens a page; its code loads on the first visit, on a busy machine longer than an assertion waits. */
export async function open(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
}

export const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

/** Chooses an option of a select. */
export async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option }).click();
  await expect(page.getByRole("listbox")).toHaveCount(0);
}

export async function fillApplicant(page: Page, mail: string) {
  await textbox(page, "Vorname").fill("Julia");
  await textbox(page, "Name").fill("Schneider");
  await textbox(page, "E-Mail-Adresse").fill(mail);
  await choose(page, "Ihr Amt", "07 – Rheinland-Pfalz");
}

/** Sends the form; the confirmation names the address the ticket link went to. */
export async function send(page: Page, mail: string) {
  await page.getByRole("button", { name: "Antrag absenden" }).click();
  await expect(page.getByRole("status").filter({ hasText: SENT })).toContainText(mail.toLowerCase());
}

/** Follows the ticket link of the mail to `mail` and checks what the ticket shows. */
export async function followTicket(
  page: Page,
  request: APIRequestContext,
  { mail, after, type }: { mail: string; after: number; type: string },
) {
  const ticketMail = await waitForMail(request, { to: mail, subjectIncludes: "Ihr Antrag Nr.", after });
  await open(page, linkFrom(ticketMail, "/ticketstatus?token="), "Ticketstatus");
  await expect(page.getByText(type, { exact: true })).toBeVisible();
  await expect(page.locator(".MuiChip-label")).toHaveText("Neu");
  const history = page.getByRole("table", { name: "Verlauf" });
  const rows = history.getByRole("row").filter({ has: page.getByRole("cell") });
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole("cell").nth(0)).toHaveText(TIMESTAMP);
  await expect(rows.first().getByRole("cell").nth(1)).toHaveText("Antrag gestellt");
  await expect(rows.first().getByRole("cell").nth(3)).toHaveText("Julia Schneider");
}

/**
 * The ticket behind the link of the mail to `mail`, read through the API the ticket page calls: a new
 * request of `requestType` with its one history entry. What the page shows of a new ticket is proven once,
 * by followTicket; the other forms' requests need only that they arrived as what they ask for.
 */
export async function expectNewTicket(
  request: APIRequestContext,
  { mail, after, requestType }: { mail: string; after: number; requestType: RequestType },
) {
  const ticketMail = await waitForMail(request, { to: mail, subjectIncludes: "Ihr Antrag Nr.", after });
  const token = new URL(linkFrom(ticketMail, "/ticketstatus?token=")).searchParams.get("token") ?? "";
  const res = await request.get(`api/v1/request/ticketstatus?token=${encodeURIComponent(token)}`);
  expect(res.status(), await res.text()).toBe(200);
  const ticket = (await res.json()) as TicketStatus;
  expect(ticket).toMatchObject({ requestType, actionStatus: "NEU" });
  expect(ticket.requestContent).toHaveLength(1);
}

/** A survey every visitor sees (the picker's list for an anonymous caller). */
export async function publicSurvey(request: APIRequestContext): Promise<MinimalSurvey> {
  const res = await request.post("api/v1/eid/minimalized", { data: { size: 5 } });
  expect(res.status()).toBe(200);
  const [survey] = (await res.json()) as MinimalSurvey[];
  if (!survey) throw new Error("the demo data have no public survey");
  return survey;
}

/** Picks a survey in the picker by typing the beginning of its Erhebungsid. */
export async function pickSurvey(page: Page, erhebungsid: string) {
  const picker = page.getByRole("combobox", { name: "Erhebungsid" });
  await picker.fill(erhebungsid.slice(0, 9));
  await page.getByRole("option", { name: new RegExp(`^${erhebungsid} – `) }).click();
  await expect(picker).toHaveValue(erhebungsid);
}
