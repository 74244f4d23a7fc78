import Alert from "@mui/material/Alert";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { isApiError } from "../../../api/client.ts";
import { errorMessage } from "../../../api/error-message.ts";
import { FullPageProgress } from "../../../components/FullPageProgress.tsx";
import { Page } from "../../../components/Page.tsx";
import { TicketView } from "../../../components/TicketView.tsx";
import { useTicket } from "../api.ts";

/**
 * /ticketstatus?token= (SPEC 2.9, decision 17): the request's status and history as its applicant may
 * see them. A missing or wrong token is 'invalidtoken' (SPEC 8); the server is not asked without one.
 */
export function TicketStatusPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const ticket = useTicket(token);

  const body = () => {
    if (token === "") return <Alert severity="error">{t("requests.ticket.invalidtoken")}</Alert>;
    if (ticket.isPending) return <FullPageProgress />;
    if (ticket.isError) {
      // the server refuses a token it does not know; anything else (no network) says what it was
      const refused = isApiError(ticket.error) && ticket.error.status < 500;
      return (
        <Alert severity="error">
          {refused ? t("requests.ticket.invalidtoken") : errorMessage(ticket.error, t)}
        </Alert>
      );
    }
    return <TicketView ticket={ticket.data} />;
  };

  return (
    <Page title={t("screen.ticketstatus")} maxWidth={960}>
      {body()}
    </Page>
  );
}
