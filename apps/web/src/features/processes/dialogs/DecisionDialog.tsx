import {
  DEFAULT_PLACEHOLDER_EVAS,
  type RequestRowAction,
  type RequestRowTarget,
  requestApproveSchema,
  requestRejectSchema,
} from "@erhdb/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/client.ts";
import { errorMessage } from "../../../api/error-message.ts";
import { useSnackbar } from "../../../components/snackbar.tsx";
import { useRunOnce } from "../../../components/use-run-once.ts";
import { requestName } from "../../../lib/request-names.ts";
import { useApproveRequest, useRejectRequest } from "../api.ts";
import { validationKey } from "../validation-key.ts";
import { type PlaceholderEvas, PlaceholderEvasChoice } from "./PlaceholderEvasChoice.tsx";

/** The row actions that decide a request. */
export type Decision = Exclude<RequestRowAction, "details">;

export interface DecisionDialogProps {
  decision: Decision;
  /** the request as the table's actions cell names it */
  target: RequestRowTarget;
  onClose(): void;
}

/**
 * Accept or decline a request with a substantiation (SPEC 2.15, 4, 5). Accepting performs the request
 * (decision 17); a NEW_ERHEBUNGSID without EVAS asks for a placeholder EVAS. Declining needs a reason of
 * more than 10 characters (reject-reason). A refused accept shows the server's reason here and leaves the
 * request open; when someone else decided meanwhile, the dialog closes with that message and the row
 * shows the request as it is now.
 */
export function DecisionDialog({ decision, target, onClose }: DecisionDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const snackbar = useSnackbar();
  const approve = useApproveRequest();
  const reject = useRejectRequest();
  const [reason, setReason] = useState("");
  const [evas, setEvas] = useState<PlaceholderEvas>(DEFAULT_PLACEHOLDER_EVAS);
  const [failure, setFailure] = useState<string | null>(null);
  const accepting = decision === "accept";
  const approval = requestApproveSchema.safeParse({ reason, ...(target.evasRequired ? { evas } : {}) });
  const rejection = requestRejectSchema.safeParse({ reason });
  const valid = accepting ? approval.success : rejection.success;
  const named = { id: target.id, type: requestName(t, "type", target.requestType) };

  const submit = useRunOnce(async () => {
    setFailure(null);
    try {
      if (accepting && approval.success) {
        await approve.mutateAsync({ id: target.id, decision: approval.data });
      } else if (!accepting && rejection.success) {
        await reject.mutateAsync({ id: target.id, decision: rejection.data });
      } else {
        return;
      }
      snackbar.success(t(accepting ? "processes.decision.accepted" : "processes.decision.declined", named));
      onClose();
    } catch (error) {
      const message = errorMessage(error, t, { action: accepting ? "APPROVE" : "REJECT", object: "REQUEST" });
      if (isApiError(error) && error.code === "REQUEST_DECIDED") {
        snackbar.error(message);
        onClose();
      } else {
        setFailure(message);
      }
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
      <DialogTitle id={titleId}>
        {t(accepting ? "processes.decision.acceptTitle" : "processes.decision.declineTitle", named)}
      </DialogTitle>
      <Box component="form" noValidate onSubmit={submit.onSubmit}>
        <DialogContent sx={{ display: "grid", gap: 2 }}>
          <DialogContentText id={textId}>
            {t(accepting ? "processes.decision.acceptText" : "processes.decision.declineText", named)}
          </DialogContentText>
          {accepting && target.evasRequired && <PlaceholderEvasChoice value={evas} onChange={setEvas} />}
          <TextField
            label={t(accepting ? "processes.decision.reasonOptional" : "processes.decision.reason")}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required={!accepting}
            multiline
            minRows={3}
            autoFocus
            error={!valid && reason !== ""}
            helperText={valid ? undefined : t(problemOf(accepting ? approval : rejection))}
          />
          {failure && <Alert severity="error">{failure}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("common.cancel")}</Button>
          <Button
            type="submit"
            variant="contained"
            color={accepting ? "primary" : "error"}
            disabled={!valid}
            {...submit.busy}
          >
            {t(accepting ? "processes.decision.accept" : "processes.decision.decline")}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** The catalogue key of a refused form: the schema's first message (reject-reason for a short reason). */
function problemOf(parsed: { error?: { issues: readonly { message: string }[] } }): string {
  return validationKey(parsed.error?.issues[0]?.message ?? "");
}
