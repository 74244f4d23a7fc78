import type { ColumnType } from "kysely";

/** A timestamptz column read as a Date; it may be left out on insert when the table has a default. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** A jsonb column: written as JSON text, read as the parsed value. */
export type Json<T> = ColumnType<T, string, string>;
export type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;
