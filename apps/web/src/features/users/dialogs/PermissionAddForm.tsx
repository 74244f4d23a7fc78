import {
  OFFICE_CODES,
  officeLabel,
  PERMISSION_FLAGS,
  PERMISSION_MESSAGE_KEYS,
  type PermissionFlag,
  type PermissionKey,
  permissionProblem,
  personPermissionWriteSchema,
} from "@erhdb/domain";
import AddIcon from "@mui/icons-material/Add";
import Alert from "@mui/material/Alert";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/client.ts";
import { errorMessage } from "../../../api/error-message.ts";
import { useSnackbar } from "../../../components/snackbar.tsx";
import { useRunOnce } from "../../../components/use-run-once.ts";
import { useAllStatisticIds, useCreatePermission } from "../api.ts";

const NO_RIGHTS: Record<PermissionFlag, boolean> = {
  res_rights: false,
  it_res_rights: false,
  eid_rights: false,
  mapping_rights: false,
  organisator: false,
};

export interface PermissionAddFormProps {
  personId: number;
  /** the person's permissions: a statistic id and state code pair may be held once */
  existing: readonly PermissionKey[];
}

/**
 * Adds a permission to a person (SPEC 5 "Permission add"): a statistic id of a survey, a state code and
 * at least one right. The domain names the first problem in SPEC 5's order before anything is sent; the
 * server decides a race with its own 409.
 */
export function PermissionAddForm({ personId, existing }: PermissionAddFormProps) {
  const { t, i18n } = useTranslation();
  const snackbar = useSnackbar();
  const create = useCreatePermission();
  const statisticIds = useAllStatisticIds();
  const headingId = useId();
  const [statisticId, setStatisticId] = useState<string | null>(null);
  const [lkz, setLkz] = useState("");
  const [rights, setRights] = useState(NO_RIGHTS);
  const [problem, setProblem] = useState<{ text: string; fieldsMissing?: boolean } | null>(null);
  const missing = problem?.fieldsMissing ?? false;

  const add = useRunOnce(async () => {
    const input = { statisticId: statisticId ?? "", lkz, ...rights };
    const found = permissionProblem(input, existing);
    if (found) {
      setProblem({ text: t(found), fieldsMissing: found === PERMISSION_MESSAGE_KEYS.fieldsMissing });
      return;
    }
    setProblem(null);
    try {
      await create.mutateAsync({ personId, permission: personPermissionWriteSchema.parse(input) });
      snackbar.success(t("users.permission.added"));
      setStatisticId(null);
      setLkz("");
      setRights(NO_RIGHTS);
    } catch (error) {
      setProblem({
        text:
          isApiError(error) && error.code === "PERMISSION_EXISTS"
            ? t(PERMISSION_MESSAGE_KEYS.duplicate)
            : errorMessage(error, t, { action: "ADD_PERMISSION", object: "USER_PERMISSION" }),
      });
    }
  });

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={add.onSubmit}
      sx={{ display: "grid", gap: 1.5 }}
    >
      <Box component="h3" id={headingId} sx={{ typography: "subtitle1", m: 0 }}>
        {t("users.permission.addTitle")}
      </Box>
      {problem && <Alert severity="error">{problem.text}</Alert>}
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2 }}>
        <Autocomplete
          options={statisticIds.data ?? []}
          loading={statisticIds.isPending}
          value={statisticId}
          onChange={(_, value) => setStatisticId(value)}
          sx={{ minWidth: 200 }}
          renderInput={(params) => (
            <TextField
              {...params}
              size="small"
              label={t("users.permissionColumn.statisticId")}
              required
              error={missing && !statisticId}
            />
          )}
        />
        <TextField
          select
          size="small"
          label={t("users.permissionColumn.lkz")}
          value={lkz}
          onChange={(event) => setLkz(event.target.value)}
          required
          error={missing && !lkz}
          sx={{ minWidth: 260 }}
        >
          {OFFICE_CODES.map((code) => (
            <MenuItem key={code} value={code}>
              {officeLabel(code, i18n.language)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <FormGroup row role="group" aria-label={t("users.permission.rights")}>
        {PERMISSION_FLAGS.map((flag) => (
          <FormControlLabel
            key={flag}
            control={
              <Checkbox
                checked={rights[flag]}
                onChange={(event) => setRights({ ...rights, [flag]: event.target.checked })}
              />
            }
            label={t(`users.permissionColumn.${flag}`)}
          />
        ))}
      </FormGroup>
      <Box>
        <Button type="submit" variant="outlined" startIcon={<AddIcon />} {...add.busy}>
          {t("users.permission.add")}
        </Button>
      </Box>
    </Box>
  );
}
