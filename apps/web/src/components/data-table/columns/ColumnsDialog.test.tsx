import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { column, lastQuery, mockScreenWidth, renderTable, resetLocation } from "../../../test/table.tsx";

beforeEach(() => {
  resetLocation();
  mockScreenWidth(1280);
});

const columns = () => [
  column("evas"),
  column("description"),
  column("office", "dropdown", { visible: false }),
  column("actions", "actions", { orderable: false }),
];

async function openDialog(shown = columns()) {
  const view = renderTable({ columns: shown });
  await screen.findByText("12411");
  await userEvent.click(screen.getByRole("button", { name: "Spalten" }));
  const dialog = await screen.findByRole("dialog", { name: "Spalten anordnen und auswählen" });
  const order = () =>
    within(dialog)
      .getAllByRole("checkbox")
      .map((c) => c.closest("label")?.textContent);
  return { ...view, dialog, order };
}

/** The table's column headers by their names (a header also holds its sort state's words). */
const headers = () =>
  within(screen.getByRole("table"))
    .getAllByRole("columnheader")
    .map((h) => h.textContent?.replace(/ (nicht|auf|ab).*$/, ""));

const firstRowCells = () =>
  within(within(screen.getByRole("table")).getAllByRole("row")[1]!)
    .getAllByRole("cell")
    .map((c) => c.textContent);

const visibleIds = (fetchMock: Parameters<typeof lastQuery>[0]) =>
  lastQuery(fetchMock)
    .columns.filter((c) => c.options.display.visibility)
    .map((c) => c.id);

