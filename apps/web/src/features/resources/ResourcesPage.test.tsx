import type { Column, TableAnswer } from "@erhdb/domain";
import { RESOURCE_TABLE_COLUMNS, resourceRowTargetCell } from "@erhdb/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.ts";
import { captureDownloads } from "../../test/downloads.ts";
import { json } from "../../test/http.ts";
import { findHeading, renderApp } from "../../test/render.tsx";
import { EID, fileAnswer, resourceOf } from "../../test/resource-fixtures.ts";
import { column, loggedInUser, resetLocation } from "../../test/table.tsx";

const saved = captureDownloads();
const FIRST = resourceOf(5, { resourcetype: "97", specialization: "00", status: 8, accessMode: false });

/** The resources table as the server declares it: every column of RESOURCE_TABLE_COLUMNS. */
function resourceColumns(): Column[] {
  return RESOURCE_TABLE_COLUMNS.map((id) => ({
    ...column(id, id === "actions" ? "actions" : "text", { orderable: id !== "actions" }),
    name: `table.resource.${id}`,
  }));
}

function resourcePage(): TableAnswer {
  const cell = (view: string, label = view) => ({ view, label, customCss: null });
  const target = { id: FIRST.id, key: FIRST.mutableKey, erhebungsid: EID, fileName: FIRST.fileName };
  const row = {
    id: FIRST.id,
    items: {
      erhebungsid: cell(EID),
      resourcetype: cell("97", "Elektronischer Fragebogen"),
      specialization: cell("00"),
      mutableKey: cell(FIRST.mutableKey),
      description: cell("Fragebogen 2024"),
      // the server words status and access in the caller's language (server table.ts)
      status: cell("genutzt"),
      accessMode: cell("intern"),
      fileName: cell(FIRST.fileName),
      updating: cell("04.03.2025 - 10:05:06"),
      countCore: cell("1"),
      countIntern: cell("2"),
      countExtern: cell("3"),
      actions: cell(resourceRowTargetCell.encode(target)),
    },
  };
  return { total: 1, records: { totalElements: 1, content: [row] } };
}

beforeEach(() => resetLocation());

async function openPage() {
  const view = renderApp("/resources", {
    person: loggedInUser(),
    api: {
      "GET resources/tablestate": () => json({ columns: resourceColumns() }),
      "POST resource": () => json(resourcePage()),
      "GET templates/resourcetable": () => json([]),
      "GET resource/content/5": () => fileAnswer("<q/>", "fragebogen.xml"),
    },
  });
  await findHeading("Ressourcen");
  const table = await screen.findByRole("table", { name: "Verzeichnis der Ressourcen" });
  await within(table).findByText("Fragebogen 2024");
  return { ...view, table };
}

describe("resources page", () => {
  it("shows the server's columns translated, the status and access in the server's words", async () => {
    const { table } = await openPage();
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent?.replace(/ nicht.*| auf.*/, "")),
    ).toEqual([
      "Erhebungsid",
      "Ressourcentyp",
      "Spezialisierung",
      "Ressourcenschlüssel",
      "Beschreibung",
      "Status",
      "Zugriff",
      "Dateiname",
      "Letzte Änderung",
      "Abrufe Verbund",
      "Abrufe intern",
      "Abrufe extern",
      "Aktionen",
    ]);
    const cells = within(within(table).getAllByRole("row")[1] as HTMLElement).getAllByRole("cell");
    expect(cells.map((c) => c.textContent).slice(1, 7)).toEqual([
      "97 (Elektronischer Fragebogen)",
      "00",
      FIRST.mutableKey,
      "Fragebogen 2024",
      "genutzt",
      "intern",
    ]);
  });

  it("downloads a resource from its row, the button named with its key", async () => {
    const { fetchMock } = await openPage();
    await userEvent.click(
      screen.getByRole("button", { name: `Herunterladen: Ressource ${FIRST.mutableKey}` }),
    );
    await waitFor(() => expect(saved.map((f) => f.name)).toEqual(["fragebogen.xml"]));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/api/v1/resource/content/5"))).toBe(
      true,
    );
  });

  it("leads to the resource edit page of the row's survey", async () => {
    const { router } = await openPage();
    const link = screen.getByRole("link", {
      name: `Ressourcen der Erhebung bearbeiten: Ressource ${FIRST.mutableKey}`,
    });
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe("/resourceedit"));
    expect(router.state.location.search).toBe(`?erhebungsid=${EID}`);
  });

  it("is for logged-in users only", async () => {
    const { router } = renderApp("/resources");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });

  it("passes axe-core", async () => {
    await openPage();
    await expectNoAxeViolations("resources page");
  });
});
