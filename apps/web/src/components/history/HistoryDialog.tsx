import type { HistoryKind } from "@erhdb/domain";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { HistoryPanel } from "./HistoryPanel.tsx";

export interface HistoryDialogProps {
  kind: HistoryKind;
  id: string;
  /** what the title names: a resource's key, for instance */
  name: string;
  /** a role's history offers its earlier rights: what reloads the roles afterwards */
  onRoleRestored?: () => Promise<unknown>;
  onClose(): void;
}

/** An object's history in a dialog of its own, where the object has no detail dialog (a resource's row). */
export function HistoryDialog({ kind, id, name, onRoleRestored, onClose }: HistoryDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t("history.dialogTitle", { name })}</DialogTitle>
      <DialogContent>
        <HistoryPanel kind={kind} id={id} {...(onRoleRestored ? { onRoleRestored } : {})} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
