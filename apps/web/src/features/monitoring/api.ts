import {
  type AuditRange,
  auditZipName,
  LOG_REFRESH_MS,
  type LogDownload,
  type LogLinesAnswer,
  logZipName,
} from "@erhdb/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { get } from "../../api/client.ts";
import { downloadFile } from "../../api/download.ts";

/** The monitoring calls of SPEC 7 "Logs"; MONITORING_ACCESS guards them all. */

export const monitoringKeys = {
  all: ["monitoring"] as const,
  logLines: (size: number) => ["monitoring", "logs", size] as const,
};

/**
 * `GET logs?size=`: the last lines of the current log file, asked again every 5 s (SPEC 2.17, 9) while
 * the page is visible: TanStack Query leaves the interval out while the tab is hidden and asks at once
 * when it shows again. The lines shown stay while another count loads.
 */
export function useLogLines(size: number) {
  return useQuery({
    queryKey: monitoringKeys.logLines(size),
    queryFn: ({ signal }) => get<LogLinesAnswer>(`logs?size=${size}`, { signal }),
    refetchInterval: LOG_REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    placeholderData: keepPreviousData,
  });
}

/** `GET logs/{current|all}`: `current-erhdb-logs.zip` or `all-erhdb-logs.zip`. */
export async function downloadLogs(download: LogDownload): Promise<void> {
  await downloadFile(`logs/${download}`, logZipName(download));
}

/** `GET audit/?fromDate=&toDate=` (milliseconds): `audit-logs-{from}-{to}.zip`. */
export async function downloadAuditLogs(range: AuditRange): Promise<void> {
  await downloadFile(`audit/?fromDate=${range.fromDate}&toDate=${range.toDate}`, auditZipName(range));
}
