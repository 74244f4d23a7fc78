import {
  acceptsBzrYearInput,
  acceptsStatisticIdInput,
  BZR_INTERPRETER_CODES,
  bzrInterpreterI18nKey,
  bzrTimeNumbers,
  officeName,
  PERIOD_DISPLAY_CODES,
  periodI18nKey,
  SURVEY_OFFICE_CODES,
} from "@erhdb/domain";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formBzr, type SurveyField, type SurveyFormValues } from "./survey-form.ts";

export interface SurveyDataFieldsProps {
  form: SurveyFormValues;
  /** the message of a field at fault */
  errorOf(field: SurveyField): string | undefined;
  onChange(patch: Partial<SurveyFormValues>): void;
}

/**
 * The data tab (SPEC 2.4, 5): statistic id, bzr (year, interpreter, time number), office, period,
 * description and access mode. Statistic id and year take only keystrokes their input pattern allows.
 */
export function SurveyDataFields({ form, errorOf, onChange }: SurveyDataFieldsProps) {
  const { t, i18n } = useTranslation();
  const bzrId = useId();
  const field = (name: SurveyField, hint?: string) => ({
    error: Boolean(errorOf(name)),
    helperText: errorOf(name) ?? hint,
  });
  const timeNumbers = bzrTimeNumbers(Number(form.interpreter));
  const bzr = formBzr(form);

  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <TextField
        label={t("surveyForm.field.statisticId")}
        value={form.statisticId}
        required
        onChange={(event) => {
          if (acceptsStatisticIdInput(event.target.value)) onChange({ statisticId: event.target.value });
        }}
        {...field("statisticId", t("surveyForm.hint.statisticId"))}
        slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 4, autoComplete: "off" } }}
      />
      <Box
        component="fieldset"
        aria-describedby={bzrId}
        sx={{ border: 0, p: 0, m: 0, display: "grid", gap: 1 }}
      >
        <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
          {t("surveyForm.field.bzr")}
        </Typography>
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 2fr 1fr" } }}>
          <TextField
            label={t("surveyForm.field.bzrYear")}
            value={form.bzrYear}
            required
            onChange={(event) => {
              if (acceptsBzrYearInput(event.target.value)) onChange({ bzrYear: event.target.value });
            }}
            {...field("bzrYear", t("surveyForm.hint.bzrYear"))}
            slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 4, autoComplete: "off" } }}
          />
          <TextField
            select
            label={t("surveyForm.field.interpreter")}
            value={form.interpreter}
            onChange={(event) => {
              const interpreter = event.target.value;
              const allowed = bzrTimeNumbers(Number(interpreter));
              // A time number the new interpreter does not know becomes its first one.
              const timeNumber = allowed.includes(form.timeNumber) ? form.timeNumber : (allowed[0] ?? "");
              onChange({ interpreter, timeNumber });
            }}
            {...field("interpreter")}
          >
            {BZR_INTERPRETER_CODES.map((code) => (
              <MenuItem key={code} value={String(code)}>
                {code} – {t(bzrInterpreterI18nKey(code))}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t("surveyForm.field.timeNumber")}
            value={timeNumbers.includes(form.timeNumber) ? form.timeNumber : ""}
            onChange={(event) => onChange({ timeNumber: event.target.value })}
            {...field("timeNumber")}
          >
            {timeNumbers.map((n) => (
              <MenuItem key={n} value={n}>
                {n}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <Typography id={bzrId} variant="body2">
          {t("surveyForm.hint.bzr", { bzr: bzr ?? "–" })}
        </Typography>
      </Box>
      <TextField
        select
        label={t("surveyForm.field.federalStateCode")}
        value={form.federalStateCode}
        onChange={(event) => onChange({ federalStateCode: event.target.value })}
        {...field("federalStateCode")}
      >
        {SURVEY_OFFICE_CODES.map((code) => (
          <MenuItem key={code} value={code}>
            {code} – {officeName(code, i18n.language)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t("surveyForm.field.period")}
        value={form.period}
        onChange={(event) => onChange({ period: event.target.value })}
        {...field("period")}
      >
        <MenuItem value="">{t("period.none")}</MenuItem>
        {PERIOD_DISPLAY_CODES.map((code) => (
          <MenuItem key={code} value={code}>
            {code} – {t(periodI18nKey(Number(code)))}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t("surveyForm.field.description")}
        value={form.description}
        required
        multiline
        minRows={2}
        onChange={(event) => onChange({ description: event.target.value })}
        {...field("description")}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={form.accessMode}
            onChange={(event) => onChange({ accessMode: event.target.checked })}
          />
        }
        label={t("surveyForm.field.accessMode")}
      />
    </Box>
  );
}
