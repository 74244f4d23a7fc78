import { OFFICE_CODES, officeLabel, type Role } from "@erhdb/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import type { UserFormState } from "./use-user-form.ts";
import type { UserField } from "./user-form.ts";

export interface UserDataFormProps {
  state: UserFormState;
  /** the roles the caller may give (roleGrantRefusal: rank and rights), and the person's present one */
  roles: readonly Role[];
  editing: boolean;
  onClose(): void;
}

const TEXT_FIELDS = [
  { field: "name", type: "text" },
  { field: "forename", type: "text" },
  { field: "email", type: "email" },
  { field: "phone", type: "tel" },
] as const;

/** The user dialog's data: name, forename, email, phone, role and office, all required (SPEC 5). */
export function UserDataForm({ state, roles, editing, onClose }: UserDataFormProps) {
  const { t, i18n } = useTranslation();
  const { form, set, errors, failure, save } = state;
  const invalid = (field: UserField) => ({
    error: Boolean(errors[field]),
    helperText: errors[field] ? t(errors[field]) : undefined,
  });

  return (
    <Box component="form" noValidate onSubmit={save.onSubmit}>
      <DialogContent sx={{ display: "grid", gap: 2, pt: 1 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        {TEXT_FIELDS.map(({ field, type }) => (
          <TextField
            key={field}
            type={type}
            // someone else's data: the browser's memory of the admin's own would be wrong here
            autoComplete="off"
            label={t(`users.field.${field}`)}
            value={form[field]}
            onChange={(event) => set(field, event.target.value)}
            required
            {...invalid(field)}
          />
        ))}
        <TextField
          select
          label={t("users.field.role")}
          value={form.roleId}
          onChange={(event) => set("roleId", Number(event.target.value))}
          required
          {...invalid("roleId")}
        >
          {roles.map((role) => (
            <MenuItem key={role.id} value={role.id}>
              {role.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t("users.field.office")}
          value={form.office}
          onChange={(event) => set("office", event.target.value)}
          required
          {...invalid("office")}
        >
          {OFFICE_CODES.map((code) => (
            <MenuItem key={code} value={code}>
              {officeLabel(code, i18n.language)}
            </MenuItem>
          ))}
        </TextField>
        {!editing && <Typography variant="body2">{t("users.dialog.inviteHint")}</Typography>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common.cancel")}</Button>
        <Button type="submit" variant="contained" {...save.busy}>
          {t("users.dialog.save")}
        </Button>
      </DialogActions>
    </Box>
  );
}
