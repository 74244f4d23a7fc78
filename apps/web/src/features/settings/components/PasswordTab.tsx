import {
  type AuthPerson,
  fieldErrors,
  newPasswordLongEnough,
  PASSWORD_MESSAGE_KEYS,
  type PasswordChange,
  passwordChangeSchema,
  passwordEqualsEmail,
} from "@erhdb/domain";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../api/error-message.ts";
import { NewPasswordFields } from "../../../components/new-password/NewPasswordFields.tsx";
import { usePasswordForm } from "../../../components/new-password/use-password-form.ts";
import { PasswordField } from "../../../components/PasswordField.tsx";
import { useSnackbar } from "../../../components/snackbar.tsx";
import { useRunOnce } from "../../../components/use-run-once.ts";
import { useChangePassword } from "../api.ts";

const FIELDS = ["currentPassword", "password", "passwordAgain"] as const;

/**
 * Tab password (SPEC 2.11, 5 "Password change"): current, new and repeat; the button waits for 8
 * characters in both new fields; what the server refuses (a wrong current password, a common password)
 * shows at its field.
 */
export function PasswordTab({ person }: { person: Pick<AuthPerson, "email" | "name" | "forename"> }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const change = useChangePassword();
  const validate = useCallback(
    (values: PasswordChange) => {
      const result = passwordChangeSchema.safeParse(values);
      const errors = result.success ? {} : fieldErrors(result.error);
      if (!errors.password && passwordEqualsEmail(values.password, person.email)) {
        errors.password = PASSWORD_MESSAGE_KEYS.equalsEmail;
      }
      return errors;
    },
    [person.email],
  );
  const form = usePasswordForm({ fields: FIELDS, validate });
  const userInputs = useMemo(
    () => [person.name, person.forename, person.email],
    [person.name, person.forename, person.email],
  );

  const submit = useRunOnce(async () => {
    if (!form.readyToSend()) return;
    try {
      await change.mutateAsync(form.values);
      snackbar.success(t("passwordForm.changed"));
      form.clear();
    } catch (error) {
      if (!form.showRefusal(error))
        snackbar.error(errorMessage(error, t, { action: "EDIT", object: "USER" }));
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} sx={{ py: 1, maxWidth: 480 }} onSubmit={submit.onSubmit}>
      <PasswordField
        {...form.fieldProps("currentPassword")}
        label={t("settings.password.current")}
        autoComplete="current-password"
      />
      <NewPasswordFields
        fieldProps={form.fieldProps}
        password={form.values.password}
        userInputs={userInputs}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={!newPasswordLongEnough(form.values)}
        {...submit.busy}
        sx={{ alignSelf: "flex-start" }}
      >
        {t("settings.password.submit")}
      </Button>
    </Stack>
  );
}
