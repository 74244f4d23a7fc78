import { surveyCommentSchema } from "@erhdb/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../api/error-message.ts";
import { useSurvey } from "../../../api/surveys.ts";
import { CommentField } from "../../../components/CommentField.tsx";
import { LoadedDialogBody } from "../../../components/LoadedDialogBody.tsx";
import { useSnackbar } from "../../../components/snackbar.tsx";
import { useRunOnce } from "../../../components/use-run-once.ts";
import { useSurveyStatusChange } from "../api.ts";
import { errorActionOf, hasAccessMode, type StatusChangeKind, statusCallOf } from "./status-change.ts";

export interface StatusChangeDialogProps {
  kind: StatusChangeKind;
  erhebungsid: string;
  /** the server's actions list names deleteRigorous: the delete dialog offers the physical delete */
  rigorousAllowed: boolean;
  onClose(): void;
}

/**
 * Approve, block, archive or delete one survey (SPEC 2.4, 5): a comment is required; approve and block
 * set the access mode (prefilled with the survey's current one, so it is loaded first); delete may
 * remove the row for good where the server allows it.
 */
export function StatusChangeDialog(props: StatusChangeDialogProps) {
  const { kind, erhebungsid, onClose } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const needsSurvey = hasAccessMode(kind);
  const survey = useSurvey(needsSurvey ? erhebungsid : null);
  const ready = !needsSurvey || survey.data !== undefined;
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={ready ? textId : undefined}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{t(`surveys.statusChange.title.${kind}`)}</DialogTitle>
      <LoadedDialogBody query={survey} needed={needsSurvey} onClose={onClose}>
        {(data) => (
          <StatusChangeForm {...props} textId={textId} initialAccessMode={data?.accessMode ?? false} />
        )}
      </LoadedDialogBody>
    </Dialog>
  );
}

function StatusChangeForm({
  kind,
  erhebungsid,
  rigorousAllowed,
  initialAccessMode,
  textId,
  onClose,
}: StatusChangeDialogProps & { initialAccessMode: boolean; textId: string }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const change = useSurveyStatusChange();
  const [comment, setComment] = useState("");
  const [accessMode, setAccessMode] = useState(initialAccessMode);
  const [rigorous, setRigorous] = useState(false);
  const [checked, setChecked] = useState(false);
  // The domain's comment rule (required, trimmed); the trimmed text is what is sent.
  const parsed = surveyCommentSchema.safeParse(comment);
  const commentError = checked && !parsed.success ? t("surveys.statusChange.commentEmpty") : undefined;

  const submit = useRunOnce(async () => {
    setChecked(true);
    if (!parsed.success) return;
    const call = statusCallOf(kind, rigorous);
    const text = parsed.data;
    try {
      await change.mutateAsync({
        erhebungsid,
        call,
        change: hasAccessMode(kind) ? { comment: text, accessMode } : { comment: text },
      });
      snackbar.success(t("surveys.actions.successful"));
      onClose();
    } catch (error) {
      snackbar.error(
        errorMessage(error, t, { action: errorActionOf(kind, rigorous), object: "ERHEBUNGSID" }),
      );
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit.onSubmit}>
      <DialogContent sx={{ display: "grid", gap: 2 }}>
        <DialogContentText id={textId}>
          {t(`surveys.statusChange.text.${kind}`, { erhebungsid })}
        </DialogContentText>
        <CommentField
          label={t("surveys.statusChange.comment")}
          value={comment}
          onChange={setComment}
          error={commentError}
        />
        {hasAccessMode(kind) && (
          <FormControlLabel
            control={
              <Checkbox checked={accessMode} onChange={(event) => setAccessMode(event.target.checked)} />
            }
            label={t("surveys.statusChange.accessMode")}
          />
        )}
        {kind === "delete" && rigorousAllowed && (
          <Box>
            <FormControlLabel
              control={
                <Checkbox checked={rigorous} onChange={(event) => setRigorous(event.target.checked)} />
              }
              label={t("surveys.statusChange.rigorous")}
            />
            {rigorous && <Alert severity="warning">{t("surveys.statusChange.rigorousHint")}</Alert>}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common.cancel")}</Button>
        <Button type="submit" variant="contained" {...submit.busy}>
          {t(`surveys.statusChange.confirm.${kind}`)}
        </Button>
      </DialogActions>
    </Box>
  );
}
