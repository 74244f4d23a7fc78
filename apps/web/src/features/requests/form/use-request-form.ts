import type { RequestType } from "@erhdb/domain";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/client.ts";
import { errorMessage, serverMessage } from "../../../api/error-message.ts";
import { useRunOnce } from "../../../components/use-run-once.ts";
import { useCreateRequest } from "../api.ts";
import { type ErrorOf, fieldId } from "./field-state.ts";
import {
  emptyRequestForm,
  formFieldOf,
  type RequestFormValues,
  shownFields,
  toRequestCreate,
} from "./request-form.ts";

/** What the page tells after a submit: the problems found, or that the request arrived. */
export type SubmitOutcome =
  | { kind: "invalid" }
  | { kind: "failed"; message: string }
  | { kind: "sent"; mail: string }
  | null;

/** A section's change; `touched` names the fields it changed (and so the ones below them), whose server refusal it clears. */
export type FormChange = (
  recipe: (values: RequestFormValues) => RequestFormValues,
  touched: string[],
) => void;

function focusField(path: string | undefined): void {
  if (path) document.getElementById(fieldId(path))?.focus();
}

/**
 * The state of a request form: the values, the domain's problems (shown from the first submit on, then
 * kept current while the applicant corrects them), the server's refusal at its field, and the submit.
 * A success resets the form and says where the ticket link went.
 */
export function useRequestForm(initialType: RequestType) {
  const { t } = useTranslation();
  const create = useCreateRequest();
  const [values, setValues] = useState(() => emptyRequestForm(initialType));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<SubmitOutcome>(null);
  const checked = useMemo(() => toRequestCreate(values), [values]);
  const fields = useMemo(() => shownFields(values), [values]);

  const clientErrors = submitted ? (checked.errors ?? {}) : {};
  const errorOf: ErrorOf = (path) => {
    const key = clientErrors[path];
    return serverErrors[path] ?? (key ? t(key) : undefined);
  };

  const change: FormChange = (recipe, touched) => {
    setValues(recipe);
    const isTouched = (path: string) =>
      touched.some((field) => path === field || path.startsWith(`${field}.`));
    if (Object.keys(serverErrors).some(isTouched)) {
      setServerErrors((errors) =>
        Object.fromEntries(Object.entries(errors).filter(([path]) => !isTouched(path))),
      );
    }
  };

  const refuse = (error: unknown) => {
    const message = isApiError(error) && error.status < 500 ? serverMessage(error.body) : undefined;
    const field = isApiError(error) && error.status === 400 && error.field ? formFieldOf(error.field) : null;
    if (field && message && fields.includes(field)) {
      setServerErrors({ [field]: message });
      setOutcome({ kind: "invalid" });
      focusField(field);
      return;
    }
    // a refusal of no single field (too many requests) says the server's own words
    setOutcome({
      kind: "failed",
      message: message ?? errorMessage(error, t, { action: "CREATE", object: "REQUEST" }),
    });
  };

  const submit = useRunOnce(async () => {
    setSubmitted(true);
    setServerErrors({});
    if (checked.errors) {
      setOutcome({ kind: "invalid" });
      focusField(fields.find((path) => checked.errors?.[path]));
      return;
    }
    try {
      await create.mutateAsync(checked.value);
      setOutcome({ kind: "sent", mail: checked.value.applicant.mail });
      setValues(emptyRequestForm(values.type));
      setSubmitted(false);
    } catch (error) {
      refuse(error);
    }
  });

  // the summary of problems goes once the applicant has put them right
  const unresolved = Object.keys(clientErrors).length > 0 || Object.keys(serverErrors).length > 0;
  const shown = outcome?.kind === "invalid" && !unresolved ? null : outcome;

  return { values, change, errorOf, submit, outcome: shown };
}
