import type { GenericResourceRowTarget } from "@erhdb/domain";
import DeleteIcon from "@mui/icons-material/Delete";
import DownloadIcon from "@mui/icons-material/Download";
import EditIcon from "@mui/icons-material/Edit";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

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
      <Tooltip title={t(`genericResources.${name}`)}>
        <IconButton
          size="small"
          aria-label={t(`genericResources.${name}Named`, { filename })}
          onClick={onClick}
        >
          {icon}
        </IconButton>
      </Tooltip>
    );
  return (
    <Box sx={{ display: "flex", whiteSpace: "nowrap" }}>
      {action("download", <DownloadIcon fontSize="small" />, onDownload)}
      {action("edit", <EditIcon fontSize="small" />, onEdit)}
      {action("delete", <DeleteIcon fontSize="small" />, onDelete)}
    </Box>
  );
}
