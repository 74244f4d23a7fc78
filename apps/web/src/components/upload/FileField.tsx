import UploadFileIcon from "@mui/icons-material/UploadFile";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import Typography from "@mui/material/Typography";
import { type ChangeEvent, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "../visually-hidden.ts";

export interface FileFieldProps {
  /** the field's visible label, e.g. "Datei" */
  label: string;
  file: File | null;
  /** the `accept` attribute: extensions like ".xml,.zip"; '' for any file */
  accept: string;
  error?: string | null;
  disabled?: boolean;
  onChange(file: File | null): void;
}

/**
 * One file at a time (SPEC 5): a button that opens the file chooser, the chosen file's name and size,
 * and the field's error. The native input stays in the page (visually hidden), so the label, the
 * keyboard and automated tests reach it as a file input.
 */
export function FileField({ label, file, accept, error, disabled, onChange }: FileFieldProps) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const helpId = useId();
  const input = useRef<HTMLInputElement>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    onChange(event.target.files?.[0] ?? null);
    // the same file chosen again must fire a change too
    event.target.value = "";
  };
  return (
    <Box>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap" }}>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={disabled}
          onClick={() => input.current?.click()}
          aria-describedby={helpId}
        >
          {t("upload.choose")}
        </Button>
        <Box component="label" htmlFor={inputId} sx={visuallyHidden}>
          {label}
        </Box>
        <Box
          component="input"
          ref={input}
          id={inputId}
          type="file"
          accept={accept || undefined}
          disabled={disabled}
          onChange={choose}
          aria-invalid={error ? true : undefined}
          aria-describedby={helpId}
          sx={visuallyHidden}
        />
        <Typography variant="body2" color={file ? "text.primary" : "text.secondary"}>
          {file
            ? t("upload.chosen", { name: file.name, size: formatSize(file.size, i18n.language) })
            : t("upload.none", { label })}
        </Typography>
      </Box>
      <FormHelperText id={helpId} error={Boolean(error)}>
        {error || (accept ? t("upload.accepted", { extensions: accept.split(",").join(", ") }) : " ")}
      </FormHelperText>
    </Box>
  );
}

/** 1,234 bytes → '1,2 KB' in German, '1.2 KB' in English. */
export function formatSize(bytes: number, language: string): string {
  const units = ["B", "KB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  return `${value.toLocaleString(language, { maximumFractionDigits: digits })} ${units[unit]}`;
}
