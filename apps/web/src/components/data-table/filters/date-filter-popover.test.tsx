import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DATE_FILTER_VARIANTS } from "../../../test/filter-harness.tsx";
import { lastQuery, mockScreenWidth, renderTable, resetLocation } from "../../../test/table.tsx";

/*
 * The date filter as a user drives it in the table: the column header's filter button, the variant
 * select, the day/month switch, digits typed into the field's sections and moving on with Tab, the
 * two-month calendar, then Apply, the chip and the address (SPEC 4, 5, 9). The table is sampleColumns()
 * with its date column "Stilllegung"; the server is mocked, its filtering is proven by the server's
 * tests (features/evas/table.test.ts, data-table/engine-filters.test.ts).
 */

const COLUMN = "Stilllegung";
const MIN_DAY = "Das Datum darf nicht vor dem 01.01.2000 liegen.";
const MAX_DAY = "Das Datum darf nicht nach dem 31.12.2100 liegen.";
const MIN_MONTH = "Das Datum darf nicht vor dem 01.2000 liegen.";
const MAX_MONTH = "Das Datum darf nicht nach dem 12.2100 liegen.";
const PARTIAL = "Bitte ein vollständiges, gültiges Datum eingeben.";
// no pause between keys: a date is typed in one go, and the sections follow each key as they do in a browser
const user = userEvent.setup({ delay: null });

beforeEach(() => {
  resetLocation();
  mockScreenWidth(1280);
  // Today is Wednesday 15 May 2024 in Berlin, so that every resolved range can be written out. Only
  // Date is fake: the timers that user-event and the table wait on run as they do.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2024-05-15T10:00:00Z"));
});

afterEach(() => {
  vi.useRealTimers();
});

async function openClosingFilter() {
  await user.click(screen.getByRole("button", { name: new RegExp(`^Filter für ${COLUMN}( \\(aktiv\\))?$`) }));
  const dialog = await screen.findByRole("dialog", { name: `Filter: ${COLUMN}` });
  await within(dialog).findByRole("combobox", { name: "Zeitraum" });
  return dialog;
}

/** The table (at the address's `hash`) with its rows shown, and the closing column's filter open. */
async function openTable(hash = "") {
  if (hash) window.history.replaceState(null, "", `/erhebungsdatenbank/test#${hash}`);
  const view = renderTable();
  await screen.findByText("12411");
  return { ...view, dialog: await openClosingFilter() };
}

const variantSelect = (dialog: HTMLElement) => within(dialog).getByRole("combobox", { name: "Zeitraum" });
const field = (dialog: HTMLElement, end: "Von" | "Bis") => within(dialog).getByRole("group", { name: end });
const sections = (dialog: HTMLElement, end: "Von" | "Bis") =>
  within(field(dialog, end)).getAllByRole("spinbutton");

/** What a date field shows: its sections joined by dots, e.g. "01.09.2015", or "TT.MM.JJJJ" when empty. */
const fieldText = (dialog: HTMLElement, end: "Von" | "Bis") =>
  sections(dialog, end)
    .map((section) => section.textContent)
    .join(".");

function expectRange(dialog: HTMLElement, from: string, to: string) {
  expect([fieldText(dialog, "Von"), fieldText(dialog, "Bis")]).toEqual([from, to]);
}

/** Whether a field's sections accept input (SPEC 5: the range is editable only in CUSTOM). */
const editable = (dialog: HTMLElement, end: "Von" | "Bis") =>
  sections(dialog, end).every((section) => section.getAttribute("aria-disabled") !== "true");

/** Types a date into a field and moves on with Tab, as a user does (the from/to rule applies then). */
async function typeInto(dialog: HTMLElement, end: "Von" | "Bis", digits: string) {
  await user.click(sections(dialog, end)[0]!);
  await user.keyboard(digits);
  await user.tab();
}

/**
 * Selects one section of a date field, as a click does in a browser. Under jsdom the click that moves
 * the focus into the field can leave the field with all its sections selected, so that Backspace
 * clears them all; a second click selects the one clicked.
 */
