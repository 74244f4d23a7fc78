import {
  DATE_FILTER_MAX,
  DATE_FILTER_MIN,
  type DateFilterVariant,
  type DateGranularity,
  type DateRangeFilter,
  dateVariantsFor,
  filterGranularity,
  lastNOptionsOf,
  lastNUnitOf,
  resolveDateFilter,
  swapIfReversed,
} from "@erhdb/domain";
import Box from "@mui/material/Box";
import FormControl from "@mui/material/FormControl";
import FormLabel from "@mui/material/FormLabel";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import { DateField } from "@mui/x-date-pickers/DateField";
import dayjs, { type Dayjs } from "dayjs";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { hasPartialDate } from "../../partial-date.ts";
import { asDateFilter, boundMessage, displayFormat, toIso } from "./date-values.ts";
import type { FilterEditorProps } from "./editor-props.ts";
import { RangeCalendars } from "./RangeCalendars.tsx";

const MIN = dayjs(DATE_FILTER_MIN);
const MAX = dayjs(DATE_FILTER_MAX);
type End = "from" | "to";

/**
 * A date or month range filter (SPEC 5): a variant (all, current/previous month or year, the last
 * n days/months/years, custom); the range fields show the resolved range and are editable only in
 * CUSTOM, with the two-month calendar for days. Bounds 01.01.2000 to 31.12.2100; a from after the
 * to (or a to before the from) sets both to the day just entered.
 */
export function DateFilter(props: FilterEditorProps) {
  const { column, name, value, onChange, onErrorChange, autoFocus } = props;
  const { t } = useTranslation();
  const filter = asDateFilter(value);
  const granularity = filterGranularity(column.type, filter);
  const custom = filter.variant === "CUSTOM";
  const [invalid, setInvalid] = useState<Record<End, boolean>>({ from: false, to: false });
  // "Now" is fixed while the editor is open, so the shown range does not move under the user.
  const [now] = useState(() => new Date());
  const range = custom
    ? { from: filter.fromDate ?? null, to: filter.toDate ?? null }
    : resolveDateFilter(filter, now, granularity);
  const messages: Record<End, string | null> = {
    from: custom && invalid.from ? t("dataTable.date.invalid") : boundMessage(range.from, granularity, t),
    to: custom && invalid.to ? t("dataTable.date.invalid") : boundMessage(range.to, granularity, t),
  };
  const hasError = custom && Boolean(messages.from || messages.to);
  useEffect(() => onErrorChange(hasError), [hasError, onErrorChange]);

  // A date column may be filtered by whole months too; the value says so (a month column always is).
  const emit = (next: DateRangeFilter, by: DateGranularity = granularity) =>
    onChange(column.type === "date" && by === "month" ? { ...next, granularity: "month" } : next);

  const setVariant = (variant: DateFilterVariant) => {
    setInvalid({ from: false, to: false });
    const options = lastNOptionsOf(variant);
    if (variant === "CUSTOM") emit({ variant, fromDate: range.from, toDate: range.to });
    else if (options)
      emit({ variant, lastN: options.includes(filter.lastN ?? 0) ? filter.lastN : options[0] });
    else emit({ variant });
  };

  const setGranularity = (by: DateGranularity) => {
    setInvalid({ from: false, to: false });
    const month = (iso: string | null) => (iso && by === "month" ? toIso(dayjs(iso), "month") : iso);
    const variant = !dateVariantsFor(by).includes(filter.variant) ? "ALL" : filter.variant;
    const { granularity: _, ...rest } = filter;
    const custom = variant === "CUSTOM" ? { fromDate: month(range.from), toDate: month(range.to) } : {};
    emit({ ...rest, variant, ...custom }, by);
  };

  const setEnd = (end: End, date: Dayjs | null) => {
    if (date && !date.isValid()) {
      setInvalid((old) => ({ ...old, [end]: true }));
      return;
    }
    setInvalid((old) => ({ ...old, [end]: false }));
    const next = { ...range, [end]: date ? toIso(date, granularity) : null };
    emit({ variant: "CUSTOM", fromDate: next.from, toDate: next.to });
  };

  // The field reports a date at every keystroke (the first digit of 20 is the 2nd), so the
  // from/to rule waits until the user leaves the field with the date they meant.
  const leaveEnd = (end: End, partial: boolean) => {
    if (partial) {
      setInvalid((old) => ({ ...old, [end]: true }));
      return;
    }
    const iso = range[end];
    if (!custom || !iso || boundMessage(iso, granularity, t)) return;
    const next = swapIfReversed(range, end);
    if (next !== range) emit({ variant: "CUSTOM", fromDate: next.from, toDate: next.to });
  };

  return (
    <FormControl component="fieldset" fullWidth>
      <FormLabel component="legend">{name}</FormLabel>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, mt: 1 }}>
        <TextField
          select
          size="small"
          label={t("dataTable.date.variantLabel")}
          value={filter.variant}
          onChange={(event) => setVariant(event.target.value as DateFilterVariant)}
          autoFocus={autoFocus}
          sx={{ minWidth: 200 }}
        >
          {dateVariantsFor(granularity).map((variant) => (
            <MenuItem key={variant} value={variant}>
              {t(`dataTable.date.variant.${variant}`)}
            </MenuItem>
          ))}
        </TextField>
        {lastNUnitOf(filter.variant) && <LastNSelect filter={filter} onChange={emit} />}
        {column.type === "date" && <GranularitySwitch value={granularity} onChange={setGranularity} />}
      </Box>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, mt: 2 }}>
        <EndField
          end="from"
          iso={range.from}
          {...{ granularity, custom, setEnd, leaveEnd }}
          message={messages.from}
        />
        <EndField
          end="to"
          iso={range.to}
          {...{ granularity, custom, setEnd, leaveEnd }}
          message={messages.to}
        />
      </Box>
      {custom && granularity === "day" && (
        <RangeCalendars
          from={range.from}
          to={range.to}
          minDate={MIN}
          maxDate={MAX}
          onChange={(next) => emit({ variant: "CUSTOM", fromDate: next.from, toDate: next.to })}
        />
      )}
    </FormControl>
  );
}

