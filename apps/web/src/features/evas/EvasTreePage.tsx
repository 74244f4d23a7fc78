import ExpandLessIcon from "@mui/icons-material/UnfoldLess";
import ExpandMoreIcon from "@mui/icons-material/UnfoldMore";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../api/error-message.ts";
import { Page } from "../../components/Page.tsx";
import { useEvasTree } from "./api.ts";
import { EvasTree } from "./components/EvasTree.tsx";
import { parentCodes } from "./components/tree-model.ts";

/** /evastree: the active EVAS as a tree of 1, 2, 3 and 5 digit codes (SPEC 2.5). */
export function EvasTreePage() {
  const { t } = useTranslation();
  const tree = useEvasTree();
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  const [focused, setFocused] = useState<string | null>(null);
  return (
    <Page title={t("screen.evastree")}>
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
          label={t("evasTree.label")}
          nodes={tree.data}
          expanded={expanded}
          onExpandedChange={setExpanded}
          focused={focused}
          onFocusedChange={setFocused}
        />
      )}
    </Page>
  );
}
