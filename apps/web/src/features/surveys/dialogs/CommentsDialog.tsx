import type { SurveyCommentAnswer } from "@erhdb/domain";
import { formatBerlinDateTime } from "@erhdb/domain";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../api/error-message.ts";
import { CaptionedTable } from "../../../components/CaptionedTable.tsx";
import { useSurveyComments } from "../api.ts";

/**
 * The author by name, with the address only when the server sent it (USEREMAILADRESS_READ, decision 16);
 * the address alone once the account is gone.
 */
function authorOf({ author, authorName }: SurveyCommentAnswer): string {
  if (authorName && author) return `${authorName} (${author})`;
  return authorName ?? author ?? "";
}

export interface CommentsDialogProps {
  erhebungsid: string;
  onClose(): void;
}

/** The comments written with each change of one survey, read-only (SPEC 2.4; needs COMMENTARY_READ). */
export function CommentsDialog({ erhebungsid, onClose }: CommentsDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const comments = useSurveyComments(erhebungsid);
  // The server names the action that wrote the comment (CREATE, EDIT, LOCK ...); an unknown one shows as is.
  const actionName = (action: string | null) =>
    action ? t(`surveys.comments.actions.${action}`, { defaultValue: action }) : "";

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t("surveys.comments.title", { erhebungsid })}</DialogTitle>
      <DialogContent>
        {comments.isPending && <CircularProgress aria-label={t("app.loading")} />}
        {comments.isError && <Alert severity="error">{errorMessage(comments.error, t)}</Alert>}
        {comments.data?.length === 0 && <Typography>{t("surveys.comments.none")}</Typography>}
        {comments.data && comments.data.length > 0 && (
          <CaptionedTable caption={t("surveys.comments.caption", { erhebungsid })}>
            <TableHead>
              <TableRow>
                <TableCell>{t("surveys.comments.date")}</TableCell>
                <TableCell>{t("surveys.comments.action")}</TableCell>
                <TableCell>{t("surveys.comments.author")}</TableCell>
                <TableCell>{t("surveys.comments.comment")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {comments.data.map((c) => (
                <TableRow key={c.id}>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>{formatBerlinDateTime(c.created)}</TableCell>
                  <TableCell>{actionName(c.action)}</TableCell>
                  <TableCell>{authorOf(c)}</TableCell>
                  <TableCell sx={{ whiteSpace: "pre-wrap" }}>{c.comment}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </CaptionedTable>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
