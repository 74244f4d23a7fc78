// The e2e tests' mail server (started by playwright.config.ts beside the app): a real SMTP server on
// MAIL_SINK_SMTP_PORT that takes every mail the app sends, and on MAIL_SINK_HTTP_PORT a small HTTP
// endpoint, GET /mails, answering the received mails as JSON (tests/mail.ts reads it).
import { createServer } from "node:http";
import { startTestSmtpServer } from "../apps/server/test/smtp-server.ts";

const smtp = await startTestSmtpServer({ port: Number(process.env.MAIL_SINK_SMTP_PORT) });
// Every answer closes its connection: a kept-alive socket that the server's 5 s idle timeout closes just
// as a test sends its next poll on it fails that poll with ECONNRESET (password-reset.spec in the
// clean-clone run at 52e4903).
const http = createServer((req, res) => {
  res.setHeader("connection", "close");
  if (req.method === "GET" && req.url === "/mails") {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(smtp.mails()));
  } else {
    res.writeHead(404).end();
  }
});
http.listen(Number(process.env.MAIL_SINK_HTTP_PORT), "127.0.0.1");

const stop = () => {
  http.close();
  void smtp.stop().then(() => process.exit(0));
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
