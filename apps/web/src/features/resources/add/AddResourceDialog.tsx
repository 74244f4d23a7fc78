import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { TabbedPanels } from "../../../components/TabbedPanels.tsx";
import { ExistingResourcesTab } from "./ExistingResourcesTab.tsx";
import { NewResourceTab } from "./NewResourceTab.tsx";
import { useNewResourceForm } from "./use-new-resource-form.ts";

export interface AddResourceDialogProps {
  erhebungsid: string;
  onClose(): void;
}

/**
 * Adds a resource to a survey (SPEC 2.4): a tab for the new resource (the default) and one with the
 * survey's existing resources. Closing the dialog cancels a running upload (useUpload).
 */
export function AddResourceDialog({ erhebungsid, onClose }: AddResourceDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const form = useNewResourceForm(erhebungsid, onClose);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t("resources.add.title", { erhebungsid })}</DialogTitle>
      <DialogContent>
        <TabbedPanels
          label={t("resources.add.tabs")}
          tabs={[
            { key: "new", label: t("resources.add.newTab"), panel: <NewResourceTab form={form} /> },
            {
              key: "existing",
              label: t("resources.add.existingTab"),
              panel: <ExistingResourcesTab erhebungsid={erhebungsid} />,
            },
          ]}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
