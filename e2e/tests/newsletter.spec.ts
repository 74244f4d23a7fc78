import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { linkFrom, mailCount, type ReceivedMail, waitForMail } from "./mail.ts";
import { createOwnAccount, ownAddress } from "./own-account.ts";
import { expectNoAxeViolations, signInAlone, useOwnClientAddress } from "./support.ts";

/*
 * The newsletter pages (SPEC 2.22, issue 15 item 4, decision 17) in Chromium: subscribe with the double
 * opt-in (opening the mailed link changes nothing, its page's button confirms), the List-Unsubscribe
 * headers and their one-click unsubscribe, edit by the mailed link and by tokenForUser, unsubscribe by
 * the mailed link, wrong tokens (in English: SubscribePage.test.tsx). Each test subscribes an address of
 * its own from client addresses of its own, so the limits per address and per IP never refuse another
 * test. The digest of new resources runs every 5 minutes in main.ts, too slow here: its mails are tested
 * on the server.
 */

test.describe.configure({ timeout: 180_000 });

const SUBSCRIBE_SENT = /Wenn die Adresse stimmt, kommt in Kürze eine Mail mit einem Bestätigungslink/;
const LINK_SENT = /Wenn zu dieser Adresse ein Newsletter besteht, kommt in Kürze eine Mail/;
const NO_TOPICS = "Keine Themen: diese Adresse erhält keinen Newsletter.";
const WRONG_TOKEN = "A".repeat(43);

const ownMail = () => `newsletter-${randomUUID().slice(0, 8)}@example.org`;
const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });
const topicList = (page: Page) => page.getByRole("list", { name: "Ihre Themen" });

const EDIT_HEADING = "Newsletter-Einstellungen ändern";
const VERIFY_SUBSCRIBE_HEADING = "Newsletter-Anmeldung bestätigen";
const VERIFY_UNSUBSCRIBE_HEADING = "Newsletter-Abmeldung bestätigen";

/** Opens `path` (or reloads) and waits for the page's heading: the page's code has arrived. */
async function open(page: Page, path: string | null, name: string) {
  await (path === null ? page.reload() : page.goto(path));
  await expect(heading(page, name)).toBeVisible();
}

/** The newsletter calls the page makes from now on. */
function newsletterCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/v1/newsletter/")) calls.push(request.url());
  });
  return calls;
}

/** The mailed link of a newsletter mail to `mail` (received after `after`) whose address holds `path`. */
async function mailedLink(
  request: APIRequestContext,
  { mail, after, subject, path }: { mail: string; after: number; subject: string; path: string },
): Promise<{ link: string; received: ReceivedMail }> {
  const received = await waitForMail(request, { to: mail, after, subjectIncludes: subject });
  return { link: linkFrom(received, path), received };
}

/** Has an edit link mailed to `mail`, as the edit page's form does, and answers it. */
async function editLink(request: APIRequestContext, mail: string): Promise<string> {
  const before = await mailCount(request);
  const asked = await request.get(`api/v1/newsletter/edit/resend?${new URLSearchParams({ mail })}`, {
    headers: ownAddress(),
  });
  expect(asked.status(), await asked.text()).toBe(202);
  return (
    await mailedLink(request, {
      mail,
      after: before,
      subject: "Newsletter bearbeiten",
      path: "/newsletter/edit",
    })
  ).link;
}

