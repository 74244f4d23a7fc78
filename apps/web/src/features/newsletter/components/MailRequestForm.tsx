import { personEmailSchema } from "@erhdb/domain";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ErrorAction } from "../../../api/error-message.ts";
import { useRunOnce } from "../../../components/use-run-once.ts";
import { type MailLinkCall, useMailLink } from "../api.ts";
import {
  type FieldProblem,
  failureText,
  mailProblem,
  problemText,
  refusedField,
} from "../newsletter-form.ts";

/** A call that mails a link, with the texts around it. */
export interface MailLinkStep {
  call: MailLinkCall;
  /** the button that sends it */
  label: string;
  /** what the page says once it was sent: the same whether or not the address is subscribed */
  sentText: string;
  /** what the user was doing, for SPEC 8's message of a failure */
  action: ErrorAction;
}

export interface MailRequestFormProps {
  request: MailLinkStep;
  /** "send again" once the first was sent, if the page offers it */
  resend?: MailLinkStep;
}

/**
 * Asks for the address and has a link mailed to it (to confirm the cancellation, to edit the topics).
 * The answer is the same whether or not the address is subscribed, so the page says only what happens
 * if it is; a refused address shows at the field, too many requests in the server's words.
 */
export function MailRequestForm({ request, resend }: MailRequestFormProps) {
  const { t } = useTranslation();
  const send = useMailLink(request.call);
  const sendAgain = useMailLink(resend?.call ?? request.call);
  const input = useRef<HTMLInputElement>(null);
  const [mail, setMail] = useState("");
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<FieldProblem | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const problem = refusal ?? (checked ? mailProblem(mail) : undefined);
  const message = problemText(problem, t);

  const submit = useRunOnce(async () => {
    setChecked(true);
    setFailure(null);
    const parsed = personEmailSchema.safeParse(mail);
    if (!parsed.success) {
      input.current?.focus();
      return;
    }
    try {
      await send.mutateAsync(parsed.data);
      setSentTo(parsed.data);
    } catch (error) {
      const refused = refusedField(error, ["mail"] as const);
      if (refused) {
        setRefusal(refused.problem);
        input.current?.focus();
      } else setFailure(failureText(error, t, request.action));
    }
  });

  const again = useRunOnce(async (to: string) => {
    // the outcome shows from sendAgain's state: the alerts above the button
    await sendAgain.mutateAsync(to).catch(() => undefined);
  });

  if (sentTo !== null) {
    return (
      <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
        <Alert severity="success">{request.sentText}</Alert>
        {resend && sendAgain.isSuccess && <Alert severity="info">{resend.sentText}</Alert>}
        {resend && sendAgain.isError && (
          <Alert severity="error">{failureText(sendAgain.error, t, resend.action)}</Alert>
        )}
        {resend && !sendAgain.isSuccess && (
          <Button onClick={() => void again.run(sentTo)} {...again.busy}>
            {resend.label}
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      sx={{ alignItems: "flex-start" }}
      onSubmit={submit.onSubmit}
    >
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField
        name="mail"
        type="email"
        autoComplete="email"
        label={t("newsletter.field.mail")}
        value={mail}
        onChange={(event) => {
          setMail(event.target.value);
          setRefusal(undefined);
        }}
        inputRef={input}
        error={message !== undefined}
        helperText={message}
        required
        fullWidth
      />
      <Button type="submit" variant="contained" {...submit.busy}>
        {request.label}
      </Button>
    </Stack>
  );
}
