import { person } from "@erhdb/domain/testing/persons";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.ts";
import { expectOneRunAndSuccess, heldAnswer, requestsTo } from "../../test/double-submit.ts";
import { evasApi, evasPage } from "../../test/evas-fixtures.ts";
import { json } from "../../test/http.ts";
import { findHeading, renderApp } from "../../test/render.tsx";
import { resetLocation } from "../../test/table.tsx";

const editor = person("FachAdmin", ["EVAS_CREATE", "EVAS_EDIT", "EVAS_DELETE"]);

beforeEach(() => resetLocation());

async function openEvas(options: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp("/evas", { ...options, api: { ...evasApi(options.person), ...options.api } });
  await findHeading("EVAS");
  const table = await screen.findByRole("table", { name: "EVAS-Verzeichnis" });
  await within(table).findByText("12411");
  return { ...view, table };
}

const posts = (fetchMock: ReturnType<typeof renderApp>["fetchMock"], path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).endsWith(`/api/v1/${path}`) && init?.method === "POST",
  );

describe("EVAS page", () => {
  it("shows the EVAS table with translated column names and the period's name", async () => {
    const { table } = await openEvas();
    const heads = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent?.replace(/ nicht.*| auf.*/, ""));
    expect(heads).toEqual(["Stilllegung", "Beschreibung", "EVAS", "Periodizität", "Aktionen"]);
    expect(within(table).getByText("(jährlich)")).toBeInTheDocument();
  });

  it("marks a discontinued EVAS in the secondary colour and in words", async () => {
    const { table } = await openEvas();
    const discontinued = within(table).getByText("12711").closest("tr")!;
    expect(within(discontinued).getByText("(eingestellt)")).toBeInTheDocument();
    expect(getComputedStyle(discontinued.querySelector("td")!).color).not.toBe(
      getComputedStyle(within(table).getByText("12411").closest("td")!).color,
    );
    expect(within(within(table).getByText("12411").closest("tr")!).queryByText("(eingestellt)")).toBeNull();
  });

  it("offers no add, edit or delete without the rights", async () => {
    const { table } = await openEvas({ person: person("LoggedUser", ["COMMENTARY_READ"]) });
    expect(screen.queryByRole("button", { name: "EVAS anlegen" })).not.toBeInTheDocument();
    expect(within(table).queryByRole("button", { name: /bearbeiten|löschen/ })).not.toBeInTheDocument();
  });

  it("offers each action with its own right", async () => {
    const { table } = await openEvas({ person: person("FachAdmin", ["EVAS_EDIT"]) });
    await waitFor(() =>
      expect(within(table).getByRole("button", { name: "EVAS 12411 bearbeiten" })).toBeInTheDocument(),
    );
    expect(within(table).queryByRole("button", { name: "EVAS 12411 löschen" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "EVAS anlegen" })).not.toBeInTheDocument();
  });

  it("deletes after a confirmation naming the EVAS and reloads the table", async () => {
    const { table, fetchMock } = await openEvas({
      person: editor,
      api: { "POST evas/5/delete": () => new Response(null, { status: 204 }) },
    });
    const loads = posts(fetchMock, "evas").length;
    await userEvent.click(await within(table).findByRole("button", { name: "EVAS 12411 löschen" }));
    const dialog = await screen.findByRole("dialog", { name: "EVAS löschen" });
    expect(dialog).toHaveTextContent("Soll die EVAS 12411 gelöscht werden?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Löschen" }));
    expect(await screen.findByText("EVAS erfolgreich gelöscht.")).toBeInTheDocument();
    expect(posts(fetchMock, "evas/5/delete")).toHaveLength(1);
    await waitFor(() => expect(posts(fetchMock, "evas").length).toBeGreaterThan(loads));
  });

  it("a double click and an Enter on the confirmation's Löschen delete once and say so", async () => {
    const remove = heldAnswer(() => new Response(null, { status: 204 }));
    const { table, fetchMock } = await openEvas({
      person: editor,
      api: { "POST evas/5/delete": remove.handler },
    });
    await userEvent.click(await within(table).findByRole("button", { name: "EVAS 12411 löschen" }));
    const dialog = await screen.findByRole("dialog", { name: "EVAS löschen" });
    await expectOneRunAndSuccess({
      button: within(dialog).getByRole("button", { name: "Löschen" }),
      held: remove,
      requests: () => requestsTo(fetchMock, "POST", "evas/5/delete"),
      success: "EVAS erfolgreich gelöscht.",
    });
  });

  it("shows the server's message when the EVAS is still assigned", async () => {
    const { table } = await openEvas({
      person: editor,
      api: {
        "POST evas/5/delete": () =>
          json({ code: "CONFLICT", message: "Die EVAS ist noch Erhebungen zugeordnet." }, 409),
      },
    });
    await userEvent.click(await within(table).findByRole("button", { name: "EVAS 12411 löschen" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Löschen" }));
    expect(
      await screen.findByText(
        "Fehler beim Löschen der EVAS. Grund: Die EVAS ist noch Erhebungen zugeordnet. (CONFLICT)",
      ),
    ).toBeInTheDocument();
  });

  it("names the EVAS in its actions and the confirmation while the EVAS column is hidden", async () => {
    // the server answers only the shown columns; the actions cell still carries the code
    const page = evasPage(editor);
    for (const row of page.records.content) delete row.items.evas;
    const { fetchMock } = renderApp("/evas", {
      person: editor,
      api: { ...evasApi(editor), "POST evas": () => json(page) },
    });
    const table = await screen.findByRole("table", { name: "EVAS-Verzeichnis" });
    await userEvent.click(await within(table).findByRole("button", { name: "EVAS 12411 löschen" }));
    const dialog = await screen.findByRole("dialog", { name: "EVAS löschen" });
    expect(dialog).toHaveTextContent("Soll die EVAS 12411 gelöscht werden?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Abbrechen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await userEvent.click(within(table).getByRole("button", { name: "EVAS 12411 bearbeiten" }));
    expect(await screen.findByRole("dialog", { name: "EVAS bearbeiten" })).toBeInTheDocument();
    expect(posts(fetchMock, "evas/5/delete")).toHaveLength(0);
  });

  it("does nothing when the deletion is cancelled", async () => {
    const { table, fetchMock } = await openEvas({ person: editor });
    await userEvent.click(await within(table).findByRole("button", { name: "EVAS 12411 löschen" }));
    await userEvent.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Abbrechen" }),
    );
    expect(posts(fetchMock, "evas/5/delete")).toHaveLength(0);
  });

  it.each([
    ["light", "1"],
    ["dark", "2"],
  ])(
    "passes axe-core in the %s theme, with the dialog open",
    async (theme, code) => {
      window.localStorage.setItem("theme", code);
      await openEvas({ person: editor });
      await screen.findByRole("button", { name: "EVAS 12411 bearbeiten" });
      await expectNoAxeViolations(`EVAS page (${theme})`);
      await userEvent.click(screen.getByRole("button", { name: "EVAS 12411 bearbeiten" }));
      const dialog = await screen.findByRole("dialog", { name: "EVAS bearbeiten" });
      await within(dialog).findByRole("textbox", { name: "EVAS" });
      await userEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));
      await expectNoAxeViolations(`EVAS dialog (${theme})`);
    },
    15_000,
  );
});
