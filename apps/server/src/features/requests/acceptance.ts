import type {
  AuthPerson,
  RequestApprove,
  RequestSpecializing,
  Role,
  SurveyContinue,
  SurveyWrite,
} from "@erhdb/domain";
import {
  FEDERAL_OFFICE_CODE,
  isPersonReadOnly,
  newStatisticId,
  officeByCode,
  statisticIdOf,
  surveyRequestAction,
} from "@erhdb/domain";
import { listPermissions } from "../../db/person-lists.ts";
import type { PersonSubjectRow } from "../../db/person-subjects.ts";
import type { Queryable } from "../../db/queryable.ts";
import { findSurvey, type SurveyRow } from "../../db/surveys.ts";
import type { Actor } from "../../lib/audit.ts";
import { AppError } from "../../lib/errors.ts";
import type { Lang } from "../../lib/messages.ts";
import { translate } from "../../lib/messages.ts";
import { byRequestApprover } from "../../lib/survey-authority.ts";
import type { RequestOutcome } from "../../mail/templates/index.ts";
import type { LockedRequestAccount } from "./decision.ts";
import type { RequestEffects } from "./effects.ts";
import type { RequestRow } from "./repository.ts";
import { lockStatisticIdChoice, takenStatisticIds } from "./repository.ts";

/** A request being accepted: the request, its specializing, and who accepts it with what. */
export interface Acceptance {
  request: RequestRow;
  specializing: RequestSpecializing;
  /** the locked account a rights request changes (the decision rules have allowed the caller) */
  account: LockedRequestAccount;
  /** the placeholder EVAS chosen for a NEW_ERHEBUNGSID request without EVAS */
  evas: RequestApprove["evas"];
  reason: string;
  caller: AuthPerson;
  actor: Actor;
  /** the caller's language: the survey comments' */
  lang: Lang;
}

export interface PerformerOptions {
  now: () => Date;
  /** the survey and account writes a request makes (the app's) */
  effects: RequestEffects;
}

const surveyGone = (erhebungsid: string) =>
  new AppError(409, "REQUEST_SURVEY_UNKNOWN", {
    messageKey: "REQUEST_SURVEY_UNKNOWN",
    params: { erhebungsid },
    field: "erhebungsid",
  });
const noFreeStatisticId = () =>
  new AppError(409, "NO_FREE_STATISTIC_ID", { messageKey: "NO_FREE_STATISTIC_ID" });
const accountUnknown = (mail: string) =>
  new AppError(409, "REQUEST_ACCOUNT_UNKNOWN", {
    messageKey: "REQUEST_ACCOUNT_UNKNOWN",
    params: { mail },
    field: "mail",
  });

/**
 * Performs an accepted request in the transaction that marks it accepted (decision 17), through the
 * survey services and the persons' writes the screens use, with the accepting person as the actor of
 * their audit records. The survey services hold the accepting person to the right of the request's
 * survey action (byRequestApprover), then the survey's state decides. Whatever refuses throws its
 * 4xx, and the caller's transaction leaves nothing.
 */
