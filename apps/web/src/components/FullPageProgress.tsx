import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import { useTranslation } from "react-i18next";

/** Shown while the session is being checked, instead of redirecting too early. */
export function FullPageProgress() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: "flex", justifyContent: "center", py: 8 }}>
      <CircularProgress aria-label={t("app.loading")} />
    </Box>
  );
}
