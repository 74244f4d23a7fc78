import { officeLabel, PERIOD_DISPLAY_CODES, periodI18nKey, SURVEY_OFFICE_CODES } from "@erhdb/domain";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { SurveyEvasFields } from "../../../components/survey-evas/SurveyEvasFields.tsx";
import { type ErrorOf, fieldId, fieldState } from "./field-state.ts";
import type { SurveyValues } from "./request-form.ts";

const BZR_INPUT = /^\d{0,6}$/;
const path = (field: keyof SurveyValues) => `requestSpecializing.${field}`;

export interface SurveyDataFieldsProps {
  survey: SurveyValues;
  errorOf: ErrorOf;
  onChange(patch: Partial<SurveyValues>): void;
  /** a NEW request may leave the EVAS to the acceptance (decision 17) */
  evasOptional: boolean;
}

/**
 * What a survey request says of the survey (SPEC 3): description, bzr, period, office and EVAS. The EVAS
 * are added as in the survey dialog (by code or from the tree, active ones only).
 */
export function SurveyDataFields({ survey, errorOf, onChange, evasOptional }: SurveyDataFieldsProps) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <TextField
        label={t("requests.field.description")}
        value={survey.description}
        onChange={(event) => onChange({ description: event.target.value })}
        required
        multiline
        minRows={2}
        {...fieldState(errorOf, path("description"))}
      />
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr 1fr" } }}>
        <TextField
          label={t("requests.field.bzr")}
          value={survey.bzr}
          onChange={(event) => {
            if (BZR_INPUT.test(event.target.value)) onChange({ bzr: event.target.value });
          }}
          required
          slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 6, autoComplete: "off" } }}
          {...fieldState(errorOf, path("bzr"), t("requests.hint.bzr"))}
        />
        <TextField
          select
          label={t("requests.field.period")}
          value={survey.period}
          onChange={(event) => onChange({ period: event.target.value })}
          {...fieldState(errorOf, path("period"))}
        >
          <MenuItem value="">{t("period.none")}</MenuItem>
          {PERIOD_DISPLAY_CODES.map((code) => (
            <MenuItem key={code} value={code}>
              {code} – {t(periodI18nKey(Number(code)))}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t("requests.field.surveyOffice")}
          value={survey.federalStateCode}
          onChange={(event) => onChange({ federalStateCode: event.target.value })}
          required
          {...fieldState(errorOf, path("federalStateCode"))}
        >
          {SURVEY_OFFICE_CODES.map((code) => (
            <MenuItem key={code} value={code}>
              {officeLabel(code, i18n.language)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {/* focusable, so that a failed submit can lead to the EVAS when they are at fault */}
      <Box id={fieldId(path("evas"))} tabIndex={-1} sx={{ display: "grid", gap: 1, outline: "none" }}>
        <SurveyEvasFields
          evas={survey.evas}
          onChange={(evas) => onChange({ evas })}
          error={errorOf(path("evas"))}
        />
        <Typography variant="body2">
          {t(evasOptional ? "requests.hint.evasOptional" : "requests.hint.evasRequired")}
        </Typography>
      </Box>
    </>
  );
}
