import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { lastQuery, mockScreenWidth, renderTable, resetLocation } from "../../test/table.tsx";

beforeEach(() => {
  resetLocation();
  mockScreenWidth(1280);
});

function startAt(hash: string) {
  window.history.replaceState(null, "", `/erhebungsdatenbank/test#${hash}`);
}

describe("filter chips", () => {
  it("list the active filters, at most three values and then an ellipsis", async () => {
    startAt("f.description=Zensus&f.office=01,02,03,04&f.closing=LAST_N_DAYS~7&f.month=CUSTOM~2024-01-01~");
    renderTable();
    const chips = await screen.findByRole("list", { name: "Aktive Filter" });
    expect(
      within(chips)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "Beschreibung: Zensus",
      "Amt: 01 – Schleswig-Holstein, 02 – Hamburg, 03 – Niedersachsen, …",
      "Stilllegung: letzte 7 Tage",
      "Monat: 01.2024 – …",
    ]);
  });

  it("show three values without an ellipsis", async () => {
    startAt("f.office=01,02,03");
    renderTable();
    const chips = await screen.findByRole("list", { name: "Aktive Filter" });
    expect(chips).toHaveTextContent("Amt: 01 – Schleswig-Holstein, 02 – Hamburg, 03 – Niedersachsen");
    expect(chips).not.toHaveTextContent("…");
  });

  it("remove their filter on delete", async () => {
    startAt("f.description=Zensus&f.evas=12");
    const { fetchMock } = renderTable();
    await screen.findByText("12411");
    const chip = screen.getByRole("button", { name: "Filter entfernen: Beschreibung: Zensus" });
    chip.focus();
    await userEvent.keyboard("{Delete}");
    await waitFor(() =>
      expect(
        lastQuery(fetchMock).columns.find((c) => c.id === "description")?.options.filter.value,
      ).toBeNull(),
    );
    expect(screen.queryByText("Beschreibung: Zensus")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Filter entfernen: EVAS: 12" }));
    await waitFor(() =>
      expect(screen.queryByRole("list", { name: "Aktive Filter" })).not.toBeInTheDocument(),
    );
  });

  it("are not shown without filters", async () => {
    renderTable();
    await screen.findByText("12411");
    expect(screen.queryByRole("list", { name: "Aktive Filter" })).not.toBeInTheDocument();
  });
});
