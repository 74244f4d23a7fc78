import {
  parseResourceDescription,
  RESOURCE_DESCRIPTION_MAX_LENGTH,
  type ResourceAnswer,
} from "@erhdb/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../api/error-message.ts";
import { useSnackbar } from "../../../components/snackbar.tsx";
import { useRunOnce } from "../../../components/use-run-once.ts";
import { useChangeResource } from "../api.ts";

export interface ChangeDescriptionDialogProps {
  erhebungsid: string;
  resource: Pick<ResourceAnswer, "id" | "mutableKey" | "description">;
  onClose(): void;
}

/**
 * Changes a resource's description (SPEC 2.4): the field starts with the current text and follows the
 * upload's rule (parseResourceDescription: required, trimmed, not too long).
 */
export function ChangeDescriptionDialog({ erhebungsid, resource, onClose }: ChangeDescriptionDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const snackbar = useSnackbar();
  const change = useChangeResource();
  const [text, setText] = useState(resource.description);
  const [submitted, setSubmitted] = useState(false);
  const parsed = parseResourceDescription(text);
  const error =
    submitted && "issue" in parsed
      ? t(`resources.add.issue.${parsed.issue.key}`, { max: RESOURCE_DESCRIPTION_MAX_LENGTH })
      : undefined;

  const save = useRunOnce(async () => {
    setSubmitted(true);
    if ("issue" in parsed) return;
    try {
      await change.mutateAsync({
        erhebungsid,
        id: resource.id,
        change: { action: "changeDescription", description: parsed.description },
      });
      snackbar.success(t("resources.edit.successful"));
      onClose();
    } catch (failure) {
      snackbar.error(errorMessage(failure, t, { action: "EDIT", object: "RESOURCE" }));
    }
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t("resources.edit.descriptionTitle")}</DialogTitle>
      <Box component="form" noValidate onSubmit={save.onSubmit}>
        <DialogContent>
          <TextField
            label={t("resources.edit.descriptionText", { key: resource.mutableKey })}
            value={text}
            onChange={(event) => setText(event.target.value)}
            required
            fullWidth
            multiline
            minRows={2}
            error={Boolean(error)}
            helperText={error}
            autoFocus
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("common.cancel")}</Button>
          <Button type="submit" variant="contained" {...save.busy}>
            {t("resources.edit.save")}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
