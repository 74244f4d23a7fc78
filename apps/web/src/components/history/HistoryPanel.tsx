import type { HistoryEntry, HistoryKind } from "@erhdb/domain";
import { formatBerlinDateTime, isHistoryPartAction } from "@erhdb/domain";
import DownloadIcon from "@mui/icons-material/Download";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../api/error-message.ts";
import { downloadHistoryCsv, useHistory } from "../../api/history.ts";
import { CaptionedTable } from "../CaptionedTable.tsx";
import { useSnackbar } from "../snackbar.tsx";
import { useRunOnce } from "../use-run-once.ts";
import { historyChangeText, historyFieldName } from "./history-values.ts";
import { RestoreDialog } from "./RestoreDialog.tsx";
import { useRoleRestore } from "./use-role-restore.ts";

const PAGE_SIZE = 20;

export interface HistoryPanelProps {
  kind: HistoryKind;
  /** the object's id as its history call names it (a survey's Erhebungsid, an EVAS code) */
  id: string;
  /** a survey's earlier states can be restored (the server decides what the caller may change) */
  restorable?: boolean;
  /** a role's earlier rights can be restored: what reloads the roles afterwards */
  onRoleRestored?: () => Promise<unknown>;
}

/** The actor by name, with the address only when the server sent it (USEREMAILADRESS_READ, decision 16). */
function actorOf({ actor }: HistoryEntry): string {
  if (actor.email) return actor.name ? `${actor.name} (${actor.email})` : actor.email;
  return actor.name;
}

/**
 * The History tab of a detail dialog (issue 36): when (Berlin time), who, which action with its comment,
 * and each changed field, old → new, as the reader may see it today.
 */
export function HistoryPanel({ kind, id, restorable = false, onRoleRestored }: HistoryPanelProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [restoring, setRestoring] = useState<HistoryEntry | null>(null);
  const history = useHistory(kind, id, page, PAGE_SIZE);
  const restoreRole = useRoleRestore(id, onRoleRestored);
  const snackbar = useSnackbar();
  const csv = useRunOnce(async () => {
    try {
      await downloadHistoryCsv(kind, id, page, PAGE_SIZE);
    } catch (error) {
      snackbar.error(errorMessage(error, t));
    }
  });
  const offersRestore = restorable || onRoleRestored !== undefined;
  // a request's actions have their names with the requests' (request.action)
  const actionName = (action: string) =>
    t([`history.actions.${action}`, `request.action.${action}`], { defaultValue: action });
  // a part's entry (a survey's link) is no state of the object
  const isState = (entry: HistoryEntry) => !isHistoryPartAction(kind, entry.action);

  if (history.isPending) return <CircularProgress aria-label={t("app.loading")} />;
  if (history.isError) return <Alert severity="error">{errorMessage(history.error, t)}</Alert>;
  const { total, entries } = history.data;
  if (total === 0) return <Typography>{t("history.none")}</Typography>;
  // the newest state is the object as it is: nothing to restore
  const current = page === 0 ? entries.find(isState) : undefined;
  return (
    <>
      <Box sx={{ display: "flex", justifyContent: "flex-end", mb: 1 }}>
        <Button size="small" startIcon={<DownloadIcon />} onClick={() => void csv.run()} {...csv.busy}>
          {t("history.csv")}
        </Button>
      </Box>
      <CaptionedTable caption={t("history.caption")}>
        <TableHead>
          <TableRow>
            <TableCell>{t("history.at")}</TableCell>
            <TableCell>{t("history.actor")}</TableCell>
            <TableCell>{t("history.action")}</TableCell>
            <TableCell>{t("history.changes")}</TableCell>
            {offersRestore && <TableCell>{t("history.restore.column")}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id} sx={{ verticalAlign: "top" }}>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{formatBerlinDateTime(entry.at)}</TableCell>
              <TableCell>{actorOf(entry)}</TableCell>
              <TableCell>
                {actionName(entry.action)}
                {entry.comment && (
                  <Typography variant="body2" sx={{ whiteSpace: "pre-wrap", color: "text.secondary" }}>
                    {entry.comment}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                {entry.changes.length === 0 ? (
                  "–"
                ) : (
                  <dl style={{ margin: 0 }}>
                    {entry.changes.map((change) => (
                      <div key={change.field}>
                        <Typography component="dt" variant="body2" sx={{ fontWeight: "bold" }}>
                          {historyFieldName(change.field, t)}
                        </Typography>
                        <Typography component="dd" variant="body2" sx={{ ml: 2, overflowWrap: "anywhere" }}>
                          {historyChangeText(kind, change, t)}
                        </Typography>
                      </div>
                    ))}
                  </dl>
                )}
              </TableCell>
              {offersRestore && (
                <TableCell>
                  {isState(entry) && entry !== current && (
                    <Button
                      size="small"
                      // every row has one: its name says which state (the visible label stays in it)
                      aria-label={t("history.restore.buttonOf", { at: formatBerlinDateTime(entry.at) })}
                      onClick={() => (onRoleRestored ? restoreRole(entry) : setRestoring(entry))}
                    >
                      {t("history.restore.button")}
                    </Button>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </CaptionedTable>
      {total > PAGE_SIZE && (
        <TablePagination
          component="div"
          count={total}
          page={page}
          onPageChange={(_, next) => setPage(next)}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
        />
      )}
      {restoring && (
        <RestoreDialog
          erhebungsid={id}
          entry={restoring}
          at={formatBerlinDateTime(restoring.at)}
          onClose={() => setRestoring(null)}
        />
      )}
    </>
  );
}
