import type { DocumentAnswer, DocumentVisibility } from "@erhdb/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../api/error-message.ts";
import { useSession } from "../../auth/session-context.ts";
import { Page } from "../../components/Page.tsx";
import { useSnackbar } from "../../components/snackbar.tsx";
import { TabbedPanels } from "../../components/TabbedPanels.tsx";
import { downloadDocument, useDocuments } from "./api.ts";
import { DocumentList } from "./components/DocumentList.tsx";
import { DocumentPageDialog } from "./components/DocumentPageDialog.tsx";
import { RestInterfacePanel } from "./components/RestInterfacePanel.tsx";
import { SoapInterfacePanel } from "./components/SoapInterfacePanel.tsx";
import { StandardsPanel } from "./components/StandardsPanel.tsx";

function Section({ title, children }: { title: string; children(headingId: string): ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Typography variant="h6" component="h2" id={headingId} sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children(headingId)}
    </Box>
  );
}

/**
 * The documentation page (SPEC 2.6, decision 19): the public documents for everyone, the internal ones
 * for logged-in users, and the developer tabs for the REST interface, the standards of official statistics
 * (SDMX, DDI, OAI-PMH) and the deprecated SOAP interface.
 */
export function DocumentationPage() {
  const { t } = useTranslation();
  const { person } = useSession();
  const snackbar = useSnackbar();
  const documents = useDocuments();
  const [reading, setReading] = useState<DocumentAnswer | null>(null);

  const open = async (document: DocumentAnswer) => {
    if (document.kind === "html") {
      setReading(document);
      return;
    }
    try {
      await downloadDocument(document);
    } catch (error) {
      snackbar.error(errorMessage(error, t));
    }
  };

  const links = (visibility: DocumentVisibility, headingId: string) => {
    if (documents.isError) return <Alert severity="error">{errorMessage(documents.error, t)}</Alert>;
    if (documents.data === undefined) {
      return (
        <Box aria-busy="true">
          <CircularProgress aria-label={t("app.loading")} />
        </Box>
      );
    }
    return (
      <DocumentList
        labelledBy={headingId}
        documents={documents.data.filter((d) => d.visibility === visibility)}
        onOpen={(document) => void open(document)}
      />
    );
  };

  return (
    <Page title={t("screen.documentation")} maxWidth={960}>
      <Section title={t("documentation.extern")}>{(id) => links("extern", id)}</Section>
      {person && <Section title={t("documentation.intern")}>{(id) => links("intern", id)}</Section>}
      <Section title={t("documentation.developers")}>
        {() => (
          <TabbedPanels
            label={t("documentation.interfaces")}
            tabs={[
              { key: "rest", label: t("documentation.restTab"), panel: <RestInterfacePanel /> },
              { key: "standards", label: t("documentation.standardsTab"), panel: <StandardsPanel /> },
              { key: "soap", label: t("documentation.soapTab"), panel: <SoapInterfacePanel /> },
            ]}
          />
        )}
      </Section>
      {reading && <DocumentPageDialog document={reading} onClose={() => setReading(null)} />}
    </Page>
  );
}
