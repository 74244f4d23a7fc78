import { type DbQueryAnswer, isRunnableQuery } from "@erhdb/domain";
import type { TFunction } from "i18next";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../api/client.ts";
import { errorMessage, serverMessage } from "../../api/error-message.ts";
import { downloadDbQueryCsv, runDbQuery } from "./api.ts";

/** What the last action of the console came to; the result table stays until the next run. */
export type ConsoleMessage =
  | { kind: "failed"; text: string }
  | { kind: "cancelled" }
  | { kind: "csvLimited"; bytes: boolean };

export type ConsoleAction = "run" | "csv";

/**
 * SPEC 5 and 8: a 4xx answer (or the code BAD_REQUEST) is an 'invalid query', said with the server's
 * message (the database's own, in the caller's language); a refused session or a server failure is
 * said as everywhere else.
 */
export function queryErrorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.status !== 401 && error.status !== 403) {
    if ((error.status >= 400 && error.status < 500) || error.code === "BAD_REQUEST") {
      return serverMessage(error.body) ?? t("dbQuery.invalidQuery");
    }
  }
  return errorMessage(error, t);
}

/**
 * Runs the console's query, or downloads its rows as CSV, one at a time; cancel aborts the call, and
 * the server then cancels the statement. An empty query is ignored (SPEC 5). Leaving the page cancels.
 */
export function useConsole() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<ConsoleAction | null>(null);
  const [answer, setAnswer] = useState<DbQueryAnswer | null>(null);
  const [message, setMessage] = useState<ConsoleMessage | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  async function start(
    action: ConsoleAction,
    text: string,
    work: (query: string, signal: AbortSignal) => Promise<void>,
  ) {
    if (!isRunnableQuery(text) || running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setBusy(action);
    setMessage(null);
    try {
      await work(text.trim(), controller.signal);
    } catch (error) {
      if (controller.signal.aborted) setMessage({ kind: "cancelled" });
      else setMessage({ kind: "failed", text: queryErrorMessage(error, t) });
      if (action === "run") setAnswer(null);
    } finally {
      running.current = null;
      setBusy(null);
    }
  }

  return {
    busy,
    answer,
    message,
    run: (text: string) =>
      start("run", text, async (query, signal) => {
        setAnswer(await runDbQuery(query, signal));
      }),
    downloadCsv: (text: string) =>
      start("csv", text, async (query, signal) => {
        const { limited, bytesLimited } = await downloadDbQueryCsv(query, signal);
        if (limited) setMessage({ kind: "csvLimited", bytes: bytesLimited });
      }),
    cancel: () => running.current?.abort(),
  };
}
