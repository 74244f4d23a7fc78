import { acceptsEvasInput } from "@erhdb/domain";
import TextField from "@mui/material/TextField";
import { useTranslation } from "react-i18next";

export interface EvasCodeFieldProps {
  value: string;
  readOnly: boolean;
  error?: string;
  onChange(value: string): void;
}

/** The 5-digit code: keystrokes that are no digit or a sixth digit are not taken. Fixed once created. */
export function EvasCodeField({ value, readOnly, error, onChange }: EvasCodeFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t("evas.field.evas")}
      value={value}
      required
      onChange={(event) => {
        if (acceptsEvasInput(event.target.value)) onChange(event.target.value);
      }}
      error={Boolean(error)}
      helperText={error ?? (readOnly ? t("evas.evasFixed") : t("evas.evasHint"))}
      slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 5, readOnly, autoComplete: "off" } }}
    />
  );
}
