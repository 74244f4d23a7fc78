import { REQUEST_PAGES, type RequestPagePath } from "@erhdb/domain";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { Page } from "../../components/Page.tsx";
import { requestPageKey } from "./request-page-key.ts";

const PAGES = Object.keys(REQUEST_PAGES) as RequestPagePath[];

/** /requests (decision 17): the five request pages, each with a sentence on what it is for. */
export function RequestsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t("screen.requests")} maxWidth={960}>
      <Typography sx={{ mb: 2 }}>{t("requests.overview.intro")}</Typography>
      <Box component="ul" sx={{ display: "grid", gap: 2, pl: 0, listStyle: "none" }}>
        {PAGES.map((path) => {
          const key = requestPageKey(path);
          return (
            <li key={path}>
              <Link component={RouterLink} to={path} variant="subtitle1">
                {t(`screen.${key}`)}
              </Link>
              <Typography variant="body2">{t(`requests.page.${key}.summary`)}</Typography>
            </li>
          );
        })}
      </Box>
    </Page>
  );
}
