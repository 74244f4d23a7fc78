import {
  currentStylesheet,
  HOME_PATH,
  isStylesheetName,
  type StylesheetName,
  stylesheetOfLoadQuery,
} from "@erhdb/domain";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { errorMessage } from "../../api/error-message.ts";
import { downloadGenericResource, genericResourcesQuery } from "../../api/generic-resources.ts";
import { FullPageProgress } from "../../components/FullPageProgress.tsx";
import { Page } from "../../components/Page.tsx";
import { useSnackbar } from "../../components/snackbar.tsx";

const LOAD_PATH = "/Load.html";

/** `/raw2html.xsl` names itself; `/Load.html?raw2html.xsl` names it in its query. */
function stylesheetOf(pathname: string, search: string): StylesheetName | null {
  if (pathname === LOAD_PATH) return stylesheetOfLoadQuery(search);
  const name = pathname.slice(1);
  return isStylesheetName(name) ? name : null;
}

/**
 * The stylesheet addresses of SPEC 2.1 (`/raw2html.xsl`, `/res1html.xsl`, `/res2html.xsl` and
 * `/Load.html?<name>`): each downloads the current stylesheet of its name (the domain's
 * `currentStylesheet` over `GET genericResource`), then goes on to the surveys. Whatever fails says so
 * in the snackbar, and the visitor still lands on the surveys.
 */
export function StylesheetPage() {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname, search, key } = useLocation();
  // Each visited address downloads once, even when an effect runs twice (React's strict mode).
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (handled.current === key) return;
    handled.current = key;
    const name = stylesheetOf(pathname, search);
    const deliver = async () => {
      if (!name) {
        snackbar.error(t("stylesheets.invalid"));
        return;
      }
      try {
        const sheet = currentStylesheet(await queryClient.fetchQuery(genericResourcesQuery), name);
        if (sheet) await downloadGenericResource(sheet);
        else snackbar.error(t("stylesheets.missing", { name }));
      } catch (error) {
        snackbar.error(errorMessage(error, t, { action: "DOWNLOAD", object: "GENERAL_RESOURCE" }));
      }
    };
    void deliver().then(() => navigate(HOME_PATH, { replace: true }));
  }, [key, pathname, search, queryClient, navigate, snackbar, t]);

  return (
    <Page title={t(pathname === LOAD_PATH ? "screen.load" : "screen.stylesheet")}>
      <Typography>{t("stylesheets.loading")}</Typography>
      <FullPageProgress />
    </Page>
  );
}
