import {
  SURVEY_COMMENT_MAX_LENGTH,
  SURVEY_DESCRIPTION_MAX_LENGTH,
  SURVEY_EVAS_MAX,
  type SurveyAnswer,
  type SurveyDialogLayout,
  type SurveyDialogMode,
  type SurveyDialogTab,
  type SurveyWrite,
} from "@erhdb/domain";
import ErrorOutlineIcon from "@mui/icons-material/ErrorOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import TextField from "@mui/material/TextField";
import { Suspense, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/client.ts";
import { errorMessage } from "../../../api/error-message.ts";
import { SurveyEvasFields } from "../../../components/survey-evas/SurveyEvasFields.tsx";
import { useRunOnce } from "../../../components/use-run-once.ts";
import { useSurveyResourceViews } from "../resource-views.ts";
import { ErhebungsidPreview } from "./ErhebungsidPreview.tsx";
import { SurveyDataFields } from "./SurveyDataFields.tsx";
import {
  fieldsOfServerError,
  firstErrorTab,
  type SurveyField,
  type SurveyFormErrors,
  type SurveyFormValues,
  tabOfField,
  toSurveyWrite,
} from "./survey-form.ts";

const ERROR_ACTION = { create: "CREATE", edit: "EDIT", continue: "CONTINUE" } as const;

const MAX_LENGTH: Partial<Record<SurveyField, number>> = {
  description: SURVEY_DESCRIPTION_MAX_LENGTH,
  comment: SURVEY_COMMENT_MAX_LENGTH,
  evas: SURVEY_EVAS_MAX,
};

export interface SurveyFormContentProps {
  mode: SurveyDialogMode;
  layout: SurveyDialogLayout;
  initial: SurveyFormValues;
  /** the survey edited or continued, as loaded; null when creating one */
  survey: SurveyAnswer | null;
  /** the Erhebungsid of the survey continued */
  predecessor: string | null;
  onSave(survey: SurveyWrite): Promise<void>;
  onClose(): void;
}

/**
 * The fields of the survey dialog: the tabs the layout allows, the comment below them, and the save.
 * A save with errors marks the fields, says so (SPEC 5) and shows the tab of the first one; a failed
 * save keeps everything typed and shows the server's message. The resources tab acts on the survey's
 * resources at once, each action with its own confirmation, apart from the save (decision 26).
 */
export function SurveyFormContent({
  mode,
  layout,
  initial,
  survey,
  predecessor,
  onSave,
  onClose,
}: SurveyFormContentProps) {
  const { t } = useTranslation();
  const { SurveyResourcesEditor } = useSurveyResourceViews();
  const baseId = useId();
  const [form, setForm] = useState(initial);
  const [tab, setTab] = useState<SurveyDialogTab | null>(layout.initial);
  const [errors, setErrors] = useState<SurveyFormErrors>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<SurveyField, string>>>({});
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const check = (next: SurveyFormValues) => {
    const result = toSurveyWrite(next);
    setErrors("errors" in result ? result.errors : {});
    return result;
  };
  // Messages show from the first save attempt on, then follow every change.
  const change = (patch: Partial<SurveyFormValues>) => {
    const next = { ...form, ...patch };
    setForm(next);
    if (checked) check(next);
    setServerErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !(field in patch))),
    );
  };
  const errorOf = (field: SurveyField): string | undefined => {
    const key = errors[field];
    return key ? t(key, { max: MAX_LENGTH[field] }) : serverErrors[field];
  };
  const showTabOf = (fields: SurveyField[]) => {
    const first = firstErrorTab(fields, layout.tabs);
    if (first) setTab(first);
  };

  const submit = useRunOnce(async () => {
    setChecked(true);
    setFailure(null);
    setServerErrors({});
    const result = check(form);
    if ("errors" in result) {
      setFailure(t("surveyForm.messages.checkInputs"));
      showTabOf(Object.keys(result.errors) as SurveyField[]);
      return;
    }
    try {
      await onSave(result.value);
    } catch (error) {
      setFailure(errorMessage(error, t, { action: ERROR_ACTION[mode], object: "ERHEBUNGSID" }));
      if (!isApiError(error)) return;
      // The fields the server names are marked with its message too.
      const fields = fieldsOfServerError(error.field);
      setServerErrors(Object.fromEntries(fields.map((field) => [field, error.message])));
      showTabOf(fields);
    }
  });

  const tabHasErrors = (name: SurveyDialogTab) =>
    [...Object.keys(errors), ...Object.keys(serverErrors)].some(
      (field) => tabOfField(field as SurveyField) === name,
    );
  const tabId = (name: SurveyDialogTab) => `${baseId}-tab-${name}`;
  const panelId = (name: SurveyDialogTab) => `${baseId}-panel-${name}`;
  const editsSurvey = layout.tabs.includes("data") || layout.tabs.includes("evas");

  const panel = (name: SurveyDialogTab) => {
    if (name === "data") return <SurveyDataFields form={form} errorOf={errorOf} onChange={change} />;
    if (name === "evas")
      return (
        <SurveyEvasFields evas={form.evas} onChange={(evas) => change({ evas })} error={errorOf("evas")} />
      );
    return (
      survey && (
        <Suspense fallback={<CircularProgress aria-label={t("app.loading")} />}>
          <SurveyResourcesEditor survey={survey} />
        </Suspense>
      )
    );
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        // A form of a dialog opened from the resources tab (a new resource, a description) lives in a
        // portal, but React passes its submit on along the component tree: only this form saves.
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        void submit.run();
      }}
      sx={{ display: "contents" }}
    >
      <DialogContent sx={{ display: "grid", gap: 2, pt: 1 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        {layout.restricted && <Alert severity="warning">{t("surveyForm.restricted")}</Alert>}
        <ErhebungsidPreview form={form} predecessor={predecessor} />
        {layout.saves && !editsSurvey && <Alert severity="info">{t("surveyForm.commentOnly")}</Alert>}
        {layout.tabs.length > 0 && tab && (
          <Box>
            <Tabs
              value={tab}
              onChange={(_, next: SurveyDialogTab) => setTab(next)}
              aria-label={t("surveyForm.tabs.label")}
              sx={{ borderBottom: 1, borderColor: "divider", mb: 2 }}
            >
              {layout.tabs.map((name) => (
                <Tab
                  key={name}
                  value={name}
                  id={tabId(name)}
                  aria-controls={panelId(name)}
                  label={t(`surveyForm.tabs.${name}`)}
                  icon={
                    tabHasErrors(name) ? (
                      <ErrorOutlineIcon color="error" titleAccess={t("surveyForm.tabs.hasErrors")} />
                    ) : undefined
                  }
                  iconPosition="end"
                />
              ))}
            </Tabs>
            <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
              {panel(tab)}
            </Box>
          </Box>
        )}
        {layout.saves && (
          <TextField
            label={t("surveyForm.field.comment")}
            value={form.comment}
            required
            multiline
            minRows={2}
            onChange={(event) => change({ comment: event.target.value })}
            error={Boolean(errorOf("comment"))}
            helperText={errorOf("comment") ?? t("surveyForm.hint.comment")}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t(layout.saves ? "common.cancel" : "common.close")}</Button>
        {layout.saves && (
          <Button type="submit" variant="contained" {...submit.busy}>
            {t("surveyForm.save")}
          </Button>
        )}
      </DialogActions>
    </Box>
  );
}
