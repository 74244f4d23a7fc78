import { swapIfReversed } from "@erhdb/domain";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { DateCalendar } from "@mui/x-date-pickers/DateCalendar";
import { PickerDay, type PickerDayProps } from "@mui/x-date-pickers/PickerDay";
import dayjs from "dayjs";
import { createContext, useContext, useState } from "react";
import { useTranslation } from "react-i18next";
import { ISO_DAY } from "./date-values.ts";

interface Range {
  from: string | null;
  to: string | null;
}

const RangeContext = createContext<Range>({ from: null, to: null });

/** A day of the calendars, marked while it lies in the chosen range. */
function RangeDay(props: PickerDayProps) {
  const { from, to } = useContext(RangeContext);
  const iso = dayjs(props.day as dayjs.Dayjs).format(ISO_DAY);
  const inRange = Boolean(from && (iso === from || (to && iso >= from && iso <= to)));
  return <PickerDay {...props} selected={inRange} aria-selected={inRange} />;
}

export interface RangeCalendarsProps extends Range {
  minDate: dayjs.Dayjs;
  maxDate: dayjs.Dayjs;
  onChange(range: Range): void;
}

/**
 * The two-month calendar of the custom range (SPEC 5): the first click picks the first day, the
 * next the last day; a last day before the first sets both to that day (swapIfReversed).
 */
export function RangeCalendars({ from, to, minDate, maxDate, onChange }: RangeCalendarsProps) {
  const { t } = useTranslation();
  const [nextEnd, setNextEnd] = useState<"from" | "to">("from");
  const [firstMonth] = useState(() => dayjs(from ?? undefined).startOf("month"));
  const pick = (date: dayjs.Dayjs | null) => {
    if (!date?.isValid()) return;
    const iso = date.format(ISO_DAY);
    onChange(swapIfReversed(nextEnd === "from" ? { from: iso, to } : { from, to: iso }, nextEnd));
    setNextEnd(nextEnd === "from" ? "to" : "from");
  };
  const calendar = (reference: dayjs.Dayjs, label: string) => (
    <DateCalendar
      aria-label={label}
      value={null}
      referenceDate={reference}
      minDate={minDate}
      maxDate={maxDate}
      onChange={pick}
      slots={{ day: RangeDay }}
      sx={{ m: 0 }}
    />
  );
  return (
    <RangeContext value={{ from, to }}>
      <Typography variant="body2" aria-live="polite" sx={{ mt: 1 }}>
        {t(nextEnd === "from" ? "dataTable.date.pickFrom" : "dataTable.date.pickTo")}
      </Typography>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
        {calendar(firstMonth, t("dataTable.date.calendarFirst"))}
        {calendar(firstMonth.add(1, "month"), t("dataTable.date.calendarSecond"))}
      </Box>
    </RangeContext>
  );
}
