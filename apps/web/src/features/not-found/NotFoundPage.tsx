import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Page } from "../../components/Page.tsx";
import { BackHomeLink } from "./BackHomeLink.tsx";

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page title={t("notFound.title")}>
      <Typography sx={{ mb: 2 }}>{t("notFound.text")}</Typography>
      <BackHomeLink />
    </Page>
  );
}
