import type { Column, TableAnswer } from "@erhdb/domain";
import { unassignTargetCell } from "@erhdb/domain";
import { person } from "@erhdb/domain/testing/persons";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.ts";
import { expectOneRunAndSuccess, heldAnswer, requestsTo } from "../../test/double-submit.ts";
import { json } from "../../test/http.ts";
import { findHeading, type RenderAppOptions, renderApp } from "../../test/render.tsx";
import { column, resetLocation } from "../../test/table.tsx";

const admin = person("StatDBAdmin", ["ERHEBUNGSID_READ_ADMIN"]);

/** The unassign table as the server declares it (apps/server/src/features/surveys/unassign-table.ts). */
function unassignColumns(): Column[] {
  return [
    {
      ...column("erhebungsid", "text", { filter: { pattern: "^[0-9]{0,13}$" }, sort: { direction: "asc" } }),
      name: "table.unassign.erhebungsid",
    },
    {
      ...column("baseObjectId", "text", { filter: { pattern: "^[0-9]{0,19}$" } }),
      name: "table.unassign.baseObjectId",
    },
    { ...column("actions", "actions", { orderable: false }), name: "table.unassign.actions" },
  ];
}

const ROWS = [
  { id: 7, erhebungsid: "1452123400005", baseObjectId: "4700123" },
  { id: 8, erhebungsid: "1211024000009", baseObjectId: "4799999" },
];

function unassignPage(rows = ROWS): TableAnswer {
  const cell = (view: string) => ({ view, label: view, customCss: null });
  return {
    total: rows.length,
    records: {
      totalElements: rows.length,
      content: rows.map(({ id, erhebungsid, baseObjectId }) => ({
        id,
        items: {
          erhebungsid: cell(erhebungsid),
          baseObjectId: cell(baseObjectId),
          actions: cell(unassignTargetCell.encode({ erhebungsid, baseObjectId })),
        },
      })),
    },
  };
}

beforeEach(() => resetLocation());

async function openUnassign(api: RenderAppOptions["api"] = {}) {
  const view = renderApp("/unassign", {
    person: admin,
    api: {
      "GET eid/baseObjectId/tablestate": () => json({ columns: unassignColumns() }),
      "POST eid/baseObjectId": () => json(unassignPage()),
      ...api,
    },
  });
  await findHeading("Zuordnung aufheben");
  const table = await screen.findByRole("table", { name: "Erhebungsids mit Basisobjekt" });
  await within(table).findByText("1452123400005");
  return { ...view, table };
}

const calls = (fetchMock: ReturnType<typeof renderApp>["fetchMock"], method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).endsWith(`/api/v1/${path}`) && (init?.method ?? "GET") === method,
  );

describe("Unassign page", () => {
  it("lists the ids with translated column names, a refresh button and neither CSV nor templates", async () => {
    const { table } = await openUnassign();
    const heads = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent?.replace(/ nicht.*| auf.*/, ""));
    expect(heads).toEqual(["Erhebungsid", "Basisobjekt-ID", "Aktionen"]);
    expect(within(table).getByText("4799999")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Aktualisieren" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "CSV" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Vorlagen" })).not.toBeInTheDocument();
  });

  it("cancels an assignment after a confirmation naming both ids, then reloads the list", async () => {
    const { table, fetchMock } = await openUnassign({
      "GET eid/baseObjectId/1452123400005/unassign": () =>
        json({ erhebungsid: "1452123400005", baseObjectId: 0 }),
    });
    const loads = calls(fetchMock, "POST", "eid/baseObjectId").length;
    await userEvent.click(
      within(table).getByRole("button", { name: "Zuordnung der Erhebungsid 1452123400005 aufheben" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Zuordnung aufheben" });
    expect(dialog).toHaveTextContent("Erhebungsid:1452123400005");
    expect(dialog).toHaveTextContent("Basisobjekt-ID:4700123");
    expect(calls(fetchMock, "GET", "eid/baseObjectId/1452123400005/unassign")).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Zuordnung aufheben" }));
    expect(
      await screen.findByText(
        "Die Zuordnung der Erhebungsid 1452123400005 zum Basisobjekt 4700123 wurde aufgehoben.",
      ),
    ).toBeInTheDocument();
    expect(calls(fetchMock, "GET", "eid/baseObjectId/1452123400005/unassign")).toHaveLength(1);
    await waitFor(() => expect(calls(fetchMock, "POST", "eid/baseObjectId").length).toBeGreaterThan(loads));
  });

  it("a double click and an Enter on the confirmation's Zuordnung aufheben cancel it once and say so", async () => {
    const path = "eid/baseObjectId/1452123400005/unassign";
    const unassign = heldAnswer(() => json({ erhebungsid: "1452123400005", baseObjectId: 0 }));
    const { table, fetchMock } = await openUnassign({ [`GET ${path}`]: unassign.handler });
    await userEvent.click(
      within(table).getByRole("button", { name: "Zuordnung der Erhebungsid 1452123400005 aufheben" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Zuordnung aufheben" });
    await expectOneRunAndSuccess({
      button: within(dialog).getByRole("button", { name: "Zuordnung aufheben" }),
      held: unassign,
      requests: () => requestsTo(fetchMock, "GET", path),
      success: "Die Zuordnung der Erhebungsid 1452123400005 zum Basisobjekt 4700123 wurde aufgehoben.",
    });
  });

  it("does nothing when the confirmation is cancelled", async () => {
    const { table, fetchMock } = await openUnassign();
    await userEvent.click(
      within(table).getByRole("button", { name: "Zuordnung der Erhebungsid 1211024000009 aufheben" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Zuordnung aufheben" });
    expect(dialog).toHaveTextContent("Basisobjekt-ID:4799999");
    await userEvent.click(within(dialog).getByRole("button", { name: "Abbrechen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/unassign"))).toBe(false);
  });

  it("shows the server's reason when the survey has no base object any more", async () => {
    const { table } = await openUnassign({
      "GET eid/baseObjectId/1452123400005/unassign": () =>
        json({ code: "CONFLICT", message: "Die Erhebung ist keinem Basisobjekt zugeordnet." }, 409),
    });
    await userEvent.click(
      within(table).getByRole("button", { name: "Zuordnung der Erhebungsid 1452123400005 aufheben" }),
    );
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Zuordnung aufheben" }));
    expect(
      await screen.findByText(
        "Fehler beim Bearbeiten der Erhebungsid. Grund: Die Erhebung ist keinem Basisobjekt zugeordnet. (CONFLICT)",
      ),
    ).toBeInTheDocument();
  });

  it("refuses a user without ERHEBUNGSID_READ_ADMIN", async () => {
    const { fetchMock } = renderApp("/unassign", { person: person("LoggedUser", ["COMMENTARY_READ"]) });
    await findHeading("Keine Berechtigung");
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("eid/baseObjectId"))).toBe(false);
  });

  it("passes axe-core with the list and with the confirmation open", async () => {
    const { table } = await openUnassign();
    await expectNoAxeViolations("unassign page");
    await userEvent.click(
      within(table).getByRole("button", { name: "Zuordnung der Erhebungsid 1452123400005 aufheben" }),
    );
    await screen.findByRole("dialog", { name: "Zuordnung aufheben" });
    await expectNoAxeViolations("unassign confirmation");
  }, 15_000);
});
