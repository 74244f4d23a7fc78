import { PERMISSION_FLAGS, type PersonPermission } from "@erhdb/domain";
import DeleteIcon from "@mui/icons-material/Delete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../api/error-message.ts";
import { useConfirm } from "../../../components/confirm.tsx";
import { RowActionButton } from "../../../components/data-table/RowActionButton.tsx";
import { PermissionTable } from "../../../components/permissions/PermissionTable.tsx";
import { useSnackbar } from "../../../components/snackbar.tsx";
import { useDeletePermission, usePermissions } from "../api.ts";
import { Loaded } from "../components/Loaded.tsx";
import { PermissionAddForm } from "./PermissionAddForm.tsx";

export interface UserPermissionsPanelProps {
  personId: number;
  /** whether the caller may add and delete this person's permissions (personActionRefusal) */
  canChange: boolean;
  onClose(): void;
}

/** The user dialog's tab 'Berechtigungen': the person's permissions, each deleted after a confirmation, and the add form. */
export function UserPermissionsPanel({ personId, canChange, onClose }: UserPermissionsPanelProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const permissions = usePermissions(personId);
  const remove = useDeletePermission();

  const deletePermission = async ({ id, statisticId, lkz }: PersonPermission) => {
    await confirm({
      title: t("users.permission.deleteTitle"),
      message: t("users.permission.deleteText", { statisticId, lkz }),
      confirmLabel: t("users.permission.delete"),
      action: async () => {
        try {
          await remove.mutateAsync(id);
          snackbar.success(t("users.permission.deleted"));
        } catch (error) {
          snackbar.error(errorMessage(error, t, { action: "DELETE", object: "USER_PERMISSION" }));
        }
      },
    });
  };

  const deleteButton = (permission: PersonPermission) => {
    const { statisticId, lkz } = permission;
    const label = t("users.permission.deleteNamed", { statisticId, lkz });
    return (
      <RowActionButton
        title={label}
        label={label}
        icon={<DeleteIcon fontSize="small" />}
        onClick={() => void deletePermission(permission)}
      />
    );
  };

  return (
    <>
      <DialogContent sx={{ display: "grid", gap: 3, pt: 1 }}>
        <Loaded query={permissions}>
          {(list) => (
            <Box sx={{ display: "grid", gap: 3 }}>
              <PermissionTable
                caption={t("users.permission.caption")}
                permissions={list}
                flags={PERMISSION_FLAGS}
                actions={canChange ? deleteButton : undefined}
              />
              {canChange && <PermissionAddForm personId={personId} existing={list} />}
            </Box>
          )}
        </Loaded>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common.close")}</Button>
      </DialogActions>
    </>
  );
}
