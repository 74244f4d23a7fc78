import { randomUUID } from "node:crypto";
import type { AuthPerson, Language, RequestCreate, RequestSpecializing, TicketStatus } from "@erhdb/domain";
import { berlinIsoDate, canSeeSurvey, requestFederalStateCode, requestStatisticId } from "@erhdb/domain";
import type { Database } from "../../db/database.ts";
import type { Queryable } from "../../db/queryable.ts";
import { findSurvey, listSurveyEvas, resolveSurveyEvas } from "../../db/surveys.ts";
import type { Actor } from "../../lib/audit.ts";
import { recordAudit } from "../../lib/audit.ts";
import { AppError } from "../../lib/errors.ts";
import { hitRateLimit } from "../../lib/rate-limit.ts";
import { hashToken, newSessionToken } from "../../lib/tokens.ts";
import { displayName, ticketStatusOf } from "./answer.ts";
import { mailNewRequest } from "./mails.ts";
import * as repo from "./repository.ts";
import { responsibleCandidates } from "./responsible-repository.ts";

export interface PublicRequestServiceOptions {
  now: () => Date;
  /** the app's public address (Config.publicUrl), for the ticket link */
  publicUrl: string;
}

/** Decision 17: at most 5 requests per IP in an hour. */
const CREATE_LIMIT = { max: 5, windowMs: 3_600_000 };

const rateLimited = () => new AppError(429, "RATE_LIMITED", { messageKey: "REQUEST_RATE_LIMITED" });
const invalidToken = () =>
  new AppError(404, "INVALID_TOKEN", { messageKey: "INVALID_TOKEN", field: "token" });
export const surveyUnknown = (erhebungsid: string, field: string) =>
  new AppError(400, "VALIDATION", { messageKey: "REQUEST_SURVEY_UNKNOWN", params: { erhebungsid }, field });

/**
 * A request must name what exists: the survey it is about, and EVAS of the register that are active
 * (an EVAS the survey has already may stay though discontinued, as in the survey dialog). A 400 naming
 * the field otherwise. A survey the caller may not see (anonymous: all but the public approved ones) is
 * answered as one that does not exist, so that the form cannot tell hidden surveys from unknown ids; the
 * form's picker offers only the visible ones (decision 10).
 */
async function checkReferences(
  trx: Queryable,
  specializing: RequestSpecializing,
  today: string,
  caller: AuthPerson | null,
) {
  let kept = new Set<string>();
  if ("erhebungsid" in specializing) {
    const survey = await findSurvey(trx, { erhebungsid: specializing.erhebungsid });
    if (!survey || !canSeeSurvey(caller, survey)) {
      throw surveyUnknown(specializing.erhebungsid, "requestSpecializing.erhebungsid");
    }
    kept = new Set((await listSurveyEvas(trx, survey.id)).map((e) => e.evas));
  }
  if ("evas" in specializing) {
    await resolveSurveyEvas(trx, specializing.evas, kept, today, "requestSpecializing.evas");
  }
}

/** What the public may do (decision 17): make a request, and follow it by its ticket. */
export function createPublicRequestService(db: Database, options: PublicRequestServiceOptions) {
  const { now } = options;

  /**
   * `request/create`: the request with its first history entry, its responsible persons by the rule,
   * the applicant's ticket mail and their notices, all in one transaction. A filled honeypot gets the
   * same answer and nothing is stored; more than 5 requests per IP in an hour are refused.
   */
  async function create(
    input: RequestCreate,
    lang: Language,
    caller: AuthPerson | null,
    actor: Actor,
  ): Promise<{ id: number }> {
    if (input.website?.trim()) return { id: await repo.burnRequestId(db) };
    const verdict = await hitRateLimit(db, {
      bucket: "request-create-ip",
      key: actor.ip ?? "unknown",
      ...CREATE_LIMIT,
      now: now(),
    });
    if (!verdict.allowed) throw rateLimited();
    const { requestSpecializing: specializing, applicant } = input;
    const statisticId = requestStatisticId(specializing);
    const federalStateCode = requestFederalStateCode(specializing, applicant);
    const ticketToken = newSessionToken();
    return db.transaction().execute(async (trx) => {
      const at = now();
      await checkReferences(trx, specializing, berlinIsoDate(at), caller);
      const id = await repo.insertRequest(trx, {
        requestType: specializing.type,
        specializing: { ...specializing, uuid: randomUUID() },
        applicant,
        applicantLang: lang,
        substantiation: input.substantiation,
        statisticId,
        federalStateCode,
        ticketHash: hashToken(ticketToken),
        now: at,
      });
      const candidates = await responsibleCandidates(trx, statisticId, federalStateCode);
      const responsible = candidates[0];
      if (responsible) await repo.setFirstResponsible(trx, id, responsible.id);
      await repo.insertHistory(trx, id, {
        action: "CREATED",
        actor: displayName(applicant),
        comment: "",
        type: "NEU",
        now: at,
      });
      await mailNewRequest(
        trx,
        { id, requestType: specializing.type, applicant, lang, statisticId, ticketToken },
        candidates,
        options.publicUrl,
      );
      await recordAudit(trx, actor, {
        action: "CREATE",
        entity: "request",
        entityId: id,
        after: {
          requestType: specializing.type,
          applicant: applicant.mail,
          responsible: responsible?.id ?? null,
        },
      });
      return { id };
    });
  }

  /** `request/ticketstatus`: a wrong token (any text that is no ticket) is a 404 INVALID_TOKEN. */
  async function ticket(token: string | undefined): Promise<TicketStatus> {
    if (!token) throw invalidToken();
    const row = await repo.findRequestByTicket(db, hashToken(token));
    if (!row) throw invalidToken();
    return ticketStatusOf(db, row);
  }

  return { create, ticket };
}
