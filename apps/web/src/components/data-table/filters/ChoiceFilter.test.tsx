import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { renderFilterEditor } from "../../../test/filter-harness.tsx";
import {
  column,
  lastQuery,
  mockScreenWidth,
  OFFICES,
  renderTable,
  resetLocation,
} from "../../../test/table.tsx";

const office = column("office", "dropdown", { filter: { choices: OFFICES } });
const keys = (value: unknown) => (Array.isArray(value) ? value.map((c: { key: string }) => c.key) : value);

beforeEach(() => {
  resetLocation();
  mockScreenWidth(1280);
});

describe("dropdown filter", () => {
  it("lists the choices and picks several", async () => {
    const { draft } = renderFilterEditor(office);
    await userEvent.click(await screen.findByRole("checkbox", { name: "02 – Hamburg" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "05 – Nordrhein-Westfalen" }));
    expect(keys(draft())).toEqual(["02", "05"]);
    await userEvent.click(screen.getByRole("checkbox", { name: "02 – Hamburg" }));
    expect(keys(draft())).toEqual(["05"]);
    await userEvent.click(screen.getByRole("checkbox", { name: "05 – Nordrhein-Westfalen" }));
    expect(draft()).toBeNull();
  });

  it("searches, and the all toggle acts on what the search shows", async () => {
    const { draft } = renderFilterEditor(office);
    await userEvent.type(await screen.findByRole("searchbox", { name: "In Amt suchen" }), "ham");
    expect(screen.getAllByRole("checkbox").map((c) => c.closest("label")?.textContent)).toEqual([
      "Alle auswählen",
      "02 – Hamburg",
    ]);
    await userEvent.click(screen.getByRole("checkbox", { name: "Alle auswählen" }));
    expect(keys(draft())).toEqual(["02"]);

    await userEvent.clear(screen.getByRole("searchbox", { name: "In Amt suchen" }));
    const all = screen.getByRole("checkbox", { name: "Alle auswählen" });
    expect(all).toHaveAttribute("data-indeterminate", "true");
    await userEvent.click(all);
    expect(keys(draft())).toEqual(["01", "02", "03", "04", "05"]);
    expect(all).toBeChecked();
    await userEvent.click(all);
    expect(draft()).toBeNull();
  });

  it("says so when the search matches nothing", async () => {
    renderFilterEditor(office);
    await userEvent.type(await screen.findByRole("searchbox", { name: "In Amt suchen" }), "xyz");
    expect(screen.getByText("Keine passenden Einträge.")).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Alle auswählen" })).toBeDisabled();
  });

  it("keeps only values present in the initial options", async () => {
    // a bookmark from an older column set carries an office '99' that the column no longer offers
    window.history.replaceState(null, "", "/erhebungsdatenbank/test#f.office=02,99");
    const { fetchMock } = renderTable();
    await screen.findByText("12411");
    const value = lastQuery(fetchMock).columns.find((c) => c.id === "office")?.options.filter.value;
    expect(value).toEqual([OFFICES[1]]);
    await userEvent.click(screen.getByRole("button", { name: "Filter für Amt (aktiv)" }));
    expect(await screen.findByRole("checkbox", { name: "02 – Hamburg" })).toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Anwenden" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