async function selectSection(section: HTMLElement) {
  await user.click(section);
  await user.click(section);
}

/** The options of a select of the popover (its list opens in a layer of its own), then closes it. */
async function optionsOf(select: HTMLElement) {
  await user.click(select);
  const options = within(await screen.findByRole("listbox")).getAllByRole("option");
  const texts = options.map((option) => option.textContent);
  await user.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
  return texts;
}

async function choose(select: HTMLElement, option: string) {
  await user.click(select);
  await user.click(await screen.findByRole("option", { name: option }));
  await waitFor(() => expect(select).toHaveTextContent(option));
}

const apply = (dialog: HTMLElement) => within(dialog).getByRole("button", { name: "Anwenden" });
const closingFilter = (fetchMock: Parameters<typeof lastQuery>[0]) =>
  lastQuery(fetchMock).columns.find((c) => c.id === "closing")?.options.filter.value;
const chips = () => screen.queryByRole("list", { name: "Aktive Filter" });

/** Apply closes the dialog; the table asks for `filter` and the address keeps it as `hash`. */
async function applyExpecting(
  dialog: HTMLElement,
  fetchMock: Parameters<typeof lastQuery>[0],
  filter: Record<string, unknown>,
  hash: string,
) {
  await user.click(apply(dialog));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  await waitFor(() => expect(closingFilter(fetchMock)).toEqual(filter));
  expect(window.location.hash).toBe(hash);
}

