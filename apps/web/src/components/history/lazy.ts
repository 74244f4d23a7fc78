import { lazyExport } from "../lazy-export.ts";

/** The History tab loads when it is opened: the first screen's JavaScript stays without it (issue 36). */
export const LazyHistoryPanel = lazyExport(() => import("./HistoryPanel.tsx").then((m) => m.HistoryPanel));

/** The history of an object without a detail dialog, loaded when first opened. */
export const LazyHistoryDialog = lazyExport(() => import("./HistoryDialog.tsx").then((m) => m.HistoryDialog));
