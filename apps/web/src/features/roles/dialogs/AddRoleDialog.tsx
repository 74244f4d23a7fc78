import type { ProtectionSubject, Right, Role } from "@erhdb/domain";
import { mayGrantRight, RIGHTS, ROLE_MESSAGE_KEYS, roleCreateSchema, roleNameTaken } from "@erhdb/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/client.ts";
import { errorMessage } from "../../../api/error-message.ts";
import { useSnackbar } from "../../../components/snackbar.tsx";
import { useRunOnce } from "../../../components/use-run-once.ts";
import { useCreateRole } from "../api.ts";
import { RightTransferList } from "../components/RightTransferList.tsx";

export interface AddRoleDialogProps {
  caller: ProtectionSubject;
  /** the roles there are, so a taken name shows before the server refuses it */
  roles: readonly Role[];
  onClose(): void;
}

/** The name's problem as an i18n key, or null: the domain's pattern, then a name taken in any case. */
function nameProblem(name: string, roles: readonly Role[]): string | null {
  const parsed = roleCreateSchema.shape.name.safeParse(name);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? ROLE_MESSAGE_KEYS.name;
  return roleNameTaken(parsed.data, roles) ? ROLE_MESSAGE_KEYS.nameTaken : null;
}

/** A new role: its name and its rights, chosen with a transfer list among the rights the caller holds. */
export function AddRoleDialog({ caller, roles, onClose }: AddRoleDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const snackbar = useSnackbar();
  const create = useCreateRole();
  const [name, setName] = useState("");
  const [acls, setAcls] = useState<Right[]>([]);
  const [checked, setChecked] = useState(false);
  const [serverNameError, setServerNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const problem = checked ? nameProblem(name, roles) : null;
  const nameError = problem ? t(problem) : serverNameError;

  const submit = useRunOnce(async () => {
    setChecked(true);
    setFailure(null);
    if (nameProblem(name, roles)) return;
    const input = roleCreateSchema.parse({ name, acls });
    try {
      await create.mutateAsync(input);
      snackbar.success(t("roles.dialog.created", { role: input.name }));
      onClose();
    } catch (error) {
      // a name the server refuses (taken meanwhile) shows at the field, anything else above the form
      if (isApiError(error) && error.field === "name") setServerNameError(error.message);
      else setFailure(errorMessage(error, t, { action: "CREATE", object: "ROLE" }));
    }
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t("roles.dialog.title")}</DialogTitle>
      <Box component="form" noValidate onSubmit={submit.onSubmit}>
        <DialogContent sx={{ display: "grid", gap: 2, pt: 1 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField
            label={t("roles.dialog.name")}
            value={name}
            required
            autoFocus
            onChange={(event) => {
              setName(event.target.value);
              setServerNameError(null);
            }}
            error={nameError !== null}
            helperText={nameError ?? " "}
          />
          <Typography variant="body2" color="text.secondary">
            {t("roles.transfer.onlyHeld")}
          </Typography>
          <RightTransferList
            offered={RIGHTS.filter((right) => mayGrantRight(caller, right))}
            chosen={acls}
            onChange={setAcls}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("common.cancel")}</Button>
          <Button type="submit" variant="contained" {...submit.busy}>
            {t("roles.dialog.create")}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
