import { OFFICE_CODES, officeLabel } from "@erhdb/domain";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useTranslation } from "react-i18next";
import { type ErrorOf, fieldState } from "./field-state.ts";
import type { RequestFormValues } from "./request-form.ts";

type Applicant = RequestFormValues["applicant"];

export interface ApplicantFieldsProps {
  applicant: Applicant;
  errorOf: ErrorOf;
  onChange(patch: Partial<Applicant>): void;
}

/** Who asks (SPEC 3 "Request": applicant): the ticket link goes to this address. */
export function ApplicantFields({ applicant, errorOf, onChange }: ApplicantFieldsProps) {
  const { t, i18n } = useTranslation();
  const text = (field: keyof Applicant, autoComplete: string, required = true) => (
    <TextField
      label={t(`requests.field.${field}`)}
      value={applicant[field]}
      onChange={(event) => onChange({ [field]: event.target.value })}
      required={required}
      autoComplete={autoComplete}
      type={field === "mail" ? "email" : field === "phonenumber" ? "tel" : "text"}
      {...fieldState(errorOf, `applicant.${field}`, field === "mail" ? t("requests.hint.mail") : undefined)}
    />
  );
  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
      {text("forename", "given-name")}
      {text("name", "family-name")}
      {text("mail", "email")}
      {text("phonenumber", "tel", false)}
      <TextField
        select
        label={t("requests.field.office")}
        value={applicant.federalStateCode}
        onChange={(event) => onChange({ federalStateCode: event.target.value })}
        required
        {...fieldState(errorOf, "applicant.federalStateCode")}
      >
        {OFFICE_CODES.map((code) => (
          <MenuItem key={code} value={code}>
            {officeLabel(code, i18n.language)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
