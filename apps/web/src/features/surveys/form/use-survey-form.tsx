import type { SurveyDialogMode } from "@erhdb/domain";
import { type ReactNode, useCallback, useState } from "react";

/** Which dialog is open: the mode and, to edit or continue, the survey's Erhebungsid. */
export interface SurveyFormTarget {
  mode: SurveyDialogMode;
  erhebungsid: string | null;
}

export interface SurveyForm {
  open(mode: SurveyDialogMode, erhebungsid?: string): void;
  dialog: ReactNode;
}

/**
 * The add / edit / continue dialog of the surveys screen (SPEC 2.4, 5). The page calls `open` from its
 * toolbar and row actions and renders `dialog` once.
 */
export function useSurveyForm(): SurveyForm {
  const [target, setTarget] = useState<SurveyFormTarget | null>(null);
  const open = useCallback((mode: SurveyDialogMode, erhebungsid?: string) => {
    setTarget({ mode, erhebungsid: erhebungsid ?? null });
  }, []);
  // The dialog itself grows behind this contract (features/surveys/form/).
  const dialog: ReactNode = target === null ? null : null;
  return { open, dialog };
}
