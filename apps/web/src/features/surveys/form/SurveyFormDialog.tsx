import {
  type SurveyAnswer,
  type SurveyDialogMode,
  type SurveyWrite,
  surveyContinueSchema,
  surveyDialogLayout,
} from "@erhdb/domain";
import Dialog from "@mui/material/Dialog";
import DialogTitle from "@mui/material/DialogTitle";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSurvey } from "../../../api/surveys.ts";
import { useSession } from "../../../auth/session-context.ts";
import { LoadedDialogBody } from "../../../components/LoadedDialogBody.tsx";
import { useSnackbar } from "../../../components/snackbar.tsx";
import { useContinueSurvey, useCreateSurvey, useUpdateSurvey } from "../api.ts";
import { SurveyFormContent } from "./SurveyFormContent.tsx";
import { newSurveyForm, surveyFormOf } from "./survey-form.ts";

export interface SurveyFormDialogProps {
  mode: SurveyDialogMode;
  /** the survey to edit or continue; null to create one */
  erhebungsid: string | null;
  onClose(): void;
}

/** Writes the survey the way the mode says and answers the saved survey. */
function useSaveSurvey(mode: SurveyDialogMode, erhebungsid: string | null) {
  const create = useCreateSurvey();
  const update = useUpdateSurvey();
  const continueSurvey = useContinueSurvey();
  return (survey: SurveyWrite): Promise<SurveyAnswer> => {
    if (mode === "create") return create.mutateAsync(survey);
    if (erhebungsid === null) throw new Error(`to ${mode} a survey, its Erhebungsid is needed`);
    if (mode === "edit") return update.mutateAsync({ erhebungsid, survey });
    // the successor's payload plus the Erhebungsid it continues
    return continueSurvey.mutateAsync(surveyContinueSchema.parse({ ...survey, erhebungsid }));
  };
}

/** The add / edit / continue dialog of a survey (SPEC 2.4, 5). */
export function SurveyFormDialog({ mode, erhebungsid, onClose }: SurveyFormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { person } = useSession();
  const snackbar = useSnackbar();
  const existing = useSurvey(mode === "create" ? null : erhebungsid);
  const saveSurvey = useSaveSurvey(mode, erhebungsid);
  // The create defaults are fixed when the dialog opens.
  const [blank] = useState(newSurveyForm);
  const needsSurvey = mode !== "create";

  const save = async (survey: SurveyWrite) => {
    const saved = await saveSurvey(survey);
    snackbar.success(t(`surveyForm.saved.${mode}`, { erhebungsid: saved.erhebungsid }));
    onClose();
  };

  return (
    <Dialog
      open
      // A click beside the dialog must not throw away what was typed.
      onClose={(_, reason) => reason !== "backdropClick" && onClose()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id={titleId}>{t(`surveyForm.title.${mode}`)}</DialogTitle>
      <LoadedDialogBody query={existing} needed={needsSurvey} onClose={onClose}>
        {(data) => (
          <SurveyFormContent
            mode={mode}
            layout={surveyDialogLayout(mode, person, data ?? null)}
            initial={data ? surveyFormOf(data) : blank}
            survey={data ?? null}
            predecessor={mode === "continue" ? (data?.erhebungsid ?? null) : null}
            onSave={save}
            onClose={onClose}
          />
        )}
      </LoadedDialogBody>
    </Dialog>
  );
}
