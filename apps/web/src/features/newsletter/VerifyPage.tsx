import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isApiError } from "../../api/client.ts";
import { Page } from "../../components/Page.tsx";
import { useRunOnce } from "../../components/use-run-once.ts";
import { useVerify, type Verification } from "./api.ts";
import { useLinkToken } from "./link-token.ts";
import { failureText, topicLabel } from "./newsletter-form.ts";

/** What differs between confirming a subscription and confirming a cancellation. */
const PAGES = {
  subscribe: {
    title: "screen.newsletterVerifySubscribe",
    intro: "newsletter.verify.subscribeIntro",
    action: "newsletter.verify.subscribeAction",
    invalid: "newsletter.verify.subscribeInvalid",
    retry: { label: "newsletter.verify.subscribeAgain", to: "/newsletter/subscribe" },
  },
  unsubscribe: {
    title: "screen.newsletterVerifyUnsubscribe",
    intro: "newsletter.verify.unsubscribeIntro",
    action: "newsletter.verify.unsubscribeAction",
    invalid: "newsletter.verify.unsubscribeInvalid",
    retry: { label: "newsletter.verify.unsubscribeAgain", to: "/newsletter/unsubscribe" },
  },
} as const;

/**
 * /newsletter/verify/subscribe and /newsletter/verify/unsubscribe?token= (decision 17): the page of a
 * mailed confirmation link. Opening it changes nothing (mail scanners open links); only its button
 * spends the token. A malformed, wrong, used or expired token says so, with the way to a new link.
 */
function VerifyPage({ verification }: { verification: Verification }) {
  const { t, i18n } = useTranslation();
  const page = PAGES[verification];
  const { token, wellFormed } = useLinkToken();
  const verify = useVerify(verification);
  // the outcome shows from verify's state
  const confirm = useRunOnce(() => verify.mutateAsync(token).catch(() => undefined));
  const refused = isApiError(verify.error) && verify.error.code === "INVALID_TOKEN";

  const body = () => {
    if (!wellFormed || refused) {
      return (
        <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
          <Alert severity="error">{t(page.invalid)}</Alert>
          <Button component={Link} to={page.retry.to}>
            {t(page.retry.label)}
          </Button>
        </Stack>
      );
    }
    if (verify.data && verification === "unsubscribe") {
      return (
        <Alert severity="success">{t("newsletter.verify.unsubscribed", { mail: verify.data.mail })}</Alert>
      );
    }
    if (verify.data) {
      return (
        <Stack spacing={1} sx={{ alignItems: "flex-start" }}>
          <Alert severity="success">{t("newsletter.verify.subscribed", { mail: verify.data.mail })}</Alert>
          <List dense aria-label={t("newsletter.verify.topics")}>
            {verify.data.topics.map((topic) => (
              <ListItem key={`${topic.statisticId}/${topic.resourceType}`}>
                {topicLabel(topic, t, i18n.language)}
              </ListItem>
            ))}
          </List>
          <Button component={Link} to="/newsletter">
            {t("newsletter.toOverview")}
          </Button>
        </Stack>
      );
    }
    return (
      <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
        <Typography>{t(page.intro)}</Typography>
        {verify.isError && <Alert severity="error">{failureText(verify.error, t, "VERIFY")}</Alert>}
        <Button variant="contained" onClick={() => void confirm.run()} {...confirm.busy}>
          {t(page.action)}
        </Button>
      </Stack>
    );
  };

  return (
    <Page title={t(page.title)} maxWidth={760}>
      {body()}
    </Page>
  );
}

export const VerifySubscribePage = () => <VerifyPage verification="subscribe" />;
export const VerifyUnsubscribePage = () => <VerifyPage verification="unsubscribe" />;
