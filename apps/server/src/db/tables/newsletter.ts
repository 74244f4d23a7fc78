import type { NewsletterTopic } from "@erhdb/domain";
import type { Generated } from "kysely";
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

/** A resource became usable; the digest announces it and marks it done. */
export interface NewsletterEventTable {
  id: Generated<number>;
  resource_id: number;
  created_at: Timestamp;
  done_at: NullableTimestamp;
}

export interface NewsletterTables {
  newsletter_token: NewsletterTokenTable;
  newsletter_event: NewsletterEventTable;
}
