import { person } from "@erhdb/domain/testing/persons";
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../../test/axe.ts";
import { type Handler, json } from "../../../test/http.ts";
import { APPROVED, COMMENTS, chooseRowAction, openSurveysPage } from "../../../test/survey-fixtures.ts";
import { resetLocation } from "../../../test/table.tsx";

// The survey form (helper C's) is not part of these tests.
vi.mock("../form/use-survey-form.tsx", () => ({ useSurveyForm: () => ({ open: vi.fn(), dialog: null }) }));

beforeEach(() => resetLocation());

async function openComments(answer: Handler) {
  await openSurveysPage({
    person: person("LoggedUser", ["COMMENTARY_READ"]),
    api: { [`GET commentary/eid/${APPROVED}`]: answer },
  });
  await chooseRowAction(APPROVED, "Kommentare anzeigen");
  return screen.findByRole("dialog", { name: `Kommentare zur Erhebungsid ${APPROVED}` });
}

describe("comment viewer", () => {
  /** The table's cells, row by row, without the header. */
  async function cellsOf(dialog: HTMLElement) {
    const table = await within(dialog).findByRole("table", { name: /Kommentare zur Erhebungsid/ });
    return within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) =>
        within(row)
          .queryAllByRole("cell")
          .map((cell) => cell.textContent),
      );
  }

  it("lists comment, action, author and Berlin time, newest first, read-only", async () => {
    const dialog = await openComments(() => json(COMMENTS));
    expect(await cellsOf(dialog)).toEqual([
      ["10.01.2025 - 11:00:00", "Freigeben", "Petra Prüfer (pruefer@example.org)", "Freigabe nach Prüfung"],
      ["01.01.2025 - 00:30:00", "Anlegen", "", "Neu angelegt"],
    ]);
    expect(within(dialog).queryByRole("textbox")).toBeNull();
    await expectNoAxeViolations("comment viewer");
  });

  it("names the author without an address when the server sends none (no USEREMAILADRESS_READ)", async () => {
    const withoutAddresses = [
      { ...COMMENTS[0], author: null },
      { ...COMMENTS[1], author: "weg@example.org" },
    ];
    const dialog = await openComments(() => json(withoutAddresses));
    expect(await cellsOf(dialog)).toEqual([
      ["10.01.2025 - 11:00:00", "Freigeben", "Petra Prüfer", "Freigabe nach Prüfung"],
      ["01.01.2025 - 00:30:00", "Anlegen", "weg@example.org", "Neu angelegt"],
    ]);
    await expectNoAxeViolations("comment viewer without addresses");
  });

  it("says when there are none, and shows a failure", async () => {
    const dialog = await openComments(() => json([]));
    expect(await within(dialog).findByText("Keine Kommentare vorhanden.")).toBeInTheDocument();
  });

  it("shows a failure to load", async () => {
    const dialog = await openComments(() =>
      json({ code: "NOT_FOUND", message: "Erhebungsid unbekannt" }, 404),
    );
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Erhebungsid unbekannt");
  });
});