describe("columns dialog", () => {
  it("lists the columns in order with their visibility", async () => {
    const { dialog, order } = await openDialog();
    expect(order()).toEqual(["EVAS", "Beschreibung", "Amt", "Aktionen"]);
    expect(within(dialog).getByRole("checkbox", { name: "Amt" })).not.toBeChecked();
    expect(within(dialog).getByRole("checkbox", { name: "EVAS" })).toBeChecked();
  });

  it("lets only orderable columns be dragged", async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByTestId("column-evas")).toHaveAttribute("draggable", "true");
    expect(within(dialog).getByTestId("column-actions")).toHaveAttribute("draggable", "false");
    expect(within(dialog).getByRole("button", { name: "Aktionen nach oben" })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Aktionen nach unten" })).toBeDisabled();
    // nothing moves past the fixed column either, nor before the first
    expect(within(dialog).getByRole("button", { name: "Amt nach unten" })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "EVAS nach oben" })).toBeDisabled();
    // a browser drops only where dragover was cancelled: on an orderable column, not on the fixed one
    expect(fireEvent.dragOver(within(dialog).getByTestId("column-evas"))).toBe(false);
    expect(fireEvent.dragOver(within(dialog).getByTestId("column-actions"))).toBe(true);
  });

  it("moves by drag and drop", async () => {
    const { dialog, order } = await openDialog();
    fireEvent.dragStart(within(dialog).getByTestId("column-office"));
    fireEvent.dragOver(within(dialog).getByTestId("column-evas"));
    fireEvent.drop(within(dialog).getByTestId("column-evas"));
    expect(order()).toEqual(["Amt", "EVAS", "Beschreibung", "Aktionen"]);
    fireEvent.dragStart(within(dialog).getByTestId("column-actions"));
    fireEvent.drop(within(dialog).getByTestId("column-evas"));
    expect(order()).toEqual(["Amt", "EVAS", "Beschreibung", "Aktionen"]);
  });

  it("keeps a fixed column in the middle at its place when another column is dropped past it", async () => {
    const { dialog, order } = await openDialog([
      column("evas"),
      column("actions", "actions", { orderable: false }),
      column("description"),
      column("office", "dropdown"),
    ]);
    fireEvent.dragStart(within(dialog).getByTestId("column-evas"));
    fireEvent.drop(within(dialog).getByTestId("column-description"));
    expect(order()).toEqual(["Beschreibung", "Aktionen", "EVAS", "Amt"]);
    fireEvent.dragStart(within(dialog).getByTestId("column-office"));
    fireEvent.drop(within(dialog).getByTestId("column-description"));
    expect(order()).toEqual(["Amt", "Aktionen", "Beschreibung", "EVAS"]);
  });

  it("moves by keyboard with the up/down buttons, announces it, and applies", async () => {
    const { dialog, order, fetchMock } = await openDialog();
    const down = within(dialog).getByRole("button", { name: "EVAS nach unten" });
    down.focus();
    await userEvent.keyboard("{Enter}");
    expect(order()).toEqual(["Beschreibung", "EVAS", "Amt", "Aktionen"]);
    expect(within(dialog).getByRole("status")).toHaveTextContent("EVAS ist jetzt an Position 2.");
    expect(down).toHaveFocus();
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Amt" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Übernehmen" }));
    await waitFor(() => expect(visibleIds(fetchMock)).toEqual(["description", "evas", "office", "actions"]));
    expect(headers()).toEqual(["Beschreibung", "EVAS", "Amt", "Aktionen"]);
  });

  it("moves a column to the front by its up button, announcing each step, keeping the focus", async () => {
    const { dialog, order } = await openDialog();
    const up = within(dialog).getByRole("button", { name: "Amt nach oben" });
    up.focus();
    await userEvent.keyboard("{Enter}");
    expect(within(dialog).getByRole("status")).toHaveTextContent("Amt ist jetzt an Position 2.");
    expect(up).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(within(dialog).getByRole("status")).toHaveTextContent("Amt ist jetzt an Position 1.");
    expect(up).toBeDisabled();
    expect(order()).toEqual(["Amt", "EVAS", "Beschreibung", "Aktionen"]);
  });

  it("keeps the applied order in the address and local storage, the cells under their headers; reset and apply restore the defaults", async () => {
    const { dialog, unmount } = await openDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "EVAS nach unten" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Übernehmen" }));
    const moved = ["Beschreibung", "EVAS", "Aktionen"];
    await waitFor(() => expect(headers()).toEqual(moved));
    expect(firstRowCells().slice(0, 2)).toEqual(["Bevölkerung", "12411"]);
    expect(window.location.hash).toBe("#order=description,evas,office,actions");
    expect(window.localStorage.getItem("table.state.things")).toBe("order=description,evas,office,actions");

    // a plain visit (no hash) opens with the order of local storage
    unmount();
    resetLocation();
    renderTable({ columns: columns() });
    await screen.findByText("12411");
    expect(headers()).toEqual(moved);
    expect(window.location.hash).toBe("#order=description,evas,office,actions");

    await userEvent.click(screen.getByRole("button", { name: "Spalten" }));
    const again = await screen.findByRole("dialog", { name: "Spalten anordnen und auswählen" });
    await userEvent.click(within(again).getByRole("button", { name: "Zurücksetzen" }));
    await userEvent.click(within(again).getByRole("button", { name: "Übernehmen" }));
    await waitFor(() => expect(headers()).toEqual(["EVAS", "Beschreibung", "Aktionen"]));
    expect(window.location.hash).toBe("");
  });

  it("hides an unchecked column: its header and cells go, the query asks for it hidden, the address keeps it", async () => {
    const { dialog, fetchMock } = await openDialog();
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Beschreibung" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Übernehmen" }));
    await waitFor(() => expect(headers()).toEqual(["EVAS", "Aktionen"]));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(firstRowCells()[0]).toBe("12411");
    expect(screen.queryByText("Bevölkerung")).toBeNull();
    await waitFor(() => expect(visibleIds(fetchMock)).toEqual(["evas", "actions"]));
    expect(window.location.hash).toBe("#hide=description,office");

    await userEvent.click(screen.getByRole("button", { name: "Spalten" }));
    const again = await screen.findByRole("dialog", { name: "Spalten anordnen und auswählen" });
    expect(within(again).getByRole("checkbox", { name: "Beschreibung" })).not.toBeChecked();
  });

  it("resets to the server's defaults", async () => {
    const { dialog, order } = await openDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "EVAS nach unten" }));
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Amt" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Zurücksetzen" }));
    expect(order()).toEqual(["EVAS", "Beschreibung", "Amt", "Aktionen"]);
    expect(within(dialog).getByRole("checkbox", { name: "Amt" })).not.toBeChecked();
  });

  it("disables apply while every column is unchecked", async () => {
    const { dialog } = await openDialog();
    for (const name of ["EVAS", "Beschreibung", "Aktionen"]) {
      await userEvent.click(within(dialog).getByRole("checkbox", { name }));
    }
    expect(within(dialog).getByRole("button", { name: "Übernehmen" })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Amt" }));
    expect(within(dialog).getByRole("button", { name: "Übernehmen" })).toBeEnabled();
  });
});
