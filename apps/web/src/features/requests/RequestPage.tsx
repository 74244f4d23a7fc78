import { REQUEST_PAGES, type RequestPagePath } from "@erhdb/domain";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Page } from "../../components/Page.tsx";
import { RequestForm } from "./form/RequestForm.tsx";
import { requestPageKey } from "./request-page-key.ts";

/** One public request page (SPEC 2.22, decision 17): its title, what it is for, and its form. */
export function RequestPage({ path }: { path: RequestPagePath }) {
  const { t } = useTranslation();
  const key = requestPageKey(path);
  return (
    <Page title={t(`screen.${key}`)} maxWidth={960}>
      <Typography sx={{ mb: 3 }}>{t(`requests.page.${key}.intro`)}</Typography>
      <RequestForm types={REQUEST_PAGES[path]} />
    </Page>
  );
}

export const RequestStatisticIdPage = () => <RequestPage path="/requeststatisticid" />;
export const EditErhebungsidPage = () => <RequestPage path="/editerhebungsid" />;
export const ContinueErhebungsidPage = () => <RequestPage path="/continueerhebungsid" />;
export const ArchiveErhebungsidPage = () => <RequestPage path="/archiveerhebungsid" />;
export const RequestAdminAccessPage = () => <RequestPage path="/requestadminaccess" />;
