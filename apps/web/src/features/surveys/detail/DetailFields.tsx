import {
  officeLabel,
  periodI18nKey,
  periodToDisplay,
  type SurveyAnswer,
  surveyStatusI18nKey,
} from "@erhdb/domain";
import Box from "@mui/material/Box";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SurveyStatusLabel } from "../components/SurveyStatusLabel.tsx";
import { systematicsKey } from "./code-names.ts";

/** The "Details" section of the detail dialog (SPEC 2.4) as a description list. */
export function DetailFields({ survey }: { survey: SurveyAnswer }) {
  const { t, i18n } = useTranslation();
  const periodCode = periodToDisplay(survey.period);
  const period = periodCode ? `${periodCode} – ${t(periodI18nKey(survey.period))}` : t("period.none");
  const entries: [string, ReactNode][] = [
    [t("surveys.detail.erhebungsid"), survey.erhebungsid],
    [t("surveys.detail.description"), survey.description],
    [t("surveys.detail.systematics"), t(systematicsKey(survey.statisticId))],
    [t("surveys.detail.statisticId"), survey.statisticId],
    [t("surveys.detail.bzr"), survey.bzr],
    [t("surveys.detail.office"), officeLabel(survey.federalStateCode, i18n.language)],
    [t("surveys.detail.period"), period],
    [
      t("surveys.detail.status"),
      <SurveyStatusLabel
        key="status"
        status={survey.status}
        publicApproved={survey.status === 3 && survey.accessMode}
        text={t(surveyStatusI18nKey(survey.status))}
      />,
    ],
  ];
  return (
    <Box
      component="dl"
      sx={{ display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {entries.map(([term, value]) => (
        <Box key={term} sx={{ display: "contents" }}>
          <Box component="dt" sx={{ fontWeight: "bold" }}>
            {term}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: "anywhere" }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
