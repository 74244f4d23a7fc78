import { formatBerlinDateTime, hasRight, type RequestAnswer, seesRequestContent } from "@erhdb/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../auth/session-context.ts";
import { historyTab } from "../../../components/history/history-tab.tsx";
import { TabbedPanels } from "../../../components/TabbedPanels.tsx";
import { TicketView } from "../../../components/TicketView.tsx";
import { requestName } from "../../../lib/request-names.ts";
import { ApplicantFacts } from "../components/ApplicantFacts.tsx";
import { FactList } from "../components/FactList.tsx";
import { SpecializingFacts } from "../components/SpecializingFacts.tsx";
import { ProgressForm } from "./ProgressForm.tsx";
import { RequestDialog, typedTitle } from "./RequestDialog.tsx";

const personName = (person: RequestAnswer["responsiblePerson"]) =>
  person ? `${person.name}, ${person.forename}` : "";

/**
 * The details of a request (SPEC 2.15): tabs for what it asks for, the applicant, the substantiation, the
 * status with the staff's progress, and the request content (its history, newest first), which only a
 * caller with REQUEST_READ sees (SPEC 6).
 */
export function RequestDetailsDialog({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useTranslation();
  const { person } = useSession();
  return (
    <RequestDialog
      id={id}
      title={typedTitle(t, "processes.dialog.detailsTitle", id)}
      maxWidth="md"
      onClose={onClose}
    >
      {(request) => (
        <TabbedPanels
          label={t("processes.dialog.tabs")}
          tabs={[
            {
              key: "specializing",
              label: t("processes.dialog.tab.specializing"),
              panel: <SpecializingFacts request={request} />,
            },
            {
              key: "applicant",
              label: t("processes.dialog.tab.applicant"),
              panel: <ApplicantFacts applicant={request.applicant} />,
            },
            {
              key: "substantiation",
              label: t("processes.dialog.tab.substantiation"),
              panel: (
                <Typography sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                  {request.substantiation || t("processes.substantiation.none")}
                </Typography>
              ),
            },
            {
              key: "status",
              label: t("processes.dialog.tab.status"),
              panel: <StatusPanel request={request} />,
            },
            {
              key: "content",
              label: t("processes.dialog.tab.content"),
              panel: <ContentPanel request={request} />,
            },
            // "Verlauf" names the request's own content history here: the audit records are its changes
            ...(hasRight(person, "REQUEST_READ")
              ? [historyTab(t, "request", String(request.id), { label: t("history.changesTab") })]
              : []),
          ]}
        />
      )}
    </RequestDialog>
  );
}

function StatusPanel({ request }: { request: RequestAnswer }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <FactList
        facts={[
          [t("processes.status.actionStatus"), requestName(t, "status", request.actionStatus)],
          [t("processes.status.created"), formatBerlinDateTime(request.requestCreatenTime)],
          [t("processes.status.updating"), formatBerlinDateTime(request.updating)],
          [t("processes.status.responsiblePerson"), personName(request.responsiblePerson)],
          [t("processes.status.lastEditor"), personName(request.lastEditor)],
          [t("processes.status.progressComment"), request.progressComment],
        ]}
      />
      <Divider />
      <ProgressForm request={request} />
    </Box>
  );
}

/** The history as the applicant's ticket shows it, for callers with REQUEST_READ (SPEC 6). */
function ContentPanel({ request }: { request: RequestAnswer }) {
  const { t } = useTranslation();
  const { person } = useSession();
  if (!seesRequestContent(person) || request.requestContent === null) {
    return <Alert severity="info">{t("processes.content.noPermission")}</Alert>;
  }
  return <TicketView ticket={{ ...request, requestContent: request.requestContent }} />;
}
