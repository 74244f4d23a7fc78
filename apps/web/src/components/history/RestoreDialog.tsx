import type { HistoryEntry } from "@erhdb/domain";
import { surveyCommentSchema } from "@erhdb/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../api/error-message.ts";
import { useRestoreSurvey } from "../../api/history.ts";
import { CommentField } from "../CommentField.tsx";
import { useSnackbar } from "../snackbar.tsx";
import { useRunOnce } from "../use-run-once.ts";
import { leftOutText } from "./history-values.ts";

export interface RestoreDialogProps {
  erhebungsid: string;
  entry: HistoryEntry;
  /** the entry's time as the table shows it */
  at: string;
  onClose(): void;
}

/**
 * Restores the state a history entry left (issue 36, point 4): an edit with a required comment, run
 * once (useRunOnce). What the server left out (what the caller may not change, an EVAS discontinued
 * since) is named in the message.
 */
export function RestoreDialog({ erhebungsid, entry, at, onClose }: RestoreDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const snackbar = useSnackbar();
  const restore = useRestoreSurvey();
  const [comment, setComment] = useState("");
  const [checked, setChecked] = useState(false);
  const parsed = surveyCommentSchema.safeParse(comment);
  const commentError = checked && !parsed.success ? t("history.restore.commentEmpty") : undefined;

  const submit = useRunOnce(async () => {
    setChecked(true);
    if (!parsed.success) return;
    try {
      const answer = await restore.mutateAsync({ erhebungsid, entryId: entry.id, comment: parsed.data });
      const done = t("history.restore.done");
      snackbar.success(answer.leftOut.length > 0 ? `${done} ${leftOutText(answer.leftOut, t)}` : done);
      onClose();
    } catch (error) {
      snackbar.error(errorMessage(error, t));
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{t("history.restore.title")}</DialogTitle>
      <Box component="form" noValidate onSubmit={submit.onSubmit}>
        <DialogContent sx={{ display: "grid", gap: 2 }}>
          <DialogContentText id={textId}>{t("history.restore.text", { erhebungsid, at })}</DialogContentText>
          <CommentField
            label={t("history.restore.comment")}
            value={comment}
            onChange={setComment}
            error={commentError}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("common.cancel")}</Button>
          <Button type="submit" variant="contained" {...submit.busy}>
            {t("history.restore.confirm")}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
