import Alert from "@mui/material/Alert";
import { useTranslation } from "react-i18next";
import { Page } from "./Page.tsx";

/** Stands in for a screen that a later issue builds; it is a real route, not a 404. */
export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Page title={t(titleKey)}>
      <Alert severity="info">{t("placeholder.text")}</Alert>
    </Page>
  );
}
