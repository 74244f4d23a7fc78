import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { DATE_FILTER_VARIANTS, fieldInput, renderFilterEditor } from "../../../test/filter-harness.tsx";
import { column } from "../../../test/table.tsx";

const closing = column("closing", "date");
const month = column("month", "month");

function type(label: string, text: string) {
  fireEvent.change(fieldInput(label), { target: { value: text } });
}

/** Focus leaves the field (tab, a click elsewhere): the from/to rule applies then. */
function leave(label: string) {
  const group = screen.getByRole("group", { name: label });
  fireEvent.focusOut(within(group).getAllByRole("spinbutton")[0]!);
}

async function chooseVariant(name: string) {
  await userEvent.click(screen.getByRole("combobox", { name: "Zeitraum" }));
  await userEvent.click(screen.getByRole("option", { name }));
}

function editable(label: string): boolean {
  const group = screen.getByRole("group", { name: label });
  return within(group).getAllByRole("spinbutton")[0]!.getAttribute("aria-disabled") !== "true";
}

describe("date filter by day", () => {
  it("offers the variants of SPEC 5", async () => {
    renderFilterEditor(closing);
    await userEvent.click(await screen.findByRole("combobox", { name: "Zeitraum" }));
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(DATE_FILTER_VARIANTS);
  });

  it.each([
    ["Letzte Tage", "LAST_N_DAYS", ["1 Tag", "2 Tage", "3 Tage", "7 Tage", "14 Tage", "21 Tage", "30 Tage"]],
    [
      "Letzte Monate",
      "LAST_N_MONTHS",
      ["1 Monat", "2 Monate", "3 Monate", "4 Monate", "6 Monate", "9 Monate", "12 Monate"],
    ],
    ["Letzte Jahre", "LAST_N_YEARS", ["1 Jahr", "2 Jahre", "3 Jahre", "4 Jahre", "5 Jahre"]],
  ])("%s offers the LAST_N choices %j", async (label, variant, choices) => {
    const { draft } = renderFilterEditor(closing);
    await screen.findByRole("combobox", { name: "Zeitraum" });
    await chooseVariant(label);
    expect(draft()).toEqual({ variant, lastN: 1 });
    await userEvent.click(screen.getByRole("combobox", { name: "Anzahl" }));
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(choices);
    await userEvent.click(screen.getByRole("option", { name: choices[2] }));
    expect(draft()).toMatchObject({ variant, lastN: Number.parseInt(choices[2]!, 10) });
  });

  it("edits the range only in CUSTOM, with the two-month calendar", async () => {
    renderFilterEditor(closing, { variant: "CURRENT_YEAR" });
    await screen.findByRole("combobox", { name: "Zeitraum" });
    expect(editable("Von")).toBe(false);
    expect(editable("Bis")).toBe(false);
    expect(screen.queryByRole("grid")).not.toBeInTheDocument();
    // the resolved range is shown
    expect(fieldInput("Von").value).toMatch(/^01\.01\.\d{4}$/);

    await chooseVariant("Benutzerdefiniert");
    // the picker's own texts follow the app's language
    const from = screen.getByRole("group", { name: "Von" });
    expect(
      within(from)
        .getAllByRole("spinbutton")
        .map((s) => s.getAttribute("aria-label")),
    ).toEqual(["Tag", "Monat", "Jahr"]);
    expect(editable("Von")).toBe(true);
    expect(editable("Bis")).toBe(true);
    expect(screen.getAllByRole("grid")).toHaveLength(2);
  });

  it("sets both ends to the day entered when from is after to, and likewise for to", async () => {
    const { draft } = renderFilterEditor(closing, {
      variant: "CUSTOM",
      fromDate: "2024-03-01",
      toDate: "2024-03-31",
    });
    await screen.findByRole("combobox", { name: "Zeitraum" });
    type("Von", "15.04.2024");
    leave("Von");
    expect(draft()).toEqual({ variant: "CUSTOM", fromDate: "2024-04-15", toDate: "2024-04-15" });
    type("Bis", "10.04.2024");
    leave("Bis");
    expect(draft()).toEqual({ variant: "CUSTOM", fromDate: "2024-04-10", toDate: "2024-04-10" });
    type("Bis", "20.04.2024");
    leave("Bis");
    expect(draft()).toEqual({ variant: "CUSTOM", fromDate: "2024-04-10", toDate: "2024-04-20" });
  });

  it("leaves the other end alone while a date is being typed", async () => {
    const { draft } = renderFilterEditor(closing, {
      variant: "CUSTOM",
      fromDate: "2024-05-15",
      toDate: "2024-05-15",
    });
    await screen.findByRole("combobox", { name: "Zeitraum" });
    // typing 20 into the day of 15.05.2024: after the 2 the field holds 02.05.2024
    type("Bis", "02.05.2024");
    expect(draft()).toEqual({ variant: "CUSTOM", fromDate: "2024-05-15", toDate: "2024-05-02" });
    type("Bis", "20.05.2024");
    leave("Bis");
    expect(draft()).toEqual({ variant: "CUSTOM", fromDate: "2024-05-15", toDate: "2024-05-20" });
  });

  it("names the limits 01.01.2000 and 31.12.2100 and reports the error", async () => {
    const { hasError } = renderFilterEditor(closing, { variant: "CUSTOM", fromDate: null, toDate: null });
    await screen.findByRole("combobox", { name: "Zeitraum" });
    type("Von", "31.12.1999");
    expect(await screen.findByText("Das Datum darf nicht vor dem 01.01.2000 liegen.")).toBeInTheDocument();
    expect(hasError()).toBe(true);
    type("Von", "01.01.2000");
    type("Bis", "01.01.2101");
    expect(screen.getByText("Das Datum darf nicht nach dem 31.12.2100 liegen.")).toBeInTheDocument();
    expect(screen.queryByText(/nicht vor dem/)).not.toBeInTheDocument();
    type("Bis", "31.12.2100");
    await waitFor(() => expect(hasError()).toBe(false));
  });

  it("reports a half-typed date as an error", async () => {
    const { hasError } = renderFilterEditor(closing, { variant: "CUSTOM", fromDate: null, toDate: null });
    const from = await screen.findByRole("group", { name: "Von" });
    await userEvent.click(within(from).getAllByRole("spinbutton")[0]!);
    await userEvent.keyboard("{ArrowUp}");
    await userEvent.click(screen.getByRole("combobox", { name: "Zeitraum" }));
    await userEvent.keyboard("{Escape}");
    expect(await screen.findByText("Bitte ein vollständiges, gültiges Datum eingeben.")).toBeInTheDocument();
    expect(hasError()).toBe(true);
    type("Von", "01.02.2024");
    await waitFor(() => expect(hasError()).toBe(false));
  });

  it("picks a range in the calendar, swapping a last day before the first", async () => {
    const { draft } = renderFilterEditor(closing, {
      variant: "CUSTOM",
      fromDate: "2024-03-01",
      toDate: null,
    });
    const [first] = await screen.findAllByRole("grid");
    expect(screen.getByText("Im Kalender den ersten Tag wählen.")).toBeInTheDocument();
    await userEvent.click(within(first!).getByRole("gridcell", { name: "10" }));
    expect(draft()).toMatchObject({ fromDate: "2024-03-10" });
    expect(screen.getByText("Im Kalender den letzten Tag wählen.")).toBeInTheDocument();
    await userEvent.click(within(first!).getByRole("gridcell", { name: "5" }));
    expect(draft()).toMatchObject({ fromDate: "2024-03-05", toDate: "2024-03-05" });
  });

  it("filters a date column by whole months on request", async () => {
    const { draft } = renderFilterEditor(closing, {
      variant: "CUSTOM",
      fromDate: "2024-03-15",
      toDate: null,
    });
    await userEvent.click(await screen.findByRole("button", { name: "Monate" }));
    expect(draft()).toEqual({
      variant: "CUSTOM",
      fromDate: "2024-03-01",
      toDate: null,
      granularity: "month",
    });
    expect(fieldInput("Von").value).toBe("03.2024");
  });
});

describe("month filter", () => {
  it("uses MM.YYYY, the month bounds and no 'last days'", async () => {
    const { draft, hasError } = renderFilterEditor(month, {
      variant: "CUSTOM",
      fromDate: null,
      toDate: null,
    });
    await userEvent.click(await screen.findByRole("combobox", { name: "Zeitraum" }));
    expect(screen.queryByRole("option", { name: "Letzte Tage" })).not.toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    type("Von", "12.1999");
    expect(await screen.findByText("Das Datum darf nicht vor dem 01.2000 liegen.")).toBeInTheDocument();
    expect(hasError()).toBe(true);
    type("Von", "05.2024");
    type("Bis", "02.2024");
    leave("Bis");
    expect(draft()).toEqual({ variant: "CUSTOM", fromDate: "2024-02-01", toDate: "2024-02-01" });
    // the calendar is for days only
    expect(screen.queryByRole("grid")).not.toBeInTheDocument();
  });
});
