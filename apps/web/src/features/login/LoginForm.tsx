import { fieldErrors, loginFormSchema, PASSWORD_MIN_LENGTH } from "@erhdb/domain";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PasswordField } from "../../components/PasswordField.tsx";
import { useRunOnce } from "../../components/use-run-once.ts";

type Field = "loginName" | "password";

export interface LoginFormProps {
  /** the session is checking a token or logging in, whichever form started it */
  busy: boolean;
  onSubmit(username: string, password: string): Promise<void>;
}

/**
 * Email and password with the validation of SPEC 5. A field's message shows once the field was
 * left (blur) or the form was submitted, so nobody is scolded while still typing.
 */
export function LoginForm({ busy, onSubmit }: LoginFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ loginName: "", password: "" });
  const [touched, setTouched] = useState<Record<Field, boolean>>({ loginName: false, password: false });
  const [submitted, setSubmitted] = useState(false);
  const inputs = { loginName: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const errors = useMemo(() => {
    const result = loginFormSchema.safeParse(values);
    return result.success ? {} : fieldErrors(result.error);
  }, [values]);

  const messageFor = (field: Field): string | undefined => {
    const key = errors[field];
    if (!key || !(touched[field] || submitted)) return undefined;
    return t(`validation.${key}`, { value: PASSWORD_MIN_LENGTH });
  };

  const send = useRunOnce(async () => {
    setSubmitted(true);
    const firstInvalid = (["loginName", "password"] as const).find((field) => errors[field]);
    if (firstInvalid) {
      inputs[firstInvalid].current?.focus();
      return;
    }
    await onSubmit(values.loginName.trim(), values.password);
  });

  const fieldProps = (field: Field) => {
    const message = messageFor(field);
    return {
      name: field,
      value: values[field],
      required: true,
      fullWidth: true,
      error: message !== undefined,
      helperText: message,
      inputRef: inputs[field],
      onChange: (event: { target: { value: string } }) =>
        setValues((v) => ({ ...v, [field]: event.target.value })),
      onBlur: () => setTouched((v) => ({ ...v, [field]: true })),
    };
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={send.onSubmit}>
      <TextField
        {...fieldProps("loginName")}
        label={t("login.username")}
        type="email"
        autoComplete="username"
      />
      <PasswordField
        {...fieldProps("password")}
        label={t("login.password")}
        autoComplete="current-password"
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={busy || send.running}
        aria-busy={busy || send.running}
      >
        {t("login.submit")}
      </Button>
    </Stack>
  );
}
