import { type EvasWrite, PERIOD_DISPLAY_CODES, periodI18nKey } from "@erhdb/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { DatePicker } from "@mui/x-date-pickers/DatePicker";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { historyTab } from "../../../components/history/history-tab.tsx";
import { LoadedDialogBody } from "../../../components/LoadedDialogBody.tsx";
import { PickersLocale } from "../../../components/PickersLocale.tsx";
import { hasPartialDate } from "../../../components/partial-date.ts";
import { TabbedPanels } from "../../../components/TabbedPanels.tsx";
import { useRunOnce } from "../../../components/use-run-once.ts";
import { useEvas } from "../api.ts";
import { EvasCodeField } from "./EvasCodeField.tsx";
import {
  CLOSING_FORMAT,
  EMPTY_EVAS_FORM,
  type EvasField,
  type EvasForm,
  formOf,
  toEvasWrite,
} from "./evas-form.ts";
import { evasSaveError } from "./save-error.ts";

export interface EvasDialogProps {
  /** the EVAS to edit; null adds a new one */
  id: number | null;
  onSave(evas: EvasWrite): Promise<void>;
  onClose(): void;
}

/** Add or edit an EVAS (SPEC 5 "EVAS dialog"). */
export function EvasDialog({ id, onSave, onClose }: EvasDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const existing = useEvas(id);
  const editing = id !== null;
  return (
    <PickersLocale>
      <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{t(editing ? "evas.editTitle" : "evas.addTitle")}</DialogTitle>
        <LoadedDialogBody query={existing} needed={editing} onClose={onClose}>
          {(data) => {
            const form = (
              <EvasFormContent
                initial={data ? formOf(data) : EMPTY_EVAS_FORM}
                editing={editing}
                onSave={onSave}
                onClose={onClose}
              />
            );
            if (!data) return form;
            // an existing EVAS shows its history beside the form (issue 36)
            return (
              <TabbedPanels
                label={t("history.evasTabs")}
                tabs={[
                  { key: "data", label: t("history.details"), panel: form },
                  historyTab(t, "evas", data.evas, { framed: true }),
                ]}
              />
            );
          }}
        </LoadedDialogBody>
      </Dialog>
    </PickersLocale>
  );
}

interface EvasFormContentProps {
  initial: EvasForm;
  editing: boolean;
  onSave(evas: EvasWrite): Promise<void>;
  onClose(): void;
}

function EvasFormContent({ initial, editing, onSave, onClose }: EvasFormContentProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<EvasField, string>>>({});
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const closingInput = useRef<HTMLInputElement>(null);
  const check = (next: EvasForm) => {
    const result = toEvasWrite(next, hasPartialDate(closingInput.current, next.closing));
    setErrors("errors" in result ? result.errors : {});
    return result;
  };
  // Messages show from the first save attempt on, then follow every change.
  const set = <K extends EvasField>(field: K, value: EvasForm[K]) => {
    const next = { ...form, [field]: value };
    setForm(next);
    if (checked) check(next);
  };
  const message = (field: EvasField) => (errors[field] ? t(`evas.validation.${errors[field]}`) : undefined);

  const submit = useRunOnce(async () => {
    setChecked(true);
    setFailure(null);
    const result = check(form);
    if ("errors" in result) return;
    try {
      await onSave(result.value);
    } catch (error) {
      setFailure(evasSaveError(error, t, editing));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit.onSubmit}>
      <DialogContent sx={{ display: "grid", gap: 2, pt: 1 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <EvasCodeField
          value={form.evas}
          readOnly={editing}
          error={message("evas")}
          onChange={(v) => set("evas", v)}
        />
        <TextField
          label={t("evas.field.description")}
          value={form.description}
          onChange={(event) => set("description", event.target.value)}
          required
          multiline
          minRows={2}
          error={Boolean(errors.description)}
          helperText={message("description")}
        />
        <TextField
          select
          label={t("evas.field.period")}
          value={form.period}
          onChange={(event) => set("period", event.target.value)}
          error={Boolean(errors.period)}
          helperText={message("period")}
        >
          <MenuItem value="">{t("period.none")}</MenuItem>
          {PERIOD_DISPLAY_CODES.map((code) => (
            <MenuItem key={code} value={code}>
              {code} – {t(periodI18nKey(Number(code)))}
            </MenuItem>
          ))}
        </TextField>
        <DatePicker
          label={t("evas.field.closing")}
          value={form.closing}
          format={CLOSING_FORMAT}
          onChange={(value) => set("closing", value)}
          inputRef={closingInput}
          slotProps={{
            field: { clearable: true, onBlur: () => checked && check(form) },
            textField: {
              error: Boolean(errors.closing),
              helperText: message("closing") ?? t("evas.closingHint"),
            },
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common.cancel")}</Button>
        <Button type="submit" variant="contained" {...submit.busy}>
          {t("evas.save")}
        </Button>
      </DialogActions>
    </Box>
  );
}
