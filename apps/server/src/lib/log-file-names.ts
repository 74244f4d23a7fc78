// What the logger (logger.ts) writes and the monitoring reads back.

/** The log files in LOG_DIR: `erhdb.<yyyy-MM-dd>.<n>.log`, rolled daily and at 20 MB, 30 kept. */
export const LOG_FILE_PREFIX = "erhdb";
export const LOG_FILE_EXTENSION = "log";
