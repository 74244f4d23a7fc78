import {
  acceptsStatisticIdInput,
  type MinimalSurvey,
  type RequestType,
  STATISTIK_ARTEN,
  SURVEY_REQUEST_TYPES,
} from "@erhdb/domain";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../api/error-message.ts";
import { requestName } from "../../../lib/request-names.ts";
import { useLoadSurvey } from "../api.ts";
import { type ErrorOf, fieldState } from "./field-state.ts";
import { type SurveyValues, surveyValuesOf } from "./request-form.ts";
import { SurveyDataFields } from "./SurveyDataFields.tsx";
import { SurveyPicker } from "./SurveyPicker.tsx";

export interface SurveyRequestFieldsProps {
  type: RequestType;
  survey: SurveyValues;
  errorOf: ErrorOf;
  onChange(patch: Partial<SurveyValues>): void;
}

/**
 * The survey requests (SPEC 3): NEW describes a new survey; UPDATE and CONTINUE name a survey, whose
 * current data fill the fields for the applicant to change; ARCHIVE names a survey and says why.
 */
export function SurveyRequestFields({ type, survey, errorOf, onChange }: SurveyRequestFieldsProps) {
  const { t } = useTranslation();
  const loadSurvey = useLoadSurvey();
  // the survey chosen last: the data of one chosen before arrive too late to count
  const chosen = useRef("");
  const [status, setStatus] = useState("");
  const namesSurvey = SURVEY_REQUEST_TYPES.includes(type);
  const fillsData = type === "UPDATE_ERHEBUNGSID" || type === "CONTINUE_ERHEBUNGSID";

  const pick = (picked: MinimalSurvey) => {
    const { erhebungsid } = picked;
    chosen.current = erhebungsid;
    onChange({ erhebungsid });
    if (!fillsData) return;
    setStatus(t("requests.picker.loadingData", { erhebungsid }));
    loadSurvey(erhebungsid).then(
      (loaded) => {
        if (chosen.current !== erhebungsid) return;
        onChange(surveyValuesOf(loaded));
        setStatus(t("requests.picker.filled", { erhebungsid }));
      },
      (error: unknown) => {
        if (chosen.current === erhebungsid) setStatus(errorMessage(error, t));
      },
    );
  };
  const typeIn = (text: string) => {
    chosen.current = "";
    setStatus("");
    onChange({ erhebungsid: text });
  };

  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      {namesSurvey && (
        <Box>
          <SurveyPicker erhebungsid={survey.erhebungsid} errorOf={errorOf} onType={typeIn} onPick={pick} />
          <Typography role="status" variant="body2" sx={{ mt: 1, minHeight: "1.5em" }}>
            {status}
          </Typography>
        </Box>
      )}
      {type === "NEW_ERHEBUNGSID" && (
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
          <TextField
            select
            label={t("requests.field.statistikArt")}
            value={survey.statistikArt}
            onChange={(event) => onChange({ statistikArt: event.target.value })}
            required
            {...fieldState(errorOf, "requestSpecializing.statistikArt")}
          >
            {STATISTIK_ARTEN.map((art) => (
              <MenuItem key={art} value={art}>
                {requestName(t, "statistikArt", art)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t("requests.field.statisticId")}
            value={survey.statisticId}
            onChange={(event) => {
              if (acceptsStatisticIdInput(event.target.value)) onChange({ statisticId: event.target.value });
            }}
            slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 4, autoComplete: "off" } }}
            {...fieldState(errorOf, "requestSpecializing.statisticId", t("requests.hint.statisticId"))}
          />
        </Box>
      )}
      {type === "ARCHIVE_ERHEBUNGSID" ? (
        <TextField
          label={t("requests.field.archiveDescription")}
          value={survey.description}
          onChange={(event) => onChange({ description: event.target.value })}
          required
          multiline
          minRows={2}
          {...fieldState(errorOf, "requestSpecializing.description", t("requests.hint.archiveDescription"))}
        />
      ) : (
        <SurveyDataFields
          survey={survey}
          errorOf={errorOf}
          onChange={onChange}
          evasOptional={type === "NEW_ERHEBUNGSID"}
        />
      )}
    </Box>
  );
}
