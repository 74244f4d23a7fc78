import { PASSWORD_TOKEN_PATTERN } from "@erhdb/domain";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { errorMessage } from "../../api/error-message.ts";
import { useSession } from "../../auth/session-context.ts";
import { FullPageProgress } from "../../components/FullPageProgress.tsx";
import { Page } from "../../components/Page.tsx";
import { useTokenState } from "./api.ts";
import { ResetPasswordForm } from "./ResetPasswordForm.tsx";

/**
 * /password/reset?token= (SPEC 2.20, 4 "Password reset"): a logged-in user cannot use it; a missing,
 * malformed, wrong, used or expired token says so, and one a newer link replaced says to use the newest
 * mail (decision 39); a valid one shows the form, then the success with the way to the login.
 */
export function PasswordResetPage() {
  const { t } = useTranslation();
  const { status } = useSession();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [done, setDone] = useState(false);
  const [refused, setRefused] = useState(false);
  const sessionPending = status === "validating" || status === "fetching";
  const loggedIn = status === "loggedIn";
  // A token of another shape was never issued: no need to ask the server.
  const wellFormed = PASSWORD_TOKEN_PATTERN.test(token);
  const tokenState = useTokenState(token, wellFormed && !sessionPending && !loggedIn && !done);

  const body = () => {
    if (done) {
      return (
        <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
          <Alert severity="success">{t("passwordForm.changed")}</Alert>
          <Button component={Link} to="/login" variant="contained">
            {t("passwordReset.toLogin")}
          </Button>
        </Stack>
      );
    }
    if (sessionPending) return <FullPageProgress />;
    if (loggedIn) {
      return (
        <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
          <Alert severity="warning">{t("passwordReset.loggedIn")}</Alert>
          <Button component={Link} to="/settings">
            {t("passwordReset.toSettings")}
          </Button>
        </Stack>
      );
    }
    if (tokenState.data === "replaced") {
      return <Alert severity="error">{t("passwordReset.replacedToken")}</Alert>;
    }
    if (!wellFormed || refused || tokenState.data === "not-valid") {
      return <Alert severity="error">{t("passwordReset.invalidToken")}</Alert>;
    }
    if (tokenState.isError) return <Alert severity="error">{errorMessage(tokenState.error, t)}</Alert>;
    if (tokenState.data === undefined) return <FullPageProgress />;
    return (
      <>
        <Typography sx={{ mb: 3 }}>{t("passwordReset.intro")}</Typography>
        <ResetPasswordForm
          token={token}
          onDone={() => setDone(true)}
          onTokenRefused={() => setRefused(true)}
        />
      </>
    );
  };

  return (
    <Page title={t("screen.passwordReset")} maxWidth={480}>
      {body()}
    </Page>
  );
}
