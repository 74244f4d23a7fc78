import type { NewsletterTopic } from "@erhdb/domain";
import type { NullableJson, NullableTimestamp, Timestamp } from "./column-types.ts";

/** VERIFY_SUBSCRIBE, VERIFY_UNSUBSCRIBE, EDIT or MANAGE (decision 17) */
export type NewsletterTokenPurpose = "VERIFY_SUBSCRIBE" | "VERIFY_UNSUBSCRIBE" | "EDIT" | "MANAGE";

/** A token mailed to an address; only its SHA-256 is stored. */
export interface NewsletterTokenTable {
  token_hash: string;
  /** lower case */
  mail: string;
  purpose: NewsletterTokenPurpose;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  /** VERIFY_SUBSCRIBE: the topics its mail lists and it confirms, at least one (decision 39); else null */
  topics: NullableJson<NewsletterTopic[]>;
}

export interface NewsletterTables {
  newsletter_token: NewsletterTokenTable;
}