export function createRequestPerformer(options: PerformerOptions) {
  const { now, effects } = options;

  /** The survey a request names, locked; gone since the request was made is a 409. */
  async function namedSurvey(trx: Queryable, erhebungsid: string): Promise<SurveyRow> {
    const survey = await findSurvey(trx, { erhebungsid }, true);
    if (!survey) throw surveyGone(erhebungsid);
    return survey;
  }

  /** The survey comment of every survey write an acceptance makes: the request's number and the reason. */
  const commentOf = (a: Acceptance) =>
    [translate("REQUEST_SURVEY_COMMENT", a.lang, { id: String(a.request.id) }), a.reason]
      .filter((part) => part !== "")
      .join(" ");

  /** The existing account a request changes; a deleted one is read-only (409), as for the screens. */
  function changeable(account: PersonSubjectRow): PersonSubjectRow {
    if (isPersonReadOnly(account))
      throw new AppError(409, "PERSON_DELETED", { messageKey: "PERSON_DELETED" });
    return account;
  }

  /**
   * The applicant's new account (REQUEST_RIGHTS without one): the role NEW_APPLICANT_ROLE, the
   * applicant's data, and the invitation mail in the applicant's language, as `person/create` makes it.
   */
  async function createApplicantAccount(trx: Queryable, role: Role, { request: r, actor }: Acceptance) {
    const account = {
      email: r.applicantMail,
      name: r.applicantName,
      forename: r.applicantForename,
      phone: r.applicantPhonenumber,
      // the applicant's office; requests written before the form asked for it fall back to the federal office
      office: officeByCode(r.applicantFederalStateCode ?? "")?.code ?? FEDERAL_OFFICE_CODE,
      role: { id: role.id },
    };
    return effects.createAccount(trx, account, actor, { now: now(), lang: r.applicantLang });
  }

  async function perform(trx: Queryable, a: Acceptance): Promise<RequestOutcome> {
    const s = a.specializing;
    const comment = commentOf(a);
    const { caller, actor } = a;
    const authority = (type: Parameters<typeof surveyRequestAction>[0]) =>
      byRequestApprover(caller, surveyRequestAction(type));
    switch (s.type) {
      case "NEW_ERHEBUNGSID": {
        const evas = s.evas.length > 0 ? [...new Set(s.evas)] : a.evas ? [a.evas] : [];
        let statisticId = s.statisticId;
        if (statisticId === undefined) {
          await lockStatisticIdChoice(trx);
          statisticId = newStatisticId(evas, await takenStatisticIds(trx)) ?? undefined;
          if (statisticId === undefined) throw noFreeStatisticId();
        }
        const write: SurveyWrite = {
          statisticId,
          bzr: s.bzr,
          federalStateCode: s.federalStateCode,
          period: s.period,
          description: s.description,
          // a new survey starts blocked and internal (SPEC 9); approving it decides its access
          accessMode: false,
          evas,
          comment,
        };
        const created = await effects.createSurvey(trx, write, caller, actor, authority(s.type));
        return { kind: "created", erhebungsid: created.erhebungsid };
      }
      case "UPDATE_ERHEBUNGSID": {
        const survey = await namedSurvey(trx, s.erhebungsid);
        const write: SurveyWrite = {
          statisticId: survey.statisticId,
          bzr: s.bzr,
          federalStateCode: s.federalStateCode,
          period: s.period,
          description: s.description,
          accessMode: survey.accessMode,
          evas: [...new Set(s.evas)],
          comment,
        };
        const updated = await effects.updateSurvey(
          trx,
          { id: survey.id },
          write,
          caller,
          actor,
          authority(s.type),
        );
        return { kind: "updated", erhebungsid: updated.erhebungsid };
      }
      case "CONTINUE_ERHEBUNGSID": {
        await namedSurvey(trx, s.erhebungsid);
        const write: SurveyContinue = {
          erhebungsid: s.erhebungsid,
          statisticId: statisticIdOf(s.erhebungsid) ?? "",
          bzr: s.bzr,
          federalStateCode: s.federalStateCode,
          period: s.period,
          description: s.description,
          accessMode: false,
          evas: [...new Set(s.evas)],
          comment,
        };
        const successor = await effects.continueSurvey(trx, write, caller, actor, authority(s.type));
        return { kind: "continued", erhebungsid: s.erhebungsid, successor: successor.erhebungsid };
      }
      case "ARCHIVE_ERHEBUNGSID": {
        const survey = await namedSurvey(trx, s.erhebungsid);
        await effects.archiveSurvey(trx, { id: survey.id }, { comment }, caller, actor, authority(s.type));
        return { kind: "archived", erhebungsid: s.erhebungsid };
      }
      case "REQUEST_RIGHTS": {
        const { account } = a;
        if (account === null) throw new Error("a REQUEST_RIGHTS request always has an account to change");
        const personId =
          account.kind === "existing"
            ? changeable(account.row).id
            : (await createApplicantAccount(trx, account.role, a)).id;
        const permissions: string[] = [];
        for (const wanted of s.permissionList) {
          const held = await effects.grantPermission(
            trx,
            personId,
            { ...wanted, organisator: false },
            actor,
            now(),
          );
          permissions.push(`${held.statisticId} (${held.lkz})`);
        }
        return { kind: "rightsGranted", accountCreated: account.kind === "new", permissions };
      }
      case "RESET_RIGHTS": {
        if (a.account?.kind !== "existing") throw accountUnknown(s.mail);
        const account = changeable(a.account.row);
        for (const permission of await listPermissions(trx, account.id)) {
          await effects.removePermission(trx, permission, actor);
        }
        return { kind: "rightsReset", mail: s.mail };
      }
    }
  }

  return { perform };
}
