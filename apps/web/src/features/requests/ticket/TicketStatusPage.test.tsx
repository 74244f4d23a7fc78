import type { TicketStatus } from "@erhdb/domain";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { i18n } from "../../../i18n/i18n.ts";
import { expectNoAxeViolations } from "../../../test/axe.ts";
import { json } from "../../../test/http.ts";
import { FIRST_LOAD, findHeading, renderApp } from "../../../test/render.tsx";

const TOKEN = "Zk3v0cW9m1x-Qe_8aLr2Tt5YbN4uHs7dJf6gKp0iOw1";
const TICKET: TicketStatus = {
  requestType: "UPDATE_ERHEBUNGSID",
  actionStatus: "IN_BEARBEITUNG",
  requestCreatenTime: "2026-01-10T08:05:09Z",
  // newest first, as the server answers
  requestContent: [
    {
      update: "2026-07-01T22:30:00Z",
      comment: "Rückfrage beim Fachbereich",
      actor: "Erika Muster",
      action: "COMMENTED",
      type: "IN_BEARBEITUNG",
    },
    { update: "2026-01-10T08:05:09Z", comment: "", actor: "Julia Schneider", action: "CREATED", type: "NEU" },
  ],
};

const ticketCalls = (fetchMock: ReturnType<typeof renderApp>["fetchMock"]) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes("/api/v1/request/ticketstatus"));

async function openTicket(path: string, answer: () => Response = () => json(TICKET)) {
  const view = renderApp(path, { api: { [`GET request/ticketstatus?token=${TOKEN}`]: answer } });
  await findHeading(/^(Ticketstatus|Ticket status)$/, FIRST_LOAD);
  return view;
}

describe("ticket status page", () => {
  it("shows the status and the history newest first, times in Berlin", async () => {
    await openTicket(`/ticketstatus?token=${TOKEN}`);
    expect(await screen.findByText("In Bearbeitung", { selector: ".MuiChip-label" })).toBeInTheDocument();
    expect(screen.getByText("Erhebungsid ändern")).toBeInTheDocument();
    expect(screen.getAllByText("10.01.2026 - 09:05:09")).toHaveLength(2);
    const table = screen.getByRole("table", { name: "Verlauf" });
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      // summer time: 22:30 UTC is 00:30 the next day in Berlin
      ["02.07.2026 - 00:30:00", "Kommentar", "In Bearbeitung", "Erika Muster", "Rückfrage beim Fachbereich"],
      ["10.01.2026 - 09:05:09", "Antrag gestellt", "Neu", "Julia Schneider", ""],
    ]);
    await expectNoAxeViolations("ticket status");
  });

  it("names each type of request as its form does", async () => {
    const names: Record<TicketStatus["requestType"], string> = {
      NEW_ERHEBUNGSID: "Neue Erhebungsid",
      UPDATE_ERHEBUNGSID: "Erhebungsid ändern",
      CONTINUE_ERHEBUNGSID: "Erhebungsid fortführen",
      ARCHIVE_ERHEBUNGSID: "Erhebungsid archivieren",
      REQUEST_RIGHTS: "Berechtigungen beantragen",
      RESET_RIGHTS: "Berechtigungen entziehen",
    };
    for (const [requestType, name] of Object.entries(names)) {
      const { unmount } = await openTicket(`/ticketstatus?token=${TOKEN}`, () =>
        json({ ...TICKET, requestType }),
      );
      expect(await screen.findByText(name, { exact: true })).toBeInTheDocument();
      unmount();
    }
  });

  it("says invalidtoken without a token, without asking the server", async () => {
    const { fetchMock } = await openTicket("/ticketstatus");
    expect(screen.getByText(/^Ungültiges Ticket/)).toBeInTheDocument();
    expect(ticketCalls(fetchMock)).toHaveLength(0);
    await expectNoAxeViolations("ticket status without token");
  });

  it("says invalidtoken for a token the server does not know, once", async () => {
    const { fetchMock } = await openTicket(`/ticketstatus?token=${TOKEN}`, () =>
      json({ code: "INVALID_TOKEN", message: "Der Link ist ungültig.", field: "token" }, 404),
    );
    expect(await screen.findByText(/^Ungültiges Ticket/)).toBeInTheDocument();
    expect(ticketCalls(fetchMock)).toHaveLength(1);
  });

  it("speaks English", async () => {
    await i18n.changeLanguage("en");
    await openTicket(`/ticketstatus?token=${TOKEN}`);
    expect(await screen.findByText("In progress", { selector: ".MuiChip-label" })).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "History" })).toHaveTextContent("Request made");
    await expectNoAxeViolations("ticket status in English");
  });
});
