import { abbreviateAxisValue, assignYAxes } from "@erhdb/domain";
import Box from "@mui/material/Box";
import { useTheme } from "@mui/material/styles";
import { BarChart } from "@mui/x-charts/BarChart";
import { LineChart } from "@mui/x-charts/LineChart";
import { useTranslation } from "react-i18next";

export interface ChartSeries {
  label: string;
  /** series of one unit share an axis */
  unit: string;
  data: number[];
}

export interface GroupChartProps {
  kind: "bar" | "line";
  /** what the chart shows, as its accessible name */
  title: string;
  labels: string[];
  series: ChartSeries[];
}

/**
 * Count per group and a measure as a bar or line chart (SPEC 2.3, 9): at most two Y axes, the
 * first series' unit on the left, the rest on the right (assignYAxes); axis numbers abbreviated
 * (Tsd., Mio., ...). Loaded lazily with @mui/x-charts.
 */
export default function GroupChart({ kind, title, labels, series }: GroupChartProps) {
  const { i18n } = useTranslation();
  const theme = useTheme();
  const locale = i18n.language === "en" ? "en-GB" : "de-DE";
  const placed = assignYAxes(series);
  const format = (value: number | null) => (value === null ? "" : abbreviateAxisValue(value, locale));
  const yAxis = (["left", "right"] as const)
    .filter((side) => placed.some((s) => s.axis === side))
    .map((side) => ({ id: side, position: side, valueFormatter: format, width: 70 }));
  // Theme colours, chosen for contrast in both themes; the left axis's series takes the primary.
  const colors = { left: theme.palette.primary.main, right: theme.palette.secondary.main };
  const chartSeries = placed.map((s) => ({
    data: s.data,
    label: s.label,
    yAxisId: s.axis,
    color: colors[s.axis],
    valueFormatter: format,
  }));
  const common = { height: 320, yAxis, series: chartSeries };
  return (
    <Box component="figure" aria-label={title} sx={{ m: 0, mt: 2 }}>
      {kind === "bar" ? (
        <BarChart {...common} xAxis={[{ scaleType: "band", data: labels }]} />
      ) : (
        <LineChart {...common} xAxis={[{ scaleType: "point", data: labels }]} />
      )}
    </Box>
  );
}
