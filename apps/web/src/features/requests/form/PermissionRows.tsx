import { acceptsStatisticIdInput, officeLabel, SURVEY_OFFICE_CODES } from "@erhdb/domain";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useStatisticIdChoices } from "../api.ts";
import { type ErrorOf, fieldId, fieldState } from "./field-state.ts";
import { emptyPermissionRow, type PermissionRow, REQUESTED_RIGHTS } from "./request-form.ts";

const LIST = "requestSpecializing.permissionList";

export interface PermissionRowsProps {
  rows: PermissionRow[];
  errorOf: ErrorOf;
  onChange(rows: PermissionRow[]): void;
}

/**
 * The permissions a REQUEST_RIGHTS request asks for (SPEC 3): per row a statistic id (of the surveys the
 * visitor sees, or typed), a state code and at least one right; rows are added and removed.
 */
export function PermissionRows({ rows, errorOf, onChange }: PermissionRowsProps) {
  const { t, i18n } = useTranslation();
  const choices = useStatisticIdChoices();
  const listError = errorOf(LIST);
  const patch = (key: number, change: Partial<PermissionRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      {rows.map((row, index) => {
        const at = `${LIST}.${index}`;
        const number = index + 1;
        const rightsError = errorOf(`${at}.rights`);
        const statisticId = fieldState(errorOf, `${at}.statisticId`);
        return (
          <Box
            key={row.key}
            component="fieldset"
            sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 2, m: 0, display: "grid", gap: 1.5 }}
          >
            <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
              {t("requests.permission.legend", { number })}
            </Typography>
            <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "flex-start" }}>
              <Autocomplete<string, false, false, true>
                id={statisticId.id}
                freeSolo
                options={choices.data ?? []}
                loading={choices.isPending}
                loadingText={t("requests.picker.loading")}
                inputValue={row.statisticId}
                onInputChange={(_, text) => {
                  if (acceptsStatisticIdInput(text)) patch(row.key, { statisticId: text });
                }}
                sx={{ minWidth: 220 }}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={t("requests.field.statisticId")}
                    required
                    error={statisticId.error}
                    helperText={statisticId.helperText}
                  />
                )}
              />
              <TextField
                select
                label={t("requests.field.lkz")}
                value={row.lkz}
                onChange={(event) => patch(row.key, { lkz: event.target.value })}
                required
                sx={{ minWidth: 260 }}
                {...fieldState(errorOf, `${at}.lkz`)}
              >
                {SURVEY_OFFICE_CODES.map((code) => (
                  <MenuItem key={code} value={code}>
                    {officeLabel(code, i18n.language)}
                  </MenuItem>
                ))}
              </TextField>
              <IconButton
                aria-label={t("requests.permission.remove", { number })}
                onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
                sx={{ mt: 1 }}
              >
                <DeleteIcon />
              </IconButton>
            </Box>
            <Box
              role="group"
              aria-label={t("requests.permission.rights", { number })}
              aria-describedby={rightsError ? `${fieldId(`${at}.rights`)}-message` : undefined}
            >
              {REQUESTED_RIGHTS.map((right, i) => (
                <FormControlLabel
                  key={right}
                  control={
                    <Checkbox
                      id={i === 0 ? fieldId(`${at}.rights`) : undefined}
                      checked={row[right]}
                      onChange={(event) => patch(row.key, { [right]: event.target.checked })}
                      slotProps={{ input: { "aria-invalid": rightsError !== undefined } }}
                    />
                  }
                  label={t(`users.permissionColumn.${right}`)}
                />
              ))}
              {rightsError && (
                <FormHelperText error id={`${fieldId(`${at}.rights`)}-message`}>
                  {rightsError}
                </FormHelperText>
              )}
            </Box>
          </Box>
        );
      })}
      {listError && (
        <FormHelperText error id={fieldId(LIST)} tabIndex={-1}>
          {listError}
        </FormHelperText>
      )}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => onChange([...rows, emptyPermissionRow()])}>
          {t("requests.permission.add")}
        </Button>
      </Box>
    </Box>
  );
}
