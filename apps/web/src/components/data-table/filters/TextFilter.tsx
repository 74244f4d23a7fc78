import { textFilterError } from "@erhdb/domain";
import TextField from "@mui/material/TextField";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { FilterEditorProps } from "./editor-props.ts";

/** SPEC 5 "Text filter": the column's pattern checks the input; Enter applies a valid one. */
export function TextFilter({
  column,
  name,
  value,
  onChange,
  onErrorChange,
  onSubmit,
  autoFocus,
}: FilterEditorProps) {
  const { t } = useTranslation();
  const text = typeof value === "string" ? value : "";
  const errorKey = textFilterError(column.options.filter, text);
  useEffect(() => onErrorChange(errorKey !== null), [errorKey, onErrorChange]);
  return (
    <TextField
      label={name}
      value={text}
      autoFocus={autoFocus}
      fullWidth
      size="small"
      error={errorKey !== null}
      helperText={errorKey ? t(errorKey) : undefined}
      onChange={(event) => onChange(event.target.value === "" ? null : event.target.value)}
      onKeyDown={(event) => {
        if (event.key === "Enter" && errorKey === null) {
          event.preventDefault();
          onSubmit();
        }
      }}
    />
  );
}
