import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useSession } from "../../auth/session-context.ts";
import { Page } from "../../components/Page.tsx";
import { useRunOnce } from "../../components/use-run-once.ts";
import { useTokenForUser } from "./api.ts";
import { failureText } from "./newsletter-form.ts";

/** One way to use the newsletter: a heading, what it does, and where it goes. */
function Way({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 1.5 }}>{text}</Typography>
      {children}
    </Box>
  );
}

/**
 * /newsletter (SPEC 2.22): what the newsletter is, and its ways: subscribe, change the topics,
 * unsubscribe. A logged-in user edits the own address's topics at once (`tokenForUser`), without a mail.
 */
export function NewsletterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { person } = useSession();
  const ownToken = useTokenForUser();

  // a refusal shows from ownToken's state
  const editOwn = useRunOnce(async () => {
    const answer = await ownToken.mutateAsync().catch(() => null);
    if (answer) await navigate(`/newsletter/edit?${new URLSearchParams({ token: answer.token }).toString()}`);
  });

  return (
    <Page title={t("screen.newsletter")} maxWidth={760}>
      <Typography sx={{ mb: 1 }}>{t("newsletter.overview.intro")}</Typography>
      <Typography sx={{ mb: 3 }}>{t("newsletter.overview.optIn")}</Typography>
      <Stack spacing={4}>
        <Way title={t("newsletter.overview.subscribeTitle")} text={t("newsletter.overview.subscribeText")}>
          <Button component={Link} to="/newsletter/subscribe" variant="contained">
            {t("newsletter.overview.subscribeAction")}
          </Button>
        </Way>
        <Way title={t("newsletter.overview.editTitle")} text={t("newsletter.overview.editText")}>
          <Stack spacing={1.5} sx={{ alignItems: "flex-start" }}>
            <Button component={Link} to="/newsletter/edit" variant="outlined">
              {t("newsletter.overview.editAction")}
            </Button>
            {person && (
              <>
                <Typography>{t("newsletter.overview.editOwnText", { mail: person.email })}</Typography>
                {ownToken.isError && <Alert severity="error">{failureText(ownToken.error, t, "EDIT")}</Alert>}
                <Button variant="contained" onClick={() => void editOwn.run()} {...editOwn.busy}>
                  {t("newsletter.overview.editOwn")}
                </Button>
              </>
            )}
          </Stack>
        </Way>
        <Way
          title={t("newsletter.overview.unsubscribeTitle")}
          text={t("newsletter.overview.unsubscribeText")}
        >
          <Button component={Link} to="/newsletter/unsubscribe" variant="outlined">
            {t("newsletter.overview.unsubscribeAction")}
          </Button>
        </Way>
      </Stack>
    </Page>
  );
}
