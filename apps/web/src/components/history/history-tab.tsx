import type { HistoryKind } from "@erhdb/domain";
import CircularProgress from "@mui/material/CircularProgress";
import DialogContent from "@mui/material/DialogContent";
import type { TFunction } from "i18next";
import { Suspense } from "react";
import type { PanelTab } from "../TabbedPanels.tsx";
import { LazyHistoryPanel } from "./lazy.ts";

/**
 * The History tab of a detail dialog (issue 36), for a caller the server lets read the kind's history:
 * its code loads when the tab is first chosen.
 */
export function historyTab(
  t: TFunction,
  kind: HistoryKind,
  id: string,
  {
    restorable = false,
    label = t("history.tab"),
    framed = false,
  }: {
    restorable?: boolean;
    label?: string;
    /** in a dialog whose other tabs bring their own DialogContent, this one brings it too */
    framed?: boolean;
  } = {},
): PanelTab {
  const panel = (
    <Suspense fallback={<CircularProgress aria-label={t("app.loading")} />}>
      <LazyHistoryPanel kind={kind} id={id} restorable={restorable} />
    </Suspense>
  );
  return {
    key: "history",
    label,
    panel: framed ? <DialogContent sx={{ pt: 1 }}>{panel}</DialogContent> : panel,
  };
}
