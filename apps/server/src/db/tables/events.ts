import type { PublicEventKind } from "@erhdb/domain";
import type { ColumnType, Generated } from "kysely";
import type { Timestamp } from "./column-types.ts";

/** One public event (migration 0033, decision 43); its id is its position in the stream. */
export interface PublicEventTable {
  /** bigserial, read as a number (int8 is parsed as one, database.ts) */
  id: Generated<number>;
  kind: PublicEventKind;
  /** the survey's, resource's or general resource's row id, as the kind says; no foreign key */
  object_id: number;
  /** null for a general resource's events */
  statistic_id: string | null;
  occurred_at: Timestamp;
}

/** Where one consumer of the stream has read up to. */
export interface PublicEventConsumerTable {
  name: string;
  /** the id of the last event it has taken (0: none yet) */
  position: ColumnType<number, number, number>;
  updated_at: Timestamp;
}

export interface EventTables {
  public_event: PublicEventTable;
  public_event_consumer: PublicEventConsumerTable;
}
