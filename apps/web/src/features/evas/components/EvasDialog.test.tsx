import { person } from "@erhdb/domain/testing/persons";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { expectOneRunAndSuccess, heldAnswer, requestsTo } from "../../../test/double-submit.ts";
import { evasApi } from "../../../test/evas-fixtures.ts";
import { fieldInput } from "../../../test/filter-harness.tsx";
import { json } from "../../../test/http.ts";
import { findHeading, renderApp } from "../../../test/render.tsx";
import { resetLocation } from "../../../test/table.tsx";

const editor = person("FachAdmin", ["EVAS_CREATE", "EVAS_EDIT", "EVAS_DELETE"]);

beforeEach(() => resetLocation());

async function openDialog(
  mode: "add" | "edit",
  api: NonNullable<Parameters<typeof renderApp>[1]>["api"] = {},
) {
  const view = renderApp("/evas", { person: editor, api: { ...evasApi(editor), ...api } });
  await findHeading("EVAS");
  await screen.findByText("12411");
  if (mode === "add") await userEvent.click(await screen.findByRole("button", { name: "EVAS anlegen" }));
  else await userEvent.click(await screen.findByRole("button", { name: "EVAS 12411 bearbeiten" }));
  const dialog = await screen.findByRole("dialog", {
    name: mode === "add" ? "EVAS anlegen" : "EVAS bearbeiten",
  });
  return { ...view, dialog };
}