describe("the date filter in the table, by day", () => {
  it("types DD.MM.YYYY; the bounds 01.01.2000 and 31.12.2100 mark the field and disable Apply", async () => {
    const { dialog } = await openTable();
    await choose(variantSelect(dialog), "Benutzerdefiniert");
    expectRange(dialog, "TT.MM.JJJJ", "TT.MM.JJJJ");
    expect(apply(dialog)).toBeEnabled();

    await typeInto(dialog, "Von", "31121999");
    expectRange(dialog, "31.12.1999", "TT.MM.JJJJ");
    expect(within(dialog).getByText(MIN_DAY)).toBeInTheDocument();
    expect(field(dialog, "Von")).toHaveAttribute("aria-invalid", "true");
    expect(apply(dialog)).toBeDisabled();

    await typeInto(dialog, "Von", "01012000");
    expect(within(dialog).queryByText(MIN_DAY)).not.toBeInTheDocument();
    expect(field(dialog, "Von")).toHaveAttribute("aria-invalid", "false");
    expect(apply(dialog)).toBeEnabled();

    await typeInto(dialog, "Bis", "01012101");
    expectRange(dialog, "01.01.2000", "01.01.2101");
    expect(within(dialog).getByText(MAX_DAY)).toBeInTheDocument();
    expect(apply(dialog)).toBeDisabled();
    await typeInto(dialog, "Bis", "31122100");
    expect(within(dialog).queryByText(MAX_DAY)).not.toBeInTheDocument();
    expect(apply(dialog)).toBeEnabled();
  });

  it("collapses a reversed range to the day entered; a date typed in part is an error once the field is left", async () => {
    const { dialog } = await openTable("f.closing=CUSTOM~2000-01-01~2024-04-30");
    expectRange(dialog, "01.01.2000", "30.04.2024");
    // a from after the to sets both to the from just entered ...
    await typeInto(dialog, "Von", "15052024");
    expectRange(dialog, "15.05.2024", "15.05.2024");
    // ... and a to before the from sets both to that to
    await typeInto(dialog, "Bis", "09052024");
    expectRange(dialog, "09.05.2024", "09.05.2024");
    // the month alone edited: a later to leaves the from alone
    await selectSection(within(field(dialog, "Bis")).getByRole("spinbutton", { name: "Monat" }));
    await user.keyboard("06");
    expectRange(dialog, "09.05.2024", "09.06.2024");
    expect(apply(dialog)).toBeEnabled();

    await selectSection(sections(dialog, "Von")[0]!);
    await user.keyboard("{Backspace}");
    expectRange(dialog, "TT.05.2024", "09.06.2024");
    variantSelect(dialog).focus();
    expect(await within(dialog).findByText(PARTIAL)).toBeInTheDocument();
    expect(apply(dialog)).toBeDisabled();
  });

  it("correcting the to by typing leaves the from alone (the first digit of 20 makes the 02nd, no to before the from)", async () => {
    const { dialog } = await openTable("f.closing=CUSTOM~2024-05-15~2024-05-15");
    expectRange(dialog, "15.05.2024", "15.05.2024");
    await typeInto(dialog, "Bis", "20052024");
    expectRange(dialog, "15.05.2024", "20.05.2024");
  });

  it("picks a range in the two-month calendar: this month and the next, first click the first day, second the last", async () => {
    const { dialog } = await openTable();
    await choose(variantSelect(dialog), "Benutzerdefiniert");
    const grids = within(dialog).getAllByRole("grid");
    expect(grids).toHaveLength(2);
    // without a range the calendars show this month and the next
    expect(within(dialog).getByText("Mai 2024")).toBeInTheDocument();
    expect(within(dialog).getByText("Juni 2024")).toBeInTheDocument();
    const [may, june] = grids as [HTMLElement, HTMLElement];
    const day = (grid: HTMLElement, name: string) => within(grid).getByRole("gridcell", { name });

    expect(within(dialog).getByText("Im Kalender den ersten Tag wählen.")).toBeInTheDocument();
    await user.click(day(may, "3"));
    expect(within(dialog).getByText("Im Kalender den letzten Tag wählen.")).toBeInTheDocument();
    expectRange(dialog, "03.05.2024", "TT.MM.JJJJ");
    await user.click(day(june, "20"));
    expectRange(dialog, "03.05.2024", "20.06.2024");
    expect(within(dialog).getByText("Im Kalender den ersten Tag wählen.")).toBeInTheDocument();
    // the days of the range are marked in both months, the days around it are not
    expect(day(may, "3")).toHaveAttribute("aria-selected", "true");
    expect(day(may, "31")).toHaveAttribute("aria-selected", "true");
    expect(day(may, "2")).toHaveAttribute("aria-selected", "false");
    expect(day(june, "20")).toHaveAttribute("aria-selected", "true");
    expect(day(june, "21")).toHaveAttribute("aria-selected", "false");

    // a last day before the first sets both to that day
    await user.click(day(may, "10"));
    await user.click(day(may, "5"));
    expectRange(dialog, "05.05.2024", "05.05.2024");
  });

  it("applies a custom range: the query, the address, the active header button and the chip; opens again with it; the chip removes it", async () => {
    const { dialog, fetchMock } = await openTable();
    await choose(variantSelect(dialog), "Benutzerdefiniert");
    await typeInto(dialog, "Von", "01092015");
    await typeInto(dialog, "Bis", "31122016");
    expectRange(dialog, "01.09.2015", "31.12.2016");
    await applyExpecting(
      dialog,
      fetchMock,
      {
        variant: "CUSTOM",
        fromDate: "2015-09-01",
        toDate: "2016-12-31",
      },
      "#f.closing=CUSTOM~2015-09-01~2016-12-31",
    );
    expect(screen.getByRole("button", { name: `Filter für ${COLUMN} (aktiv)` })).toBeInTheDocument();

    // the filter opens again with the applied range
    const again = await openClosingFilter();
    expect(variantSelect(again)).toHaveTextContent("Benutzerdefiniert");
    expectRange(again, "01.09.2015", "31.12.2016");
    await user.click(within(again).getByRole("button", { name: "Abbrechen" }));
    await waitFor(() => expect(again).not.toBeInTheDocument());

    const chip = within(chips()!).getByRole("button", {
      name: `Filter entfernen: ${COLUMN}: 01.09.2015 – 31.12.2016`,
    });
    await user.click(chip);
    await waitFor(() => expect(chips()).not.toBeInTheDocument());
    await waitFor(() => expect(closingFilter(fetchMock)).toBeNull());
    expect(screen.getByRole("button", { name: `Filter für ${COLUMN}` })).toBeInTheDocument();
  });
});

