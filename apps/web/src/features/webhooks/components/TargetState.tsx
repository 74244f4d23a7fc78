import { formatBerlinDateTime, type WebhookTargetAnswer } from "@erhdb/domain";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";

/**
 * How a target stands: failing since when and why (a delivery given up after 24 hours; its later ones
 * wait), paused (its events wait too), or active. A failing target may be paused as well: both show.
 */
export function TargetState({ target }: { target: WebhookTargetAnswer }) {
  const { t } = useTranslation();
  const { failingSince, failingReason, paused } = target;
  return (
    <>
      {failingSince !== null && (
        <Typography variant="body2" color="error">
          {t("webhooks.state.failing", { since: formatBerlinDateTime(failingSince) })}
          {failingReason && (
            <Typography component="span" variant="body2" sx={{ display: "block", overflowWrap: "anywhere" }}>
              {failingReason}
            </Typography>
          )}
        </Typography>
      )}
      {paused && <Typography variant="body2">{t("webhooks.state.paused")}</Typography>}
      {!paused && failingSince === null && (
        <Typography variant="body2">{t("webhooks.state.active")}</Typography>
      )}
    </>
  );
}
