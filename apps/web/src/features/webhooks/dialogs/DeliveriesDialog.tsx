import {
  formatBerlinDateTime,
  WEBHOOK_RECENT_DELIVERIES,
  type WebhookDeliveryAnswer,
  type WebhookTargetAnswer,
} from "@erhdb/domain";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { TFunction } from "i18next";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { CaptionedTable } from "../../../components/CaptionedTable.tsx";
import { LoadedDialogBody } from "../../../components/LoadedDialogBody.tsx";
import { useWebhookDeliveries } from "../api.ts";
import { eventKindName } from "../components/event-kind-name.ts";

const COLUMNS = ["createdAt", "kind", "state", "statusCode", "duration", "attempts", "error"] as const;
type Column = (typeof COLUMNS)[number];

const NONE = "–";
/** A time stays on one line; the error may break anywhere (a host name is one long word). */
const WRAPS: Partial<Record<Column, { whiteSpace: "nowrap" } | { overflowWrap: "anywhere" }>> = {
  createdAt: { whiteSpace: "nowrap" },
  error: { overflowWrap: "anywhere" },
};

/** A delivery's cells, column by column; a waiting one says when it is tried next. */
function cells(delivery: WebhookDeliveryAnswer, t: TFunction): Record<Column, string> {
  const state = t(`webhooks.deliveries.state.${delivery.state}`);
  const next = delivery.state === "pending" && delivery.nextAttemptAt;
  return {
    createdAt: formatBerlinDateTime(delivery.createdAt),
    kind: eventKindName(delivery.kind, t),
    state: next
      ? `${state}, ${t("webhooks.deliveries.nextAttempt", { at: formatBerlinDateTime(next) })}`
      : state,
    statusCode: delivery.statusCode === null ? NONE : String(delivery.statusCode),
    duration:
      delivery.durationMs === null ? NONE : t("webhooks.deliveries.durationMs", { ms: delivery.durationMs }),
    attempts: String(delivery.attempts),
    error: delivery.error ?? NONE,
  };
}

/**
 * A target's recent deliveries, newest first (time, kind, state, the receiver's answer code, how long the
 * try took, the tries, why the last one failed), asked again while the dialog is open.
 */
export function DeliveriesDialog({ target, onClose }: { target: WebhookTargetAnswer; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const deliveries = useWebhookDeliveries(target.id);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="lg">
      <DialogTitle id={titleId} sx={{ overflowWrap: "anywhere" }}>
        {t("webhooks.deliveries.title", { url: target.url })}
      </DialogTitle>
      <LoadedDialogBody query={deliveries} needed onClose={onClose}>
        {(list = []) => (
          <>
            <DialogContent>
              {list.length === 0 ? (
                <Typography>{t("webhooks.deliveries.none")}</Typography>
              ) : (
                <>
                  <Typography sx={{ mb: 1 }}>
                    {t("webhooks.deliveries.intro", { count: WEBHOOK_RECENT_DELIVERIES })}
                  </Typography>
                  <CaptionedTable caption={t("webhooks.deliveries.caption")}>
                    <TableHead>
                      <TableRow>
                        {COLUMNS.map((column) => (
                          <TableCell key={column} scope="col">
                            {t(`webhooks.deliveries.column.${column}`)}
                          </TableCell>
                        ))}
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {list.map((delivery) => {
                        const row = cells(delivery, t);
                        return (
                          <TableRow key={delivery.id} sx={{ verticalAlign: "top" }}>
                            {COLUMNS.map((column) => (
                              <TableCell key={column} sx={WRAPS[column]}>
                                {row[column]}
                              </TableCell>
                            ))}
                          </TableRow>
                        );
                      })}
                    </TableBody>
                  </CaptionedTable>
                </>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t("common.close")}</Button>
            </DialogActions>
          </>
        )}
      </LoadedDialogBody>
    </Dialog>
  );
}
