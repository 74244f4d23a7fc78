import type { WebhookSecretAnswer, WebhookTargetAnswer } from "@erhdb/domain";
import AddIcon from "@mui/icons-material/Add";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../api/error-message.ts";
import { Page } from "../../components/Page.tsx";
import { useSnackbar } from "../../components/snackbar.tsx";
import { useWebhookTargets } from "./api.ts";
import { TargetTable } from "./components/TargetTable.tsx";
import { DeliveriesDialog } from "./dialogs/DeliveriesDialog.tsx";
import { RegisterTargetDialog } from "./dialogs/RegisterTargetDialog.tsx";
import { SecretDialog, type ShownSecret } from "./dialogs/SecretDialog.tsx";
import { useTargetActions } from "./use-target-actions.ts";

/**
 * Webhooks (issue 38 point 5, decision 48): the registered targets with their state and waiting
 * deliveries, each with its recent deliveries, a test event, pause and resume, resume after failure, a
 * new secret and delete; a new target is registered in a dialog. A secret is shown once, after the
 * registration or rotation that made it, and lives only in this page's state while its dialog is open.
 * The route guard lets only WEBHOOK_ADMIN in; the server checks the right again on every call.
 */
export function WebhooksPage() {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const targets = useWebhookTargets();
  const [registering, setRegistering] = useState(false);
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const [deliveriesOf, setDeliveriesOf] = useState<WebhookTargetAnswer | null>(null);
  const actions = useTargetActions({ onDeliveries: setDeliveriesOf, onSecret: setSecret });

  const registered = ({ target, secret }: WebhookSecretAnswer) => {
    setRegistering(false);
    setSecret({ url: target.url, secret, rotated: false });
    snackbar.success(t("webhooks.done.register", { url: target.url }));
  };

  return (
    <Page title={t("screen.webhooks")}>
      <Typography sx={{ mb: 2 }}>{t("webhooks.intro")}</Typography>
      <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setRegistering(true)} sx={{ mb: 2 }}>
        {t("webhooks.register")}
      </Button>
      {targets.isError && <Alert severity="error">{errorMessage(targets.error, t)}</Alert>}
      {targets.isPending && <CircularProgress aria-label={t("webhooks.loading")} />}
      {targets.data?.length === 0 && <Typography>{t("webhooks.none")}</Typography>}
      {targets.data && targets.data.length > 0 && (
        <TargetTable targets={targets.data} writing={actions.writing} onAction={actions.run} />
      )}
      {registering && (
        <RegisterTargetDialog onClose={() => setRegistering(false)} onRegistered={registered} />
      )}
      {secret && <SecretDialog shown={secret} onClose={() => setSecret(null)} />}
      {deliveriesOf && <DeliveriesDialog target={deliveriesOf} onClose={() => setDeliveriesOf(null)} />}
    </Page>
  );
}
