import {
  acceptedLogLines,
  DEFAULT_LOG_LINES,
  LOG_LINE_OPTIONS,
  LOG_REFRESH_MS,
  MAX_LOG_LINES,
} from "@erhdb/domain";
import RefreshIcon from "@mui/icons-material/Refresh";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../api/error-message.ts";
import { downloadLogs, useLogLines } from "../api.ts";
import { formatLogLine } from "../log-line.ts";
import { DownloadButton } from "./DownloadButton.tsx";
import { LogView } from "./LogView.tsx";

/**
 * The live server log (SPEC 2.17): the line count (50 to 1500, default 1000; a choice above 1000 is
 * ignored, SPEC 5), reload, the downloads of the current and of every log file, and the lines
 * themselves, refreshed every 5 s while the page is visible.
 */
export function LogPanel() {
  const { t } = useTranslation();
  const headingId = useId();
  const [lineCount, setLineCount] = useState(DEFAULT_LOG_LINES);
  const [ignoredChoice, setIgnoredChoice] = useState(false);
  const lines = useLogLines(lineCount);
  const text = useMemo(() => (lines.data?.lines ?? []).map(formatLogLine).join("\n"), [lines.data]);

  const choose = (choice: number) => {
    const next = acceptedLogLines(choice, lineCount);
    setIgnoredChoice(next !== choice);
    setLineCount(next);
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {t("monitoring.log.heading")}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t("monitoring.log.intro", { seconds: LOG_REFRESH_MS / 1000 })}</Typography>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: 2, mb: 2 }}>
        <TextField
          select
          size="small"
          label={t("monitoring.log.lines")}
          value={lineCount}
          onChange={(event) => choose(Number(event.target.value))}
          helperText={ignoredChoice ? t("monitoring.log.linesIgnored", { max: MAX_LOG_LINES }) : undefined}
          sx={{ minWidth: 120 }}
        >
          {LOG_LINE_OPTIONS.map((count) => (
            <MenuItem key={count} value={count}>
              {count}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void lines.refetch()}>
          {t("monitoring.log.reload")}
        </Button>
        <DownloadButton
          label={t("monitoring.log.downloadCurrent")}
          download={() => downloadLogs("current")}
        />
        <DownloadButton label={t("monitoring.log.downloadAll")} download={() => downloadLogs("all")} />
      </Box>
      {lines.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(lines.error, t)}
        </Alert>
      )}
      {lines.data && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {lines.data.file ? t("monitoring.log.file", { file: lines.data.file }) : t("monitoring.log.noFile")}
        </Typography>
      )}
      <LogView text={text} label={t("monitoring.log.label")} />
    </Box>
  );
}
