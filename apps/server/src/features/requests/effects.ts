import type {
  AuthPerson,
  Language,
  PersonPermissionWrite,
  PersonWrite,
  SurveyAnswer,
  SurveyContinue,
  SurveyStatusChange,
  SurveyWrite,
} from "@erhdb/domain";
import type { PermissionRow } from "../../db/person-lists.ts";
import type { Queryable } from "../../db/queryable.ts";
import type { SurveyRef } from "../../db/surveys.ts";
import type { Actor } from "../../lib/audit.ts";
import type { SurveyAuthority } from "../../lib/survey-authority.ts";

/**
 * What performing an accepted request changes beyond the requests (decision 17): surveys, through the
 * survey services the screens use, held to the authority the request brings; accounts and permissions,
 * through the persons' writes (a new account gets its invitation mail). Each runs in the caller's
 * transaction and writes its own audit records. The requests feature declares what it needs; the app
 * passes the surveys' and persons' implementations in (request-effects.ts).
 */
export interface RequestEffects {
  createSurvey(
    trx: Queryable,
    write: SurveyWrite,
    caller: AuthPerson,
    actor: Actor,
    authority: SurveyAuthority,
  ): Promise<SurveyAnswer>;
  updateSurvey(
    trx: Queryable,
    ref: SurveyRef,
    write: SurveyWrite,
    caller: AuthPerson,
    actor: Actor,
    authority: SurveyAuthority,
  ): Promise<SurveyAnswer>;
  continueSurvey(
    trx: Queryable,
    write: SurveyContinue,
    caller: AuthPerson,
    actor: Actor,
    authority: SurveyAuthority,
  ): Promise<SurveyAnswer>;
  archiveSurvey(
    trx: Queryable,
    ref: SurveyRef,
    change: SurveyStatusChange,
    caller: AuthPerson,
    actor: Actor,
    authority: SurveyAuthority,
  ): Promise<SurveyAnswer>;
  /** a new account as `person/create` makes it, its invitation mail in `lang` */
  createAccount(
    trx: Queryable,
    account: PersonWrite,
    actor: Actor,
    at: { now: Date; lang: Language },
  ): Promise<AuthPerson>;
  grantPermission(
    trx: Queryable,
    personId: number,
    permission: PersonPermissionWrite,
    actor: Actor,
    now: Date,
  ): Promise<{ statisticId: string; lkz: string }>;
  removePermission(trx: Queryable, permission: PermissionRow, actor: Actor): Promise<void>;
}
