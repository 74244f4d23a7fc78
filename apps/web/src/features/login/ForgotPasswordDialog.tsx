import { fieldErrors, passwordResetRequestSchema } from "@erhdb/domain";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../api/error-message.ts";
import { useRunOnce } from "../../components/use-run-once.ts";
import { useRequestPasswordReset } from "./api.ts";

/**
 * "Passwort vergessen?" (SPEC 2.20, decision 16): asks for the account's address and always answers the
 * same, so nobody learns from it whether an address has an account; when the address was asked for
 * before, it says that only the newest link works (decision 39); too many requests show the server's
 * message.
 */
export function ForgotPasswordDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState("");
  const [touched, setTouched] = useState(false);
  const parsed = passwordResetRequestSchema.safeParse({ email });
  const invalid = parsed.success ? undefined : fieldErrors(parsed.error).email;
  const message = invalid && touched ? t(`validation.${invalid}`) : undefined;

  const submit = useRunOnce(async () => {
    setTouched(true);
    // the outcome shows from the request's state: the confirmation or the refusal above the field
    if (parsed.success) await request.mutateAsync(parsed.data).catch(() => undefined);
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t("login.forgot.title")}</DialogTitle>
      {request.isSuccess ? (
        <>
          <DialogContent>
            <Alert severity="success">
              {t(request.data?.replacesEarlier ? "login.forgot.sentAgain" : "login.forgot.sent")}
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} autoFocus>
              {t("common.close")}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form noValidate onSubmit={submit.onSubmit}>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{t("login.forgot.intro")}</DialogContentText>
            {request.isError && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {errorMessage(request.error, t)}
              </Alert>
            )}
            <TextField
              name="email"
              type="email"
              autoComplete="username"
              label={t("login.username")}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              onBlur={() => setTouched(true)}
              error={message !== undefined}
              helperText={message}
              required
              fullWidth
              autoFocus
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t("common.cancel")}</Button>
            <Button type="submit" variant="contained" {...submit.busy}>
              {t("login.forgot.submit")}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
