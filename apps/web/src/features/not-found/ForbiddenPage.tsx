import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Page } from "../../components/Page.tsx";
import { BackHomeLink } from "./BackHomeLink.tsx";

/** A logged-in user without the right a screen needs (HTTP 403 in page form). */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <Page title={t("forbidden.title")}>
      <Typography sx={{ mb: 2 }}>{t("forbidden.text")}</Typography>
      <BackHomeLink />
    </Page>
  );
}
