import ExpandLessIcon from "@mui/icons-material/UnfoldLess";
import ExpandMoreIcon from "@mui/icons-material/UnfoldMore";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../api/error-message.ts";
import { useEvasTree } from "../../api/evas.ts";
import { EvasTree, type EvasTreeProps } from "./EvasTree.tsx";
import { parentCodes } from "./tree-model.ts";

export interface EvasTreeViewProps {
  label: string;
  /** where a 5-digit EVAS can be chosen (the survey dialog's picker); without it the tree only shows */
  onChoose?: EvasTreeProps["onChoose"];
  /** id of a text that tells how to use the tree */
  describedBy?: string;
}

/**
 * The active EVAS as a tree with "expand all" and "collapse all" (SPEC 2.4, 2.5): the /evastree page
 * and the survey dialog's EVAS picker.
 */
export function EvasTreeView({ label, onChoose, describedBy }: EvasTreeViewProps) {
  const { t } = useTranslation();
  const tree = useEvasTree();
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  const [focused, setFocused] = useState<string | null>(null);
  return (
    <>
      <Box sx={{ display: "flex", gap: 1, mb: 2, flexWrap: "wrap" }}>
        <Button
          startIcon={<ExpandMoreIcon />}
          disabled={!tree.data}
          onClick={() => setExpanded(parentCodes(tree.data ?? []))}
        >
          {t("evasTree.expandAll")}
        </Button>
        <Button startIcon={<ExpandLessIcon />} disabled={!tree.data} onClick={() => setExpanded(new Set())}>
          {t("evasTree.collapseAll")}
        </Button>
      </Box>
      {tree.isPending && <CircularProgress aria-label={t("app.loading")} />}
      {tree.isError && <Alert severity="error">{errorMessage(tree.error, t)}</Alert>}
      {tree.data?.length === 0 && <Alert severity="info">{t("validation.empty-list")}</Alert>}
      {tree.data && tree.data.length > 0 && (
        <EvasTree
          label={label}
          describedBy={describedBy}
          nodes={tree.data}
          expanded={expanded}
          onExpandedChange={setExpanded}
          focused={focused}
          onFocusedChange={setFocused}
          onChoose={onChoose}
        />
      )}
    </>
  );
}
