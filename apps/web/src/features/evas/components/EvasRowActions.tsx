import type { EvasRowAction } from "@erhdb/domain";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import { useTranslation } from "react-i18next";
import { DeferredTooltip } from "../../../components/DeferredTooltip.tsx";

export interface EvasRowActionsProps {
  code: string;
  /** what the server allows the caller (the routes check the rights again) */
  actions: readonly EvasRowAction[];
  onEdit(): void;
  onDelete(): void;
}

/** Edit and delete of one EVAS, each shown only where the caller may take it. */
export function EvasRowActions({ code, actions, onEdit, onDelete }: EvasRowActionsProps) {
  const { t } = useTranslation();
  const canEdit = actions.includes("edit");
  const canDelete = actions.includes("delete");
  return (
    <Box sx={{ display: "flex", whiteSpace: "nowrap" }}>
      {canEdit && (
        <DeferredTooltip title={t("evas.edit")}>
          <IconButton size="small" aria-label={t("evas.editNamed", { evas: code })} onClick={onEdit}>
            <EditIcon fontSize="small" />
          </IconButton>
        </DeferredTooltip>
      )}
      {canDelete && (
        <DeferredTooltip title={t("evas.delete")}>
          <IconButton size="small" aria-label={t("evas.deleteNamed", { evas: code })} onClick={onDelete}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </DeferredTooltip>
      )}
    </Box>
  );
}
