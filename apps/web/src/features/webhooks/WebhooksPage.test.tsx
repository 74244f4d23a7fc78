import { person } from "@erhdb/domain/testing/persons";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.ts";
import { expectOneRunAndSuccess, heldAnswer, requestsTo } from "../../test/double-submit.ts";
import { json } from "../../test/http.ts";
import { findHeading, renderApp } from "../../test/render.tsx";
import {
  delivery,
  FAILING,
  openWebhooks,
  PAUSED,
  SECRET,
  secretAnswer,
  webhookAdmin,
} from "./test-fixtures.ts";

const button = (name: string) => screen.getByRole("button", { name });
const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit | undefined)?.body ?? "null")) as unknown;

describe("Webhooks page", () => {
  it("lists each target with its statistic id, kinds by name, state with the reason, and pending count", async () => {
    const { table } = await openWebhooks();
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["URL", "Statistik-ID", "Ereignisarten", "Zustand", "Ausstehend", "Aktionen"]);
    const failing = within(table).getByRole("row", { name: new RegExp(FAILING.url) });
    const cells = within(failing).getAllByRole("cell");
    expect(within(failing).getByRole("rowheader")).toHaveTextContent(FAILING.url);
    expect(cells[0]).toHaveTextContent("alle");
    expect(
      within(cells[1]!)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "Erhebung veröffentlicht",
      "Erhebung nicht mehr öffentlich",
      "Ressource veröffentlicht",
      "Ressource nicht mehr öffentlich",
      "Allgemeine Ressource veröffentlicht",
      "Allgemeine Ressource nicht mehr öffentlich",
    ]);
    expect(cells[2]).toHaveTextContent(
      "Gestört seit 01.12.2026 - 10:00:00Der Name hooks.erhebungsdatenbank.invalid ließ sich nicht auflösen.",
    );
    expect(cells[3]).toHaveTextContent("3");
    const paused = within(table).getByRole("row", { name: new RegExp(PAUSED.url) });
    expect(
      within(paused)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(expect.arrayContaining(["1261", "Erhebung veröffentlicht", "Pausiert", "0"]));
    // pause or resume as each stands; "resume after failure" only where it fails
    const actionsOf = (row: HTMLElement) =>
      within(row)
        .getAllByRole("button")
        .map((b) => b.getAttribute("aria-label"));
    expect(actionsOf(failing)).toEqual([
      `Zustellungen an ${FAILING.url} anzeigen`,
      `Testereignis an ${FAILING.url} senden`,
      `${FAILING.url} pausieren`,
      `${FAILING.url} nach der Störung fortsetzen`,
      `Schlüssel von ${FAILING.url} erneuern`,
      `${FAILING.url} löschen`,
    ]);
    expect(actionsOf(paused)).toContain(`${PAUSED.url} fortsetzen`);
    expect(actionsOf(paused)).not.toContain(`${PAUSED.url} nach der Störung fortsetzen`);
  });

  it("says so when no target is registered", async () => {
    renderApp("/webhooks", { person: webhookAdmin, api: { "GET webhook": () => json([]) } });
    expect(await screen.findByText("Es ist noch kein Ziel registriert.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("shows the server's message when the list cannot load", async () => {
    renderApp("/webhooks", {
      person: webhookAdmin,
      api: { "GET webhook": () => json({ code: "INTERNAL", message: "Interner Fehler." }, 500) },
    });
    expect(await screen.findByText(/Interner Fehler\./, undefined, { timeout: 8000 })).toBeVisible();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("a double click and an Enter on 'send test event' queue one test event and say so", async () => {
    const test = heldAnswer(() => json(delivery({ kind: "TEST", eventId: null }), 202));
    const { fetchMock } = await openWebhooks({ "POST webhook/1/test": test.handler });
    await expectOneRunAndSuccess({
      button: button(`Testereignis an ${FAILING.url} senden`),
      held: test,
      requests: () => requestsTo(fetchMock, "POST", "webhook/1/test"),
      success: `Ein Testereignis an ${FAILING.url} ist eingereiht.`,
    });
  });

  it("pauses, resumes and resumes after failure, each once, and reloads the list", async () => {
    const { fetchMock } = await openWebhooks({
      "POST webhook/1/pause": () => json({ ...FAILING, paused: true }),
      "POST webhook/2/pause": () => json({ ...PAUSED, paused: false }),
      "POST webhook/1/resume": () => json({ ...FAILING, failingSince: null }),
    });
    const loads = () => requestsTo(fetchMock, "GET", "webhook").length;
    const before = loads();
    await userEvent.click(button(`${FAILING.url} pausieren`));
    expect(await screen.findByText(`${FAILING.url} ist pausiert; seine Ereignisse warten.`)).toBeVisible();
    expect(requestsTo(fetchMock, "POST", "webhook/1/pause").map(bodyOf)).toEqual([{ paused: true }]);
    await waitFor(() => expect(loads()).toBeGreaterThan(before));

    await userEvent.click(button(`${PAUSED.url} fortsetzen`));
    expect(await screen.findByText(`${PAUSED.url} bekommt wieder Ereignisse.`)).toBeVisible();
    expect(requestsTo(fetchMock, "POST", "webhook/2/pause").map(bodyOf)).toEqual([{ paused: false }]);

    await userEvent.click(button(`${FAILING.url} nach der Störung fortsetzen`));
    expect(
      await screen.findByText(`${FAILING.url} bekommt wieder Ereignisse, die aufgegebenen zuerst.`),
    ).toBeVisible();
    expect(requestsTo(fetchMock, "POST", "webhook/1/resume")).toHaveLength(1);
  });

  it("shows the server's message when an action is refused", async () => {
    await openWebhooks({
      "POST webhook/2/test": () => json({ code: "NOT_FOUND", message: "Das Ziel gibt es nicht mehr." }, 404),
    });
    await userEvent.click(button(`Testereignis an ${PAUSED.url} senden`));
    expect(await screen.findByText(/Das Ziel gibt es nicht mehr\./)).toBeVisible();
  });

  it("deletes a target after a confirmation naming it; cancelled, it sends nothing", async () => {
    const { fetchMock } = await openWebhooks({
      "POST webhook/2/delete": () => json({ id: 2, deleted: true }),
    });
    await userEvent.click(button(`${PAUSED.url} löschen`));
    let dialog = await screen.findByRole("dialog", { name: "Ziel löschen" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Abbrechen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, "POST", "webhook/2/delete")).toHaveLength(0);

    await userEvent.click(button(`${PAUSED.url} löschen`));
    dialog = await screen.findByRole("dialog", { name: "Ziel löschen" });
    expect(dialog).toHaveTextContent(`Soll ${PAUSED.url} gelöscht werden?`);
    await userEvent.click(within(dialog).getByRole("button", { name: "Löschen" }));
    expect(await screen.findByText(`${PAUSED.url} ist gelöscht.`)).toBeVisible();
    expect(requestsTo(fetchMock, "POST", "webhook/2/delete")).toHaveLength(1);
  });

  it("rotates after a confirmation that the old secret signs 24 hours more, then shows the new one once", async () => {
    const rotate = heldAnswer(() => json(secretAnswer(PAUSED)));
    const { fetchMock } = await openWebhooks({ "POST webhook/2/rotate": rotate.handler });
    await userEvent.click(button(`Schlüssel von ${PAUSED.url} erneuern`));
    const confirm = await screen.findByRole("dialog", { name: "Schlüssel erneuern" });
    expect(confirm).toHaveTextContent("Der bisherige Schlüssel signiert noch 24 Stunden lang mit");
    await expectOneRunAndSuccess({
      button: within(confirm).getByRole("button", { name: "Erneuern" }),
      held: rotate,
      requests: () => requestsTo(fetchMock, "POST", "webhook/2/rotate"),
      // the secret dialog's last sentence after a rotation
      success: /Der bisherige Schlüssel signiert noch 24 Stunden lang mit\.$/,
    });
    const shown = await screen.findByRole("dialog", { name: "Signaturschlüssel" });
    expect(within(shown).getByRole("textbox", { name: "Signaturschlüssel" })).toHaveValue(SECRET);
    expect(shown).toHaveTextContent(
      "Der Schlüssel wird nur jetzt angezeigt und ist danach nicht mehr abrufbar.",
    );
    await userEvent.click(within(shown).getByRole("button", { name: "Schließen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(document.body.innerHTML).not.toContain(SECRET);
    // the keyboard goes on where it started
    await waitFor(() => expect(button(`Schlüssel von ${PAUSED.url} erneuern`)).toHaveFocus());
  });

  it("lists a target's recent deliveries: time, kind, state, answer code, duration, tries, error", async () => {
    await openWebhooks({
      "GET webhook/1/deliveries": () =>
        json([
          delivery({
            id: 9,
            kind: "TEST",
            eventId: null,
            attempts: 2,
            nextAttemptAt: "2026-12-01T09:05:00.000Z",
            error: FAILING.failingReason,
          }),
          delivery({ id: 8, state: "delivered", attempts: 1, statusCode: 204, durationMs: 87 }),
        ]),
    });
    await userEvent.click(button(`Zustellungen an ${FAILING.url} anzeigen`));
    const dialog = await screen.findByRole("dialog", { name: `Zustellungen an ${FAILING.url}` });
    const table = within(dialog).getByRole("table", { name: "Letzte Zustellungen" });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) =>
        within(row)
          .queryAllByRole("cell")
          .map((cell) => cell.textContent),
      )
      .filter((cells) => cells.length > 0);
    expect(rows).toEqual([
      [
        "01.12.2026 - 10:00:00",
        "Testereignis",
        "Wartet, nächster Versuch 01.12.2026 - 10:05:00",
        "–",
        "–",
        "2",
        "Der Name hooks.erhebungsdatenbank.invalid ließ sich nicht auflösen.",
      ],
      ["01.12.2026 - 10:00:00", "Erhebung veröffentlicht", "Zugestellt", "204", "87 ms", "1", "–"],
    ]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Schließen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("refuses a user without WEBHOOK_ADMIN and asks the server nothing", async () => {
    const { fetchMock } = renderApp("/webhooks", { person: person("StatDBAdmin", ["RESTYPENCODING_READ"]) });
    await findHeading("Keine Berechtigung");
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("webhook"))).toBe(false);
  });

  it("passes axe-core with the table, the deliveries, a confirmation and the secret", async () => {
    await openWebhooks({
      "GET webhook/1/deliveries": () => json([delivery({ error: FAILING.failingReason })]),
      "POST webhook/1/rotate": () => json(secretAnswer(FAILING)),
    });
    await expectNoAxeViolations("webhooks page");
    await userEvent.click(button(`Zustellungen an ${FAILING.url} anzeigen`));
    const deliveries = await screen.findByRole("dialog", { name: `Zustellungen an ${FAILING.url}` });
    await within(deliveries).findByRole("table");
    await expectNoAxeViolations("deliveries dialog");
    await userEvent.click(within(deliveries).getByRole("button", { name: "Schließen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await userEvent.click(button(`Schlüssel von ${FAILING.url} erneuern`));
    const confirm = await screen.findByRole("dialog", { name: "Schlüssel erneuern" });
    await expectNoAxeViolations("rotate confirmation");
    await userEvent.click(within(confirm).getByRole("button", { name: "Erneuern" }));
    await screen.findByRole("dialog", { name: "Signaturschlüssel" });
    await expectNoAxeViolations("secret dialog");
  }, 20_000);
});
