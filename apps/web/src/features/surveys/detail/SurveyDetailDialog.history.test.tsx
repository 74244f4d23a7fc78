import type { HistoryAnswer } from "@erhdb/domain";
import { person } from "@erhdb/domain/testing/persons";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../../test/axe.ts";
import { clickTwiceAndEnter, heldAnswer, requestsTo } from "../../../test/double-submit.ts";
import { captureDownloads } from "../../../test/downloads.ts";
import { type Handler, json } from "../../../test/http.ts";
import { renderApp } from "../../../test/render.tsx";
import { APPROVED, surveyDetail, surveysApi } from "../../../test/survey-fixtures.ts";
import { resetLocation } from "../../../test/table.tsx";

vi.mock("../form/use-survey-form.tsx", () => ({ useSurveyForm: () => ({ open: vi.fn(), dialog: null }) }));

beforeEach(() => resetLocation());
const saved = captureDownloads();

const HISTORY: HistoryAnswer = {
  total: 3,
  entries: [
    {
      id: 13,
      at: "2026-03-03T09:30:00.000Z",
      actor: { name: "Erika Muster" },
      action: "LINK_CREATE",
      changes: [{ field: "links", before: [], after: ["https://www.destatis.de"] }],
    },
    {
      id: 12,
      at: "2026-03-02T09:30:00.000Z",
      actor: { name: "Erika Muster", email: "erika@example.org" },
      action: "EDIT",
      comment: "Zugriff geöffnet",
      changes: [
        { field: "accessMode", before: false, after: true },
        { field: "evas", before: ["12613"], after: ["12411"] },
      ],
    },
    {
      id: 11,
      at: "2026-01-15T23:30:00.000Z",
      actor: { name: "Max Mustermann" },
      action: "UNLOCK",
      comment: "geprüft",
      changes: [{ field: "status", before: 0, after: 3 }],
    },
  ],
};

const historyPath = `history/eid/${APPROVED}?page=0&size=20`;
const restorePath = `history/eid/${APPROVED}/11/restore`;

function openHistory(api: Record<string, Handler> = {}, rights = ["COMMENTARY_READ"] as const) {
  const view = renderApp(`/surveys?detail=${APPROVED}`, {
    person: person("LoggedUser", [...rights]),
    api: { ...surveysApi(), [`GET ${historyPath}`]: () => json(HISTORY), ...api },
  });
  return view;
}

async function historyTab() {
  const dialog = await screen.findByRole("dialog", { name: `Erhebungsid ${APPROVED}` }, { timeout: 8000 });
  await userEvent.click(await within(dialog).findByRole("tab", { name: "Verlauf" }));
  await within(dialog).findByRole(
    "table",
    { name: "Verlauf der Änderungen, neueste zuerst" },
    { timeout: 8000 },
  );
  return dialog;
}

describe("the History tab of the survey detail dialog", () => {
  it("shows when (Berlin time), who, the action with its comment and each field's change with translated names", async () => {
    openHistory();
    const dialog = await historyTab();
    const [, link, newest, older] = within(dialog).getAllByRole("row");
    expect(link).toHaveTextContent("Link hinzufügen");
    expect(link).toHaveTextContent("Linksentfernt: –; hinzugefügt: https://www.destatis.de");
    expect(newest).toHaveTextContent("02.03.2026 - 10:30:00");
    expect(newest).toHaveTextContent("Erika Muster (erika@example.org)");
    expect(newest).toHaveTextContent("BearbeitenZugriff geöffnet");
    expect(newest).toHaveTextContent("Zugriffintern → öffentlich");
    expect(newest).toHaveTextContent("EVASentfernt: 12613; hinzugefügt: 12411");
    // 23:30 UTC on 15 January is 00:30 on 16 January in Berlin
    expect(older).toHaveTextContent("16.01.2026 - 00:30:00");
    expect(older).toHaveTextContent("Statusgesperrt → freigegeben");
    await expectNoAxeViolations("survey history tab");
  });

  it("offers no History tab without COMMENTARY_READ and loads no history", async () => {
    const { fetchMock } = openHistory({}, [] as never);
    const dialog = await screen.findByRole("dialog", { name: `Erhebungsid ${APPROVED}` }, { timeout: 8000 });
    await within(dialog).findByRole("heading", { name: "Details" });
    expect(within(dialog).queryByRole("tab", { name: "Verlauf" })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, "GET", historyPath)).toHaveLength(0);
  });

  it("restores an earlier state once with a required comment and names what was left out", async () => {
    const restore = heldAnswer(() =>
      json({
        ...surveyDetail(),
        leftOut: [{ field: "evas", reason: "noLongerExists", values: ["12613"] }],
      }),
    );
    const { fetchMock } = openHistory({ [`POST ${restorePath}`]: restore.handler });
    const dialog = await historyTab();
    // a link's entry is no state, the newest edit is the state as it is: only the older one can be restored
    const buttons = within(dialog).getAllByRole("button", { name: /^Diesen Stand wiederherstellen/ });
    // its name says which state: the older entry's time (Berlin)
    expect(buttons[0]).toHaveAccessibleName("Diesen Stand wiederherstellen (16.01.2026 - 00:30:00)");
    expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0] as HTMLElement);
    const confirm = await screen.findByRole("dialog", { name: "Stand wiederherstellen" });
    const submit = within(confirm).getByRole("button", { name: "Wiederherstellen" });
    await userEvent.click(submit);
    expect(within(confirm).getByText("Bitte geben Sie einen Kommentar ein.")).toBeInTheDocument();
    expect(restore.calls()).toBe(0);

    await userEvent.type(within(confirm).getByRole("textbox", { name: "Kommentar" }), "zurück");
    await clickTwiceAndEnter(submit);
    restore.release();
    expect(
      await screen.findByText(
        "Der Stand wurde wiederhergestellt. Nicht übernommen: EVAS 12613 (nicht mehr vorhanden oder ausgelaufen).",
      ),
    ).toBeInTheDocument();
    expect(restore.calls()).toBe(1);
    const [request] = requestsTo(fetchMock, "POST", restorePath);
    expect(JSON.parse(String(request?.[1]?.body))).toEqual({ comment: "zurück" });
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Stand wiederherstellen" })).not.toBeInTheDocument(),
    );
  });

  it("downloads the page shown as CSV, under the server's file name", async () => {
    const csvPath = `${historyPath}&format=csv`;
    const csv = () =>
      new Response("\uFEFFid;at\r\n12;02.03.2026 - 10:30:00\r\n", {
        headers: {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": `attachment; filename="history-eid-${APPROVED}.csv"`,
        },
      });
    const { fetchMock } = openHistory({ [`GET ${csvPath}`]: csv });
    const dialog = await historyTab();
    await userEvent.click(within(dialog).getByRole("button", { name: "Diese Seite als CSV" }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual([`history-eid-${APPROVED}.csv`]));
    expect(requestsTo(fetchMock, "GET", csvPath)).toHaveLength(1);
    expect(await saved[0]?.blob.text()).toContain("12;02.03.2026 - 10:30:00");
  });
});
