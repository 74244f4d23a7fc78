import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { Page } from "../../components/Page.tsx";
import { MailRequestForm } from "./components/MailRequestForm.tsx";

/**
 * /newsletter/unsubscribe (decision 17): `unsubscribev2` mails the link to the page that confirms the
 * cancellation; "send again" asks `unsubscribe/resend`. Who only wants to drop some topics edits them.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  return (
    <Page title={t("screen.newsletterUnsubscribe")} maxWidth={760}>
      <Typography sx={{ mb: 3 }}>{t("newsletter.unsubscribe.intro")}</Typography>
      <MailRequestForm
        request={{
          call: "unsubscribev2",
          label: t("newsletter.unsubscribe.submit"),
          sentText: t("newsletter.unsubscribe.sent"),
          action: "UNSUBSCRIBE",
        }}
        resend={{
          call: "unsubscribe/resend",
          label: t("newsletter.unsubscribe.resend"),
          sentText: t("newsletter.unsubscribe.resent"),
          action: "RESEND",
        }}
      />
      <Typography sx={{ mt: 4 }}>
        {t("newsletter.unsubscribe.onlySome")}{" "}
        <Link component={RouterLink} to="/newsletter/edit">
          {t("newsletter.unsubscribe.toEdit")}
        </Link>
      </Typography>
    </Page>
  );
}
