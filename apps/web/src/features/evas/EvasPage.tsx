import { type EvasWrite, evasRowTargetCell, hasRight, type TableRow } from "@erhdb/domain";
import AddIcon from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../api/error-message.ts";
import { evasTableSource } from "../../api/evas.ts";
import { useSession } from "../../auth/session-context.ts";
import { useConfirm } from "../../components/confirm.tsx";
import { type CellRenderer, DataTable } from "../../components/data-table/index.ts";
import { lazyExport } from "../../components/lazy-export.ts";
import { Page } from "../../components/Page.tsx";
import { useSnackbar } from "../../components/snackbar.tsx";
import { useCreateEvas, useDeleteEvas, useUpdateEvas } from "./api.ts";
import { EvasRowActions } from "./components/EvasRowActions.tsx";

// The dialog brings the date picker with its calendar: it loads when first opened (issue 17).
const EvasDialog = lazyExport(() => import("./components/EvasDialog.tsx").then((m) => m.EvasDialog));

/** The server marks an EVAS whose closing day has passed (SPEC 2.5). */
function isDiscontinued(row: TableRow): boolean {
  return Object.values(row.items).some((cell) => cell.customCss === "discontinued");
}

/** The EVAS register as a table, with add, edit and delete for those with the rights (SPEC 2.5). */
export function EvasPage() {
  const { t } = useTranslation();
  const { person } = useSession();
  const snackbar = useSnackbar();
  const confirm = useConfirm();
  const create = useCreateEvas();
  const update = useUpdateEvas();
  const remove = useDeleteEvas();
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);

  const save = async (evas: EvasWrite) => {
    if (editing?.id == null) {
      await create.mutateAsync(evas);
      snackbar.success(t("evas.created"));
    } else {
      await update.mutateAsync({ id: editing.id, evas });
      snackbar.success(t("evas.updated"));
    }
    setEditing(null);
  };

  const deleteEvas = async (id: number, code: string) => {
    await confirm({
      title: t("evas.deleteTitle"),
      message: t("evas.deleteText", { evas: code }),
      confirmLabel: t("evas.delete"),
      action: async () => {
        try {
          await remove.mutateAsync(id);
          snackbar.success(t("evas.deleted"));
        } catch (error) {
          snackbar.error(errorMessage(error, t, { action: "DELETE", object: "EVAS" }));
        }
      },
    });
  };

  const renderCell: CellRenderer = ({ row, column, cell }) => {
    if (column.id === "actions") {
      // the server's cell names the row and what the caller may do, whichever columns are shown
      const target = evasRowTargetCell.parse(cell?.view ?? "");
      if (!target) return null;
      const id = Number(row.id);
      return (
        <EvasRowActions
          code={target.evas}
          actions={target.actions}
          onEdit={() => setEditing({ id })}
          onDelete={() => void deleteEvas(id, target.evas)}
        />
      );
    }
    if (column.id === "evas" && isDiscontinued(row)) {
      // Not by colour alone (WCAG 1.4.1): the word says it too.
      return (
        <>
          {cell?.view}{" "}
          <Typography component="span" variant="caption">
            ({t("evas.discontinued")})
          </Typography>
        </>
      );
    }
    return undefined;
  };

  return (
    <Page title={t("screen.evas")}>
      <DataTable
        source={evasTableSource}
        label={t("evas.tableLabel")}
        renderCell={renderCell}
        toolbar={
          hasRight(person, "EVAS_CREATE") && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ id: null })}>
              {t("evas.add")}
            </Button>
          )
        }
      />
      {editing && (
        <Suspense fallback={null}>
          <EvasDialog id={editing.id} onSave={save} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </Page>
  );
}
