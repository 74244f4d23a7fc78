import CircularProgress from "@mui/material/CircularProgress";
import { type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { lazyExport } from "../lazy-export.ts";

// The filter editors bring the date pickers and the chart brings @mui/x-charts: both load on
// first use, so a page with a table does not pay for them up front.
export const LazyFilterEditor = lazyExport(() => import("./filters/FilterEditor.tsx").then((m) => m.default));
export const LazyGroupChart = lazyExport(() => import("./groups/GroupChart.tsx").then((m) => m.default));

export function Loading({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<CircularProgress size={24} aria-label={t("app.loading")} />}>{children}</Suspense>
  );
}
