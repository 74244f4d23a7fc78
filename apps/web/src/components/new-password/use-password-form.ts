import { PASSWORD_MIN_LENGTH } from "@erhdb/domain";
import { type ChangeEvent, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../api/client.ts";
import { serverMessage } from "../../api/error-message.ts";

type Values<F extends string> = Record<F, string>;
type Messages<F extends string> = Partial<Record<F, string>>;

export interface PasswordFormOptions<F extends string> {
  fields: readonly F[];
  /** the domain's verdict on the values: an i18n key of `validation.*` per field at fault */
  validate(values: Values<F>): Messages<F>;
}

const emptyValues = <F extends string>(fields: readonly F[]) =>
  Object.fromEntries(fields.map((field) => [field, ""])) as Values<F>;

/**
 * The state of a password form (change or reset): a field's message shows once it was left or the form
 * was sent, so nobody is scolded while still typing; a refusal of the server stays at its field until
 * that field changes.
 */
export function usePasswordForm<F extends string>({ fields, validate }: PasswordFormOptions<F>) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => emptyValues(fields));
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [refusals, setRefusals] = useState<Messages<F>>({});
  const inputs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});
  const errors = useMemo(() => validate(values), [validate, values]);

  const messageFor = (field: F): string | undefined => {
    const refusal = refusals[field];
    if (refusal) return refusal;
    const key = errors[field];
    if (!key || !(touched[field] || submitted)) return undefined;
    return t(`validation.${key}`, { value: PASSWORD_MIN_LENGTH });
  };

  const fieldProps = (field: F) => {
    const message = messageFor(field);
    return {
      name: field,
      value: values[field],
      required: true,
      fullWidth: true,
      error: message !== undefined,
      helperText: message,
      inputRef: (element: HTMLInputElement | null) => {
        inputs.current[field] = element;
      },
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const value = event.target.value;
        setValues((was) => ({ ...was, [field]: value }));
        setRefusals((was) => ({ ...was, [field]: undefined }));
      },
      onBlur: () => setTouched((was) => ({ ...was, [field]: true })),
    };
  };

  /** Marks the form as sent; true when it may go out, otherwise the first field at fault has the focus. */
  const readyToSend = (): boolean => {
    setSubmitted(true);
    const first = fields.find((field) => errors[field]);
    if (first === undefined) return true;
    inputs.current[first]?.focus();
    return false;
  };

  /**
   * Puts the server's message of a refusal at the field it names (a wrong current password, a common
   * password); false when the refusal names none of this form's fields.
   */
  const showRefusal = (error: unknown): boolean => {
    if (!isApiError(error) || error.status >= 500) return false;
    const field = fields.find((name) => name === error.field);
    const message = serverMessage(error.body);
    if (field === undefined || !message) return false;
    setRefusals((was) => ({ ...was, [field]: message }));
    inputs.current[field]?.focus();
    return true;
  };

  const clear = () => {
    setValues(emptyValues(fields));
    setTouched({});
    setSubmitted(false);
    setRefusals({});
  };

  return { values, fieldProps, readyToSend, showRefusal, clear };
}
