import { fieldErrors, newPasswordLongEnough, newPasswordSchema } from "@erhdb/domain";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../api/client.ts";
import { errorMessage } from "../../api/error-message.ts";
import { NewPasswordFields } from "../../components/new-password/NewPasswordFields.tsx";
import { usePasswordForm } from "../../components/new-password/use-password-form.ts";
import { useSnackbar } from "../../components/snackbar.tsx";
import { useRunOnce } from "../../components/use-run-once.ts";
import { useSetPasswordByToken } from "./api.ts";

const FIELDS = ["password", "passwordAgain"] as const;

function validate(values: { password: string; passwordAgain: string }) {
  const result = newPasswordSchema.safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
}

export interface ResetPasswordFormProps {
  token: string;
  onDone(): void;
  /** the token stopped working meanwhile (used by another tab, expired) */
  onTokenRefused(): void;
}

/** The new password of a reset link (SPEC 2.20): new and repeat with the change form's rules and meter. */
export function ResetPasswordForm({ token, onDone, onTokenRefused }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const save = useSetPasswordByToken();
  const form = usePasswordForm({ fields: FIELDS, validate });
  const [checkInputs, setCheckInputs] = useState(false);

  const submit = useRunOnce(async () => {
    setCheckInputs(false);
    if (!form.readyToSend()) return;
    try {
      await save.mutateAsync({ token, password: form.values.password });
      onDone();
    } catch (error) {
      refused(error);
    }
  });

  const refused = (error: unknown) => {
    if (isApiError(error) && error.code === "INVALID_TOKEN") return onTokenRefused();
    if (form.showRefusal(error)) return;
    // SPEC 8: a refused password set says 'checkinputs'; an unreachable or failing server says what failed
    if (isApiError(error) && error.status < 500) return setCheckInputs(true);
    snackbar.error(errorMessage(error, t, { action: "RESET_PASSWORD", object: "USER" }));
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit.onSubmit}>
      {checkInputs && <Alert severity="error">{t("passwordReset.checkInputs")}</Alert>}
      <NewPasswordFields fieldProps={form.fieldProps} password={form.values.password} />
      <Button
        type="submit"
        variant="contained"
        disabled={!newPasswordLongEnough(form.values)}
        {...submit.busy}
      >
        {t("passwordReset.submit")}
      </Button>
    </Stack>
  );
}
