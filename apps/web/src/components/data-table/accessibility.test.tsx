import type { Column, TableGroup } from "@erhdb/domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.ts";
import { json } from "../../test/http.ts";
import { answer, loggedInUser, mockScreenWidth, renderTable, resetLocation, row } from "../../test/table.tsx";

const GROUPS: TableGroup[] = [
  { values: { office: "01" }, count: 12_000, measures: { discontinued: 4 } },
  { values: { office: "02" }, count: 800, measures: { discontinued: 1 } },
];

function page(_path: string, init: RequestInit) {
  const grouped = (JSON.parse(String(init.body)) as { columns: Column[] }).columns.some(
    (c) => c.options.group.grouped,
  );
  return json(
    answer(
      [
        row(1, { evas: "12411", description: "Fortschreibung des Bevölkerungsstandes", office: "05" }),
        row(2, { evas: "12412", description: "Eingestellt" }, "discontinued"),
      ],
      2,
      grouped ? GROUPS : undefined,
    ),
  );
}

/** The table with a filter and a sort, for a logged-in user (who has templates), its rows shown. */
async function renderLoaded() {
  window.history.replaceState(null, "", "/erhebungsdatenbank/test#f.office=01,02,03,04&sort=evas:asc");
  renderTable({ page, person: loggedInUser() });
  await screen.findByText("12411");
}

beforeEach(() => {
  resetLocation();
  mockScreenWidth(1280);
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

describe.each([
  ["light", "1"],
  ["dark", "2"],
])("axe-core, %s theme", (theme, code) => {
  beforeEach(() => window.localStorage.setItem("theme", code));

  // Three tests, not one: under a loaded machine a single one with every state outran the time limit.
  it("finds nothing in the table, its date filter and the filter dialog", async () => {
    await renderLoaded();
    await expectNoAxeViolations(`table (${theme})`);

    await userEvent.click(screen.getByRole("button", { name: "Filter für Stilllegung" }));
    await screen.findByRole("combobox", { name: "Zeitraum" });
    await userEvent.click(screen.getByRole("combobox", { name: "Zeitraum" }));
    await userEvent.click(await screen.findByRole("option", { name: "Benutzerdefiniert" }));
    await screen.findAllByRole("grid");
    await expectNoAxeViolations(`date filter (${theme})`);
    await userEvent.keyboard("{Escape}");

    await userEvent.click(screen.getByRole("button", { name: "Filter" }));
    const filters = await screen.findByRole("dialog", { name: "Alle Filter" });
    await within(filters).findByRole("textbox", { name: "EVAS" });
    await expectNoAxeViolations(`filter dialog (${theme})`);
  });

  it("finds nothing in the columns and templates dialogs and the CSV menu", async () => {
    await renderLoaded();
    await userEvent.click(screen.getByRole("button", { name: "Spalten" }));
    const columns = await screen.findByRole("dialog", { name: "Spalten anordnen und auswählen" });
    await expectNoAxeViolations(`columns dialog (${theme})`);
    await userEvent.click(within(columns).getByRole("button", { name: "Abbrechen" }));

    await userEvent.click(screen.getByRole("button", { name: "Vorlagen" }));
    const templates = await screen.findByRole("dialog", { name: "Vorlagen" });
    await within(templates).findByText("Sie haben noch keine Vorlagen gespeichert.");
    await expectNoAxeViolations(`templates dialog (${theme})`);
    await userEvent.click(within(templates).getByRole("button", { name: "Schließen" }));

    await userEvent.click(screen.getByRole("button", { name: "CSV" }));
    await screen.findByRole("menu", { name: "CSV" });
    await expectNoAxeViolations(`CSV menu (${theme})`);
  });

  it("finds nothing in the locked table with its chart", async () => {
    await renderLoaded();
    await userEvent.click(screen.getByRole("button", { name: "Gruppieren" }));
    await userEvent.click(await screen.findByRole("menuitemcheckbox", { name: "Amt" }));
    await userEvent.click(await screen.findByRole("button", { name: "Balken" }));
    await screen.findByRole("figure");
    await expectNoAxeViolations(`locked table with chart (${theme})`);
  });

  it("finds nothing in the card layout", async () => {
    mockScreenWidth(400);
    renderTable({ page });
    await screen.findByText("12411");
    await expectNoAxeViolations(`cards (${theme})`);
  });
});
