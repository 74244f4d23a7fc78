import { useTranslation } from "react-i18next";
import { Page } from "../../components/Page.tsx";
import { AuditDownload } from "./components/AuditDownload.tsx";
import { LogPanel } from "./components/LogPanel.tsx";

/**
 * Monitoring (SPEC 2.17): the live server log with its downloads, and the audit logs of a range of days.
 * The route guard lets only MONITORING_ACCESS in; the server checks the right again on every call.
 */
export function MonitoringPage() {
  const { t } = useTranslation();
  return (
    <Page title={t("screen.monitoring")}>
      <LogPanel />
      <AuditDownload />
    </Page>
  );
}
