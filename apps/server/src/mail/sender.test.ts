import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from "vitest";
import { cloneTemplate } from "../../test/database-template.ts";
import { type ReceivedMail, startTestSmtpServer, type TestSmtpServer } from "../../test/smtp-server.ts";
import { createKysely, type DatabaseHandle } from "../db/database.ts";
import { enqueueMail } from "./outbox.ts";
import { claimDueMails } from "./outbox-claims.ts";
import {
  CLAIM_MS,
  createMailSender,
  isServerUnreachable,
  type MailSenderOptions,
  retryDelayMs,
  SMTP_PROBE_MS,
} from "./sender.ts";
import { passwordResetMail, publicLink } from "./templates/index.ts";

const FROM = "erhebungsdatenbank@example.org";
const MINUTE = 60_000;
const EXPIRES = new Date("2030-01-01T12:00:00Z");

let database: DatabaseHandle;
let smtp: TestSmtpServer;
/** the senders' clock: set by each test, moved by hand */
let clock: Date;
let logLines: Record<string, unknown>[];

beforeAll(async () => {
  database = await cloneTemplate(inject("databaseTemplate"));
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await smtp.stop();
  await database.close();
});
beforeEach(async () => {
  await database.db.deleteFrom("mail_outbox").execute();
  logLines = [];
});

function sender(options: Partial<MailSenderOptions> = {}) {
  const logger = pino({ level: "info" }, { write: (line: string) => logLines.push(JSON.parse(line)) });
  return createMailSender({
    db: database.db,
    smtpUrl: smtp.url,
    from: FROM,
    logger,
    now: () => clock,
    ...options,
  });
}

/** Due mails for `recipients`, in one committed transaction; the clock starts after their creation. */
async function enqueue(recipients: string[], headers?: Record<string, string>) {
  const ids = await database.db.transaction().execute(async (trx) => {
    const made: number[] = [];
    for (const to of recipients)
      made.push(await enqueueMail(trx, { to, kind: "test", ...mailTo(to), headers }));
    return made;
  });
  clock = new Date(Date.now() + 1000);
  return ids;
}

const linkFor = (to: string) =>
  publicLink("https://erhdb.example.org/erhebungsdatenbank", "/password/reset", { token: `t-${to}` });
const mailTo = (to: string) =>
  passwordResetMail("en", { forename: "Erika", name: "Mustermann", link: linkFor(to), expiresAt: EXPIRES });

const rows = () => database.db.selectFrom("mail_outbox").selectAll().orderBy("id").execute();
const received = (to: string) => smtp.mails().filter((m: ReceivedMail) => m.to.includes(to));
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

