import {
  GENERIC_RESOURCE_SKELETON_ROWS,
  type GenericResourceRowTarget,
  genericResourceRowTargetCell,
  hasRight,
} from "@erhdb/domain";
import AddIcon from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../api/error-message.ts";
import { downloadGenericResource, genericResourceTableSource } from "../../api/generic-resources.ts";
import { useSession } from "../../auth/session-context.ts";
import { useConfirm } from "../../components/confirm.tsx";
import { type CellRenderer, DataTable } from "../../components/data-table/index.ts";
import { Page } from "../../components/Page.tsx";
import { useSnackbar } from "../../components/snackbar.tsx";
import { useDeleteGenericResource } from "./api.ts";
import { GenericResourceDialog } from "./components/GenericResourceDialog.tsx";
import { GenericResourceRowActions } from "./components/GenericResourceRowActions.tsx";

/**
 * The general resources (SPEC 2.7): a table open to everyone (anonymous visitors see the public rows),
 * each row with its download, and add, edit and delete for those with the GENERICRESOURCE_* rights.
 */
export function GenericResourcesPage() {
  const { t } = useTranslation();
  const { person } = useSession();
  const snackbar = useSnackbar();
  const confirm = useConfirm();
  const remove = useDeleteGenericResource();
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);

  const download = async (target: GenericResourceRowTarget) => {
    try {
      await downloadGenericResource(target);
    } catch (error) {
      snackbar.error(errorMessage(error, t, { action: "DOWNLOAD", object: "GENERAL_RESOURCE" }));
    }
  };

  const deleteResource = async ({ id, filename }: GenericResourceRowTarget) => {
    await confirm({
      title: t("genericResources.deleteTitle"),
      message: t("genericResources.deleteText", { filename }),
      confirmLabel: t("genericResources.delete"),
      action: async () => {
        try {
          await remove.mutateAsync(id);
          snackbar.success(t("genericResources.deleted", { filename }));
        } catch (error) {
          snackbar.error(errorMessage(error, t, { action: "DELETE", object: "GENERAL_RESOURCE" }));
        }
      },
    });
  };

  const renderCell: CellRenderer = ({ column, cell }) => {
    if (column.id !== "actions") return undefined;
    // the server's cell names the row's file and what the caller may do, whichever columns are shown
    const target = genericResourceRowTargetCell.parse(cell?.view ?? "");
    if (!target) return null;
    return (
      <GenericResourceRowActions
        target={target}
        onDownload={() => void download(target)}
        onEdit={() => setEditing({ id: target.id })}
        onDelete={() => void deleteResource(target)}
      />
    );
  };

  return (
    <Page title={t("screen.genericresources")}>
      <DataTable
        source={genericResourceTableSource}
        label={t("genericResources.listLabel")}
        renderCell={renderCell}
        skeletonRows={GENERIC_RESOURCE_SKELETON_ROWS}
        toolbar={
          hasRight(person, "GENERICRESOURCE_CREATE") && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ id: null })}>
              {t("genericResources.add")}
            </Button>
          )
        }
      />
      {editing && <GenericResourceDialog id={editing.id} onClose={() => setEditing(null)} />}
    </Page>
  );
}
