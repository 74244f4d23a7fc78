import Alert from "@mui/material/Alert";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";

/** The SOAP interface is deprecated (SPEC 2.6): available until 31.12.2026, not for new use. */
export function SoapInterfacePanel() {
  const { t } = useTranslation();
  return (
    <>
      <Alert severity="warning" sx={{ mb: 2 }}>
        <Typography component="p" sx={{ fontWeight: 500 }}>
          {t("documentation.soap.notice")}
        </Typography>
        <Typography component="p">{t("documentation.soap.until")}</Typography>
      </Alert>
      <Typography sx={{ mb: 1.5 }}>{t("documentation.soap.migrate")}</Typography>
      <Typography sx={{ mb: 1.5 }}>{t("documentation.soap.contact")}</Typography>
    </>
  );
}
