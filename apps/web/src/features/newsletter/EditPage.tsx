import Alert from "@mui/material/Alert";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../api/client.ts";
import { FullPageProgress } from "../../components/FullPageProgress.tsx";
import { Page } from "../../components/Page.tsx";
import { useUserdata } from "./api.ts";
import { MailRequestForm } from "./components/MailRequestForm.tsx";
import { TopicEditor } from "./components/TopicEditor.tsx";
import { useLinkToken } from "./link-token.ts";
import { failureText } from "./newsletter-form.ts";

/**
 * /newsletter/edit?token= (decision 17): with a working edit token, the address's topics to edit
 * (`userdata`, `update`); without one, or with a wrong, used or expired one, the form that mails a new
 * link (`edit/resend`).
 */
export function EditPage() {
  const { t } = useTranslation();
  const { token, wellFormed } = useLinkToken();
  const userdata = useUserdata(token, wellFormed);
  // the token stopped working after the page loaded (expired during an edit)
  const [refused, setRefused] = useState(false);
  const invalid =
    token !== "" &&
    (!wellFormed || refused || (isApiError(userdata.error) && userdata.error.code === "INVALID_TOKEN"));

  /** The form that mails a new link, after the message of a link that does not work. */
  const requestLink = (afterInvalidLink: boolean) => (
    <>
      {afterInvalidLink ? (
        <Alert severity="error" sx={{ mb: 3 }}>
          {t("newsletter.edit.invalid")}
        </Alert>
      ) : (
        <Typography sx={{ mb: 3 }}>{t("newsletter.editLink.intro")}</Typography>
      )}
      <MailRequestForm
        request={{
          call: "edit/resend",
          label: t("newsletter.editLink.submit"),
          sentText: t("newsletter.editLink.sent"),
          action: "RESEND",
        }}
      />
    </>
  );

  const body = () => {
    if (token === "") return requestLink(false);
    if (invalid) return requestLink(true);
    if (userdata.isError) return <Alert severity="error">{failureText(userdata.error, t, "RETRIEVE")}</Alert>;
    if (!userdata.data) return <FullPageProgress />;
    return <TopicEditor token={token} saved={userdata.data} onTokenRefused={() => setRefused(true)} />;
  };

  return (
    <Page title={t("screen.newsletterEdit")} maxWidth={760}>
      {body()}
    </Page>
  );
}
