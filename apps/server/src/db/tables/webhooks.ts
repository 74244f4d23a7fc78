import type { PublicEventKind } from "@erhdb/domain";
import type { Generated } from "kysely";
import type { NullableJson, NullableTimestamp, Timestamp } from "./column-types.ts";

/** Why a delivery's try failed, as the server's texts name it (`WEBHOOK_ERROR_<code>`) with its values. */
export interface WebhookError {
  code: string;
  params?: Record<string, string | number>;
}

/** A receiver of public events (migration 0037, decision 48). */
export interface WebhookTargetTable {
  id: Generated<number>;
  url: string;
  statistic_id: string | null;
  kinds: PublicEventKind[];
  /** the signing key; read only to sign */
  secret: Buffer;
  previous_secret: Buffer | null;
  previous_secret_until: NullableTimestamp;
  secret_rotated_at: Timestamp;
  paused: Generated<boolean>;
  failing_since: NullableTimestamp;
  failing_reason: NullableJson<WebhookError>;
  created_at: Timestamp;
}

/** One message for one target, tried until delivered or given up. */
export interface WebhookDeliveryTable {
  /** bigserial, read as a number (int8 is parsed as one, database.ts) */
  id: Generated<number>;
  target_id: number;
  event_id: number | null;
  kind: string;
  message_id: string;
  body: string;
  created_at: Timestamp;
  next_attempt_at: Timestamp;
  claimed_until: NullableTimestamp;
  attempts: Generated<number>;
  first_attempt_at: NullableTimestamp;
  last_attempt_at: NullableTimestamp;
  status_code: number | null;
  duration_ms: number | null;
  error: NullableJson<WebhookError>;
  delivered_at: NullableTimestamp;
  failed_at: NullableTimestamp;
}

export interface WebhookTables {
  webhook_target: WebhookTargetTable;
  webhook_delivery: WebhookDeliveryTable;
}
