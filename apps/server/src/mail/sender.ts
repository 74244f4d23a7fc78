import nodemailer from "nodemailer";
import type { BaseLogger } from "pino";
import type { Database } from "../db/database.ts";
import {
  type ClaimedMail,
  claimDueMails,
  claimDueMailsForConsole,
  markFailed,
  markSent,
  releaseUntried,
} from "./outbox-claims.ts";

export interface MailSenderOptions {
  db: Database;
  /** null: no SMTP server; each due mail is printed on the console once instead */
  smtpUrl: string | null;
  /** the From address (MAIL_FROM) */
  from: string;
  /** lines without a secret: never a mail's text, since the logger's lines also reach LOG_DIR */
  logger: Pick<BaseLogger, "info" | "warn">;
  /** where a mail is printed without SMTP: the process's stdout, beside the logger, not through it */
  print?: (text: string) => void;
  now?: () => Date;
  /** how often the outbox is read; a mail waits at most this long */
  pollMs?: number;
  /** mails claimed at once (at most MAX_BATCH_SIZE, see there) */
  batchSize?: number;
}

/** What one round of deliverDue did. */
export interface DeliveryRound {
  sent: number;
  failed: number;
  printed: number;
}

export interface MailSender {
  /** polls the outbox every `pollMs` until stopped */
  start(): void;
  /** ends the polling and waits for a round in flight */
  stop(): Promise<void>;
  /** delivers (or prints) every mail due now, batch by batch; rounds never overlap */
  deliverDue(): Promise<DeliveryRound>;
}

/** How long a claim holds a mail against other senders (decision 16). */
export const CLAIM_MS = 5 * 60_000;
// A hanging SMTP server must not outlast a claim, or another sender would send the mail again: every
// step of one send is bounded, and a batch of MAX_BATCH_SIZE mails sent one after another at their
// worst (10 + 10 + 10 + 20 s each) ends well within CLAIM_MS.
const SMTP_TIMEOUTS = {
  dnsTimeout: 10_000,
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
};
export const MAX_BATCH_SIZE = 5;
/**
 * How often a sender that found the SMTP server unreachable asks it again (a connection and its greeting,
 * no mail): the mails of an outage go out within this time (and one poll) after the server is back,
 * whatever their backoff would have said, and meanwhile none of them is tried or logged again.
 */
export const SMTP_PROBE_MS = 10_000;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 6 * 3_600_000;

/**
 * A mail as the console shows it without SMTP: recipient, subject and text, links included, so that a
 * newcomer on the embedded default can follow a reset, invitation or ticket link.
 */
export function consoleText(
  mail: Pick<ClaimedMail, "id" | "kind" | "recipient" | "subject" | "body">,
): string {
  return [
    `----- mail ${mail.id} (${mail.kind}) to ${mail.recipient}, not sent: SMTP_URL is unset -----`,
    `Subject: ${mail.subject}`,
    "",
    mail.body.trimEnd(),
    `----- end of mail ${mail.id} -----`,
    "",
  ].join("\n");
}

const toStdout = (text: string) => {
  process.stdout.write(text);
};

/**
 * Whether a send failed because no SMTP server could be reached or it refused service for now (421 at its
 * greeting or later: RFC 5321's "service not available"), rather than because of this mail: a refused
 * connection, a timeout, a broken socket, an unknown host (nodemailer's codes).
 */
export function isServerUnreachable(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return (
    responseCode === 421 ||
    (typeof code === "string" && ["ECONNECTION", "ETIMEDOUT", "ESOCKET", "EDNS"].includes(code))
  );
}

/** The wait before the next try of a mail that failed on its `attempts`-th try: 1 min doubling to 6 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/**
 * The sender of the outbox (decision 16): claims due mails in one short statement, sends each with
 * nodemailer outside any transaction (PGlite has one connection: a transaction held over an SMTP
 * conversation would stop every request), and marks it sent, or failed with its next try.
 * Several senders on one database never claim the same mail.
 */
