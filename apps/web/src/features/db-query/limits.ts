import { CSV_BYTE_LIMIT, CSV_LIMIT, SQL_BYTE_LIMIT, SQL_LIMIT } from "@erhdb/domain";

const MB = 1_000_000;

/** The console's limits (decision 18) as its texts name them: rows, and bytes in MB. */
export const CONSOLE_LIMITS = {
  rows: SQL_LIMIT,
  csvRows: CSV_LIMIT,
  mb: SQL_BYTE_LIMIT / MB,
  csvMb: CSV_BYTE_LIMIT / MB,
} as const;
