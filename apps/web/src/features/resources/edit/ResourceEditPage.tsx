import { isValidErhebungsid } from "@erhdb/domain";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router";
import { errorMessage } from "../../../api/error-message.ts";
import { isInvalidSurveyError, useSurvey } from "../../../api/surveys.ts";
import { Page } from "../../../components/Page.tsx";
import { SurveyResourcesEditor } from "./SurveyResourcesEditor.tsx";

/** The resources of one survey with every action (SPEC 2.19, 2.4, 4): `/resourceedit?erhebungsid=`. */
export function ResourceEditPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const erhebungsid = params.get("erhebungsid") ?? "";
  const valid = isValidErhebungsid(erhebungsid);
  const survey = useSurvey(valid ? erhebungsid : null);
  const invalid = !valid || isInvalidSurveyError(survey.error);
  return (
    <Page title={invalid ? t("screen.resourceedit") : t("resources.edit.title", { erhebungsid })}>
      <Button component={RouterLink} to="/surveys" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {t("resources.edit.back")}
      </Button>
      {invalid && <Alert severity="error">{t("resources.edit.invalid")}</Alert>}
      {!invalid && survey.isError && <Alert severity="error">{errorMessage(survey.error, t)}</Alert>}
      {!invalid && survey.isPending && <CircularProgress aria-label={t("app.loading")} />}
      {!invalid && survey.data && <SurveyResourcesEditor survey={survey.data} />}
    </Page>
  );
}
