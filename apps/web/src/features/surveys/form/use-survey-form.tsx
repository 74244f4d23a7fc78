import type { SurveyDialogMode } from "@erhdb/domain";
import { type ReactNode, useCallback, useRef, useState } from "react";
import { lazyExport } from "../../../components/lazy-export.ts";

// the form (with its EVAS picker and checks) loads when first opened (issue 17)
const SurveyFormDialog = lazyExport(() => import("./SurveyFormDialog.tsx").then((m) => m.SurveyFormDialog));

export interface SurveyForm {
  open(mode: SurveyDialogMode, erhebungsid?: string): void;
  dialog: ReactNode;
}

interface Target {
  mode: SurveyDialogMode;
  erhebungsid: string | null;
  /** a new one each time, so that a dialog opened again starts afresh */
  key: number;
}

/**
 * The add / edit / continue dialog of the surveys screen (SPEC 2.4, 5). The page calls `open` from its
 * toolbar and row actions and renders `dialog` once.
 */
export function useSurveyForm(): SurveyForm {
  const opened = useRef(0);
  const [target, setTarget] = useState<Target | null>(null);
  const open = useCallback((mode: SurveyDialogMode, erhebungsid?: string) => {
    opened.current += 1;
    setTarget({ mode, erhebungsid: erhebungsid ?? null, key: opened.current });
  }, []);
  const close = useCallback(() => setTarget(null), []);
  const dialog = target && (
    <SurveyFormDialog key={target.key} mode={target.mode} erhebungsid={target.erhebungsid} onClose={close} />
  );
  return { open, dialog };
}
