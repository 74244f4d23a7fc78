import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { erhebungsidPreview, type SurveyFormValues } from "./survey-form.ts";

/** The Erhebungsid the fields compose, as they are typed (SPEC 3: 1 + statistic id + bzr + office). */
export function ErhebungsidPreview({
  form,
  predecessor,
}: {
  form: SurveyFormValues;
  /** the Erhebungsid of the survey continued */
  predecessor: string | null;
}) {
  const { t } = useTranslation();
  const preview = erhebungsidPreview(form);
  return (
    <Box>
      <Typography>
        {t("surveyForm.erhebungsid")}:{" "}
        <Box component="span" sx={{ fontFamily: "monospace", fontSize: "1.1em" }}>
          {preview.text}
        </Box>
        {!preview.complete && ` (${t("surveyForm.erhebungsidIncomplete")})`}
      </Typography>
      {predecessor && (
        <Typography variant="body2">{t("surveyForm.continues", { erhebungsid: predecessor })}</Typography>
      )}
    </Box>
  );
}
