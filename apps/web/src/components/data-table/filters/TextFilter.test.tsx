import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { renderFilterEditor } from "../../../test/filter-harness.tsx";
import { column, lastQuery, mockScreenWidth, renderTable, resetLocation } from "../../../test/table.tsx";

beforeEach(() => {
  resetLocation();
  mockScreenWidth(1280);
});

const evasFilter = (fetchMock: Parameters<typeof lastQuery>[0]) =>
  lastQuery(fetchMock).columns.find((c) => c.id === "evas")?.options.filter.value;

describe("text filter", () => {
  it("checks the column's pattern, names its translated message and blocks apply and Enter", async () => {
    const { fetchMock } = renderTable();
    await screen.findByText("12411");
    await userEvent.click(screen.getByRole("button", { name: "Filter für EVAS" }));
    const dialog = await screen.findByRole("dialog", { name: "Filter: EVAS" });
    const input = await within(dialog).findByRole("textbox", { name: "EVAS" });
    await userEvent.type(input, "12a");
    expect(within(dialog).getByText("Die EVAS-Nummer besteht aus genau fünf Ziffern.")).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getByRole("button", { name: "Anwenden" })).toBeDisabled();
    await userEvent.keyboard("{Enter}");
    expect(screen.getByRole("dialog", { name: "Filter: EVAS" })).toBeInTheDocument();

    await userEvent.type(input, "{Backspace}4{Enter}");
    await waitFor(() => expect(evasFilter(fetchMock)).toBe("124"));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("applies with the button and removes with 'Filter entfernen'", async () => {
    const { fetchMock } = renderTable();
    await screen.findByText("12411");
    await userEvent.click(screen.getByRole("button", { name: "Filter für Beschreibung" }));
    await userEvent.type(await screen.findByRole("textbox", { name: "Beschreibung" }), "Zensus");
    await userEvent.click(screen.getByRole("button", { name: "Anwenden" }));
    await waitFor(() =>
      expect(lastQuery(fetchMock).columns.find((c) => c.id === "description")?.options.filter.value).toBe(
        "Zensus",
      ),
    );
    await userEvent.click(screen.getByRole("button", { name: "Filter für Beschreibung (aktiv)" }));
    await userEvent.click(await screen.findByRole("button", { name: "Filter entfernen" }));
    await waitFor(() =>
      expect(
        lastQuery(fetchMock).columns.find((c) => c.id === "description")?.options.filter.value,
      ).toBeNull(),
    );
  });

  it("uses a generic message when the column names none", async () => {
    const { hasError, onSubmit } = renderFilterEditor(
      column("code", "text", { filter: { pattern: "^\\d+$" } }),
    );
    await userEvent.type(await screen.findByRole("textbox", { name: "code" }), "x{Enter}");
    expect(screen.getByText("Die Eingabe hat nicht das erwartete Format.")).toBeInTheDocument();
    expect(hasError()).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("takes any text without a pattern", async () => {
    const { hasError, onSubmit, draft } = renderFilterEditor(column("description"));
    await userEvent.type(await screen.findByRole("textbox", { name: "Beschreibung" }), "a?b{Enter}");
    expect(hasError()).toBe(false);
    expect(draft()).toBe("a?b");
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
