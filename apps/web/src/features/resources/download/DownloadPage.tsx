import { parseDownloadParams } from "@erhdb/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import type { TFunction } from "i18next";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation, useNavigate } from "react-router";
import { isApiError } from "../../../api/client.ts";
import { errorMessage } from "../../../api/error-message.ts";
import { downloadResourceByKey } from "../../../api/resource-download.ts";
import { useSession } from "../../../auth/session-context.ts";
import { Page } from "../../../components/Page.tsx";
import { useSnackbar } from "../../../components/snackbar.tsx";
import { loginPathFor } from "../../../lib/redirect.ts";
import { DownloadUsage } from "./DownloadUsage.tsx";

type Outcome =
  | { kind: "loading"; key: string }
  | { kind: "done"; key: string }
  | { kind: "failed"; key: string; error: unknown };

/**
 * The download page (SPEC 2.21, 5, 8; /download.html?download=<key>): the query is the domain's
 * `parseDownloadParams`. A valid key downloads the resource at once; anything else says 'Ungültige
 * Parameter.' and falls back to the bare page with the usage help, which the page always shows.
 */
export function DownloadPage() {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const location = useLocation();
  const request = useMemo(() => parseDownloadParams(location.search), [location.search]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Each visited address acts once, even when an effect runs twice (React's strict mode).
  const handled = useRef<string | null>(null);

  const fetchFile = useCallback(
    async (key: string) => {
      setOutcome({ kind: "loading", key });
      try {
        await downloadResourceByKey(key);
        setOutcome({ kind: "done", key });
        snackbar.success(t("resources.downloadPage.success"));
      } catch (error) {
        setOutcome({ kind: "failed", key, error });
      }
    },
    [snackbar, t],
  );

  useEffect(() => {
    if (handled.current === location.key) return;
    handled.current = location.key;
    setOutcome(null);
    if (request.kind === "invalid") {
      snackbar.error(t("resources.downloadPage.invalid"));
      navigate({ pathname: location.pathname }, { replace: true });
    } else if (request.kind === "download") {
      void fetchFile(request.key);
    }
  }, [request, location.key, location.pathname, navigate, snackbar, t, fetchFile]);

  return (
    <Page title={t("screen.download")}>
      {outcome && (
        <Box sx={{ mb: 3 }}>
          <OutcomeView
            outcome={outcome}
            loginPath={loginPathFor(location.pathname, location.search)}
            onRetry={fetchFile}
          />
        </Box>
      )}
      <DownloadUsage />
    </Page>
  );
}

function OutcomeView({
  outcome,
  loginPath,
  onRetry,
}: {
  outcome: Outcome;
  loginPath: string;
  onRetry(key: string): void;
}) {
  const { t } = useTranslation();
  const anonymous = useSession().person === null;
  const { key } = outcome;
  if (outcome.kind === "loading") {
    return (
      <Box role="status" sx={{ display: "flex", alignItems: "center", gap: 2 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{t("resources.downloadPage.loading", { key })}</Typography>
      </Box>
    );
  }
  const again = (
    <Button color="inherit" size="small" onClick={() => onRetry(key)}>
      {t("resources.downloadPage.again")}
    </Button>
  );
  if (outcome.kind === "done") {
    return (
      <Alert severity="success" role="status" action={again}>
        {t("resources.downloadPage.done", { key })}
      </Alert>
    );
  }
  // nobody logged in: a resource that is not public is unknown to them too (decision 34), so offer the login
  const offerLogin = anonymous && isApiError(outcome.error) && outcome.error.status === 404;
  const login = (
    <Button color="inherit" size="small" component={RouterLink} to={loginPath}>
      {t("resources.downloadPage.login")}
    </Button>
  );
  return (
    <Alert severity="error" action={offerLogin ? login : again}>
      {failureText(outcome.error, key, anonymous, t)}
    </Alert>
  );
}

/**
 * A refusal in the words of decision 34's answer: the server answers a resource the caller may not see as
 * an unknown one, so "not found" says both, and to an anonymous visitor that logging in may help.
 */
function failureText(error: unknown, key: string, anonymous: boolean, t: TFunction): string {
  if (isApiError(error) && error.status === 404) {
    return t(anonymous ? "resources.downloadPage.notFoundAnonymous" : "resources.downloadPage.notFound", {
      key,
    });
  }
  return errorMessage(error, t, { action: "RETRIEVE", object: "RESOURCE" });
}
