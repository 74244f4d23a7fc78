import { createHash } from "node:crypto";
import type { Language } from "@erhdb/domain";
import { requestFederalStateCode, requestSpecializingSchema, requestStatisticId } from "@erhdb/domain";
import type { Kysely } from "kysely";
import type { DB } from "../db/schema.ts";
import { NEWSLETTER_TOKEN_TTL_MS } from "../features/newsletter/tokens.ts";
import { displayName } from "../features/requests/answer.ts";
import { responsibleCandidates } from "../features/requests/responsible-repository.ts";
import { requestPlans } from "./demoRequestPlans.ts";
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

export interface RequestReport {
  requests: number;
  requestContents: number;
}

const DAY = 86_400_000;
const STEP = 26 * 3_600_000;

/**
 * Requests of every type in every status with their history (demoRequestPlans.ts), as the server would
 * have written them: what each concerns by the domain's rules, the responsible person by decision 17's
 * rule, who took it on as the author of every later step, the last progress comment.
 */
export async function seedRequests(
  db: Kysely<DB>,
  random: Random,
  surveys: readonly PlannedSurvey[],
  now: Date,
): Promise<RequestReport> {
  let requestContents = 0;
  const all = requestPlans(surveys);
  for (const [index, p] of all.entries()) {
    const { applicant, steps } = p;
    const specializing = requestSpecializingSchema.parse(p.specializing);
    const statisticId = requestStatisticId(specializing);
    const federalStateCode = requestFederalStateCode(specializing, { federalStateCode: applicant.office });
    const [responsible] = await responsibleCandidates(db, statisticId, federalStateCode);
    if (!responsible) throw new Error("the demo data have nobody with REQUEST_READ");
    const createdAt = new Date(now.getTime() - (all.length - index) * 2 * DAY - random.int(0, 3_600_000));
    // a day apart, closer where the request is younger: its last step stays before now (issue 35)
    const step = Math.min(STEP, (now.getTime() - createdAt.getTime()) / steps.length);
    const at = (i: number) => new Date(createdAt.getTime() + i * step);
    const edited = steps.length > 1;
    const progress = steps.filter((s) => ["ASSIGNED", "COMMENTED", "COMPLETED"].includes(s.action)).at(-1);
    const request = await db
      .insertInto("request")
      .values({
        request_type: specializing.type,
        action_status: p.status,
        created_at: createdAt,
        request_specializing: JSON.stringify({ ...specializing, uuid: demoUuid(index) }),
        applicant_name: applicant.name,
        applicant_forename: applicant.forename,
        applicant_mail: applicant.mail,
        applicant_phonenumber: applicant.phone,
        applicant_federal_state_code: applicant.office,
        applicant_lang: applicant.lang satisfies Language,
        substantiation: p.substantiation,
        statistic_id: statisticId,
        federal_state_code: federalStateCode,
        responsible_person_id: responsible.id,
        last_editor_id: edited ? responsible.id : null,
        progress_comment: progress?.comment ?? "",
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
          actor: displayName(i === 0 ? applicant : responsible),
          comment: step.action === "RESPONSIBLE_CHANGED" ? displayName(responsible) : step.comment,
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
  const pending = {
    mail: "anna.schmidt@example.com",
    hash: sha256(demoNewsletterToken()),
    topics: [{ statisticId: "4521", resourceType: "99" }],
  };
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
      topics: JSON.stringify(pending.topics),
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
