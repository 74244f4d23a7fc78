import {
  type Column,
  ERROR_CODES,
  type TableTemplate,
  TEMPLATE_LIMIT,
  type TemplateType,
  templateSaveProblem,
} from "@erhdb/domain";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/client.ts";
import { errorMessage } from "../../../api/error-message.ts";
import { useConfirm } from "../../confirm.tsx";
import { useSnackbar } from "../../snackbar.tsx";
import { useRunOnce } from "../../use-run-once.ts";
import { TemplateList } from "./TemplateList.tsx";
import { useDeleteTemplate, useSaveTemplate, useTemplates } from "./templates-api.ts";

const PROBLEM_KEYS: Record<string, string> = {
  [ERROR_CODES.SAME_TEMPLATE_NAME]: "validation.same-template-name",
  [ERROR_CODES.TEMPLATE_LIMIT_REACHED]: "validation.template-limit-reached",
};

export interface TemplatesDialogProps {
  type: TemplateType;
  /** the columns as they are now: what "save" stores */
  columns: Column[];
  onApply(template: TableTemplate): void;
  onClose(): void;
}

/** The user's saved column sets of this table kind: apply, save the current one, delete. */
export function TemplatesDialog({ type, columns, onApply, onClose }: TemplatesDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const snackbar = useSnackbar();
  const confirm = useConfirm();
  const templates = useTemplates(type, true);
  const save = useSaveTemplate(type);
  const remove = useDeleteTemplate(type);
  const [name, setName] = useState("");
  const [asDefault, setAsDefault] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = useRunOnce(async () => {
    // an earlier refusal no longer holds once the user tries again (a template may have been deleted)
    setProblem(null);
    const found = templateSaveProblem(templates.data ?? [], name);
    if (found) {
      setProblem(t(PROBLEM_KEYS[found]!, { limit: TEMPLATE_LIMIT }));
      return;
    }
    try {
      await save.mutateAsync({ name: name.trim(), columns, defaultTemplate: asDefault });
      snackbar.success(t("dataTable.templates.saved", { name: name.trim() }));
      setName("");
      setAsDefault(false);
    } catch (error) {
      const key = isApiError(error) && error.code ? PROBLEM_KEYS[error.code] : undefined;
      if (key) setProblem(t(key, { limit: TEMPLATE_LIMIT }));
      else snackbar.error(errorMessage(error, t));
    }
  });

  const deleteTemplate = async (template: TableTemplate) => {
    await confirm({
      title: t("dataTable.templates.deleteTitle"),
      message: t("dataTable.templates.deleteText", { name: template.name }),
      confirmLabel: t("dataTable.templates.delete"),
      action: async () => {
        try {
          await remove.mutateAsync(template.id);
          snackbar.success(t("dataTable.templates.deleted", { name: template.name }));
        } catch (error) {
          snackbar.error(errorMessage(error, t));
        }
      },
    });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t("dataTable.templates.title")}</DialogTitle>
      <DialogContent>
        <TemplateList
          query={templates}
          onApply={(template) => {
            onApply(template);
            onClose();
          }}
          onDelete={deleteTemplate}
        />
        <Typography variant="subtitle1" component="h3" sx={{ mt: 3 }}>
          {t("dataTable.templates.saveHeading")}
        </Typography>
        <TextField
          label={t("dataTable.templates.name")}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setProblem(null);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter" && name.trim()) void submit.run();
          }}
          error={problem !== null}
          helperText={problem ?? undefined}
          fullWidth
          size="small"
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <FormControlLabel
          label={t("dataTable.templates.asDefault")}
          control={<Checkbox checked={asDefault} onChange={(event) => setAsDefault(event.target.checked)} />}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common.close")}</Button>
        <Button
          variant="contained"
          disabled={!name.trim()}
          onClick={() => void submit.run()}
          {...submit.busy}
        >
          {t("dataTable.templates.save")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
