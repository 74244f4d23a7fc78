import { type EncodingRowTarget, encodingRowTargetCell } from "@erhdb/domain";
import DeleteIcon from "@mui/icons-material/Delete";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../api/error-message.ts";
import { useConfirm } from "../../components/confirm.tsx";
import { type CellRenderer, DataTable } from "../../components/data-table/index.ts";
import { RowActionButton } from "../../components/data-table/RowActionButton.tsx";
import { Page } from "../../components/Page.tsx";
import { useSnackbar } from "../../components/snackbar.tsx";
import { encodingTableSource, useDeleteEncoding } from "./api.ts";
import { EncodingAddRow } from "./components/EncodingAddRow.tsx";
import { encodableTypeName } from "./components/encodable-type-name.ts";

/**
 * The encodings a resource type's files may have (SPEC 2.14, decision 13): the add row, then the table
 * with a delete per row behind a confirmation naming type and encoding. The route guard lets only
 * RESTYPENCODING_READ in; the server checks the right again.
 */
export function EncodingsPage() {
  const { t, i18n } = useTranslation();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const remove = useDeleteEncoding();

  const deleteEntry = async ({ id, restype, encoding }: EncodingRowTarget) => {
    const type = encodableTypeName(restype, t, i18n.language);
    await confirm({
      title: t("encodings.deleteTitle"),
      message: (
        <>
          <Typography sx={{ mb: 1 }}>{t("encodings.deleteText")}</Typography>
          <Typography
            component="dl"
            sx={{ display: "grid", gridTemplateColumns: "auto 1fr", gap: 0.5, m: 0 }}
          >
            <dt>{t("encodings.field.restype")}:</dt>
            <dd style={{ margin: 0 }}>{type}</dd>
            <dt>{t("encodings.field.encoding")}:</dt>
            <dd style={{ margin: 0 }}>{encoding}</dd>
          </Typography>
        </>
      ),
      confirmLabel: t("encodings.delete"),
      action: async () => {
        try {
          await remove.mutateAsync(id);
          snackbar.success(t("encodings.deleted", { type, encoding }));
        } catch (error) {
          snackbar.error(errorMessage(error, t));
        }
      },
    });
  };

  const renderCell: CellRenderer = ({ column, cell }) => {
    if (column.id !== "actions") return undefined;
    // the cell names its entry, so the confirmation can name it while a column is hidden
    const target = encodingRowTargetCell.parse(cell?.view ?? "");
    if (!target) return null;
    return (
      <RowActionButton
        title={t("encodings.delete")}
        label={t("encodings.deleteNamed", { restype: target.restype, encoding: target.encoding })}
        icon={<DeleteIcon fontSize="small" />}
        onClick={() => void deleteEntry(target)}
      />
    );
  };

  return (
    <Page title={t("screen.encodings")}>
      <Typography sx={{ mb: 2 }}>{t("encodings.intro")}</Typography>
      <EncodingAddRow />
      <DataTable source={encodingTableSource} label={t("encodings.tableLabel")} renderCell={renderCell} />
    </Page>
  );
}
