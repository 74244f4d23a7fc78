import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Page } from "../../components/Page.tsx";
import { useRunOnce } from "../../components/use-run-once.ts";
import { useSubscribe } from "./api.ts";
import { ResourceTypeChoice } from "./components/ResourceTypeChoice.tsx";
import { StatisticIdField } from "./components/StatisticIdField.tsx";
import {
  failureText,
  problemText,
  refusedField,
  type SubscribeField,
  type SubscribeForm,
  type SubscribeProblems,
  toSubscription,
} from "./newsletter-form.ts";

const FIELDS: readonly SubscribeField[] = ["mail", "statisticId", "resourceType"];
const EMPTY: SubscribeForm = { mail: "", statisticId: "", resourceTypes: [] };

/**
 * /newsletter/subscribe (SPEC 2.22, decision 17): the address, a statistic id or allID, and resource
 * types; `subscribev2` stores them unconfirmed and mails the confirmation link. The page then says the
 * same whatever the address, so nobody learns from it who subscribes.
 */
export function SubscribePage() {
  const { t } = useTranslation();
  const subscribe = useSubscribe();
  const [form, setForm] = useState<SubscribeForm>(EMPTY);
  const [checked, setChecked] = useState(false);
  const [refusals, setRefusals] = useState<SubscribeProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const inputs = useRef<Partial<Record<SubscribeField, HTMLInputElement | null>>>({});

  const checkedForm = toSubscription(form);
  const found = checked && "problems" in checkedForm ? checkedForm.problems : {};
  // the server's refusal of a field stands until the field changes, then the form's own check speaks
  const message = (field: SubscribeField) => problemText(refusals[field] ?? found[field], t);
  const focusFirst = (at: SubscribeProblems) => {
    const first = FIELDS.find((field) => at[field]);
    if (first) inputs.current[first]?.focus();
  };

  const set = <K extends keyof SubscribeForm>(key: K, value: SubscribeForm[K], field: SubscribeField) => {
    setForm((was) => ({ ...was, [key]: value }));
    setRefusals((was) => ({ ...was, [field]: undefined }));
  };

  const submit = useRunOnce(async () => {
    setChecked(true);
    setFailure(null);
    if ("problems" in checkedForm) return focusFirst(checkedForm.problems);
    try {
      await subscribe.mutateAsync(checkedForm.value);
      setSent(true);
    } catch (error) {
      const refused = refusedField(error, FIELDS);
      if (!refused) return setFailure(failureText(error, t, "SUBSCRIBE"));
      setRefusals({ [refused.field]: refused.problem });
      focusFirst({ [refused.field]: refused.problem });
    }
  });

  const again = () => {
    setForm((was) => ({ ...EMPTY, mail: was.mail }));
    setChecked(false);
    setSent(false);
  };

  return (
    <Page title={t("screen.newsletterSubscribe")} maxWidth={760}>
      {sent ? (
        <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
          <Alert severity="success">{t("newsletter.subscribe.sent")}</Alert>
          <Button onClick={again}>{t("newsletter.subscribe.again")}</Button>
          <Button component={Link} to="/newsletter">
            {t("newsletter.toOverview")}
          </Button>
        </Stack>
      ) : (
        <>
          <Typography sx={{ mb: 3 }}>{t("newsletter.subscribe.intro")}</Typography>
          <Stack
            component="form"
            noValidate
            spacing={3}
            sx={{ alignItems: "flex-start" }}
            onSubmit={submit.onSubmit}
          >
            {failure && <Alert severity="error">{failure}</Alert>}
            <TextField
              name="mail"
              type="email"
              autoComplete="email"
              label={t("newsletter.field.mail")}
              value={form.mail}
              onChange={(event) => set("mail", event.target.value, "mail")}
              inputRef={(element: HTMLInputElement | null) => {
                inputs.current.mail = element;
              }}
              error={message("mail") !== undefined}
              helperText={message("mail")}
              required
              fullWidth
            />
            <StatisticIdField
              value={form.statisticId}
              onChange={(value) => set("statisticId", value, "statisticId")}
              problem={message("statisticId")}
              inputRef={(element: HTMLInputElement | null) => {
                inputs.current.statisticId = element;
              }}
            />
            <ResourceTypeChoice
              value={form.resourceTypes}
              onChange={(types) => set("resourceTypes", types, "resourceType")}
              problem={message("resourceType")}
              firstRef={(element: HTMLInputElement | null) => {
                inputs.current.resourceType = element;
              }}
            />
            <Button type="submit" variant="contained" {...submit.busy}>
              {t("newsletter.subscribe.submit")}
            </Button>
          </Stack>
        </>
      )}
    </Page>
  );
}
