import { type DbQueryAnswer, isLimitedResult } from "@erhdb/domain";
import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import { useTranslation } from "react-i18next";
import { CONSOLE_LIMITS } from "../limits.ts";
import type { ConsoleMessage } from "../use-console.ts";

export interface ConsoleMessagesProps {
  answer: DbQueryAnswer | null;
  message: ConsoleMessage | null;
}

/**
 * SPEC 5 and 8: 'invalid query' (with the database's message), 'no records', 'limited results' at 499
 * rows or more, or at the bytes an answer may have (decision 18: then the rows are those before, maybe
 * none); besides, a cancel and a CSV file cut at its limit. An error is read out at once, the others as
 * the screen reader finds time.
 */
export function ConsoleMessages({ answer, message }: ConsoleMessagesProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} sx={{ my: 2 }}>
      {message?.kind === "failed" && <Alert severity="error">{message.text}</Alert>}
      {message?.kind === "cancelled" && (
        <Alert severity="info" role="status">
          {t("dbQuery.cancelled")}
        </Alert>
      )}
      {message?.kind === "csvLimited" && (
        <Alert severity="warning" role="status">
          {t(message.bytes ? "dbQuery.csvBytesLimited" : "dbQuery.csvLimited", CONSOLE_LIMITS)}
        </Alert>
      )}
      {answer && answer.rows.length === 0 && !answer.bytesLimited && (
        <Alert severity="info" role="status">
          {t("dbQuery.noRecords")}
        </Alert>
      )}
      {answer && isLimitedResult(answer) && (
        <Alert severity="warning" role="status">
          {t(answer.bytesLimited ? "dbQuery.bytesLimited" : "dbQuery.limited", CONSOLE_LIMITS)}
        </Alert>
      )}
    </Stack>
  );
}
