import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { historyTab } from "../../../components/history/history-tab.tsx";
import { LoadedDialogBody } from "../../../components/LoadedDialogBody.tsx";
import { TabbedPanels } from "../../../components/TabbedPanels.tsx";
import { useGenericResource } from "../api.ts";
import { GenericResourceFormContent } from "./GenericResourceForm.tsx";

export interface GenericResourceDialogProps {
  /** the general resource to edit; null adds a new one */
  id: number | null;
  onClose(): void;
}

/**
 * Add or edit a general resource (SPEC 2.7, 5). An edit opens with the values `GET genericResource`
 * lists for it; a resource deleted meanwhile says so instead of opening an empty form.
 */
export function GenericResourceDialog({ id, onClose }: GenericResourceDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const existing = useGenericResource(id);
  const editing = id !== null;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {t(editing ? "genericResources.editTitle" : "genericResources.addTitle")}
      </DialogTitle>
      <LoadedDialogBody query={existing} needed={editing} onClose={onClose}>
        {(resource) =>
          resource === null ? (
            <>
              <DialogContent>
                <Alert severity="error">{t("genericResources.gone")}</Alert>
              </DialogContent>
              <DialogActions>
                <Button onClick={onClose}>{t("common.close")}</Button>
              </DialogActions>
            </>
          ) : resource ? (
            // an existing general resource shows its history beside the form (issue 36)
            <TabbedPanels
              label={t("history.genericResourceTabs")}
              tabs={[
                {
                  key: "data",
                  label: t("history.details"),
                  panel: <GenericResourceFormContent resource={resource} onClose={onClose} />,
                },
                historyTab(t, "genericresource", String(resource.id), { framed: true }),
              ]}
            />
          ) : (
            <GenericResourceFormContent resource={null} onClose={onClose} />
          )
        }
      </LoadedDialogBody>
    </Dialog>
  );
}
