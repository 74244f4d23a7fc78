import { pino } from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  APPLICANT,
  type RequestTestApp,
  requestBody,
  startRequestTestApp,
} from "../../../test/request-fixtures.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../../../test/smtp-server.ts";
import { TEST_CONFIG } from "../../../test/test-app.ts";
import { createMailSender } from "../../mail/sender.ts";

let r: RequestTestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  r = await startRequestTestApp();
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await smtp.stop();
  await r.t.close();
});

it("delivers the applicant's ticket mail through SMTP; its link opens the ticket", async () => {
  const id = await r.submit(
    requestBody({
      type: "RESET_RIGHTS",
      forename: "Anja",
      name: "Krüger",
      mail: "a@k.example",
      reason: "Wechsel",
    }),
  );
  const sender = createMailSender({
    db: r.t.db,
    smtpUrl: smtp.url,
    from: "erhebungsdatenbank@example.org",
    logger: pino({ level: "silent" }),
  });
  const { sent, failed } = await sender.deliverDue();
  expect(failed).toBe(0);
  // the ticket to the applicant and a notice to everyone with REQUEST_READ
  expect(sent).toBe(5);
  const mail = await smtp.waitForMail((m) => m.to.includes(APPLICANT.mail));
  expect(mail.subject).toBe(`Erhebungsdatenbank: Ihr Antrag Nr. ${id} ist eingegangen`);
  const link = new RegExp(`${TEST_CONFIG.publicUrl}/ticketstatus\\?token=([A-Za-z0-9_-]{43})`).exec(
    mail.text,
  );
  expect(mail.html).toContain(`href="${link?.[0]}"`);
  const ticket = await r.t.api({ method: "GET", url: `/request/ticketstatus?token=${link?.[1]}` });
  expect(ticket.json()).toMatchObject({ requestType: "RESET_RIGHTS", actionStatus: "NEU" });
});