describe("the date filter in the table: variants and months", () => {
  it("offers the variants of SPEC 4; outside CUSTOM the resolved range is shown read-only; CUSTOM keeps the range it comes from", async () => {
    const { dialog } = await openTable();
    expect(within(dialog).getByRole("group", { name: "Filtern nach" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Tage" })).toHaveAttribute("aria-pressed", "true");
    expect(variantSelect(dialog)).toHaveTextContent("Alle");
    expect(await optionsOf(variantSelect(dialog))).toEqual(DATE_FILTER_VARIANTS);

    // ALL: no range, nothing to edit, no calendar
    expectRange(dialog, "TT.MM.JJJJ", "TT.MM.JJJJ");
    expect(editable(dialog, "Von")).toBe(false);
    expect(editable(dialog, "Bis")).toBe(false);
    expect(within(dialog).queryByRole("grid")).not.toBeInTheDocument();

    const count = () => within(dialog).queryByRole("combobox", { name: "Anzahl" });
    const fixed: [string, string, string][] = [
      ["Aktueller Monat", "01.05.2024", "31.05.2024"],
      ["Aktuelles Jahr", "01.01.2024", "31.12.2024"],
      ["Vormonat", "01.04.2024", "30.04.2024"],
      ["Vorjahr", "01.01.2023", "31.12.2023"],
    ];
    for (const [variant, from, to] of fixed) {
      await choose(variantSelect(dialog), variant);
      expectRange(dialog, from, to);
      expect(editable(dialog, "Von"), variant).toBe(false);
      expect(editable(dialog, "Bis"), variant).toBe(false);
      expect(count(), variant).not.toBeInTheDocument();
      expect(within(dialog).queryByRole("grid"), variant).not.toBeInTheDocument();
    }

    // the last n: the range runs from n units back to today, for the count it starts with and the one picked
    // (a count is kept where the next unit offers it: 3 months become 3 years)
    const lastN: [string, string, string, string, string][] = [
      ["Letzte Tage", "1 Tag", "15.05.2024", "7 Tage", "09.05.2024"],
      ["Letzte Monate", "1 Monat", "01.05.2024", "3 Monate", "01.03.2024"],
      ["Letzte Jahre", "3 Jahre", "01.01.2022", "5 Jahre", "01.01.2020"],
    ];
    for (const [variant, first, firstFrom, pick, pickFrom] of lastN) {
      await choose(variantSelect(dialog), variant);
      expect(count(), variant).toHaveTextContent(first);
      expectRange(dialog, firstFrom, "15.05.2024");
      await choose(count()!, pick);
      expectRange(dialog, pickFrom, "15.05.2024");
      expect(editable(dialog, "Von"), variant).toBe(false);
      expect(within(dialog).queryByRole("grid"), variant).not.toBeInTheDocument();
    }

    // CUSTOM keeps the range it comes from and makes it editable, with the two-month calendar
    await choose(variantSelect(dialog), "Benutzerdefiniert");
    expectRange(dialog, "01.01.2020", "15.05.2024");
    expect(editable(dialog, "Von")).toBe(true);
    expect(editable(dialog, "Bis")).toBe(true);
    expect(count()).not.toBeInTheDocument();
    expect(within(dialog).getAllByRole("grid")).toHaveLength(2);
    expect(sections(dialog, "Von").map((s) => s.getAttribute("aria-label"))).toEqual([
      "Tag",
      "Monat",
      "Jahr",
    ]);

    // and back: read-only again, the calendar gone
    await choose(variantSelect(dialog), "Aktuelles Jahr");
    expect(editable(dialog, "Von")).toBe(false);
    expect(within(dialog).queryByRole("grid")).not.toBeInTheDocument();
  });

  it("by month: MM.YYYY, no 'last days', no calendar, the month bounds", async () => {
    const { dialog } = await openTable();
    await user.click(within(dialog).getByRole("button", { name: "Monate" }));
    expect(within(dialog).getByRole("button", { name: "Monate" })).toHaveAttribute("aria-pressed", "true");
    expect(await optionsOf(variantSelect(dialog))).toEqual(
      DATE_FILTER_VARIANTS.filter((v) => v !== "Letzte Tage"),
    );

    await choose(variantSelect(dialog), "Benutzerdefiniert");
    expectRange(dialog, "MM.JJJJ", "MM.JJJJ");
    expect(sections(dialog, "Von").map((s) => s.getAttribute("aria-label"))).toEqual(["Monat", "Jahr"]);
    // the calendar is for days only
    expect(within(dialog).queryByRole("grid")).not.toBeInTheDocument();

    await typeInto(dialog, "Von", "121999");
    expect(within(dialog).getByText(MIN_MONTH)).toBeInTheDocument();
    expect(apply(dialog)).toBeDisabled();
    await typeInto(dialog, "Von", "012000");
    expect(within(dialog).queryByText(MIN_MONTH)).not.toBeInTheDocument();
    expect(apply(dialog)).toBeEnabled();
    await typeInto(dialog, "Bis", "012101");
    expect(within(dialog).getByText(MAX_MONTH)).toBeInTheDocument();
    expect(apply(dialog)).toBeDisabled();
    await typeInto(dialog, "Bis", "122100");
    expect(within(dialog).queryByText(MAX_MONTH)).not.toBeInTheDocument();
    expect(apply(dialog)).toBeEnabled();
  });

  it("by month: a reversed range collapses as by day; whole months applied, and remembered", async () => {
    const { dialog, fetchMock } = await openTable("f.closing=month~CUSTOM~2000-01-01~2015-09-01");
    expect(within(dialog).getByRole("button", { name: "Monate" })).toHaveAttribute("aria-pressed", "true");
    expectRange(dialog, "01.2000", "09.2015");
    await typeInto(dialog, "Von", "102015");
    expectRange(dialog, "10.2015", "10.2015");
    await typeInto(dialog, "Bis", "092015");
    expectRange(dialog, "09.2015", "09.2015");

    // September 2015 as a whole
    await applyExpecting(
      dialog,
      fetchMock,
      {
        variant: "CUSTOM",
        fromDate: "2015-09-01",
        toDate: "2015-09-01",
        granularity: "month",
      },
      "#f.closing=month~CUSTOM~2015-09-01~2015-09-01",
    );
    const chip = within(chips()!).getByRole("button", {
      name: `Filter entfernen: ${COLUMN}: 09.2015 – 09.2015`,
    });

    // the filter remembers that it counts months
    const again = await openClosingFilter();
    expect(within(again).getByRole("button", { name: "Monate" })).toHaveAttribute("aria-pressed", "true");
    expectRange(again, "09.2015", "09.2015");
    await user.click(within(again).getByRole("button", { name: "Abbrechen" }));
    await waitFor(() => expect(again).not.toBeInTheDocument());

    await user.click(chip);
    await waitFor(() => expect(chips()).not.toBeInTheDocument());
    await waitFor(() => expect(closingFilter(fetchMock)).toBeNull());
  });

  it("applies a relative variant (the last 5 years) as such: the query, the address and the chip", async () => {
    const { dialog, fetchMock } = await openTable();
    await choose(variantSelect(dialog), "Letzte Jahre");
    await choose(within(dialog).getByRole("combobox", { name: "Anzahl" }), "5 Jahre");
    expectRange(dialog, "01.01.2020", "15.05.2024");
    await applyExpecting(
      dialog,
      fetchMock,
      { variant: "LAST_N_YEARS", lastN: 5 },
      "#f.closing=LAST_N_YEARS~5",
    );
    expect(
      within(chips()!).getByRole("button", { name: `Filter entfernen: ${COLUMN}: letzte 5 Jahre` }),
    ).toBeInTheDocument();
  });
});
