import { DATE_TIME_FORMAT } from "@erhdb/domain";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import dayjs from "dayjs";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useSearchParams } from "react-router";
import { errorMessage } from "../../api/error-message.ts";
import { useSession } from "../../auth/session-context.ts";
import { Page } from "../../components/Page.tsx";
import { useSnackbar } from "../../components/snackbar.tsx";
import { safeRedirectTarget } from "../../lib/redirect.ts";
import { ForgotPasswordDialog } from "./ForgotPasswordDialog.tsx";
import { LoginForm } from "./LoginForm.tsx";

/**
 * SPEC 2.23 and 5: the login, its two failure states, the way back to where the user was, and the
 * request of a password reset link.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { status, lockedUntil, login, resetLoginResult } = useSession();
  const snackbar = useSnackbar();
  const [params] = useSearchParams();
  const target = safeRedirectTarget(params.get("redirect"));
  const [forgotOpen, setForgotOpen] = useState(false);

  // A failed attempt's message belongs to this visit of the page only.
  useEffect(() => resetLoginResult, [resetLoginResult]);

  if (status === "loggedIn") return <Navigate to={target} replace />;

  const submit = (username: string, password: string) =>
    login(username, password).catch((error: unknown) => snackbar.error(errorMessage(error, t)));

  return (
    <Page title={t("screen.login")} maxWidth={480}>
      <Typography sx={{ mb: 3 }}>{t("login.intro")}</Typography>
      {status === "invalidCredentials" && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t("login.invalidCredentials")}
        </Alert>
      )}
      {status === "ipLocked" && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {lockedUntil
            ? t("login.ipLocked", { until: dayjs(lockedUntil).format(DATE_TIME_FORMAT) })
            : t("login.ipLockedNoTime")}
        </Alert>
      )}
      <LoginForm busy={status === "fetching" || status === "validating"} onSubmit={submit} />
      <Button onClick={() => setForgotOpen(true)} sx={{ mt: 2 }}>
        {t("login.forgot.open")}
      </Button>
      {forgotOpen && <ForgotPasswordDialog onClose={() => setForgotOpen(false)} />}
    </Page>
  );
}