function bodyOf(fetchMock: ReturnType<typeof renderApp>["fetchMock"], path: string) {
  const call = fetchMock.mock.calls.find(
    ([url, init]) => String(url).endsWith(`/api/v1/${path}`) && init?.method === "POST",
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

async function choosePeriod(dialog: HTMLElement, name: string) {
  await userEvent.click(within(dialog).getByRole("combobox", { name: "Periodizität" }));
  await userEvent.click(await screen.findByRole("option", { name }));
}

describe("EVAS dialog", () => {
  it("requires the EVAS and the description", async () => {
    const { dialog, fetchMock } = await openDialog("add");
    await userEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));
    expect(within(dialog).getByText("Bitte eine EVAS-Nummer angeben.")).toBeInTheDocument();
    expect(within(dialog).getByText("Bitte eine Beschreibung angeben.")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "EVAS" })).toHaveAttribute("aria-invalid", "true");
    expect(bodyOf(fetchMock, "evas/create")).toBeUndefined();
  });

  it("takes digits only, at most five, and checks the pattern", async () => {
    const { dialog } = await openDialog("add");
    const evas = within(dialog).getByRole("textbox", { name: "EVAS" });
    await userEvent.type(evas, "12a4x");
    expect(evas).toHaveValue("124");
    await userEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));
    expect(within(dialog).getByText("Die EVAS-Nummer besteht aus genau fünf Ziffern.")).toBeInTheDocument();
    await userEvent.type(evas, "1199");
    expect(evas).toHaveValue("12411");
    expect(
      within(dialog).queryByText("Die EVAS-Nummer besteht aus genau fünf Ziffern."),
    ).not.toBeInTheDocument();
  });

  it("offers no period and '00'..'13' with their names", async () => {
    const { dialog } = await openDialog("add");
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Periodizität" }));
    const options = screen.getAllByRole("option").map((o) => o.textContent);
    expect(options).toHaveLength(15);
    expect(options[0]).toBe("keine Angabe");
    expect(options[1]).toBe("00 – monatlich");
    expect(options[14]).toBe("13 – neunmal jährlich");
  });

  it("creates an EVAS with period and closing date (MM/DD/YYYY) and reloads the table", async () => {
    const { dialog, fetchMock } = await openDialog("add", { "POST evas/create": () => json({ id: 9 }) });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "EVAS" }), "46241");
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: "Beschreibung" }),
      "Straßenverkehrsunfälle",
    );
    await choosePeriod(dialog, "03 – jährlich");
    fireEvent.change(fieldInput("Stilllegung"), { target: { value: "12/31/2030" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));
    expect(await screen.findByText("EVAS erfolgreich angelegt.")).toBeInTheDocument();
    expect(bodyOf(fetchMock, "evas/create")).toEqual({
      evas: "46241",
      description: "Straßenverkehrsunfälle",
      period: 3,
      closing: "2030-12-31",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("sends -1 for no period and null for no closing date", async () => {
    const { dialog, fetchMock } = await openDialog("add", { "POST evas/create": () => json({ id: 9 }) });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "EVAS" }), "46241");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Beschreibung" }), "Unfälle");
    await userEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));
    await screen.findByText("EVAS erfolgreich angelegt.");
    expect(bodyOf(fetchMock, "evas/create")).toMatchObject({ period: -1, closing: null });
  });

  it("refuses an incomplete closing date", async () => {
    const { dialog } = await openDialog("add");
    // only the month filled in
    const closing = within(dialog).getByRole("group", { name: "Stilllegung" });
    const [month] = within(closing).getAllByRole("spinbutton");
    await userEvent.click(month!);
    await userEvent.keyboard("{ArrowUp}");
    await userEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));
    expect(
      within(dialog).getByText("Bitte ein gültiges Datum im Format MM/TT/JJJJ angeben."),
    ).toBeInTheDocument();
  });

  it("edits an EVAS: the code is fixed, the fields are filled", async () => {
    const { dialog, fetchMock } = await openDialog("edit", { "POST evas/5/update": () => json({ id: 5 }) });
    const evas = await within(dialog).findByRole("textbox", { name: "EVAS" });
    expect(evas).toHaveValue("12411");
    expect(evas).toHaveAttribute("readonly");
    expect(within(dialog).getByRole("textbox", { name: "Beschreibung" })).toHaveValue(
      "Fortschreibung des Bevölkerungsstandes",
    );
    expect(within(dialog).getByRole("combobox", { name: "Periodizität" })).toHaveTextContent("03 – jährlich");
    await choosePeriod(dialog, "keine Angabe");
    await userEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));
    expect(await screen.findByText("EVAS erfolgreich bearbeitet.")).toBeInTheDocument();
    expect(bodyOf(fetchMock, "evas/5/update")).toEqual({
      evas: "12411",
      description: "Fortschreibung des Bevölkerungsstandes",
      period: -1,
      closing: null,
    });
  });

  it("a double click and an Enter on Speichern save an edit once and say so", async () => {
    const update = heldAnswer(() => json({ id: 5 }));
    const { dialog, fetchMock } = await openDialog("edit", { "POST evas/5/update": update.handler });
    await within(dialog).findByRole("textbox", { name: "EVAS" });
    await expectOneRunAndSuccess({
      button: within(dialog).getByRole("button", { name: "Speichern" }),
      held: update,
      requests: () => requestsTo(fetchMock, "POST", "evas/5/update"),
      success: "EVAS erfolgreich bearbeitet.",
    });
  });

  it("shows an existing EVAS's history in a tab of its own, its closing day's change named", async () => {
    const { dialog } = await openDialog("edit", {
      "GET history/evas/12411?page=0&size=20": () =>
        json({
          total: 1,
          entries: [
            {
              id: 3,
              at: "2026-02-01T12:00:00.000Z",
              actor: { name: "Erika Muster" },
              action: "EDIT",
              changes: [{ field: "closing", before: null, after: "2026-12-31" }],
            },
          ],
        }),
    });
    await userEvent.click(within(dialog).getByRole("tab", { name: "Verlauf" }));
    const history = await within(dialog).findByRole(
      "table",
      { name: "Verlauf der Änderungen, neueste zuerst" },
      { timeout: 8000 },
    );
    expect(within(history).getAllByRole("row")[1]).toHaveTextContent(
      "01.02.2026 - 13:00:00Erika MusterBearbeitenAuslaufdatum– → 2026-12-31",
    );
  });

  it("shows the server's message when saving fails", async () => {
    const { dialog } = await openDialog("add", {
      "POST evas/create": () => json({ code: "CONFLICT", message: "Die EVAS 46241 gibt es bereits." }, 409),
    });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "EVAS" }), "46241");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Beschreibung" }), "Unfälle");
    await userEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));
    expect(await within(dialog).findByText("Die EVAS 46241 gibt es bereits.")).toBeInTheDocument();
  });

  it.each<[string, () => Response, string]>([
    [
      "a server error with a code",
      () => json({ code: "DB_DOWN", message: "Datenbank nicht erreichbar" }, 500),
      "Fehler beim Anlegen der EVAS. Grund: Datenbank nicht erreichbar (DB_DOWN)",
    ],
    [
      "a server error without a code",
      () => new Response(null, { status: 500 }),
      "Unbekannter Fehler beim Anlegen der EVAS. Bitte kontaktieren Sie einen Administrator.",
    ],
    [
      "a refusal without a message",
      () => new Response(null, { status: 409 }),
      "Unbekannter Fehler beim Anlegen der EVAS. Bitte kontaktieren Sie einen Administrator.",
    ],
  ])("words a failed create as the shared builder does: %s", async (_, answer, message) => {
    const { dialog } = await openDialog("add", { "POST evas/create": answer });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "EVAS" }), "46241");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Beschreibung" }), "Unfälle");
    await userEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "EVAS" })).toHaveValue("46241");
  });

  it("says 'Fehler beim Bearbeiten der EVAS.' with the server's reason in the action wording", async () => {
    const { dialog } = await openDialog("edit", {
      "POST evas/5/update": () => json({ code: "NOT_FOUND", message: "Nicht gefunden." }, 404),
    });
    await within(dialog).findByRole("textbox", { name: "EVAS" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));
    expect(
      await within(dialog).findByText("Fehler beim Bearbeiten der EVAS. Grund: Nicht gefunden. (NOT_FOUND)"),
    ).toBeInTheDocument();
  });

  it("says 'Fehler beim Bearbeiten der EVAS.' without a message", async () => {
    const { dialog } = await openDialog("edit", {
      "POST evas/5/update": () => new Response(null, { status: 409 }),
    });
    await within(dialog).findByRole("textbox", { name: "EVAS" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));
    expect(await within(dialog).findByText("Fehler beim Bearbeiten der EVAS.")).toBeInTheDocument();
  });
});
