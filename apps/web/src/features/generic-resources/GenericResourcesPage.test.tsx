import { person } from "@erhdb/domain/testing/persons";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.ts";
import { expectOneRunAndSuccess, heldAnswer, requestsTo } from "../../test/double-submit.ts";
import { captureDownloads } from "../../test/downloads.ts";
import {
  GENERIC_RESOURCES,
  genericResourceColumns,
  genericResourcePage,
} from "../../test/generic-resource-fixtures.ts";
import { json } from "../../test/http.ts";
import { findHeading, type RenderAppOptions, renderApp } from "../../test/render.tsx";
import { resetLocation } from "../../test/table.tsx";

const editor = person("SuperAdmin", [
  "GENERICRESOURCE_CREATE",
  "GENERICRESOURCE_EDIT",
  "GENERICRESOURCE_DELETE",
]);

const saved = captureDownloads();

beforeEach(() => {
  resetLocation();
});

async function openPage({ person: who = null, api = {} }: RenderAppOptions = {}) {
  const actions = who ? (["download", "edit", "delete"] as const) : (["download"] as const);
  const view = renderApp("/genericresources", {
    person: who,
    api: {
      "GET genericResource/tablestate": () => json({ columns: genericResourceColumns() }),
      "POST genericResource/table": () => json(genericResourcePage([...actions])),
      ...api,
    },
  });
  await findHeading("Allgemeine Ressourcen");
  const table = await screen.findByRole("table", { name: "Allgemeine Ressourcen" });
  await within(table).findByText("sdfmeta_2_4.xml");
  return { ...view, table };
}

const calls = (fetchMock: ReturnType<typeof renderApp>["fetchMock"], method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).endsWith(`/api/v1/${path}`) && (init?.method ?? "GET") === method,
  );

describe("General resources page", () => {
  it("shows the server's columns translated, and to anonymous visitors only the downloads", async () => {
    const { table, fetchMock } = await openPage();
    const heads = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent?.replace(/ nicht.*| auf.*/, ""));
    expect(heads).toEqual([
      "Typ",
      "DatML/RAW-Version",
      "Version",
      "BZR",
      "Beschreibung",
      "Dateiname",
      "Kodierung",
      "Zugriff",
      "Letzte Änderung",
      "Aktionen",
    ]);
    expect(within(table).getAllByRole("button", { name: /herunterladen$/ })).toHaveLength(
      GENERIC_RESOURCES.length,
    );
    expect(within(table).queryByRole("button", { name: /bearbeiten|löschen/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Allgemeine Ressource anlegen" })).not.toBeInTheDocument();
    // the table's own state path and no CSV (decision 13)
    expect(calls(fetchMock, "GET", "genericResource/tablestate")).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "CSV" })).not.toBeInTheDocument();
  });

  it("offers add with GENERICRESOURCE_CREATE, and edit and delete where the row allows them", async () => {
    const { table } = await openPage({ person: editor });
    expect(screen.getByRole("button", { name: "Allgemeine Ressource anlegen" })).toBeInTheDocument();
    expect(within(table).getByRole("button", { name: "raw2html.xsl bearbeiten" })).toBeInTheDocument();
    expect(within(table).getByRole("button", { name: "raw2html.xsl löschen" })).toBeInTheDocument();
  });

  it("offers no add button to a user without GENERICRESOURCE_CREATE", async () => {
    await openPage({ person: person("LoggedUser", ["GENERICRESOURCE_EDIT"]) });
    expect(screen.queryByRole("button", { name: "Allgemeine Ressource anlegen" })).not.toBeInTheDocument();
  });

  it("downloads a row's file under the name the server gives", async () => {
    const { table, fetchMock } = await openPage({
      api: {
        "GET genericResource/5/content": () =>
          new Response("<xsl/>", {
            headers: { "content-disposition": 'attachment; filename="raw2html.xsl"' },
          }),
      },
    });
    await userEvent.click(within(table).getByRole("button", { name: "raw2html.xsl herunterladen" }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(["raw2html.xsl"]));
    expect(calls(fetchMock, "GET", "genericResource/5/content")).toHaveLength(1);
  });

  it("deletes after a confirmation naming the file, then reloads the table", async () => {
    const { table, fetchMock } = await openPage({
      person: editor,
      api: { "GET genericResource/5/delete": () => json({ id: 5, deleted: true }) },
    });
    const loads = calls(fetchMock, "POST", "genericResource/table").length;
    await userEvent.click(within(table).getByRole("button", { name: "raw2html.xsl löschen" }));
    const dialog = await screen.findByRole("dialog", { name: "Allgemeine Ressource löschen" });
    expect(dialog).toHaveTextContent("Soll die allgemeine Ressource raw2html.xsl gelöscht werden?");
    expect(calls(fetchMock, "GET", "genericResource/5/delete")).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Löschen" }));
    expect(
      await screen.findByText("Die allgemeine Ressource raw2html.xsl wurde gelöscht."),
    ).toBeInTheDocument();
    expect(calls(fetchMock, "GET", "genericResource/5/delete")).toHaveLength(1);
    await waitFor(() =>
      expect(calls(fetchMock, "POST", "genericResource/table").length).toBeGreaterThan(loads),
    );
  });

  it("a double click and an Enter on the confirmation's Löschen delete once and say so", async () => {
    const remove = heldAnswer(() => json({ id: 5, deleted: true }));
    const { table, fetchMock } = await openPage({
      person: editor,
      api: { "GET genericResource/5/delete": remove.handler },
    });
    await userEvent.click(within(table).getByRole("button", { name: "raw2html.xsl löschen" }));
    const dialog = await screen.findByRole("dialog", { name: "Allgemeine Ressource löschen" });
    await expectOneRunAndSuccess({
      button: within(dialog).getByRole("button", { name: "Löschen" }),
      held: remove,
      requests: () => requestsTo(fetchMock, "GET", "genericResource/5/delete"),
      success: "Die allgemeine Ressource raw2html.xsl wurde gelöscht.",
    });
  });

  it("does nothing when the deletion is cancelled", async () => {
    const { table, fetchMock } = await openPage({ person: editor });
    await userEvent.click(within(table).getByRole("button", { name: "raw2html.xsl löschen" }));
    const dialog = await screen.findByRole("dialog", { name: "Allgemeine Ressource löschen" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Abbrechen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/delete"))).toBe(false);
  });

  it("shows the server's reason when a deletion is refused", async () => {
    const { table } = await openPage({
      person: editor,
      api: {
        "GET genericResource/5/delete": () =>
          json({ code: "NOT_FOUND", message: "Die allgemeine Ressource gibt es nicht." }, 404),
      },
    });
    await userEvent.click(within(table).getByRole("button", { name: "raw2html.xsl löschen" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Löschen" }));
    expect(
      await screen.findByText(
        "Fehler beim Löschen der allgemeinen Ressource. Grund: Die allgemeine Ressource gibt es nicht. (NOT_FOUND)",
      ),
    ).toBeInTheDocument();
  });

  it("passes axe-core with the table and with the delete confirmation open", async () => {
    const { table } = await openPage({ person: editor });
    await expectNoAxeViolations("general resources page");
    await userEvent.click(within(table).getByRole("button", { name: "raw2html.xsl löschen" }));
    await screen.findByRole("dialog", { name: "Allgemeine Ressource löschen" });
    await expectNoAxeViolations("general resource delete confirmation");
  }, 15_000);
});
