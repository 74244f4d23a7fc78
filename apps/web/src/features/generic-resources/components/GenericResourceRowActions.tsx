import type { GenericResourceRowTarget } from "@erhdb/domain";
import DeleteIcon from "@mui/icons-material/Delete";
import DownloadIcon from "@mui/icons-material/Download";
import EditIcon from "@mui/icons-material/Edit";
import Box from "@mui/material/Box";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { RowActionButton } from "../../../components/data-table/RowActionButton.tsx";

export interface GenericResourceRowActionsProps {
  /** the row's file and what the server allows the caller (the routes check the rights again) */
  target: GenericResourceRowTarget;
  onDownload(): void;
  onEdit(): void;
  onDelete(): void;
}

/** Download, edit and delete of one general resource, each shown only where the caller may take it. */
export function GenericResourceRowActions({
  target,
  onDownload,
  onEdit,
  onDelete,
}: GenericResourceRowActionsProps) {
  const { t } = useTranslation();
  const { filename, actions } = target;
  const action = (name: "download" | "edit" | "delete", icon: ReactNode, onClick: () => void) =>
    actions.includes(name) && (
      <RowActionButton
        title={t(`genericResources.${name}`)}
        label={t(`genericResources.${name}Named`, { filename })}
        icon={icon}
        onClick={onClick}
      />
    );
  return (
    <Box sx={{ display: "flex", whiteSpace: "nowrap" }}>
      {action("download", <DownloadIcon fontSize="small" />, onDownload)}
      {action("edit", <EditIcon fontSize="small" />, onEdit)}
      {action("delete", <DeleteIcon fontSize="small" />, onDelete)}
    </Box>
  );
}
