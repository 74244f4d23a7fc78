import type { HistoryEntry } from "@erhdb/domain";
import { formatBerlinDateTime } from "@erhdb/domain";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../api/error-message.ts";
import { useRestoreRole } from "../../api/history.ts";
import { useConfirm } from "../confirm.tsx";
import { useSnackbar } from "../snackbar.tsx";
import { leftOutText } from "./history-values.ts";

const nothingToReload = () => Promise.resolve();

/**
 * A role's earlier rights, set again after a confirmation (the shared confirm, run once): the server's
 * rules decide (ROLE_RIGHTS_NOT_HELD and the others, in its message); rights it no longer knows are named.
 */
export function useRoleRestore(roleId: string, onRestored: (() => Promise<unknown>) | undefined) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const restore = useRestoreRole(onRestored ?? nothingToReload);
  return (entry: HistoryEntry) =>
    void confirm({
      title: t("history.restore.roleTitle"),
      message: t("history.restore.roleText", { at: formatBerlinDateTime(entry.at) }),
      confirmLabel: t("history.restore.confirm"),
      action: async () => {
        try {
          const answer = await restore.mutateAsync({ roleId, entryId: entry.id });
          const done = t("history.restore.done");
          snackbar.success(answer.leftOut.length > 0 ? `${done} ${leftOutText(answer.leftOut, t)}` : done);
        } catch (error) {
          snackbar.error(errorMessage(error, t));
        }
      },
    });
}
