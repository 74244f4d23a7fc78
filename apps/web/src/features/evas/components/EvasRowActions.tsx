import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import { useTranslation } from "react-i18next";

export interface EvasRowActionsProps {
  code: string;
  canEdit: boolean;
  canDelete: boolean;
  onEdit(): void;
  onDelete(): void;
}

/** Edit and delete of one EVAS, each shown only with its right (the server checks again). */
export function EvasRowActions({ code, canEdit, canDelete, onEdit, onDelete }: EvasRowActionsProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: "flex", whiteSpace: "nowrap" }}>
      {canEdit && (
        <Tooltip title={t("evas.edit")}>
          <IconButton size="small" aria-label={t("evas.editNamed", { evas: code })} onClick={onEdit}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {canDelete && (
        <Tooltip title={t("evas.delete")}>
          <IconButton size="small" aria-label={t("evas.deleteNamed", { evas: code })} onClick={onDelete}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
