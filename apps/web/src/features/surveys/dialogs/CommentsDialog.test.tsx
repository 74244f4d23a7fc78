import { person } from "@erhdb/domain/testing/persons";
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../../test/axe.ts";
import { type Handler, json } from "../../../test/http.ts";
import { resetLocation } from "../../../test/table.tsx";
import { APPROVED, COMMENTS, chooseRowAction, openSurveysPage } from "../page-test-fixtures.ts";

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
  it("lists comment, action, author and Berlin time, newest first, read-only", async () => {
    const dialog = await openComments(() => json(COMMENTS));
    const table = await within(dialog).findByRole("table", { name: /Kommentare zur Erhebungsid/ });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) =>
        within(row)
          .queryAllByRole("cell")
          .map((cell) => cell.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ["10.01.2025 - 11:00:00", "Freigeben", "pruefer@example.org", "Freigabe nach Prüfung"],
      ["01.01.2025 - 00:30:00", "Anlegen", "", "Neu angelegt"],
    ]);
    expect(within(dialog).queryByRole("textbox")).toBeNull();
    await expectNoAxeViolations("comment viewer");
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
