import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Page } from "../components/Page.tsx";

/**
 * Shown when rendering a route throws (for example a page's code failed to load after a new
 * deployment). `standalone` when the shell itself failed and so provides no <main>.
 */
export function RouteErrorPage({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation();
  const content = (
    <Page title={t("app.crashTitle")}>
      <Typography sx={{ mb: 2 }}>{t("app.crashText")}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t("app.reload")}
      </Button>
    </Page>
  );
  return standalone ? (
    <Box component="main" sx={{ p: 3 }}>
      {content}
    </Box>
  ) : (
    content
  );
}
