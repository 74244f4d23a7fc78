import { type UnassignTarget, unassignTargetCell } from "@erhdb/domain";
import LinkOffIcon from "@mui/icons-material/LinkOff";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../api/error-message.ts";
import { unassignTableSource } from "../../api/surveys.ts";
import { useConfirm } from "../../components/confirm.tsx";
import { type CellRenderer, DataTable } from "../../components/data-table/index.ts";
import { RowActionButton } from "../../components/data-table/RowActionButton.tsx";
import { Page } from "../../components/Page.tsx";
import { useSnackbar } from "../../components/snackbar.tsx";
import { useUnassignSurvey } from "./api.ts";

/**
 * The surveys assigned to a base object, each with a "cancel assignment" action behind a confirmation
 * naming both ids (SPEC 2.13). The route guard lets only ERHEBUNGSID_READ_ADMIN in; the server checks
 * the right again. The table's toolbar brings the refresh button; the list has no CSV or templates.
 */
export function UnassignPage() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const unassign = useUnassignSurvey();

  const cancelAssignment = async (target: UnassignTarget) => {
    await confirm({
      title: t("unassign.confirmTitle"),
      message: (
        <>
          <Typography sx={{ mb: 1 }}>{t("unassign.confirmText")}</Typography>
          <Typography
            component="dl"
            sx={{ display: "grid", gridTemplateColumns: "auto 1fr", gap: 0.5, m: 0 }}
          >
            <dt>{t("unassign.erhebungsid")}:</dt>
            <dd style={{ margin: 0 }}>{target.erhebungsid}</dd>
            <dt>{t("unassign.baseObjectId")}:</dt>
            <dd style={{ margin: 0 }}>{target.baseObjectId}</dd>
          </Typography>
        </>
      ),
      confirmLabel: t("unassign.cancel"),
      action: async () => {
        try {
          await unassign.mutateAsync(target.erhebungsid);
          snackbar.success(t("unassign.success", target));
        } catch (error) {
          snackbar.error(errorMessage(error, t, { action: "EDIT", object: "ERHEBUNGSID" }));
        }
      },
    });
  };

  const renderCell: CellRenderer = ({ column, cell }) => {
    if (column.id !== "actions") return undefined;
    const target = unassignTargetCell.parse(cell?.view ?? "");
    if (!target) return null;
    return (
      <RowActionButton
        title={t("unassign.cancel")}
        label={t("unassign.cancelNamed", { erhebungsid: target.erhebungsid })}
        icon={<LinkOffIcon fontSize="small" />}
        onClick={() => void cancelAssignment(target)}
      />
    );
  };

  return (
    <Page title={t("screen.unassign")}>
      <Typography sx={{ mb: 2 }}>{t("unassign.intro")}</Typography>
      <DataTable source={unassignTableSource} label={t("unassign.tableLabel")} renderCell={renderCell} />
    </Page>
  );
}