/** A confirmed subscription made through the API, as the subscribe form and the confirmation page do. */
async function confirmedSubscription(
  request: APIRequestContext,
  mail: string,
  statisticId: string,
  resourceType: string[],
): Promise<void> {
  const before = await mailCount(request);
  const subscribed = await request.post("api/v1/newsletter/subscribev2", {
    headers: ownAddress(),
    data: { mail, statisticId, resourceType },
  });
  expect(subscribed.status(), await subscribed.text()).toBe(202);
  const { link } = await mailedLink(request, {
    mail,
    after: before,
    subject: "Newsletter bestätigen",
    path: "/newsletter/verify/subscribe",
  });
  const token = new URL(link).searchParams.get("token") ?? "";
  const confirmed = await request.get(
    `api/v1/newsletter/verify/subscribe?${new URLSearchParams({ token })}`,
    {
      headers: ownAddress(),
    },
  );
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

test("subscribe: the form, the mail with its List-Unsubscribe headers, the link confirms only by its button", async ({
  page,
  request,
}) => {
  await useOwnClientAddress(page);
  const mail = ownMail();

  await open(page, "newsletter", "Newsletter");
  await page.getByRole("link", { name: "Newsletter abonnieren" }).click();
  await expect(heading(page, "Newsletter abonnieren")).toBeVisible();

  // every field is checked before anything is sent
  const submit = page.getByRole("button", { name: "Abonnieren", exact: true });
  await submit.click();
  const address = page.getByRole("textbox", { name: "E-Mail-Adresse" });
  await expect(address).toHaveAccessibleDescription("Bitte ausfüllen.");
  await expect(page.getByText("Bitte wählen Sie mindestens einen Ressourcentyp.")).toBeVisible();
  await expectNoAxeViolations(page, "newsletter subscribe form with errors");

  await address.fill(mail);
  await page.getByRole("combobox", { name: "Statistik-ID" }).click();
  await expect(page.getByRole("option", { name: "alle Statistik-IDs (auch künftige)" })).toBeVisible();
  await page.getByRole("option", { name: "3111", exact: true }).click();
  await page.getByRole("checkbox", { name: "97 – Elektronischer Fragebogen" }).check();
  await page.getByRole("checkbox", { name: "99 – Erhebungsbeschreibung" }).check();
  const before = await mailCount(request);
  await submit.click();
  await expect(page.getByText(SUBSCRIBE_SENT)).toBeVisible();
  await expectNoAxeViolations(page, "newsletter subscribe sent");

  const { link, received } = await mailedLink(request, {
    mail,
    after: before,
    subject: "Newsletter bestätigen",
    path: "/newsletter/verify/subscribe",
  });
  expect(received.text).toContain("StatistikID 3111: 97 Elektronischer Fragebogen");
  // RFC 8058: the mail program unsubscribes by one POST to the address in the header
  const oneClick = received.headers["list-unsubscribe"]?.match(
    /^<(.+\/api\/v1\/newsletter\/oneclick\?token=.+)>$/,
  )?.[1];
  expect(oneClick, JSON.stringify(received.headers)).toBeDefined();
  expect(received.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

  // a mail scanner opens the link: the page shows its button and asks the server nothing
  const calls = newsletterCalls(page);
  await open(page, link, VERIFY_SUBSCRIBE_HEADING);
  const confirm = page.getByRole("button", { name: "Anmeldung bestätigen" });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page, "newsletter verify subscribe");
  expect(calls).toEqual([]);
  // ... so nothing is confirmed yet: the address's edit page has no topic
  const edit = await editLink(request, mail);
  await open(page, edit, EDIT_HEADING);
  await expect(page.getByText(NO_TOPICS)).toBeVisible();

  await open(page, link, VERIFY_SUBSCRIBE_HEADING);
  await page.getByRole("button", { name: "Anmeldung bestätigen" }).click();
  await expect(
    page.getByText(`Ihre Anmeldung ist bestätigt. ${mail} erhält den Newsletter zu diesen Themen:`),
  ).toBeVisible();
  await expect(page.getByRole("list", { name: "Bestätigte Themen" }).getByRole("listitem")).toHaveText([
    "Statistik-ID 3111: 99 – Erhebungsbeschreibung",
    "Statistik-ID 3111: 97 – Elektronischer Fragebogen",
  ]);
  await expectNoAxeViolations(page, "newsletter subscription confirmed");
  await open(page, edit, EDIT_HEADING);
  await expect(topicList(page).getByRole("listitem")).toHaveCount(2);

  // the link works once
  await open(page, link, VERIFY_SUBSCRIBE_HEADING);
  await page.getByRole("button", { name: "Anmeldung bestätigen" }).click();
  await expect(
    page.getByText(/Der Link ist ungültig, wurde schon benutzt oder ist abgelaufen/),
  ).toBeVisible();

  // the one-click unsubscribe of the header ends every topic
  const unsubscribed = await request.post(oneClick ?? "", { form: { "List-Unsubscribe": "One-Click" } });
  expect(unsubscribed.status(), await unsubscribed.text()).toBe(200);
  await open(page, edit, EDIT_HEADING);
  await expect(page.getByText(NO_TOPICS)).toBeVisible();
});

test("edit: the link requested on the edit page, remove and add topics, save, unsubscribe all", async ({
  page,
  request,
}) => {
  await useOwnClientAddress(page);
  const mail = ownMail();
  await confirmedSubscription(request, mail, "3111", ["97", "99"]);

  await open(page, "newsletter", "Newsletter");
  await page.getByRole("link", { name: "Link zum Bearbeiten anfordern" }).click();
  await expect(heading(page, EDIT_HEADING)).toBeVisible();
  await page.getByRole("textbox", { name: "E-Mail-Adresse" }).fill(mail);
  const before = await mailCount(request);
  await page.getByRole("button", { name: "Link zum Bearbeiten anfordern" }).click();
  await expect(page.getByText(LINK_SENT)).toBeVisible();
  await expectNoAxeViolations(page, "newsletter edit link sent");

  const { link } = await mailedLink(request, {
    mail,
    after: before,
    subject: "Newsletter bearbeiten",
    path: "/newsletter/edit",
  });
  await open(page, link, EDIT_HEADING);
  await expect(
    page.getByText(`Hier wählen Sie die Themen des Newsletters für ${mail}.`, { exact: false }),
  ).toBeVisible();
  const list = topicList(page);
  // as the server orders them: allID first, then by statistic id, each by type from 99 down
  await expect(list.getByRole("listitem")).toHaveText([
    "Statistik-ID 3111: 99 – Erhebungsbeschreibung",
    "Statistik-ID 3111: 97 – Elektronischer Fragebogen",
  ]);
  await expectNoAxeViolations(page, "newsletter edit page");

  await page
    .getByRole("button", { name: "Thema entfernen: Statistik-ID 3111: 97 – Elektronischer Fragebogen" })
    .click();
  const add = page.getByRole("form", { name: "Thema hinzufügen" });
  await add.getByRole("combobox", { name: "Statistik-ID" }).click();
  await page.getByRole("option", { name: "alle Statistik-IDs (auch künftige)" }).click();
  await add.getByRole("combobox", { name: "Ressourcentyp" }).click();
  await page.getByRole("option", { name: "94 – PL-Metadaten" }).click();
  await add.getByRole("button", { name: "Hinzufügen" }).click();
  await expect(page.getByText("Es gibt ungespeicherte Änderungen.")).toBeVisible();
  await expectNoAxeViolations(page, "newsletter edit page with changes");
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
  await expect(page.getByText("Ihre Themen sind gespeichert.")).toBeVisible();

  // saved on the server: the page loads them again
  await open(page, null, EDIT_HEADING);
  await expect(topicList(page).getByRole("listitem")).toHaveText([
    "Alle Statistik-IDs: 94 – PL-Metadaten",
    "Statistik-ID 3111: 99 – Erhebungsbeschreibung",
  ]);

  await page.getByRole("button", { name: "Alle abbestellen" }).click();
  const dialog = page.getByRole("dialog", { name: "Newsletter abbestellen?" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, "newsletter unsubscribe all confirmation");
  await dialog.getByRole("button", { name: "Alle abbestellen" }).click();
  await expect(page.getByText("Alle Themen sind abbestellt.")).toBeVisible();
  await open(page, null, EDIT_HEADING);
  await expect(page.getByText(NO_TOPICS)).toBeVisible();
});

test("unsubscribe: the link requested and sent again, confirmed only by the page's button", async ({
  page,
  request,
}) => {
  await useOwnClientAddress(page);
  const mail = ownMail();
  await confirmedSubscription(request, mail, "allID", ["98"]);

  await open(page, "newsletter", "Newsletter");
  await page.getByRole("link", { name: "Newsletter abbestellen" }).click();
  await expect(heading(page, "Newsletter abbestellen")).toBeVisible();
  await expectNoAxeViolations(page, "newsletter unsubscribe form");
  await page.getByRole("textbox", { name: "E-Mail-Adresse" }).fill(mail);
  const before = await mailCount(request);
  await page.getByRole("button", { name: "Abmeldelink anfordern" }).click();
  await expect(page.getByText(LINK_SENT)).toBeVisible();
  const first = await mailedLink(request, {
    mail,
    after: before,
    subject: "Newsletter abbestellen",
    path: "/newsletter/verify/unsubscribe",
  });

  const again = await mailCount(request);
  await page.getByRole("button", { name: "Abmeldelink erneut senden" }).click();
  await expect(
    page.getByText("Wenn zu dieser Adresse ein Newsletter besteht, ist ein neuer Abmeldelink unterwegs."),
  ).toBeVisible();
  await expectNoAxeViolations(page, "newsletter unsubscribe link sent again");
  const second = await mailedLink(request, {
    mail,
    after: again,
    subject: "Newsletter abbestellen",
    path: "/newsletter/verify/unsubscribe",
  });
  expect(second.link).not.toBe(first.link);

  const calls = newsletterCalls(page);
  await open(page, second.link, VERIFY_UNSUBSCRIBE_HEADING);
  await expectNoAxeViolations(page, "newsletter verify unsubscribe");
  expect(calls).toEqual([]);
  await page.getByRole("button", { name: "Abmeldung bestätigen" }).click();
  await expect(page.getByText(`Sie sind abgemeldet. ${mail} erhält keinen Newsletter mehr.`)).toBeVisible();
  await expectNoAxeViolations(page, "newsletter unsubscribed");
  expect(calls).toHaveLength(1);

  // the link works once
  await open(page, second.link, VERIFY_UNSUBSCRIBE_HEADING);
  await page.getByRole("button", { name: "Abmeldung bestätigen" }).click();
  await expect(
    page.getByText(/Der Link ist ungültig, wurde schon benutzt oder ist abgelaufen/),
  ).toBeVisible();
});

test("a wrong token on each token page says so, with the way to a new link", async ({ page }) => {
  await useOwnClientAddress(page);
  await open(page, `newsletter/verify/subscribe?token=${WRONG_TOKEN}`, VERIFY_SUBSCRIBE_HEADING);
  await page.getByRole("button", { name: "Anmeldung bestätigen" }).click();
  await expect(
    page.getByText(/Der Link ist ungültig, wurde schon benutzt oder ist abgelaufen/),
  ).toBeVisible();
  await expectNoAxeViolations(page, "newsletter verify subscribe, wrong token");
  await page.getByRole("link", { name: "Newsletter erneut bestellen" }).click();
  await expect(heading(page, "Newsletter abonnieren")).toBeVisible();

  await open(page, `newsletter/verify/unsubscribe?token=${WRONG_TOKEN}`, VERIFY_UNSUBSCRIBE_HEADING);
  await page.getByRole("button", { name: "Abmeldung bestätigen" }).click();
  await expect(
    page.getByText(/Einen neuen Abmeldelink fordern Sie auf der Seite zum Abbestellen an/),
  ).toBeVisible();
  await expectNoAxeViolations(page, "newsletter verify unsubscribe, wrong token");

  await open(page, `newsletter/edit?token=${WRONG_TOKEN}`, EDIT_HEADING);
  await expect(page.getByText(/Der Link ist ungültig oder abgelaufen/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Link zum Bearbeiten anfordern" })).toBeVisible();
  await expectNoAxeViolations(page, "newsletter edit, wrong token");
});

test("a logged-in user edits the own address's topics without a mail", async ({ page, request }) => {
  const account = await createOwnAccount(request, "Newsletter-Konto#2026");
  await signInAlone(page, account.email, account.password);
  await open(page, "newsletter", "Newsletter");
  await expect(
    page.getByText(`die Themen Ihrer Adresse ${account.email} bearbeiten Sie auch ohne Mail`, {
      exact: false,
    }),
  ).toBeVisible();
  await expectNoAxeViolations(page, "newsletter overview, logged in");
  await page.getByRole("button", { name: "Meine Abonnements bearbeiten" }).click();
  await expect(heading(page, EDIT_HEADING)).toBeVisible();
  await expect(page).toHaveURL(/\/newsletter\/edit\?token=[\w-]{43}$/);
  await expect(page.getByText(NO_TOPICS)).toBeVisible();

  const add = page.getByRole("form", { name: "Thema hinzufügen" });
  await add.getByRole("combobox", { name: "Statistik-ID" }).click();
  await page.getByRole("option", { name: "3111", exact: true }).click();
  await add.getByRole("combobox", { name: "Ressourcentyp" }).click();
  await page.getByRole("option", { name: "92 – Einheitlicher Papierfragebogen" }).click();
  await add.getByRole("button", { name: "Hinzufügen" }).click();
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
  await expect(page.getByText("Ihre Themen sind gespeichert.")).toBeVisible();
  await open(page, null, EDIT_HEADING);
  await expect(topicList(page).getByRole("listitem")).toHaveText([
    "Statistik-ID 3111: 92 – Einheitlicher Papierfragebogen",
  ]);
});
