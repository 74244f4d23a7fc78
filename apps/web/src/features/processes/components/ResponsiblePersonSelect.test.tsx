import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../../test/axe.ts";
import { expectOneRunAndSuccess, heldAnswer, requestsTo } from "../../../test/double-submit.ts";
import { json } from "../../../test/http.ts";
import { resetLocation } from "../../../test/table.tsx";
import {
  BRAUN,
  findDialog,
  NEW_WITHOUT_EVAS,
  openProcesses,
  posted,
  RIGHTS,
  tableLoads,
} from "../test-fixtures.ts";

beforeEach(() => resetLocation());

const asked = (fetchMock: Awaited<ReturnType<typeof openProcesses>>["fetchMock"], path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith(`/api/v1/${path}`)).length;

describe("Responsible person", () => {
  it("offers the candidates of the request's statistic id and state, asked when the list opens", async () => {
    const { table, fetchMock } = await openProcesses();
    expect(asked(fetchMock, "request/orgAdmin?statisticId=4521&lkz=14")).toBe(0);
    await userEvent.click(within(table).getByRole("combobox", { name: "Zuständig für Antrag Nr. 22" }));
    const list = await screen.findByRole("listbox");
    await within(list).findByRole("option", { name: "niemand" });
    await waitFor(() =>
      expect(within(list).queryByText("Personen werden geladen …")).not.toBeInTheDocument(),
    );
    expect(
      within(list)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["niemand", "Klein, Petra"]);
    expect(asked(fetchMock, "request/orgAdmin?statisticId=4521&lkz=14")).toBe(1);
  });

  it("shows no other request's candidates while its own load", async () => {
    let release: (response: Response) => void = () => undefined;
    const { table } = await openProcesses({
      "GET request/22": () => new Promise<Response>((resolve) => (release = resolve)),
    });
    await userEvent.click(within(table).getByRole("combobox", { name: "Zuständig für Antrag Nr. 21" }));
    await within(await screen.findByRole("listbox")).findByRole("option", { name: "Braun, Jonas" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());

    await userEvent.click(within(table).getByRole("combobox", { name: "Zuständig für Antrag Nr. 22" }));
    const list = await screen.findByRole("listbox");
    expect(within(list).getByText("Personen werden geladen …")).toBeInTheDocument();
    expect(within(list).queryByRole("option", { name: "Braun, Jonas" })).not.toBeInTheDocument();
    release(json(RIGHTS));
    await waitFor(() =>
      expect(within(list).queryByText("Personen werden geladen …")).not.toBeInTheDocument(),
    );
    expect(
      within(list)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["niemand", "Klein, Petra"]);
  });

  it("changes the person after a confirmation; a cancel sends nothing", async () => {
    const { table, fetchMock } = await openProcesses({
      "POST request/21/responsiblePerson/12": () => json({ ...NEW_WITHOUT_EVAS, responsiblePerson: BRAUN }),
    });
    const select = within(table).getByRole("combobox", { name: "Zuständig für Antrag Nr. 21" });
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole("option", { name: "Braun, Jonas" }));
    let confirm = await findDialog("Zuständigkeit ändern");
    expect(confirm).toHaveTextContent("Soll Braun, Jonas für Antrag Nr. 21 zuständig sein?");
    await userEvent.click(within(confirm).getByRole("button", { name: "Abbrechen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(posted(fetchMock, "request/21/responsiblePerson/12")).toHaveLength(0);
    expect(select).toHaveTextContent("niemand");

    const loads = tableLoads(fetchMock);
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole("option", { name: "Braun, Jonas" }));
    confirm = await findDialog("Zuständigkeit ändern");
    await expectNoAxeViolations("responsible person confirmation");
    await userEvent.click(within(confirm).getByRole("button", { name: "Ändern" }));
    expect(
      await screen.findByText("Die Zuständigkeit für Antrag Nr. 21 wurde geändert."),
    ).toBeInTheDocument();
    expect(posted(fetchMock, "request/21/responsiblePerson/12")).toHaveLength(1);
    await waitFor(() => expect(tableLoads(fetchMock)).toBeGreaterThan(loads));
  });

  it("a double click and an Enter on the confirmation's Ändern change the person once and say so", async () => {
    const change = heldAnswer(() => json({ ...NEW_WITHOUT_EVAS, responsiblePerson: BRAUN }));
    const { table, fetchMock } = await openProcesses({
      "POST request/21/responsiblePerson/12": change.handler,
    });
    await userEvent.click(within(table).getByRole("combobox", { name: "Zuständig für Antrag Nr. 21" }));
    await userEvent.click(await screen.findByRole("option", { name: "Braun, Jonas" }));
    const confirm = await findDialog("Zuständigkeit ändern");
    await expectOneRunAndSuccess({
      button: within(confirm).getByRole("button", { name: "Ändern" }),
      held: change,
      requests: () => requestsTo(fetchMock, "POST", "request/21/responsiblePerson/12"),
      success: "Die Zuständigkeit für Antrag Nr. 21 wurde geändert.",
    });
  });

  it("takes the responsible person away with -1 (nobody) and words a refusal", async () => {
    const { table, fetchMock } = await openProcesses({
      "POST request/22/responsiblePerson/-1": () =>
        json(
          {
            code: "RESPONSIBLE_PERSON_INVALID",
            message: "Zuständig sein kann nur ein aktives Konto.",
            field: "personId",
          },
          400,
        ),
    });
    await userEvent.click(within(table).getByRole("combobox", { name: "Zuständig für Antrag Nr. 22" }));
    await userEvent.click(await screen.findByRole("option", { name: "niemand" }));
    const confirm = await findDialog("Zuständigkeit ändern");
    expect(confirm).toHaveTextContent("Soll für Antrag Nr. 22 niemand mehr zuständig sein?");
    await userEvent.click(within(confirm).getByRole("button", { name: "Ändern" }));
    expect(
      await screen.findByText(
        "Fehler beim Bearbeiten des Antrags. Grund: Zuständig sein kann nur ein aktives Konto. (RESPONSIBLE_PERSON_INVALID)",
      ),
    ).toBeInTheDocument();
    expect(posted(fetchMock, "request/22/responsiblePerson/-1")).toHaveLength(1);
    // the refused change leaves the person responsible as they were (the table is hidden from the
    // accessibility tree until the closing confirmation has left)
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(within(table).getByRole("combobox", { name: "Zuständig für Antrag Nr. 22" })).toHaveTextContent(
      "Klein, Petra",
    );
  });
});
