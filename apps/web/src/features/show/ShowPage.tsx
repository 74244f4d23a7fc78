import { parseShowParams } from "@erhdb/domain";
import Typography from "@mui/material/Typography";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { FullPageProgress } from "../../components/FullPageProgress.tsx";
import { Page } from "../../components/Page.tsx";
import { useSnackbar } from "../../components/snackbar.tsx";
import { genericTypeName } from "../../lib/generic-type-name.ts";
import { GenericResourceList } from "./components/GenericResourceList.tsx";
import { ShowUsage } from "./components/ShowUsage.tsx";
import { surveysTarget } from "./show-target.ts";

/**
 * The Show page (SPEC 2.8, /Show.html and /show.html): what its query asks for is the domain's
 * `parseShowParams`; decision 9 says what each answer shows. Survey parameters lead to the surveys
 * list; an invalid query says so and falls back to the bare page with the usage examples.
 */
export function ShowPage() {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const location = useLocation();
  const request = useMemo(() => parseShowParams(location.search), [location.search]);
  // Each visited address acts once, even when an effect runs twice (React's strict mode).
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (handled.current === location.key) return;
    handled.current = location.key;
    if (request.kind === "invalid") {
      snackbar.error(t("show.invalid"));
      navigate({ pathname: location.pathname }, { replace: true });
    } else if (request.kind === "surveys") {
      navigate(surveysTarget(request), { replace: true });
    }
  }, [request, location.key, location.pathname, navigate, snackbar, t]);

  if (request.kind === "surveys") return <FullPageProgress />;
  return (
    <Page title={t("screen.show")}>
      {request.kind === "genericResources" ? (
        <>
          <Typography variant="h5" component="h2" gutterBottom>
            {t("show.genericHeading", { type: genericTypeName(request.type, t) })}
          </Typography>
          <GenericResourceList type={request.type} />
        </>
      ) : (
        <ShowUsage />
      )}
    </Page>
  );
}
