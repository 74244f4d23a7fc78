import { EventEmitter } from "node:events";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A mail as a test SMTP server received it: plain data, so it also travels as JSON (the e2e sink). */
export interface ReceivedMail {
  /** the envelope's recipients */
  to: string[];
  /** the envelope's sender */
  from: string;
  subject: string;
  text: string;
  html: string;
  /** every header by its lower-case name as sent (MIME words not decoded), unfolded; the last of a name */
  headers: Record<string, string>;
}

export interface TestSmtpServer {
  readonly port: number;
  /** smtp://host:port, for SMTP_URL */
  readonly url: string;
  /** every mail received so far, in order */
  mails(): readonly ReceivedMail[];
  /** the first received mail that matches, now or when it arrives (rejects after `timeoutMs`) */
  waitForMail(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** closes the port: connections are refused until `up()` (the server is down for a while) */
  down(): Promise<void>;
  /** listens on the same port again, and serves again after `refuseService` */
  up(): Promise<void>;
  /** keeps the port open but answers every connection "421 service not available" until `up()` */
  refuseService(): void;
  stop(): Promise<void>;
}

/**
 * A real SMTP server in the test process (smtp-server, parsed with mailparser) on a free port, or on
 * `port`. It takes any mail without authentication or TLS, as a local relay would, except for recipients
 * whose address starts with "refused-" (550: the mail's own failure).
 */
export async function startTestSmtpServer(
  options: { host?: string; port?: number } = {},
): Promise<TestSmtpServer> {
  const host = options.host ?? "127.0.0.1";
  const received: ReceivedMail[] = [];
  const arrivals = new EventEmitter();
  let refusing = false;

  const createServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      // a stopped test must not wait for a client that keeps its connection open
      closeTimeout: 1000,
      onConnect(_session, callback) {
        if (!refusing) return callback();
        callback(Object.assign(new Error("Service not available, try again later"), { responseCode: 421 }));
      },
      onRcptTo(address, _session, callback) {
        if (!address.address.startsWith("refused-")) return callback();
        callback(Object.assign(new Error("No such mailbox"), { responseCode: 550 }));
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            const mail: ReceivedMail = {
              to: session.envelope.rcptTo.map((r) => r.address),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              subject: parsed.subject ?? "",
              text: parsed.text ?? "",
              html: typeof parsed.html === "string" ? parsed.html : "",
              headers: Object.fromEntries(
                parsed.headerLines.map((h) => [
                  h.key,
                  h.line
                    .slice(h.line.indexOf(":") + 1)
                    .replace(/\r?\n[ \t]+/g, " ")
                    .trim(),
                ]),
              ),
            };
            received.push(mail);
            arrivals.emit("mail", mail);
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });

  const listen = (server: SMTPServer, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.server.once("error", reject);
      server.listen(port, host, () => {
        server.server.off("error", reject);
        const address = server.server.address();
        resolve(typeof address === "object" && address ? address.port : port);
      });
    });
  const close = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

  let server: SMTPServer | null = createServer();
  const port = await listen(server, options.port ?? 0);

  return {
    port,
    url: `smtp://${host}:${port}`,
    mails: () => received,
    waitForMail(predicate, timeoutMs = 10_000) {
      const found = received.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const onMail = (mail: ReceivedMail) => {
          if (!predicate(mail)) return;
          clearTimeout(timer);
          arrivals.off("mail", onMail);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          arrivals.off("mail", onMail);
          const subjects = received.map((m) => `${m.to.join(",")}: ${m.subject}`);
          reject(new Error(`no such mail arrived; received: ${JSON.stringify(subjects)}`));
        }, timeoutMs);
        arrivals.on("mail", onMail);
      });
    },
    async down() {
      if (!server) return;
      await close(server);
      server = null;
    },
    refuseService() {
      refusing = true;
    },
    async up() {
      refusing = false;
      if (server) return;
      server = createServer();
      await listen(server, port);
    },
    async stop() {
      if (server) await close(server);
      server = null;
    },
  };
}
