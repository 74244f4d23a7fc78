import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import { useTranslation } from "react-i18next";

/**
 * Shown while the session is being checked (instead of redirecting too early) or a screen's code
 * loads; marked busy, so an assistive technology knows the page is not there yet.
 */
export function FullPageProgress() {
  const { t } = useTranslation();
  return (
    <Box aria-busy="true" sx={{ display: "flex", justifyContent: "center", py: 8 }}>
      <CircularProgress aria-label={t("app.loading")} />
    </Box>
  );
}
