import type { PersonRowTarget } from "@erhdb/domain";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import LockResetIcon from "@mui/icons-material/LockReset";
import Box from "@mui/material/Box";
import type { ReactElement } from "react";
import { useTranslation } from "react-i18next";
import { RowActionButton } from "../../../components/data-table/RowActionButton.tsx";

export interface UserRowActionsProps {
  /** the account and what the server allows the caller (its routes check the rules again) */
  target: PersonRowTarget;
  onEdit(): void;
  onResetPassword(): void;
  onDelete(): void;
}

/** Edit, reset password and delete of one account, each shown only where the caller may take it. */
export function UserRowActions({ target, onEdit, onResetPassword, onDelete }: UserRowActionsProps) {
  const { t } = useTranslation();
  const person = { forename: target.forename, name: target.name };
  const button = (label: string, named: string, icon: ReactElement, onClick: () => void) => (
    <RowActionButton title={label} label={named} icon={icon} onClick={onClick} />
  );
  return (
    <Box sx={{ display: "flex", whiteSpace: "nowrap" }}>
      {target.actions.includes("edit") &&
        button(t("users.edit"), t("users.editNamed", person), <EditIcon fontSize="small" />, onEdit)}
      {target.actions.includes("resetPassword") &&
        button(
          t("users.resetPassword"),
          t("users.resetPasswordNamed", person),
          <LockResetIcon fontSize="small" />,
          onResetPassword,
        )}
      {target.actions.includes("delete") &&
        button(t("users.delete"), t("users.deleteNamed", person), <DeleteIcon fontSize="small" />, onDelete)}
    </Box>
  );
}
