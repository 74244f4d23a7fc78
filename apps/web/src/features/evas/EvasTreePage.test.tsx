import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.ts";
import { TREE } from "../../test/evas-fixtures.ts";
import { json } from "../../test/http.ts";
import { findHeading, renderApp } from "../../test/render.tsx";
import { resetLocation } from "../../test/table.tsx";

beforeEach(() => resetLocation());

async function openTree() {
  renderApp("/evastree", { api: { "GET evas/activeEvasTree": () => json(TREE) } });
  await findHeading("EVAS-Baum");
  const tree = await screen.findByRole("tree", { name: "EVAS-Baum" });
  const items = () =>
    within(tree)
      .getAllByRole("treeitem")
      .map((i) => i.textContent);
  const item = (code: string) => within(tree).getByRole("treeitem", { name: new RegExp(`^${code}\\D`) });
  return { tree, items, item };
}

describe("EVAS tree", () => {
  it("shows the top level with code and description, collapsed", async () => {
    const { items, item } = await openTree();
    expect(items()).toEqual(["1Bevölkerung", "2Bildung"]);
    expect(item("1")).toHaveAttribute("aria-expanded", "false");
    expect(item("1")).toHaveAttribute("aria-level", "1");
    expect(item("2")).not.toHaveAttribute("aria-expanded");
    expect(item("2")).toHaveAttribute("aria-posinset", "2");
    expect(item("2")).toHaveAttribute("aria-setsize", "2");
  });

  it("expands and collapses everything", async () => {
    const { items, item } = await openTree();
    await userEvent.click(screen.getByRole("button", { name: "Alle aufklappen" }));
    expect(items()).toEqual([
      "1Bevölkerung",
      "12Bevölkerungsstand",
      "124Fortschreibung",
      "12411Fortschreibung des Bevölkerungsstandes",
      "13Erwerbstätigkeit",
      "2Bildung",
    ]);
    expect(item("12411")).toHaveAttribute("aria-level", "4");
    expect(item("124")).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(screen.getByRole("button", { name: "Alle zuklappen" }));
    expect(items()).toEqual(["1Bevölkerung", "2Bildung"]);
  });

  it("works by keyboard: one tab stop, arrows move, open and close, Home and End jump", async () => {
    const { item, items } = await openTree();
    await userEvent.tab();
    while (document.activeElement !== item("1")) await userEvent.tab();
    expect(item("2")).toHaveAttribute("tabindex", "-1");

    await userEvent.keyboard("{ArrowRight}");
    expect(item("1")).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard("{ArrowRight}");
    expect(item("12")).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(items()).toContain("124Fortschreibung");
    await userEvent.keyboard("{ArrowDown}");
    expect(item("124")).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(item("12")).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(item("12")).toHaveAttribute("aria-expanded", "false");
    await userEvent.keyboard("{End}");
    expect(item("2")).toHaveFocus();
    expect(item("2")).toHaveAttribute("tabindex", "0");
    await userEvent.keyboard("{Home}");
    expect(item("1")).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    expect(item("1")).toHaveFocus();
    await userEvent.keyboard(" ");
    await waitFor(() => expect(items()).toEqual(["1Bevölkerung", "2Bildung"]));
  });

  it("opens an item on click", async () => {
    const { item, items } = await openTree();
    await userEvent.click(item("1"));
    expect(items()).toHaveLength(4);
    expect(item("1")).toHaveFocus();
  });

  it("says so when the tree cannot be loaded", async () => {
    renderApp("/evastree", {
      api: {
        "GET evas/activeEvasTree": () =>
          json({ code: "INTERNAL", message: "Datenbank nicht erreichbar." }, 500),
      },
    });
    await findHeading("EVAS-Baum");
    // a 5xx is asked once more before the query fails
    expect(await screen.findByRole("alert", {}, { timeout: 4000 })).toHaveTextContent(
      "Fehler. Grund: Datenbank nicht erreichbar. (INTERNAL)",
    );
    expect(screen.queryByRole("tree")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Alle aufklappen" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Alle zuklappen" })).toBeDisabled();
  });

  it.each([
    ["light", "1"],
    ["dark", "2"],
  ])("passes axe-core in the %s theme", async (_theme, code) => {
    window.localStorage.setItem("theme", code);
    await openTree();
    await userEvent.click(screen.getByRole("button", { name: "Alle aufklappen" }));
    await expectNoAxeViolations(`EVAS tree (${_theme})`);
  });
});
