import { expect, test } from "@playwright/test";
import { BASE_URL } from "../playwright.smoke.config.ts";
import { linkFrom, mailCount, mailsTo, waitForMail } from "../tests/mail.ts";
import {
  applicantMail,
  choose,
  fillApplicant,
  followTicket,
  open,
  send,
  textbox,
} from "../tests/requests-support.ts";
import { expectNoAxeViolations, useOwnClientAddress } from "../tests/support.ts";
import { onBothInstances } from "./instances.ts";

/*
 * A visitor's request through the public form. Both instances read the shared outbox (every 2 s,
 * mail/sender.ts) and may claim the same mail: its ticket mail must arrive exactly once, and its link, to
 * the proxy's public address, must open the ticket from either instance.
 */

const TICKET = "/erhebungsdatenbank/api/v1/request/ticketstatus?token=[redacted]";
const SUBJECT = "Ihr Antrag Nr.";
/** Two rounds of each instance's sender (every 2 s) and a margin: a second copy would have come by then. */
const SECOND_COPY_MS = 5_000;

test("a request through the public form: one ticket mail, whose link shows the ticket from both instances", async ({
  page,
  request,
}) => {
  const address = await useOwnClientAddress(page);
  await open(page, "requests", "Antrag stellen");
  await expectNoAxeViolations(page, "/requests");
  await page.getByRole("link", { name: "Statistik-ID beantragen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Statistik-ID beantragen" })).toBeVisible();

  const mail = applicantMail("smoke");
  await choose(page, "Art der Statistik", "Landesstatistik");
  await textbox(page, "Beschreibung der Erhebung").fill("Erhebung der Ladesäulen, über den Proxy beantragt");
  await choose(page, "Amt der Erhebung", "07 – Rheinland-Pfalz");
  await fillApplicant(page, mail);
  await expectNoAxeViolations(page, "/requeststatisticid filled in");
  const before = await mailCount(request);
  await send(page, mail);

  const ticketMail = await waitForMail(request, { to: mail, subjectIncludes: SUBJECT, after: before });
  const arrived = Date.now();
  const link = linkFrom(ticketMail, "/ticketstatus?token=");
  expect(link.startsWith(`${BASE_URL}ticketstatus?token=`), link).toBe(true);
  await followTicket(page, request, { mail, after: before, type: "Neue Erhebungsid" });
  await expectNoAxeViolations(page, "the ticket");
  await onBothInstances(page.request, {
    address,
    what: "the ticket",
    matches: (s) => s.method === "GET" && s.url === TICKET && s.status === 200,
    step: async () => {
      await open(page, link, "Ticketstatus");
      await expect(page.getByText("Neue Erhebungsid", { exact: true })).toBeVisible();
    },
  });

  // Waiting is the point: a copy sent by the other instance would come within its next rounds.
  await page.waitForTimeout(Math.max(0, arrived + SECOND_COPY_MS - Date.now()));
  const copies = await mailsTo(request, { to: mail, subjectIncludes: SUBJECT, after: before });
  expect(copies, "ticket mails to the applicant").toHaveLength(1);
});
