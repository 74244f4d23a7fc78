import { lazyExport } from "../lazy-export.ts";

/** The History tab loads when it is opened: the first screen's JavaScript stays without it (issue 36). */
export const LazyHistoryPanel = lazyExport(() => import("./HistoryPanel.tsx").then((m) => m.HistoryPanel));
