// Nothing lost: after the load, every write the server acknowledged is found. Counts per table against
// the ledger (read from the database directly), each survey's lasting fields and each file's bytes as the
// app answers them now (through the proxy), each request and its comments in the database, and every
// mail of the outbox delivered exactly once.
import type pg from "pg";
import type { ReceivedMail } from "../../apps/server/test/smtp-server.ts";
import { call, downloadResource, login, sha256 } from "../live-app/api.ts";
import type { Report } from "../live-app/report.ts";
import { sleep } from "../live-app/wait.ts";
import { type Ledger, requestDigest, surveyDigest } from "./ledger.ts";

/** The tables the load writes to, counted before and after. */
export const COUNTED_TABLES = [
  "survey",
  "resource",
  "file_blob",
  "request",
  "request_content",
  "table_template",
  "mail_outbox",
  "session",
  "audit_log",
] as const;
export type Counts = Record<(typeof COUNTED_TABLES)[number], number>;

export async function countTables(pool: pg.Pool): Promise<Counts> {
  const counts = {} as Counts;
  for (const table of COUNTED_TABLES)
    counts[table] = Number((await pool.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
  return counts;
}

/** Runs `work` on every item, `width` at a time. */
async function each<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

export async function verifyLedger(
  report: Report,
  ledger: Ledger,
  options: { api: string; pool: pg.Pool; before: Counts },
): Promise<void> {
  const { api, pool, before } = options;
  const after = await countTables(pool);
  for (const table of COUNTED_TABLES)
    report.figure(`rows in ${table}`, `${before[table]} -> ${after[table]}`);
  const grew = (table: keyof Counts) => after[table] - before[table];
  const comments = [...ledger.requests.values()].reduce((sum, r) => sum + r.comments.length, 0);
  const expected: [keyof Counts, number, string][] = [
    ["survey", ledger.surveys.size, "surveys created"],
    ["resource", ledger.files.size, "files uploaded"],
    ["request", ledger.requests.size, "requests filed (the refused ones stored nothing)"],
    ["request_content", ledger.requests.size + comments, "first history entries and comments of those"],
    [
      "table_template",
      ledger.templates.saved - ledger.templates.removed,
      `templates: ${ledger.templates.saved} saved less ${ledger.templates.removed} removed`,
    ],
  ];
  for (const [table, count, what] of expected)
    report.check(
      `${table} grew by what was acknowledged: ${count} ${what}`,
      grew(table) === count,
      `grew ${grew(table)}`,
    );

  const token = await login(api);
  const changed: string[] = [];
  await each([...ledger.surveys.values()], 4, async (survey) => {
    const answer = await call(`${api}/eid/erhebungsid/${survey.erhebungsid}`, { token });
    if (answer.status !== 200 || surveyDigest(answer.body as Record<string, unknown>) !== survey.digest)
      changed.push(`${survey.erhebungsid} (${answer.status})`);
  });
  report.check(
    `each of the ${ledger.surveys.size} acknowledged surveys reads as its last answer showed it`,
    changed.length === 0,
    changed.slice(0, 5).join(", "),
  );

  const differing: string[] = [];
  await each([...ledger.files.entries()], 2, async ([id, file]) => {
    const bytes = await downloadResource(api, token, id);
    if (typeof bytes === "number" || sha256(bytes) !== file.sha) differing.push(String(id));
  });
  report.check(
    `each of the ${ledger.files.size} acknowledged files downloads with its SHA-256`,
    differing.length === 0,
    differing.slice(0, 5).join(", "),
  );

  const missing: number[] = [];
  for (const request of ledger.requests.values()) {
    const row = (
      await pool.query("SELECT request_type, applicant_mail, substantiation FROM request WHERE id = $1", [
        request.id,
      ])
    ).rows[0] as { request_type: string; applicant_mail: string; substantiation: string } | undefined;
    const history = (
      await pool.query("SELECT comment FROM request_content WHERE request_id = $1", [request.id])
    ).rows.map((r: { comment: string | null }) => r.comment);
    const same =
      row && requestDigest(row.request_type, row.applicant_mail, row.substantiation) === request.digest;
    if (!same || !request.comments.every((c) => history.includes(c))) missing.push(request.id);
  }
  report.check(
    `each of the ${ledger.requests.size} acknowledged requests is stored as filed, with each of its ${comments} comments`,
    missing.length === 0,
    missing.slice(0, 5).join(", "),
  );
}

/** Waits for the outbox to drain, then compares what was sent with what the SMTP server received. */
export async function verifyMail(
  report: Report,
  pool: pg.Pool,
  options: { since: Date; received: () => readonly ReceivedMail[] },
): Promise<void> {
  const unsent = async () =>
    Number((await pool.query("SELECT count(*) AS n FROM mail_outbox WHERE sent_at IS NULL")).rows[0].n);
  for (let i = 0; i < 60 && (await unsent()) > 0; i++) await sleep(1_000);
  const sent = (await pool.query("SELECT id FROM mail_outbox WHERE sent_at >= $1", [options.since])).rows.map(
    (r: { id: number }) => r.id,
  );
  const ids = options.received().map((m) => m.headers["message-id"] ?? "");
  const outboxIds = new Set(ids.map((id) => /<outbox-(\d+)-/.exec(id)?.[1]).filter(Boolean));
  report.figure("mails sent by the outbox during the run", sent.length);
  report.check(
    "every mail of the outbox was received exactly once (no duplicate Message-ID, none missing)",
    (await unsent()) === 0 &&
      new Set(ids).size === ids.length &&
      outboxIds.size === ids.length &&
      sent.every((id) => outboxIds.has(String(id))),
    `${ids.length} received, ${new Set(ids).size} distinct, ${sent.length} sent`,
  );
}
