import { type Column, GROUP_LIMIT, type TableGroup } from "@erhdb/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "../../visually-hidden.ts";
import { LazyGroupChart, Loading } from "../lazy.tsx";

export interface GroupViewProps {
  label: string;
  columns: Column[];
  columnName(column: Column): string;
  groups: TableGroup[];
  /** the server answered only the first GROUP_LIMIT groups of more */
  limited: boolean;
}

type ChartKind = "none" | "bar" | "line";

/** A group's value as shown: the choice's display text for a dropdown column; blank says so. */
function valueText(column: Column, value: string | null | undefined, t: TFunction): string {
  const choice = column.options.filter.choices?.find((c) => c.key === value);
  return choice?.display || value || t("dataTable.group.empty");
}

/**
 * The LOCKED table (decision): while any column is grouped the table shows one read-only row per
 * group (its values, the count and the group's measures) instead of records, without paging, and
 * only then offers the chart. Records return when the grouping is removed.
 */
export function GroupView({ label, columns, columnName, groups, limited }: GroupViewProps) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => n.toLocaleString(i18n.language);
  const [chart, setChart] = useState<ChartKind>("none");
  const grouped = columns.filter((c) => c.options.group.grouped);
  const measures = [...new Set(groups.flatMap((g) => Object.keys(g.measures ?? {})))];
  const measureName = (key: string) => {
    const column = columns.find((c) => c.id === key);
    return column ? columnName(column) : t(key, { defaultValue: key });
  };
  const labels = groups.map((g) => grouped.map((c) => valueText(c, g.values[c.id], t)).join(" / "));
  const first = measures[0];
  const series = [
    { label: t("dataTable.group.count"), unit: "count", data: groups.map((g) => g.count) },
    ...(first
      ? [{ label: measureName(first), unit: first, data: groups.map((g) => g.measures?.[first] ?? 0) }]
      : []),
  ];
  const names = grouped.map(columnName).join(", ");

  return (
    <Box>
      <Alert severity="info" sx={{ mb: 1 }}>
        {t("dataTable.group.locked", { columns: names })}
      </Alert>
      {limited && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t("dataTable.group.limited", { limit: number(GROUP_LIMIT) })}
        </Alert>
      )}
      <ToggleButtonGroup
        exclusive
        size="small"
        value={chart}
        onChange={(_, next: ChartKind | null) => next && setChart(next)}
        aria-label={t("dataTable.chart.label")}
        disabled={groups.length === 0}
      >
        <ToggleButton value="none">{t("dataTable.chart.none")}</ToggleButton>
        <ToggleButton value="bar">{t("dataTable.chart.bar")}</ToggleButton>
        <ToggleButton value="line">{t("dataTable.chart.line")}</ToggleButton>
      </ToggleButtonGroup>
      {chart !== "none" && groups.length > 0 && (
        <Loading>
          <LazyGroupChart
            kind={chart}
            title={t("dataTable.chart.title", { columns: names })}
            labels={labels}
            series={series}
          />
        </Loading>
      )}
      <TableContainer sx={{ mt: 1 }}>
        <Table size="small">
          <Box component="caption" sx={visuallyHidden}>
            {t("dataTable.group.caption", { table: label, columns: names })}
          </Box>
          <TableHead>
            <TableRow>
              {grouped.map((c) => (
                <TableCell key={c.id}>{columnName(c)}</TableCell>
              ))}
              <TableCell align="right">{t("dataTable.group.count")}</TableCell>
              {measures.map((m) => (
                <TableCell key={m} align="right">
                  {measureName(m)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {groups.length === 0 && (
              <TableRow>
                <TableCell colSpan={grouped.length + 1 + measures.length}>
                  {t("dataTable.noRecords")}
                </TableCell>
              </TableRow>
            )}
            {groups.map((group, i) => (
              <TableRow key={labels[i] ?? i}>
                {grouped.map((c) => (
                  <TableCell key={c.id}>{valueText(c, group.values[c.id], t)}</TableCell>
                ))}
                <TableCell align="right">{number(group.count)}</TableCell>
                {measures.map((m) => (
                  <TableCell key={m} align="right">
                    {number(group.measures?.[m] ?? 0)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
