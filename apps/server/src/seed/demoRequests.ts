import { createHash } from "node:crypto";
import type { Language } from "@erhdb/domain";
import type { Kysely } from "kysely";
import type { DB } from "../db/schema.ts";
import { NEWSLETTER_TOKEN_TTL_MS } from "../features/newsletter/tokens.ts";
import type { PlannedSurvey } from "./demoSurveys.ts";
import type { Random } from "./random.ts";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * The ticket token mailed for demo request `index` (0-based, in creation order). Known, so the ticket
 * status page can be tried: /ticketstatus?token=<demoTicketToken(0)>.
 */
export function demoTicketToken(index: number): string {
  return sha256(`erhdb-demo-ticket-${index}`);
}

/** A stable UUID-shaped id, so that the same demo request looks the same in every database. */
function demoUuid(index: number): string {
  const h = sha256(`erhdb-demo-request-${index}`);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

type Status = "NEU" | "IN_BEARBEITUNG" | "GENEHMIGT" | "ABGELEHNT" | "COMPLETED";

interface Applicant {
  forename: string;
  name: string;
  mail: string;
  phone: string;
  office: string;
}

const APPLICANTS: readonly Applicant[] = [
  {
    forename: "Julia",
    name: "Schneider",
    mail: "julia.schneider@statistik.rlp.example",
    phone: "+49 2603 71-4410",
    office: "07",
  },
  {
    forename: "Markus",
    name: "Weber",
    mail: "markus.weber@statistik.sachsen.example",
    phone: "+49 3578 33-1920",
    office: "14",
  },
  {
    forename: "Anja",
    name: "Krüger",
    mail: "anja.krueger@statistik-nord.example",
    phone: "+49 40 42831-1764",
    office: "02",
  },
  {
    forename: "Stefan",
    name: "Zimmermann",
    mail: "stefan.zimmermann@it.nrw.example",
    phone: "+49 211 9449-4102",
    office: "05",
  },
  {
    forename: "Birgit",
    name: "Lange",
    mail: "birgit.lange@destatis.example",
    phone: "+49 611 75-4877",
    office: "00",
  },
];

interface RequestPlan {
  type: string;
  status: Status;
  specializing: (uuid: string) => Record<string, unknown>;
  substantiation: string;
}

function plans(surveys: readonly PlannedSurvey[]): RequestPlan[] {
  const approved = surveys.filter((s) => s.status === 3);
  const pick = (i: number) => approved[(i * 7) % approved.length] ?? surveys[0]!;
  const newSurvey = (description: string, evas: string[], office: string) => (uuid: string) => ({
    type: "NEW_ERHEBUNGSID",
    uuid,
    description,
    evas,
    period: 3,
    bzr: "260000",
    federalStateCode: office,
    statistikArt: "Bundesstatistik",
  });
  const onSurvey = (type: string, s: PlannedSurvey) => (uuid: string) => ({
    type,
    uuid,
    erhebungsid: s.erhebungsid,
    description: s.description,
    evas: s.evas,
    period: s.period,
    bzr: s.bzr,
    federalStateCode: s.office,
    statistikArt: "Bundesstatistik",
  });
  const archive = (s: PlannedSurvey) => (uuid: string) => ({
    type: "ARCHIVE_ERHEBUNGSID",
    uuid,
    erhebungsid: s.erhebungsid,
    description: s.description,
  });
  const rights = (statisticId: string, lkz: string) => () => ({
    permissionList: [
      { statisticId, lkz, res_rights: true, it_res_rights: false, eid_rights: true, mapping_rights: false },
    ],
    supervisorMail: "referatsleitung@statistik.example",
  });
  const reset = (a: Applicant, reason: string) => () => ({
    forename: a.forename,
    name: a.name,
    mail: a.mail,
    reason,
  });
  const [, , a2, a3] = APPLICANTS as [Applicant, Applicant, Applicant, Applicant, Applicant];
  return [
    plan(
      "NEW_ERHEBUNGSID",
      "NEU",
      newSurvey("Statistik der Pflegeberufe 2026 – Rheinland-Pfalz", [], "07"),
      "Neue Landesstatistik nach dem Pflegeberufegesetz.",
    ),
    plan(
      "NEW_ERHEBUNGSID",
      "IN_BEARBEITUNG",
      newSurvey("Monatsstatistik im Gastgewerbe 2026 – Sachsen", ["45213"], "14"),
      "Fortführung im neuen Berichtsjahr.",
    ),
    plan(
      "NEW_ERHEBUNGSID",
      "GENEHMIGT",
      newSurvey("Statistik der Geburten 2026 – Hamburg", ["12612"], "02"),
      "Jährliche Erhebung, Berichtsjahr 2026.",
    ),
    plan("NEW_ERHEBUNGSID", "ABGELEHNT", newSurvey("Test", ["12612"], "05"), "Nur ein Test."),
    plan(
      "UPDATE_ERHEBUNGSID",
      "NEU",
      onSurvey("UPDATE_ERHEBUNGSID", pick(1)),
      "Beschreibung an die neue Rechtsgrundlage anpassen.",
    ),
    plan(
      "CONTINUE_ERHEBUNGSID",
      "COMPLETED",
      onSurvey("CONTINUE_ERHEBUNGSID", pick(2)),
      "Fortsetzung für den nächsten Berichtszeitraum.",
    ),
    plan(
      "CONTINUE_ERHEBUNGSID",
      "IN_BEARBEITUNG",
      onSurvey("CONTINUE_ERHEBUNGSID", pick(3)),
      "Fortsetzung mit geändertem Merkmalskatalog.",
    ),
    plan("ARCHIVE_ERHEBUNGSID", "NEU", archive(pick(4)), "Erhebung wurde eingestellt."),
    plan(
      "ARCHIVE_ERHEBUNGSID",
      "GENEHMIGT",
      archive(pick(5)),
      "Erhebung abgeschlossen, alle Lieferungen liegen vor.",
    ),
    plan("REQUEST_RIGHTS", "NEU", rights("4521", "14"), "Neue Sachbearbeiterin im Referat Gastgewerbe."),
    plan("REQUEST_RIGHTS", "COMPLETED", rights("1261", "02"), "Vertretung während der Elternzeit."),
    plan(
      "RESET_RIGHTS",
      "ABGELEHNT",
      reset(a2, "Wechsel in ein anderes Referat"),
      "Rechte werden weiterhin benötigt.",
    ),
    plan(
      "RESET_RIGHTS",
      "NEU",
      reset(a3, "Ausscheiden aus dem Amt zum Monatsende"),
      "Rechte nach dem Ausscheiden entziehen.",
    ),
  ];
}

function plan(
  type: string,
  status: Status,
  specializing: (uuid: string) => Record<string, unknown>,
  substantiation: string,
): RequestPlan {
  return { type, status, specializing, substantiation };
}

/** The history a request in `status` went through, oldest first. */
function history(status: Status): { action: string; type: Status; comment: string }[] {
  const steps: { action: string; type: Status; comment: string }[] = [
    { action: "CREATED", type: "NEU", comment: "Antrag eingegangen." },
  ];
  if (status === "NEU") return steps;
  steps.push({ action: "ASSIGNED", type: "IN_BEARBEITUNG", comment: "Zuständigkeit übernommen." });
  if (status === "GENEHMIGT" || status === "COMPLETED") {
    steps.push({ action: "APPROVED", type: "GENEHMIGT", comment: "Antrag genehmigt." });
  }
  if (status === "ABGELEHNT") {
    steps.push({
      action: "REJECT",
      type: "ABGELEHNT",
      comment: "Abgelehnt: Angaben unvollständig, bitte neu stellen.",
    });
  }
  if (status === "COMPLETED") {
    steps.push({ action: "COMPLETED", type: "COMPLETED", comment: "Umgesetzt, Antragsteller informiert." });
  }
  return steps;
}

export interface RequestReport {
  requests: number;
  requestContents: number;
}

/** Requests of every type in every status, with their history; `editors` handle the ones in progress. */
export async function seedRequests(
  db: Kysely<DB>,
  random: Random,
  surveys: readonly PlannedSurvey[],
  editors: readonly { id: number; label: string }[],
  now: Date,
): Promise<RequestReport> {
  let requestContents = 0;
  const all = plans(surveys);
  for (const [index, p] of all.entries()) {
    const applicant = APPLICANTS[index % APPLICANTS.length]!;
    const createdAt = new Date(
      now.getTime() - (all.length - index) * 4 * 86_400_000 - random.int(0, 3600_000),
    );
    const steps = history(p.status);
    const editor = steps.length > 1 ? random.pick(editors) : null;
    const at = (step: number) => new Date(createdAt.getTime() + step * 26 * 3600_000);
    const request = await db
      .insertInto("request")
      .values({
        request_type: p.type,
        action_status: p.status,
        created_at: createdAt,
        request_specializing: JSON.stringify(p.specializing(demoUuid(index))),
        applicant_name: applicant.name,
        applicant_forename: applicant.forename,
        applicant_mail: applicant.mail,
        applicant_phonenumber: applicant.phone,
        applicant_federal_state_code: applicant.office,
        substantiation: p.substantiation,
        responsible_person_id: editor?.id ?? null,
        last_editor_id: editor?.id ?? null,
        progress_comment: steps.at(-1)?.comment ?? "",
        ticket_token_hash: sha256(demoTicketToken(index)),
        updating: at(steps.length - 1),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("request_content")
      .values(
        steps.map((step, i) => ({
          request_id: request.id,
          action: step.action,
          actor: i === 0 ? applicant.mail : (editor?.label ?? "System"),
          comment: step.comment,
          type: step.type,
          updating: at(i),
        })),
      )
      .execute();
    requestContents += steps.length;
  }
  return { requests: all.length, requestContents };
}

/**
 * The token of the demo subscription that awaits its confirmation, shaped like a mailed one, so that the
 * confirmation page can be tried: /newsletter/verify/subscribe?token=<demoNewsletterToken()>.
 */
export function demoNewsletterToken(): string {
  return createHash("sha256").update("erhdb-demo-newsletter").digest("base64url");
}

/**
 * A few subscribers: one for all statistic ids who reads English, and one still unverified whose
 * confirmation link (demoNewsletterToken) works for the first 7 days.
 */
export async function seedNewsletter(db: Kysely<DB>, now: Date): Promise<number> {
  const pending = { mail: "anna.schmidt@example.com", hash: sha256(demoNewsletterToken()) };
  const subscriptions: {
    mail: string;
    statistic_id: string | null;
    resource_type: string;
    lang: Language;
  }[] = [
    { mail: "m.keller@example.org", statistic_id: null, resource_type: "99", lang: "de" },
    { mail: "m.keller@example.org", statistic_id: "1261", resource_type: "97", lang: "de" },
    { mail: "presse@statistik-beispiel.example", statistic_id: "6111", resource_type: "98", lang: "de" },
    { mail: "j.wolf@example.net", statistic_id: null, resource_type: "94", lang: "en" },
    { mail: pending.mail, statistic_id: "4521", resource_type: "99", lang: "de" },
  ];
  const rows = subscriptions.map((r) => ({
    ...r,
    verified: r.mail !== pending.mail,
    verify_token_hash: r.mail === pending.mail ? pending.hash : null,
    created_at: now,
    updating: now,
  }));
  const result = await db
    .insertInto("newsletter_subscription")
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  await db
    .insertInto("newsletter_token")
    .values({
      token_hash: pending.hash,
      mail: pending.mail,
      purpose: "VERIFY_SUBSCRIBE",
      created_at: now,
      expires_at: new Date(now.getTime() + NEWSLETTER_TOKEN_TTL_MS.VERIFY_SUBSCRIBE),
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
