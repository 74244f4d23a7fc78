import type { Evas, EvasTreeNode } from "@erhdb/domain";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { EvasTreeView } from "../evas-tree/EvasTreeView.tsx";
import { EvasOverviewPopover } from "./EvasOverviewPopover.tsx";

export interface EvasPickerDialogProps {
  /** the active EVAS, for the period and closing of the chosen one */
  active: readonly Evas[];
  /** adds the EVAS: null when added, else the i18n key of the problem */
  onAdd(code: string): string | null;
  onClose(): void;
}

/**
 * The EVAS tree to pick from (SPEC 2.4): choosing a 5-digit EVAS shows its overview, whose
 * "use this EVAS" adds it to the survey and closes the picker.
 */
export function EvasPickerDialog({ active, onAdd, onClose }: EvasPickerDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const hintId = useId();
  const [chosen, setChosen] = useState<{ node: EvasTreeNode; anchor: HTMLElement } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const known = chosen ? active.find((e) => e.evas === chosen.node.evas) : undefined;

  const use = () => {
    if (!chosen) return;
    const next = onAdd(chosen.node.evas);
    if (next === null) onClose();
    else setProblem(next);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t("surveyForm.picker.title")}</DialogTitle>
      <DialogContent>
        <DialogContentText id={hintId} sx={{ mb: 1 }}>
          {t("surveyForm.picker.hint")}
        </DialogContentText>
        <EvasTreeView
          label={t("surveyForm.picker.treeLabel")}
          describedBy={hintId}
          onChoose={(node, anchor) => {
            setProblem(null);
            setChosen({ node, anchor });
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common.close")}</Button>
      </DialogActions>
      {chosen && (
        <EvasOverviewPopover
          anchor={chosen.anchor}
          evas={{
            evas: chosen.node.evas,
            description: known?.description ?? chosen.node.description,
            period: known?.period ?? null,
            closing: known?.closing ?? null,
          }}
          onUse={use}
          problem={problem}
          onClose={() => setChosen(null)}
        />
      )}
    </Dialog>
  );
}