describe("the mail sender with SMTP", () => {
  it("delivers a due mail with its text, HTML and headers and marks it sent once", async () => {
    const to = "erika@example.org";
    const [id] = await enqueue([to], { "List-Unsubscribe": "<https://erhdb.example.org/unsubscribe?x=1>" });
    const s = sender();
    expect(await s.deliverDue()).toEqual({ sent: 1, failed: 0, printed: 0 });

    const mail = await smtp.waitForMail((m) => m.to.includes(to));
    expect(mail.from).toBe(FROM);
    expect(mail.subject).toBe("Erhebungsdatenbank: reset your password");
    expect(mail.text).toContain(linkFor(to));
    expect(mail.html).toContain(`href="${linkFor(to)}"`);
    expect(mail.headers["list-unsubscribe"]).toBe("<https://erhdb.example.org/unsubscribe?x=1>");
    expect(mail.headers["auto-submitted"]).toBe("auto-generated");
    expect(mail.headers["message-id"]).toMatch(new RegExp(`^<outbox-${id}-\\d+@example\\.org>$`));

    const [row] = await rows();
    expect(row).toMatchObject({ id, attempts: 1, claimed_until: null, last_error: null, logged_at: null });
    expect(row?.sent_at).toEqual(clock);

    advance(24 * 60 * MINUTE);
    expect(await s.deliverDue()).toEqual({ sent: 0, failed: 0, printed: 0 });
    expect(received(to)).toHaveLength(1);
    // with SMTP, nothing of a mail's text reaches the log
    expect(JSON.stringify(logLines)).not.toContain("t-erika");
    await s.stop();
  });

  it("sends nothing of a transaction that rolled back, and nothing before it is due", async () => {
    const to = "rolled-back@example.org";
    await expect(
      database.db.transaction().execute(async (trx) => {
        await enqueueMail(trx, { to, kind: "test", ...mailTo(to) });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    const [id] = await enqueue(["later@example.org"]);
    await database.db
      .updateTable("mail_outbox")
      .set({ next_attempt_at: new Date(clock.getTime() + MINUTE) })
      .execute();
    const s = sender();
    expect(await s.deliverDue()).toEqual({ sent: 0, failed: 0, printed: 0 });
    advance(MINUTE);
    expect(await s.deliverDue()).toEqual({ sent: 1, failed: 0, printed: 0 });
    expect((await rows()).map((r) => r.id)).toEqual([id]);
    expect(received(to)).toEqual([]);
  });

  it("lets two senders on one database deliver every mail exactly once", async () => {
    const recipients = Array.from({ length: 23 }, (_, i) => `both-${i}@example.org`);
    await enqueue(recipients);
    const second = createKysely(database.connectionString, 1);
    try {
      const a = sender();
      const b = sender({ db: second });
      const rounds = await Promise.all([a.deliverDue(), b.deliverDue(), a.deliverDue(), b.deliverDue()]);
      expect(rounds.reduce((sum, r) => sum + r.sent, 0)).toBe(23);
      expect(rounds.every((r) => r.failed === 0)).toBe(true);
    } finally {
      await second.destroy();
    }
    for (const to of recipients) expect(received(to), to).toHaveLength(1);
    const all = await rows();
    expect(all.every((r) => r.sent_at !== null && r.attempts === 1)).toBe(true);
  });

  it("leaves a mail another sender holds until its claim lapses, then sends it (a crashed sender)", async () => {
    const to = "claimed@example.org";
    await enqueue([to]);
    const held = await claimDueMails(database.db, { now: clock, claimMs: CLAIM_MS, limit: 5 });
    expect(held).toHaveLength(1);
    const s = sender();
    expect(await s.deliverDue()).toEqual({ sent: 0, failed: 0, printed: 0 });
    advance(CLAIM_MS - 1);
    expect(await s.deliverDue()).toEqual({ sent: 0, failed: 0, printed: 0 });
    advance(1);
    expect(await s.deliverDue()).toEqual({ sent: 1, failed: 0, printed: 0 });
    expect(received(to)).toHaveLength(1);
    expect((await rows())[0]?.attempts).toBe(2);
  });

  it.each([
    ["closed", () => smtp.down(), /ECONNREFUSED/],
    ["answering 421", async () => smtp.refuseService(), /421/],
  ] as const)(
    "while the SMTP server is %s, tries no mail again and logs it once; when it answers a probe, sends every mail once",
    async (state, breakServer, expectedError) => {
      const recipients = [1, 2, 3].map((n) => `down-${n}-${state.replace(" ", "-")}@example.org`);
      await breakServer();
      try {
        await enqueue(recipients);
        const s = sender();
        // the first mail finds the server unreachable; the rest of the batch is not tried
        expect(await s.deliverDue()).toEqual({ sent: 0, failed: 1, printed: 0 });
        const [first, ...others] = await rows();
        expect(first).toMatchObject({ attempts: 1, sent_at: null, claimed_until: null });
        expect(first?.last_error).toMatch(expectedError);
        expect(first?.next_attempt_at).toEqual(clock); // due: it waits for the server, not for a backoff
        for (const row of others)
          expect(row).toMatchObject({ attempts: 0, claimed_until: null, last_error: null });
        // minutes of outage: the server is asked every SMTP_PROBE_MS, no mail is tried, nothing more logged
        for (let i = 0; i < 30; i++) {
          advance(SMTP_PROBE_MS);
          expect(await s.deliverDue()).toEqual({ sent: 0, failed: 0, printed: 0 });
        }
        expect((await rows()).map((r) => r.attempts)).toEqual([1, 0, 0]);
        await smtp.up();
        // back: not before the next probe
        advance(SMTP_PROBE_MS - 1);
        expect(await s.deliverDue()).toEqual({ sent: 0, failed: 0, printed: 0 });
        advance(1);
        expect(await s.deliverDue()).toEqual({ sent: 3, failed: 0, printed: 0 });
        advance(6 * 60 * MINUTE);
        expect(await s.deliverDue()).toEqual({ sent: 0, failed: 0, printed: 0 });
      } finally {
        await smtp.up();
      }
      for (const to of recipients) expect(received(to), to).toHaveLength(1);
      expect((await rows()).map((r) => r.attempts)).toEqual([2, 1, 1]);
      expect(logLines.map((l) => l.msg)).toEqual([
        "SMTP server unreachable: mails wait in the outbox; it is asked again every 10 s",
        "SMTP server reachable again: the mails waiting in the outbox are sent now",
      ]);
      expect(JSON.stringify(logLines)).not.toContain("t-down");
    },
  );

  it("retries a mail the server refused with backoff, logging each try, while the others go out", async () => {
    const [refused] = await enqueue(["refused-1@example.org", "fine-1@example.org"]);
    const s = sender();
    expect(await s.deliverDue()).toEqual({ sent: 1, failed: 1, printed: 0 });
    for (const attempts of [1, 2]) {
      const row = (await rows()).find((r) => r.id === refused);
      expect(row).toMatchObject({ attempts, sent_at: null, claimed_until: null });
      expect(row?.last_error).toMatch(/550/);
      expect(row?.next_attempt_at).toEqual(new Date(clock.getTime() + retryDelayMs(attempts)));
      advance(retryDelayMs(attempts) - 1);
      expect(await s.deliverDue()).toEqual({ sent: 0, failed: 0, printed: 0 });
      advance(1);
      expect(await s.deliverDue()).toEqual({ sent: 0, failed: 1, printed: 0 });
    }
    expect(received("fine-1@example.org")).toHaveLength(1);
    expect(logLines.filter((l) => l.msg === "mail not sent, will retry")).toHaveLength(3);
  });

  it("tells a server that cannot be reached from a mail it refused", () => {
    for (const error of [
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:25"), { code: "ESOCKET" }),
      Object.assign(new Error("Connection timeout"), { code: "ETIMEDOUT" }),
      Object.assign(new Error("Invalid greeting"), { code: "EPROTOCOL", responseCode: 421 }),
      Object.assign(new Error("getaddrinfo ENOTFOUND smtp.example"), { code: "EDNS" }),
    ])
      expect(isServerUnreachable(error), error.message).toBe(true);
    for (const error of [
      Object.assign(new Error("Recipient command failed: 550"), { code: "EENVELOPE", responseCode: 550 }),
      Object.assign(new Error("Message failed: 451"), { code: "EMESSAGE", responseCode: 451 }),
      new Error("something else"),
      "ECONNREFUSED",
    ])
      expect(isServerUnreachable(error), String(error)).toBe(false);
  });

  it("waits 1 minute after the first failure, doubling up to 6 hours", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([MINUTE, 2 * MINUTE, 4 * MINUTE, 8 * MINUTE]);
    expect(retryDelayMs(9)).toBe(256 * MINUTE);
    expect(retryDelayMs(10)).toBe(6 * 60 * MINUTE);
    expect(retryDelayMs(40)).toBe(6 * 60 * MINUTE);
  });

  it("polls once started, and stop waits for the round in flight", async () => {
    const s = sender({ now: () => new Date(), pollMs: 20 });
    s.start();
    await enqueue(["polled@example.org"]);
    await smtp.waitForMail((m) => m.to.includes("polled@example.org"));
    await enqueue(["stopping@example.org"]);
    let settled = false;
    void s.deliverDue().then(() => {
      settled = true;
    });
    await s.stop();
    expect(settled).toBe(true);
    const [, stopping] = await rows();
    expect(stopping?.sent_at).not.toBeNull();
  });
});

describe("the mail sender without SMTP", () => {
  it("prints each due mail once on the console with its link, logs no part of it, and leaves it unsent", async () => {
    const to = "newcomer@example.org";
    const [id] = await enqueue([to]);
    const printed: string[] = [];
    const s = sender({ smtpUrl: null, print: (text) => printed.push(text) });
    expect(await s.deliverDue()).toEqual({ sent: 0, failed: 0, printed: 1 });
    advance(24 * 60 * MINUTE);
    expect(await s.deliverDue()).toEqual({ sent: 0, failed: 0, printed: 0 });

    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain(`mail ${id} (test) to ${to}, not sent: SMTP_URL is unset`);
    expect(printed[0]).toContain("Subject: Erhebungsdatenbank: reset your password");
    expect(printed[0]).toContain(linkFor(to));
    // the log (whose lines reach LOG_DIR and the monitoring screen) says that, and no more
    expect(logLines.filter((l) => l.mailId === id)).toEqual([
      expect.objectContaining({
        level: 30,
        kind: "test",
        msg: "mail printed on the console (no SMTP_URL), not sent",
      }),
    ]);
    const logged = JSON.stringify(logLines);
    for (const part of ["t-newcomer", "reset your password", to]) expect(logged).not.toContain(part);

    const [row] = await rows();
    expect(row).toMatchObject({ sent_at: null, attempts: 0, claimed_until: null });
    expect(row?.logged_at).toEqual(new Date(clock.getTime() - 24 * 60 * MINUTE));

    // a printed mail is not sent later, when an SMTP server is configured
    expect(await sender().deliverDue()).toEqual({ sent: 0, failed: 0, printed: 0 });
    expect(received(to)).toEqual([]);
  });

  it("prints on the process's stdout, not through the logger", async () => {
    const to = "stdout@example.org";
    await enqueue([to]);
    const written: string[] = [];
    const write = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    try {
      expect(await sender({ smtpUrl: null }).deliverDue()).toEqual({ sent: 0, failed: 0, printed: 1 });
    } finally {
      write.mockRestore();
    }
    expect(written.join("")).toContain(linkFor(to));
    expect(JSON.stringify(logLines)).not.toContain("t-stdout");
  });
});
