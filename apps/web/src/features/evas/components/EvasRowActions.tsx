import type { EvasRowAction } from "@erhdb/domain";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import Box from "@mui/material/Box";
import { useTranslation } from "react-i18next";
import { RowActionButton } from "../../../components/data-table/RowActionButton.tsx";

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
        <RowActionButton
          title={t("evas.edit")}
          label={t("evas.editNamed", { evas: code })}
          icon={<EditIcon fontSize="small" />}
          onClick={onEdit}
        />
      )}
      {canDelete && (
        <RowActionButton
          title={t("evas.delete")}
          label={t("evas.deleteNamed", { evas: code })}
          icon={<DeleteIcon fontSize="small" />}
          onClick={onDelete}
        />
      )}
    </Box>
  );
}
