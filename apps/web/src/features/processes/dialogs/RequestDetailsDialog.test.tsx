import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../../test/axe.ts";
import { expectOneRunAndSuccess, heldAnswer, requestsTo } from "../../../test/double-submit.ts";
import { json } from "../../../test/http.ts";
import { resetLocation } from "../../../test/table.tsx";
import { findDialog, NEW_WITHOUT_EVAS, openProcesses, posted, RIGHTS } from "../test-fixtures.ts";

beforeEach(() => resetLocation());

async function openDetails(id: number, type: string, api: Parameters<typeof openProcesses>[0] = {}) {
  const view = await openProcesses(api);
  await userEvent.click(within(view.table).getByRole("button", { name: `Details zu Antrag Nr. ${id}` }));
  const dialog = await findDialog(`Details zu Antrag Nr. ${id}: ${type}`);
  await within(dialog).findByRole("tablist", { name: "Bereiche des Antrags" });
  const tab = (name: string) => userEvent.click(within(dialog).getByRole("tab", { name }));
  return { ...view, dialog, tab };
}

describe("Request details", () => {
  it("shows the request in six tabs, the history newest first in Berlin time; axe on each tab", async () => {
    const { dialog, tab } = await openDetails(22, "Berechtigungen beantragen", {
      "GET history/request/22?page=0&size=20": () =>
        json({
          total: 1,
          entries: [
            {
              id: 5,
              at: "2026-03-02T08:15:30.000Z",
              actor: { name: "Petra Klein" },
              action: "ASSIGNED",
              changes: [{ field: "actionStatus", before: "NEU", after: "IN_BEARBEITUNG" }],
            },
          ],
        }),
    });
    expect(
      within(dialog)
        .getAllByRole("tab")
        .map((t) => t.textContent),
    ).toEqual(["Antragsangaben", "Antragsteller", "Begründung", "Status", "Verlauf", "Änderungen"]);
    expect(within(dialog).getByRole("table", { name: "Beantragte Berechtigungen" })).toBeInTheDocument();
    await expectNoAxeViolations("details, request specializing");

    await tab("Antragsteller");
    expect(within(dialog).getByRole("tabpanel")).toHaveTextContent("Weber");
    await tab("Begründung");
    expect(within(dialog).getByRole("tabpanel")).toHaveTextContent("Der Antrag enthält keine Begründung.");

    await tab("Status");
    const status = within(dialog).getByRole("tabpanel");
    for (const shown of [
      "In Bearbeitung",
      "Klein, Petra",
      "Zuständigkeit übernommen.",
      "02.03.2026 - 09:15:30",
    ]) {
      expect(status).toHaveTextContent(shown);
    }
    // IN_BEARBEITUNG moves on by a decision only: no move here
    expect(
      within(status).queryByRole("button", { name: /In Bearbeitung nehmen|Abschließen/ }),
    ).not.toBeInTheDocument();
    await expectNoAxeViolations("details, status");

    await tab("Verlauf");
    const history = within(dialog).getByRole("region", { name: "Verlauf" });
    const rows = within(history).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[0]?.textContent)).toEqual([
      "03.03.2026 - 11:00:00",
      "02.03.2026 - 09:15:30",
    ]);
    expect(rows[0]).toHaveTextContent("In Bearbeitung genommen");
    expect(rows[0]).toHaveTextContent("Petra Klein");
    await expectNoAxeViolations("details, history");

    // the audit records of the request (issue 36), loaded when the tab is chosen
    await tab("Änderungen");
    const changes = await within(dialog).findByRole(
      "table",
      { name: "Verlauf der Änderungen, neueste zuerst" },
      { timeout: 8000 },
    );
    expect(within(changes).getAllByRole("row")[1]).toHaveTextContent("02.03.2026 - 09:15:30Petra Klein");
    // the request's action and status by the requests' names
    expect(within(changes).getAllByRole("row")[1]).toHaveTextContent("In Bearbeitung genommen");
    expect(within(changes).getAllByRole("row")[1]).toHaveTextContent("BearbeitungsstandNeu → In Bearbeitung");
    await expectNoAxeViolations("details, changes");
  }, 60_000);

  it("saves a progress comment", async () => {
    const { dialog, tab, fetchMock } = await openDetails(22, "Berechtigungen beantragen", {
      "POST request/22/update": () => json({ ...RIGHTS, progressComment: "Rückfrage an die Vorgesetzte." }),
    });
    await tab("Status");
    const save = within(dialog).getByRole("button", { name: "Kommentar speichern" });
    expect(save).toBeDisabled();
    const comment = within(dialog).getByRole("textbox", { name: "Neuer Fortschrittskommentar" });
    await userEvent.type(comment, "  Rückfrage an die Vorgesetzte. ");
    await userEvent.click(save);
    expect(await screen.findByText("Antrag Nr. 22 wurde aktualisiert.")).toBeInTheDocument();
    expect(posted(fetchMock, "request/22/update")).toEqual([
      { progressComment: "Rückfrage an die Vorgesetzte." },
    ]);
    await waitFor(() => expect(comment).toHaveValue(""));
  });

  it("a double click and an Enter on Kommentar speichern save once and say so", async () => {
    const update = heldAnswer(() => json({ ...RIGHTS, progressComment: "Rückfrage." }));
    const { dialog, tab, fetchMock } = await openDetails(22, "Berechtigungen beantragen", {
      "POST request/22/update": update.handler,
    });
    await tab("Status");
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: "Neuer Fortschrittskommentar" }),
      "Rückfrage.",
    );
    await expectOneRunAndSuccess({
      button: within(dialog).getByRole("button", { name: "Kommentar speichern" }),
      held: update,
      requests: () => requestsTo(fetchMock, "POST", "request/22/update"),
      success: "Antrag Nr. 22 wurde aktualisiert.",
    });
  });

  it("takes a new request on, with or without a comment", async () => {
    const { dialog, tab, fetchMock } = await openDetails(21, "Neue Erhebungsid", {
      "POST request/21/update": () => json({ ...NEW_WITHOUT_EVAS, actionStatus: "IN_BEARBEITUNG" }),
    });
    await tab("Status");
    await userEvent.click(within(dialog).getByRole("button", { name: "In Bearbeitung nehmen" }));
    await screen.findByText("Antrag Nr. 21 wurde aktualisiert.");
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: "Neuer Fortschrittskommentar" }),
      "Ich prüfe.",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "In Bearbeitung nehmen" }));
    await waitFor(() => expect(posted(fetchMock, "request/21/update")).toHaveLength(2));
    expect(posted(fetchMock, "request/21/update")).toEqual([
      { progressComment: "", actionStatus: "IN_BEARBEITUNG" },
      { progressComment: "Ich prüfe.", actionStatus: "IN_BEARBEITUNG" },
    ]);
  });

  it("shows SPEC 6's message instead of a history the server withholds", async () => {
    const { dialog, tab } = await openDetails(21, "Neue Erhebungsid", {
      "GET request/21": () => json({ ...NEW_WITHOUT_EVAS, requestContent: null }),
    });
    await tab("Verlauf");
    expect(within(dialog).getByRole("tabpanel")).toHaveTextContent(
      "Sie haben keine Berechtigung, diesen Bereich zu sehen.",
    );
    expect(within(dialog).queryByRole("region", { name: "Verlauf" })).not.toBeInTheDocument();
  });
});
