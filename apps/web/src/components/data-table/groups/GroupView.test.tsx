import type { Column, TableGroup } from "@erhdb/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { json } from "../../../test/http.ts";
import { answer, lastQuery, mockScreenWidth, renderTable, resetLocation, row } from "../../../test/table.tsx";

const GROUPS: TableGroup[] = [
  { values: { office: "01" }, count: 1_500_000, measures: { discontinued: 2_500 } },
  { values: { office: "02" }, count: 250_000, measures: { discontinued: 3_000_000_000 } },
];

beforeEach(() => {
  resetLocation();
  mockScreenWidth(1280);
  // @mui/x-charts watches its container's size
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

/** Records while nothing is grouped, the groups once a column is (`limited`: the first of more). */
function pageByGrouping(groups: TableGroup[] = GROUPS, limited = false) {
  return (_path: string, init: RequestInit) => {
    const query = JSON.parse(String(init.body)) as { columns: Column[] };
    const grouped = query.columns.some((c) => c.options.group.grouped);
    const page = answer([row(1, { evas: "12411", office: "01" })], 1, grouped ? groups : undefined);
    return json(grouped && limited ? { ...page, groupsLimited: true } : page);
  };
}

async function groupBy(name: string) {
  await userEvent.click(screen.getByRole("button", { name: "Gruppieren" }));
  await userEvent.click(await screen.findByRole("menuitemcheckbox", { name }));
}

describe("group by and the locked table", () => {
  it("offers the groupable columns and sends the grouping", async () => {
    const { fetchMock } = renderTable({ page: pageByGrouping() });
    await screen.findByText("12411");
    await userEvent.click(screen.getByRole("button", { name: "Gruppieren" }));
    const menu = await screen.findByRole("menu", { name: "Gruppieren" });
    expect(
      within(menu)
        .getAllByRole("menuitemcheckbox")
        .map((m) => m.textContent),
    ).toEqual(["Amt", "Stilllegung"]);
    expect(within(menu).getByRole("menuitem", { name: "Gruppierung aufheben" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await userEvent.click(within(menu).getByRole("menuitemcheckbox", { name: "Amt" }));
    await waitFor(() =>
      expect(lastQuery(fetchMock).columns.find((c) => c.id === "office")?.options.group.grouped).toBe(true),
    );
  });

  it("shows one read-only row per group with count and measure, without paging", async () => {
    renderTable({ page: pageByGrouping() });
    await screen.findByText("12411");
    await groupBy("Amt");
    const table = await screen.findByRole("table", { name: "Testtabelle, gruppiert nach Amt" });
    const rows = within(table)
      .getAllByRole("row")
      .map((r) => r.textContent);
    expect(rows).toEqual([
      "AmtAnzahldiscontinued",
      "01 – Schleswig-Holstein1.500.0002.500",
      "02 – Hamburg250.0003.000.000.000",
    ]);
    expect(within(table).queryByRole("button")).not.toBeInTheDocument();
    expect(screen.getByText(/Gruppiert nach Amt\./)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /nächsten Seite/ })).not.toBeInTheDocument();
  });

  it("toggles between bar and line chart with abbreviated axes, count left and the measure right", async () => {
    renderTable({ page: pageByGrouping() });
    await screen.findByText("12411");
    expect(screen.queryByRole("group", { name: "Diagramm" })).not.toBeInTheDocument();
    await groupBy("Amt");
    const toggle = await screen.findByRole("group", { name: "Diagramm" });
    expect(within(toggle).getByRole("button", { name: "Kein Diagramm" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await userEvent.click(within(toggle).getByRole("button", { name: "Balken" }));
    const chart = await screen.findByRole("figure", { name: "Diagramm der Gruppen nach Amt" });
    const ticks = () => [...chart.querySelectorAll("text")].map((t) => t.textContent);
    const axis = (side: string) =>
      [...chart.querySelectorAll(`.MuiChartsAxis-${side} text`)].map((t) => t.textContent);
    await waitFor(() => expect(ticks()).toContain("1,5 Mio."));
    expect(axis("left")).toContain("1,5 Mio.");
    expect(axis("left")).not.toContain("3 Mrd.");
    expect(axis("right")).toContain("3 Mrd.");
    expect(chart.querySelector(".MuiBarElement-root, [class*='MuiBar']")).not.toBeNull();

    await userEvent.click(within(toggle).getByRole("button", { name: "Linie" }));
    await waitFor(() => expect(chart.querySelector("[class*='MuiLine']")).not.toBeNull());
    expect(within(toggle).getByRole("button", { name: "Linie" })).toHaveAttribute("aria-pressed", "true");
  });

  it("says when the server answered only the first thousand groups, and only then", async () => {
    renderTable({ page: pageByGrouping(GROUPS, true) });
    await screen.findByText("12411");
    await groupBy("Amt");
    expect(
      await screen.findByText(
        "Es werden nur die ersten 1.000 Gruppen gezeigt. Grenzen Sie die Daten mit Filtern weiter ein, um alle zu sehen.",
      ),
    ).toBeInTheDocument();
  });

  it("shows no such notice for a complete answer", async () => {
    renderTable({ page: pageByGrouping() });
    await screen.findByText("12411");
    await groupBy("Amt");
    await screen.findByRole("table", { name: "Testtabelle, gruppiert nach Amt" });
    expect(screen.queryByText(/nur die ersten/)).not.toBeInTheDocument();
  });

  it("names a group without a value", async () => {
    renderTable({ page: pageByGrouping([{ values: { office: "" }, count: 4 }]) });
    await screen.findByText("12411");
    await groupBy("Amt");
    const table = await screen.findByRole("table", { name: "Testtabelle, gruppiert nach Amt" });
    expect(within(table).getAllByRole("row")[1]).toHaveTextContent("(ohne Wert)4");
  });

  it("shows a no-records row for zero groups", async () => {
    renderTable({ page: pageByGrouping([]) });
    await screen.findByText("12411");
    await groupBy("Amt");
    expect(await screen.findByText("Keine Datensätze gefunden.")).toBeInTheDocument();
    expect(
      within(screen.getByRole("group", { name: "Diagramm" })).getByRole("button", { name: "Balken" }),
    ).toBeDisabled();
  });

  it("unlocks when the grouping is removed", async () => {
    renderTable({ page: pageByGrouping() });
    await screen.findByText("12411");
    await groupBy("Amt");
    await screen.findByRole("table", { name: "Testtabelle, gruppiert nach Amt" });
    await userEvent.click(screen.getByRole("button", { name: "Gruppieren" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Gruppierung aufheben" }));
    expect(await screen.findByRole("table", { name: "Testtabelle" })).toBeInTheDocument();
    expect(await screen.findByText("12411")).toBeInTheDocument();
  });

  it("offers a single group at a time when asked to", async () => {
    const { fetchMock } = renderTable({ page: pageByGrouping(), props: { singleGroup: true } });
    await screen.findByText("12411");
    await userEvent.click(screen.getByRole("button", { name: "Gruppieren" }));
    await userEvent.click(await screen.findByRole("menuitemradio", { name: "Amt" }));
    await screen.findByRole("table", { name: /gruppiert nach Amt/ });
    await userEvent.click(screen.getByRole("button", { name: "Gruppieren" }));
    await userEvent.click(await screen.findByRole("menuitemradio", { name: "Stilllegung" }));
    await waitFor(() => {
      const grouped = lastQuery(fetchMock)
        .columns.filter((c) => c.options.group.grouped)
        .map((c) => c.id);
      expect(grouped).toEqual(["closing"]);
    });
  });
});
