import CircularProgress from "@mui/material/CircularProgress";
import { lazy, type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";

// The filter editors bring the date pickers and the chart brings @mui/x-charts: both load on
// first use, so a page with a table does not pay for them up front.
export const LazyFilterEditor = lazy(() => import("./filters/FilterEditor.tsx"));
export const LazyGroupChart = lazy(() => import("./groups/GroupChart.tsx"));

export function Loading({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<CircularProgress size={24} aria-label={t("app.loading")} />}>{children}</Suspense>
  );
}
