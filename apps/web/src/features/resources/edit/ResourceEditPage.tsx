import {
  addableResourceTypes,
  isValidErhebungsid,
  permissionTargetOf,
  type SurveyAnswer,
  surveyActionAllowed,
} from "@erhdb/domain";
import AddIcon from "@mui/icons-material/Add";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router";
import { errorMessage } from "../../../api/error-message.ts";
import { useSession } from "../../../auth/session-context.ts";
import { Page } from "../../../components/Page.tsx";
import { isInvalidSurveyError, useSurvey } from "../../surveys/api.ts";
import { ResourceTabs } from "../../surveys/detail/ResourceTabs.tsx";
import { AddResourceDialog } from "../add/AddResourceDialog.tsx";
import { useSurveyResources } from "../api.ts";
import { ResourceEditTable } from "./ResourceEditTable.tsx";
import { useResourceEditActions } from "./use-resource-edit-actions.tsx";

/**
 * The resources of one survey with every action (SPEC 2.19, 2.4, 4): `/resourceedit?erhebungsid=`.
 * The survey's state and the person's rights decide each button through the domain; the server checks
 * every call again.
 */
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
      {!invalid && survey.data && <SurveyResources survey={survey.data} />}
    </Page>
  );
}

function SurveyResources({ survey }: { survey: SurveyAnswer }) {
  const { t } = useTranslation();
  const { person } = useSession();
  const { erhebungsid } = survey;
  const resources = useSurveyResources(erhebungsid);
  const actions = useResourceEditActions(erhebungsid);
  const [adding, setAdding] = useState(false);
  const target = permissionTargetOf(erhebungsid);
  const mayAdd = target !== null && addableResourceTypes(person, target).length > 0;
  return (
    <>
      {mayAdd && (
        <Box sx={{ mb: 2 }}>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            disabled={!surveyActionAllowed("changeResources", survey)}
            onClick={() => setAdding(true)}
          >
            {t("resources.edit.add")}
          </Button>
        </Box>
      )}
      {resources.isError && (
        <Alert severity="error">
          {errorMessage(resources.error, t, { action: "RETRIEVE", object: "RESOURCE" })}
        </Alert>
      )}
      {resources.isPending && <CircularProgress aria-label={t("app.loading")} />}
      {resources.data && (
        <ResourceTabs
          resources={resources.data}
          renderGroup={(group) => (
            <ResourceEditTable
              specialization={group.specialization}
              resources={group.resources}
              person={person}
              survey={survey}
              onAction={actions.run}
            />
          )}
        />
      )}
      {actions.dialog}
      {adding && <AddResourceDialog erhebungsid={erhebungsid} onClose={() => setAdding(false)} />}
    </>
  );
}
