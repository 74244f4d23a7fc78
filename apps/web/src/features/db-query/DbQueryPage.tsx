import { type DbQuerySettings, DEFAULT_SQL_QUERY, isRunnableQuery } from "@erhdb/domain";
import CancelIcon from "@mui/icons-material/Cancel";
import DownloadIcon from "@mui/icons-material/Download";
import PlayArrowIcon from "@mui/icons-material/PlayArrow";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../api/client.ts";
import { errorMessage, serverMessage } from "../../api/error-message.ts";
import { Page } from "../../components/Page.tsx";
import { useDbQuerySettings, useDbQueryTables } from "./api.ts";
import { ConsoleMessages } from "./components/ConsoleMessages.tsx";
import { ResultTable } from "./components/ResultTable.tsx";
import { SqlEditor } from "./components/SqlEditor.tsx";
import { CONSOLE_LIMITS } from "./limits.ts";
import { useConsole } from "./use-console.ts";

const NO_TABLES: never[] = [];

/**
 * The read-only SQL console (SPEC 2.18, decision 18): a query runs on the server as a database role that
 * may only read the listed tables and columns, and is audited. The route guard lets only SQLEDITOR_ACCESS
 * in; the server checks the right again on every call. Where the server does not offer the console (the
 * reader role is missing), its settings call says why, and the page says that. On the embedded database a
 * query pauses the whole app, which the page says before anyone runs one (decision 18).
 */
export function DbQueryPage() {
  const { t } = useTranslation();
  const settings = useDbQuerySettings();
  return (
    <Page title={t("screen.dbquery")}>
      {settings.isPending && <CircularProgress aria-label={t("app.loading")} />}
      {settings.isError && (
        <Alert severity="warning">
          {(isApiError(settings.error) && serverMessage(settings.error.body)) ||
            errorMessage(settings.error, t)}
        </Alert>
      )}
      {settings.data && (
        <SqlConsole
          timeoutMs={settings.data.timeoutMs}
          pausesOtherRequests={settings.data.pausesOtherRequests}
        />
      )}
    </Page>
  );
}

function SqlConsole({
  timeoutMs,
  pausesOtherRequests,
}: Pick<DbQuerySettings, "timeoutMs" | "pausesOtherRequests">) {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  const [text, setText] = useState(DEFAULT_SQL_QUERY);
  const tables = useDbQueryTables().data ?? NO_TABLES;
  const sqlConsole = useConsole();
  const runnable = isRunnableQuery(text) && sqlConsole.busy === null;

  return (
    <>
      <Typography sx={{ mb: 2 }}>
        {t("dbQuery.intro", CONSOLE_LIMITS)} {t("dbQuery.timeout", { seconds: timeoutMs / 1000 })}
      </Typography>
      {pausesOtherRequests && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t("dbQuery.pausesApp", { seconds: timeoutMs / 1000 })}
        </Alert>
      )}
      <Typography
        id={labelId}
        component="div"
        variant="subtitle1"
        sx={{ display: "block", fontWeight: "bold" }}
      >
        {t("dbQuery.editorLabel")}
      </Typography>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t("dbQuery.editorHint")}
      </Typography>
      <SqlEditor
        initialText={DEFAULT_SQL_QUERY}
        tables={tables}
        labelledBy={labelId}
        describedBy={hintId}
        onChange={setText}
        onRun={(query) => void sqlConsole.run(query)}
      />
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2, mt: 2 }}>
        <Button
          variant="contained"
          startIcon={<PlayArrowIcon />}
          disabled={!runnable}
          onClick={() => void sqlConsole.run(text)}
        >
          {t("dbQuery.run")}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={!runnable}
          onClick={() => void sqlConsole.downloadCsv(text)}
        >
          {t("dbQuery.csv")}
        </Button>
        <Button
          variant="outlined"
          color="secondary"
          startIcon={<CancelIcon />}
          disabled={sqlConsole.busy === null}
          onClick={sqlConsole.cancel}
        >
          {t("dbQuery.cancel")}
        </Button>
        <Box role="status" sx={{ display: "flex", alignItems: "center", gap: 1 }}>
          {sqlConsole.busy && (
            <>
              <CircularProgress size={20} aria-hidden />
              <Typography variant="body2">{t(`dbQuery.busy.${sqlConsole.busy}`)}</Typography>
            </>
          )}
        </Box>
      </Box>
      <ConsoleMessages answer={sqlConsole.answer} message={sqlConsole.message} />
      {sqlConsole.answer && sqlConsole.answer.columns.length > 0 && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t("dbQuery.rowCount", { count: sqlConsole.answer.rows.length })}
          </Typography>
          <ResultTable answer={sqlConsole.answer} label={t("dbQuery.result")} />
        </>
      )}
    </>
  );
}
