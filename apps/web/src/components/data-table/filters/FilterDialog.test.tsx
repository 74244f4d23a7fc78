import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { lastQuery, mockScreenWidth, renderTable, resetLocation } from "../../../test/table.tsx";

beforeEach(() => {
  resetLocation();
  mockScreenWidth(1280);
});

describe("filter dialog", () => {
  it("holds every filter of the table and applies them together", async () => {
    const { fetchMock } = renderTable();
    await screen.findByText("12411");
    await userEvent.click(screen.getByRole("button", { name: "Filter" }));
    const dialog = await screen.findByRole("dialog", { name: "Alle Filter" });
    const evas = await within(dialog).findByRole("textbox", { name: "EVAS" });
    expect(within(dialog).getByRole("textbox", { name: "Beschreibung" })).toBeInTheDocument();
    expect(within(dialog).getByRole("group", { name: "Amt" })).toBeInTheDocument();
    expect(within(dialog).getByRole("group", { name: "Stilllegung" })).toBeInTheDocument();
    expect(within(dialog).getByRole("group", { name: "Monat" })).toBeInTheDocument();

    await userEvent.type(evas, "x");
    expect(within(dialog).getByRole("button", { name: "Anwenden" })).toBeDisabled();
    await userEvent.clear(evas);
    await userEvent.type(evas, "124");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "02 – Hamburg" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Anwenden" }));

    await waitFor(() => {
      const columns = lastQuery(fetchMock).columns;
      expect(columns.find((c) => c.id === "evas")?.options.filter.value).toBe("124");
      expect(columns.find((c) => c.id === "office")?.options.filter.value).toEqual([
        { key: "02", value: "02", display: "02 – Hamburg" },
      ]);
    });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    // each filter has its chip and marks its column's filter button
    const chips = await screen.findByRole("list", { name: "Aktive Filter" });
    expect(within(chips).getAllByRole("listitem")).toHaveLength(2);
    expect(within(chips).getByRole("button", { name: "Filter entfernen: EVAS: 124" })).toBeInTheDocument();
    expect(
      within(chips).getByRole("button", { name: "Filter entfernen: Amt: 02 – Hamburg" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Filter für EVAS (aktiv)" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Filter für Amt (aktiv)" })).toBeInTheDocument();

    // the dialog opens again with the filters in effect, and clears them all
    await userEvent.click(screen.getByRole("button", { name: "Filter" }));
    const again = await screen.findByRole("dialog", { name: "Alle Filter" });
    const evasAgain = await within(again).findByRole("textbox", { name: "EVAS" });
    const hamburg = within(again).getByRole("checkbox", { name: "02 – Hamburg" });
    expect(evasAgain).toHaveValue("124");
    expect(hamburg).toBeChecked();
    await userEvent.click(within(again).getByRole("button", { name: "Alle Filter entfernen" }));
    expect(evasAgain).toHaveValue("");
    expect(hamburg).not.toBeChecked();
    await userEvent.click(within(again).getByRole("button", { name: "Anwenden" }));
    await waitFor(() =>
      expect(lastQuery(fetchMock).columns.every((c) => c.options.filter.value === null)).toBe(true),
    );
    expect(screen.queryByRole("list", { name: "Aktive Filter" })).not.toBeInTheDocument();
    expect(window.location.hash).toBe("");
  });

  it("clears every filter with 'Alle Filter entfernen'", async () => {
    window.history.replaceState(null, "", "/erhebungsdatenbank/test#f.evas=1&f.description=Zensus");
    const { fetchMock } = renderTable();
    await screen.findByText("12411");
    await userEvent.click(screen.getByRole("button", { name: "Filter" }));
    const dialog = await screen.findByRole("dialog", { name: "Alle Filter" });
    expect(await within(dialog).findByRole("textbox", { name: "EVAS" })).toHaveValue("1");
    await userEvent.click(within(dialog).getByRole("button", { name: "Alle Filter entfernen" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Anwenden" }));
    await waitFor(() =>
      expect(lastQuery(fetchMock).columns.every((c) => c.options.filter.value === null)).toBe(true),
    );
  });
});
