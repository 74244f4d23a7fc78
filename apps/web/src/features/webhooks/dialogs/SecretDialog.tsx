import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useSnackbar } from "../../../components/snackbar.tsx";

/** A secret just made, for the one time it is shown. */
export interface ShownSecret {
  url: string;
  secret: string;
  /** made by a rotation: the previous secret signs for another day */
  rotated: boolean;
}

/**
 * The secret of a new or rotated target, shown this once (decision 48): the server never sends it again,
 * and the page drops it when the dialog closes. A click beside the dialog does not close it, so the
 * secret is not lost by a slip; the close button and Escape do.
 */
export function SecretDialog({ shown, onClose }: { shown: ShownSecret; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const snackbar = useSnackbar();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shown.secret);
      snackbar.success(t("webhooks.secret.copied"));
    } catch {
      // no clipboard (a page served over plain http) or no permission: the field can still be copied
      snackbar.error(t("webhooks.secret.copyFailed"));
    }
  };

  return (
    <Dialog
      open
      onClose={(_event, reason) => reason !== "backdropClick" && onClose()}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{t("webhooks.secret.title")}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          {t("webhooks.secret.text", { url: shown.url })} <strong>{t("webhooks.secret.once")}</strong>
          {shown.rotated && ` ${t("webhooks.secret.rotated")}`}
        </DialogContentText>
        <TextField
          label={t("webhooks.secret.label")}
          value={shown.secret}
          fullWidth
          onFocus={(event) => event.target.select()}
          slotProps={{
            htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: "monospace" } },
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button autoFocus startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {t("webhooks.secret.copy")}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t("common.close")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
