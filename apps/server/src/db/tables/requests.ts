import type { Generated } from "kysely";
import type { Json, Timestamp } from "./column-types.ts";

export interface RequestTable {
  id: Generated<number>;
  /** NEW_ERHEBUNGSID, UPDATE_ERHEBUNGSID, CONTINUE_ERHEBUNGSID, ARCHIVE_ERHEBUNGSID, REQUEST_RIGHTS, RESET_RIGHTS */
  request_type: string;
  /** NEU, IN_BEARBEITUNG, GENEHMIGT, ABGELEHNT, COMPLETED */
  action_status: Generated<string>;
  /** SPEC: requestCreatenTime */
  created_at: Timestamp;
  /** the type-specific part of the request, a JSON object */
  request_specializing: Json<Record<string, unknown>>;
  applicant_name: string;
  applicant_forename: string;
  applicant_mail: string;
  applicant_phonenumber: Generated<string>;
  applicant_federal_state_code: string | null;
  substantiation: Generated<string>;
  responsible_person_id: number | null;
  last_editor_id: number | null;
  progress_comment: Generated<string>;
  /** SHA-256 hex of the ticket token mailed to the applicant */
  ticket_token_hash: string | null;
  updating: Timestamp;
  /** the statistic id the request concerns (domain: requestStatisticId), if any; migration 0009 */
  statistic_id: string | null;
  /** the state the request concerns (domain: requestFederalStateCode); migration 0009 */
  federal_state_code: string | null;
  /** the language of the applicant's mails: the request form's; migration 0009 */
  applicant_lang: Generated<"de" | "en">;
}

/** One entry of a request's history. */
export interface RequestContentTable {
  id: Generated<number>;
  request_id: number;
  action: string;
  actor: string;
  comment: Generated<string>;
  type: Generated<string>;
  updating: Timestamp;
}

export interface NewsletterSubscriptionTable {
  id: Generated<number>;
  mail: string;
  /** null = allID: every current and future statistic id */
  statistic_id: string | null;
  resource_type: string;
  /** confirmed by a link (decision 17); the topics a link confirms are the link's (newsletter_token.topics) */
  verified: Generated<boolean>;
  /** the subscribe form's language: the language of the subscriber's mails */
  lang: Generated<"de" | "en">;
  created_at: Timestamp;
  updating: Timestamp;
}

export interface RequestTables {
  request: RequestTable;
  request_content: RequestContentTable;
  newsletter_subscription: NewsletterSubscriptionTable;
}
