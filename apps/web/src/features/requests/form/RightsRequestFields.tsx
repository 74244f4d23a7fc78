import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import { useTranslation } from "react-i18next";
import { type ErrorOf, fieldState } from "./field-state.ts";
import { PermissionRows } from "./PermissionRows.tsx";
import type { PermissionRow, RequestFormValues } from "./request-form.ts";

type Reset = RequestFormValues["reset"];

export interface RightsRequestFieldsProps {
  permissions: PermissionRow[];
  supervisorMail: string;
  errorOf: ErrorOf;
  onPermissions(rows: PermissionRow[]): void;
  onSupervisorMail(mail: string): void;
}

/** REQUEST_RIGHTS (SPEC 3): the permissions asked for the applicant's account, and who vouches for it. */
export function RightsRequestFields(props: RightsRequestFieldsProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <PermissionRows rows={props.permissions} errorOf={props.errorOf} onChange={props.onPermissions} />
      <TextField
        label={t("requests.field.supervisorMail")}
        type="email"
        value={props.supervisorMail}
        onChange={(event) => props.onSupervisorMail(event.target.value)}
        required
        autoComplete="off"
        {...fieldState(
          props.errorOf,
          "requestSpecializing.supervisorMail",
          t("requests.hint.supervisorMail"),
        )}
      />
    </Box>
  );
}

export interface ResetRightsFieldsProps {
  reset: Reset;
  errorOf: ErrorOf;
  onChange(patch: Partial<Reset>): void;
}

/** RESET_RIGHTS (SPEC 3): whose permissions are to be withdrawn, and why. */
export function ResetRightsFields({ reset, errorOf, onChange }: ResetRightsFieldsProps) {
  const { t } = useTranslation();
  const field = (name: keyof Reset, extra: { type?: string; multiline?: boolean } = {}) => (
    <TextField
      label={t(`requests.field.reset.${name}`)}
      value={reset[name]}
      onChange={(event) => onChange({ [name]: event.target.value })}
      required
      autoComplete="off"
      {...extra}
      {...(extra.multiline ? { minRows: 2 } : {})}
      {...fieldState(errorOf, `requestSpecializing.${name}`)}
    />
  );
  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
      {field("forename")}
      {field("name")}
      <Box sx={{ gridColumn: "1 / -1", display: "grid", gap: 2 }}>
        {field("mail", { type: "email" })}
        {field("reason", { multiline: true })}
      </Box>
    </Box>
  );
}
