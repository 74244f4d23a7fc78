import {
  addableResourceTypes,
  permissionTargetOf,
  type SurveyAnswer,
  surveyActionAllowed,
} from "@erhdb/domain";
import AddIcon from "@mui/icons-material/Add";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../api/error-message.ts";
import { useSession } from "../../../auth/session-context.ts";
import { ResourceTabs } from "../../../components/resource-tabs/ResourceTabs.tsx";
import { AddResourceDialog } from "../add/AddResourceDialog.tsx";
import { useSurveyResources } from "../api.ts";
import { ResourceEditTable } from "./ResourceEditTable.tsx";
import { useResourceEditActions } from "./use-resource-edit-actions.tsx";

/**
 * The resources of one survey with every action the person may take on them, and the add button where
 * they may add one (SPEC 2.4, 2.19, 4, 6): the resource edit page and the survey dialog's resources tab.
 * The survey's state and the person's rights decide each button through the domain; the server checks
 * every call again.
 */
export function SurveyResourcesEditor({ survey }: { survey: SurveyAnswer }) {
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
            disabled={!surveyActionAllowed("addResources", survey)}
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
