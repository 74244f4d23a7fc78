// Fault 3: the SMTP server down for minutes while the app generates mails (decision 16, decision 32).
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { SMTP_PROBE_MS } from "../../apps/server/src/mail/sender.ts";
import { startTestSmtpServer } from "../../apps/server/test/smtp-server.ts";
import { call } from "../live-app/api.ts";
import { type RunningApp, startApp } from "../live-app/app.ts";
import type { Report } from "../live-app/report.ts";
import { sleep } from "../live-app/wait.ts";

/**
 * The outage: "minutes" shortened to 100 s (the sender's mechanism is the same; its probe interval,
 * SMTP_PROBE_MS, is not shortened). The first half the server answers 421, the second it is closed.
 */
const OUTAGE_MS = 100_000;
/** mails generated during the outage: the newsletter's per-address limit is 5 in 15 minutes, per IP 20 */
const MAILS = 18;
/** after the server is back, every mail must have arrived within this */
const DELIVERY_BOUND_MS = SMTP_PROBE_MS + 20_000;

interface Readiness {
  status?: string;
  outbox?: { backlog: number; oldestUnsentSeconds: number | null } | null;
}

export async function smtpDownFault(report: Report, port: number, smtpPort: number): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "erhdb-fault-smtp-"));
  const logDir = path.join(dataDir, "logs");
  const smtp = await startTestSmtpServer({ port: smtpPort });
  let app: RunningApp | null = null;
  try {
    app = await startApp({ port, dataDir, logDir, smtpUrl: smtp.url });
    const running = app;
    const subscribe = (to: string) =>
      call(`${running.api}/newsletter/subscribev2`, {
        method: "POST",
        lang: "de",
        body: JSON.stringify({ mail: to, statisticId: "allID", resourceType: "99" }),
      });
    // a mail before the outage: the path works
    const first = await subscribe("vorher@example.org");
    report.check("a mail before the outage is taken (202)", first.status === 202, `${first.status}`);
    await smtp.waitForMail((m) => m.to.includes("vorher@example.org"), 30_000);
    const logLinesBefore = await mailLogLines(logDir);

    smtp.refuseService();
    const outageStarted = Date.now();
    const recipients: string[] = [];
    const backlog: number[] = [];
    const readyStatuses = new Set<number>();
    let generated = 0;
    while (Date.now() - outageStarted < OUTAGE_MS) {
      const elapsed = Date.now() - outageStarted;
      if (elapsed > OUTAGE_MS / 2) await smtp.down(); // from 421 to a closed port
      if (generated < MAILS && elapsed > (generated * OUTAGE_MS * 0.6) / MAILS) {
        const to = `waehrend-${generated}@example.org`;
        const answer = await subscribe(to);
        if (answer.status === 202) recipients.push(to);
        else report.check(`mail ${generated} during the outage is taken`, false, `${answer.status}`);
        generated++;
      }
      const ready = await call(`${running.base}/health/ready`);
      readyStatuses.add(ready.status);
      const outbox = (ready.body as Readiness).outbox;
      if (outbox) backlog.push(outbox.backlog);
      await sleep(2_000);
    }
    const mailLogLinesDuringOutage = (await mailLogLines(logDir)) - logLinesBefore;
    report.figure("outage (s)", OUTAGE_MS / 1000);
    report.figure("mails generated during the outage", recipients.length);
    report.figure("readiness statuses during the outage", [...readyStatuses].join(","));
    report.figure(
      "outbox backlog seen",
      backlog.length > 0 ? `${Math.min(...backlog)} .. ${Math.max(...backlog)}` : "none",
    );
    report.check(
      "readiness answered 200 throughout (the outbox never fails it)",
      [...readyStatuses].join() === "200",
      readyStatuses.has(404) ? "404: no /health/ready (the ops-health work is not merged)" : "",
    );
    report.check(
      "readiness showed the backlog growing to every mail of the outage",
      backlog.length > 0 &&
        Math.max(...backlog) >= recipients.length &&
        (backlog[0] ?? 0) < Math.max(...backlog),
    );
    report.check(
      "no mail arrived during the outage",
      recipients.every((to) => !smtp.mails().some((m) => m.to.includes(to))),
    );
    report.figure("mail log lines during the outage", mailLogLinesDuringOutage);
    report.check(
      "the sender logged the outage, not each mail and try (at most 3 lines)",
      mailLogLinesDuringOutage <= 3,
    );

    await smtp.up();
    const backAt = Date.now();
    // each mail's arrival after the server is back, by polling what the server received
    const arrivals = new Map<string, number>();
    while (arrivals.size < recipients.length && Date.now() - backAt < DELIVERY_BOUND_MS) {
      for (const to of recipients)
        if (!arrivals.has(to) && smtp.mails().some((m) => m.to.includes(to)))
          arrivals.set(to, Date.now() - backAt);
      await sleep(200);
    }
    await sleep(SMTP_PROBE_MS); // time for a second copy to arrive, if there were one
    const delivered = arrivals.size;
    const copies = recipients.map((to) => smtp.mails().filter((m) => m.to.includes(to)).length);
    const duplicates = copies.filter((n) => n > 1).length;
    report.figure("mails delivered after the outage", `${delivered} of ${recipients.length}`);
    report.figure(
      "last mail delivered after the server was back (s)",
      (Math.max(0, ...arrivals.values()) / 1000).toFixed(1),
    );
    report.figure("duplicates", duplicates);
    report.check("every mail of the outage delivered", delivered === recipients.length);
    report.check("none twice", duplicates === 0);
    const ready = await call(`${running.base}/health/ready`);
    const after = (ready.body as Readiness).outbox?.backlog;
    report.figure("outbox backlog afterwards", String(after));
    report.check("the backlog is back to 0", after === 0);
    report.check("the app ran throughout", running.exited() === null);
  } finally {
    await app?.stop();
    await smtp.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Lines of the app's log files that speak of mail (the sender's). */
async function mailLogLines(logDir: string): Promise<number> {
  let lines = 0;
  for (const name of await readdir(logDir).catch(() => [])) {
    const text = await readFile(path.join(logDir, name), "utf8");
    lines += text.split("\n").filter((line) => /"msg":"[^"]*(mail|SMTP)/i.test(line)).length;
  }
  return lines;
}
