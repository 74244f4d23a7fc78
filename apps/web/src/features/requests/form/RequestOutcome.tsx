import Alert from "@mui/material/Alert";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { SubmitOutcome } from "./use-request-form.ts";

/**
 * What a submit came to: the confirmation with the address the ticket link went to, the summary of the
 * problems (each is also at its field), or the server's refusal. The confirmation takes the focus, so a
 * screen reader reads it and the next request starts from there.
 */
export function RequestOutcome({ outcome }: { outcome: SubmitOutcome }) {
  const { t } = useTranslation();
  const confirmation = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome?.kind === "sent") confirmation.current?.focus();
  }, [outcome]);

  if (!outcome) return null;
  switch (outcome.kind) {
    case "sent":
      return (
        <Alert severity="success" ref={confirmation} tabIndex={-1} role="status">
          {t("requests.form.sent", { mail: outcome.mail })}
        </Alert>
      );
    case "invalid":
      return <Alert severity="error">{t("requests.form.checkInputs")}</Alert>;
    case "failed":
      return <Alert severity="error">{outcome.message}</Alert>;
  }
}