export function createMailSender(options: MailSenderOptions): MailSender {
  const { db, smtpUrl, from, logger } = options;
  const print = options.print ?? toStdout;
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? 2_000;
  const batchSize = options.batchSize ?? MAX_BATCH_SIZE;
  if (batchSize < 1 || batchSize > MAX_BATCH_SIZE) throw new Error(`batchSize must be 1..${MAX_BATCH_SIZE}`);
  const transport = smtpUrl ? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }) : null;
  // the domain of Message-IDs: one id per outbox row, so a receiver can spot the rare second copy
  // (a crash between sending and marking)
  const idDomain = from.slice(from.lastIndexOf("@") + 1);

  /** whether the SMTP server was found unreachable, and when it was last asked */
  const server = { down: false, askedAt: 0 };

  /** "sent", "failed" (the mail waits for its next try), or the error of a server that cannot be reached */
  async function send(mail: ClaimedMail): Promise<"sent" | "failed" | { unreachable: string }> {
    try {
      await transport?.sendMail({
        from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.body,
        ...(mail.html === null ? {} : { html: mail.html }),
        messageId: `<outbox-${mail.id}-${mail.createdAt.getTime()}@${idDomain}>`,
        // an automatic mail (RFC 3834): no out-of-office replies
        headers: { "Auto-Submitted": "auto-generated", ...mail.headers },
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (isServerUnreachable(error)) {
        // not this mail's fault: no backoff; it waits, due, until the server answers a probe again
        await markFailed(db, mail.id, message, now());
        return { unreachable: message };
      }
      const retryAt = new Date(now().getTime() + retryDelayMs(mail.attempts));
      await markFailed(db, mail.id, message, retryAt);
      // never the body or a link: with SMTP configured, no token reaches the log
      logger.warn(
        { mailId: mail.id, kind: mail.kind, attempts: mail.attempts, retryAt, error: message },
        "mail not sent, will retry",
      );
      return "failed";
    }
    // outside the try: a mail the server took is never marked for another try; should marking fail,
    // the claim lapses and the mail goes out once more (at most once more, decision 16)
    await markSent(db, mail.id, now());
    return "sent";
  }

  /** While the server is down: whether it answers again, asked at most every SMTP_PROBE_MS. */
  async function serverAnswers(): Promise<boolean> {
    if (!server.down) return true;
    if (now().getTime() - server.askedAt < SMTP_PROBE_MS) return false;
    server.askedAt = now().getTime();
    const answers = await transport?.verify().then(
      () => true,
      () => false,
    );
    if (!answers) return false;
    server.down = false;
    logger.info("SMTP server reachable again: the mails waiting in the outbox are sent now");
    return true;
  }

  async function sendBatch(round: DeliveryRound): Promise<number> {
    if (!(await serverAnswers())) return 0;
    const claimed = await claimDueMails(db, { now: now(), claimMs: CLAIM_MS, limit: batchSize });
    for (const [index, mail] of claimed.entries()) {
      const outcome = await send(mail);
      if (outcome === "sent") round.sent++;
      else round.failed++;
      if (typeof outcome === "string") continue;
      // the rest of the batch was not tried: its claims end and its tries are not counted
      await releaseUntried(
        db,
        claimed.slice(index + 1).map((m) => m.id),
      );
      server.down = true;
      server.askedAt = now().getTime();
      // one line per outage, not one per mail and try (a full outbox would flood the log)
      logger.warn(
        { error: outcome.unreachable },
        `SMTP server unreachable: mails wait in the outbox; it is asked again every ${SMTP_PROBE_MS / 1000} s`,
      );
      return 0;
    }
    return claimed.length;
  }

  async function printBatch(round: DeliveryRound): Promise<number> {
    const claimed = await claimDueMailsForConsole(db, { now: now(), limit: batchSize });
    for (const mail of claimed) {
      // The text (and so its token) goes to the console only. The log line has neither the text nor
      // the recipient: LOG_DIR is read by the monitoring screen's role, which may not see addresses.
      print(consoleText(mail));
      logger.info(
        { mailId: mail.id, kind: mail.kind },
        "mail printed on the console (no SMTP_URL), not sent",
      );
      round.printed++;
    }
    return claimed.length;
  }

  const nothing = (): DeliveryRound => ({ sent: 0, failed: 0, printed: 0 });
  let inFlight: Promise<DeliveryRound> = Promise.resolve(nothing());
  function deliverDue(): Promise<DeliveryRound> {
    const next = inFlight.then(async () => {
      const round = nothing();
      const batch = transport ? sendBatch : printBatch;
      let claimed: number;
      do claimed = await batch(round);
      while (claimed === batchSize); // a full batch may leave more due mails behind
      return round;
    });
    // a failed round must not stop the rounds after it
    inFlight = next.catch(nothing);
    return next;
  }

  let timer: NodeJS.Timeout | null = null;
  let running = false;
  function schedule() {
    timer = setTimeout(() => {
      deliverDue()
        .catch((error: unknown) => logger.warn({ err: error }, "mail outbox not read"))
        .finally(() => {
          if (running) schedule();
        });
    }, pollMs);
    timer.unref();
  }

  return {
    start() {
      if (running) return;
      running = true;
      if (!transport)
        logger.info("no SMTP_URL configured: mails are printed on the console and stay in the outbox");
      schedule();
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await inFlight;
      transport?.close();
    },
    deliverDue,
  };
}
