import { type Evas, periodI18nKey } from "@erhdb/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Popover from "@mui/material/Popover";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatDay } from "../../lib/format-day.ts";

/** What the overview shows; the period is unknown for an EVAS no longer in the active list. */
export type EvasOverview = Pick<Evas, "evas" | "description" | "closing"> & { period: number | null };

export interface EvasOverviewPopoverProps {
  anchor: HTMLElement;
  evas: EvasOverview;
  /** adds the EVAS; absent where it is assigned already */
  onUse?: (() => void) | undefined;
  /** why the EVAS could not be added (an i18n key) */
  problem?: string | null | undefined;
  onClose(): void;
}

/** An EVAS at a glance: description, period and closing, with "use this EVAS" (SPEC 2.4). */
export function EvasOverviewPopover({ anchor, evas, onUse, problem, onClose }: EvasOverviewPopoverProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const entries: [string, string][] = [
    [t("surveyForm.overview.description"), evas.description],
    [
      t("surveyForm.overview.period"),
      evas.period === null ? t("surveyForm.overview.unknown") : t(periodI18nKey(evas.period)),
    ],
    [
      t("surveyForm.overview.closing"),
      evas.closing ? formatDay(evas.closing) : t("surveyForm.overview.inUse"),
    ],
  ];
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: "bottom", horizontal: "left" }}
      slotProps={{ paper: { role: "dialog", "aria-labelledby": titleId, sx: { p: 2, maxWidth: 420 } } }}
    >
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: "bold" }}>
        {t("surveyForm.overview.title", { evas: evas.evas })}
      </Typography>
      <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 2, my: 1 }}>
        {entries.map(([term, value]) => (
          <Box key={term} sx={{ display: "contents" }}>
            <Box component="dt" sx={{ fontWeight: "medium" }}>
              {term}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      {problem && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {t(problem)}
        </Alert>
      )}
      {!onUse && <Typography variant="body2">{t("surveyForm.overview.assigned")}</Typography>}
      <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 1, mt: 1 }}>
        <Button onClick={onClose}>{t("common.close")}</Button>
        {onUse && (
          <Button variant="contained" onClick={onUse}>
            {t("surveyForm.overview.use")}
          </Button>
        )}
      </Box>
    </Popover>
  );
}
