import {
  auditRangeOfDays,
  checkDateBounds,
  DATE_FILTER_MAX,
  DATE_FILTER_MIN,
  DATE_FORMAT,
  defaultAuditDays,
} from "@erhdb/domain";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { DatePicker } from "@mui/x-date-pickers/DatePicker";
import dayjs, { type Dayjs } from "dayjs";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { PickersLocale } from "../../../components/PickersLocale.tsx";
import { downloadAuditLogs } from "../api.ts";
import { DownloadButton } from "./DownloadButton.tsx";

type End = "from" | "to";
const ISO_DAY = "YYYY-MM-DD";
const MIN = dayjs(DATE_FILTER_MIN);
const MAX = dayjs(DATE_FILTER_MAX);

/**
 * The audit records of a range of days as a zip (SPEC 2.17, 7): from and to, by default the last 3 months
 * up to today (SPEC 9), both days whole in Berlin. A day missing, half typed or outside 2000 to 2100, or
 * a start after the end, is said at its field, and the download waits until it is right.
 */
export function AuditDownload() {
  const { t } = useTranslation();
  const headingId = useId();
  const [days, setDays] = useState<Record<End, Dayjs | null>>(() => {
    const initial = defaultAuditDays(new Date());
    return { from: dayjs(initial.from), to: dayjs(initial.to) };
  });

  const problem = (end: End): string | null => {
    const day = days[end];
    // empty, half typed (the field keeps null until every part is typed) or no real day
    if (!day?.isValid()) return t("monitoring.audit.invalidDay");
    const bound = checkDateBounds(day.format(ISO_DAY));
    if (bound) return t(`validation.${bound.key}`, { limit: dayjs(bound.limit).format(DATE_FORMAT) });
    if (end === "from" && days.to?.isValid() && day.isAfter(days.to, "day"))
      return t("monitoring.audit.reversed");
    return null;
  };
  const problems = { from: problem("from"), to: problem("to") };
  const range =
    !problems.from && !problems.to && days.from && days.to
      ? auditRangeOfDays({ from: days.from.format(ISO_DAY), to: days.to.format(ISO_DAY) })
      : null;

  const field = (end: End) => (
    <DatePicker
      label={t(`monitoring.audit.${end}`)}
      value={days[end]}
      format={DATE_FORMAT}
      minDate={MIN}
      maxDate={MAX}
      onChange={(value) => setDays((old) => ({ ...old, [end]: value }))}
      slotProps={{
        textField: {
          size: "small",
          error: Boolean(problems[end]),
          helperText: problems[end] ?? undefined,
        },
      }}
      sx={{ width: 220 }}
    />
  );

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {t("monitoring.audit.heading")}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t("monitoring.audit.intro")}</Typography>
      <PickersLocale>
        <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: 2 }}>
          {field("from")}
          {field("to")}
          <DownloadButton
            label={t("monitoring.audit.download")}
            download={range && (() => downloadAuditLogs(range))}
          />
        </Box>
      </PickersLocale>
    </Box>
  );
}