function GranularitySwitch({
  value,
  onChange,
}: {
  value: DateGranularity;
  onChange(v: DateGranularity): void;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      onChange={(_, next: DateGranularity | null) => next && onChange(next)}
      aria-label={t("dataTable.date.granularity")}
    >
      <ToggleButton value="day">{t("dataTable.date.byDay")}</ToggleButton>
      <ToggleButton value="month">{t("dataTable.date.byMonth")}</ToggleButton>
    </ToggleButtonGroup>
  );
}

function LastNSelect({ filter, onChange }: { filter: DateRangeFilter; onChange(v: DateRangeFilter): void }) {
  const { t } = useTranslation();
  const unit = lastNUnitOf(filter.variant);
  return (
    <TextField
      select
      size="small"
      label={t("dataTable.date.lastNLabel")}
      value={filter.lastN ?? ""}
      onChange={(event) => onChange({ variant: filter.variant, lastN: Number(event.target.value) })}
      sx={{ minWidth: 140 }}
    >
      {(lastNOptionsOf(filter.variant) ?? []).map((n) => (
        <MenuItem key={n} value={n}>
          {t(`dataTable.date.lastN.${unit}`, { count: n })}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface EndFieldProps {
  end: End;
  iso: string | null;
  granularity: DateGranularity;
  custom: boolean;
  message: string | null;
  setEnd(end: End, date: Dayjs | null): void;
  /** the field lost focus; `partial`: with a date only half typed */
  leaveEnd(end: End, partial: boolean): void;
}

function EndField({ end, iso, granularity, custom, message, setEnd, leaveEnd }: EndFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  // one object per day, so the field keeps a half-typed entry between renders
  const date = useMemo(() => (iso ? dayjs(iso) : null), [iso]);
  return (
    <DateField
      label={t(end === "from" ? "dataTable.date.from" : "dataTable.date.to")}
      value={date}
      format={displayFormat(granularity)}
      minDate={MIN}
      maxDate={MAX}
      disabled={!custom}
      onChange={(next) => setEnd(end, next)}
      inputRef={input}
      onBlur={() => leaveEnd(end, hasPartialDate(input.current, date))}
      error={Boolean(message)}
      helperText={message ?? undefined}
      size="small"
      sx={{ width: 200 }}
    />
  );
}
