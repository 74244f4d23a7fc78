import { person } from "@erhdb/domain/testing/persons";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../../test/axe.ts";
import { expectOneRunAndSuccess, heldAnswer, requestsTo } from "../../../test/double-submit.ts";
import { json } from "../../../test/http.ts";
import { FIRST_LOAD, findHeading, type RenderAppOptions, renderApp } from "../../../test/render.tsx";
import { resetLocation } from "../../../test/table.tsx";
import { ERIKA_PERMISSIONS, personPage, userAdmin, usersApi } from "../test-fixtures.ts";

beforeEach(() => resetLocation());

type FetchMock = ReturnType<typeof renderApp>["fetchMock"];
const posted = (fetchMock: FetchMock, path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).endsWith(`/api/v1/${path}`) && init?.method === "POST")
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined) as unknown);

async function openPermissions(caller = userAdmin, api: RenderAppOptions["api"] = {}) {
  const view = renderApp("/users", { person: caller, api: { ...usersApi(caller), ...api } });
  await findHeading("Benutzer", FIRST_LOAD);
  const table = await screen.findByRole("table", { name: "Benutzerkonten" });
  const edit = await within(table).findByRole("button", { name: "Erika Muster bearbeiten" }, FIRST_LOAD);
  await userEvent.click(edit);
  // the dialog's code loads on first open
  const dialog = await screen.findByRole("dialog", { name: "Benutzer bearbeiten" }, FIRST_LOAD);
  await userEvent.click(await within(dialog).findByRole("tab", { name: "Berechtigungen" }));
  const list = await within(dialog).findByRole("table", { name: "Rechte des Benutzers" });
  return { ...view, dialog, list };
}

const addForm = (dialog: HTMLElement) => within(dialog).getByRole("form", { name: "Recht hinzufügen" });

async function chooseStatisticId(dialog: HTMLElement, id: string) {
  await userEvent.click(within(addForm(dialog)).getByRole("combobox", { name: "StatistikID" }));
  await userEvent.click(await screen.findByRole("option", { name: id }));
}

async function chooseState(dialog: HTMLElement, option: string) {
  await userEvent.click(within(addForm(dialog)).getByRole("combobox", { name: "Länderkennzeichen" }));
  await userEvent.click(await screen.findByRole("option", { name: option }));
}

const tick = (dialog: HTMLElement, right: string) =>
  userEvent.click(within(addForm(dialog)).getByRole("checkbox", { name: right }));
const add = (dialog: HTMLElement) =>
  userEvent.click(within(addForm(dialog)).getByRole("button", { name: "Hinzufügen" }));

describe("User dialog, permissions", () => {
  it("lists the permissions with every right as a tick or a cross", async () => {
    const { list } = await openPermissions();
    const rows = within(list).getAllByRole("row");
    expect(
      rows.map((r) =>
        within(r)
          .queryAllByRole("img")
          .map((i) => i.textContent),
      ),
    ).toEqual([[], ["ja", "nein", "ja", "nein", "nein"], ["nein", "nein", "nein", "nein", "ja"]]);
    const cells = within(rows[1]!)
      .getAllByRole("cell")
      .map((c) => c.textContent);
    expect(cells.slice(0, 3)).toEqual(["31", "2111", "05"]);
    expect(rows[2]).toHaveTextContent("04.03.2025 - 10:05:06");
  });

  it.each([
    [
      "nothing chosen",
      [],
      "Bitte überprüfen Sie ihre Eingaben bei folgenden Feldern: StatistikID, Länderkennzeichen.",
    ],
    ["no right", ["id", "state"], "Sie müssen mindestens ein Recht auswählen."],
    [
      "a pair the person holds",
      ["id", "state", "right"],
      "Kombination aus StatistikID und Länderkennzeichen existiert bereits.",
    ],
  ])("names SPEC 5's problem with %s and sends nothing", async (_, steps, message) => {
    const { dialog, fetchMock } = await openPermissions();
    if (steps.includes("id")) await chooseStatisticId(dialog, "2111");
    if (steps.includes("state")) await chooseState(dialog, "05 – Nordrhein-Westfalen");
    if (steps.includes("right")) await tick(dialog, "Mapping-Rechte");
    await add(dialog);
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(posted(fetchMock, "personPermission/7/create")).toHaveLength(0);
  });

  it("adds a permission, says so, empties the form and reloads the list", async () => {
    const { dialog, fetchMock } = await openPermissions(userAdmin, {
      "POST personPermission/7/create": () => json({ ...ERIKA_PERMISSIONS[0], id: 40 }, 201),
    });
    const loads = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith("personPermission/7")).length;
    const before = loads();
    await chooseStatisticId(dialog, "1261");
    await chooseState(dialog, "09 – Bayern");
    await tick(dialog, "Erhebungsid-Rechte");
    await tick(dialog, "Organisator");
    await add(dialog);
    expect(await screen.findByText("Recht erfolgreich zum Benutzer hinzugefügt.")).toBeInTheDocument();
    expect(posted(fetchMock, "personPermission/7/create")).toEqual([
      {
        statisticId: "1261",
        lkz: "09",
        organisator: true,
        res_rights: false,
        it_res_rights: false,
        eid_rights: true,
        mapping_rights: false,
      },
    ]);
    expect(within(addForm(dialog)).getByRole("checkbox", { name: "Organisator" })).not.toBeChecked();
    await waitFor(() => expect(loads()).toBeGreaterThan(before));
  });

  it("a double click and an Enter on Hinzufügen add the permission once and say so", async () => {
    const create = heldAnswer(() => json({ ...ERIKA_PERMISSIONS[0], id: 40 }, 201));
    const { dialog, fetchMock } = await openPermissions(userAdmin, {
      "POST personPermission/7/create": create.handler,
    });
    await chooseStatisticId(dialog, "1261");
    await chooseState(dialog, "09 – Bayern");
    await tick(dialog, "Organisator");
    await expectOneRunAndSuccess({
      button: within(addForm(dialog)).getByRole("button", { name: "Hinzufügen" }),
      held: create,
      requests: () => requestsTo(fetchMock, "POST", "personPermission/7/create"),
      success: "Recht erfolgreich zum Benutzer hinzugefügt.",
    });
  });

  it("shows the server's 409 for a pair added meanwhile in SPEC 5's words", async () => {
    const { dialog } = await openPermissions(userAdmin, {
      "POST personPermission/7/create": () =>
        json(
          {
            code: "PERMISSION_EXISTS",
            message: "Kombination aus StatistikID und Länderkennzeichen existiert bereits.",
          },
          409,
        ),
    });
    await chooseStatisticId(dialog, "1261");
    await chooseState(dialog, "09 – Bayern");
    await tick(dialog, "Ressourcenrechte");
    await add(dialog);
    expect(
      await within(dialog).findByText("Kombination aus StatistikID und Länderkennzeichen existiert bereits."),
    ).toBeInTheDocument();
  });

  it("removes a permission after a confirmation naming it", async () => {
    const { list, fetchMock } = await openPermissions(userAdmin, {
      "POST personPermission/32/delete": () => json({ id: 32, deleted: true }),
    });
    await userEvent.click(
      within(list).getByRole("button", {
        name: "Recht für StatistikID 4521 und Länderkennzeichen 09 entfernen",
      }),
    );
    const confirm = await screen.findByRole("dialog", { name: "Recht entfernen" });
    expect(confirm).toHaveTextContent(
      "Soll das Recht für StatistikID 4521 und Länderkennzeichen 09 entfernt werden?",
    );
    await expectNoAxeViolations("permission delete confirmation");
    await userEvent.click(within(confirm).getByRole("button", { name: "Entfernen" }));
    expect(await screen.findByText("Recht erfolgreich entfernt.")).toBeInTheDocument();
    expect(posted(fetchMock, "personPermission/32/delete")).toHaveLength(1);
  }, 15_000);

  it("a double click and an Enter on the confirmation's Entfernen remove the permission once and say so", async () => {
    const remove = heldAnswer(() => json({ id: 32, deleted: true }));
    const { list, fetchMock } = await openPermissions(userAdmin, {
      "POST personPermission/32/delete": remove.handler,
    });
    await userEvent.click(
      within(list).getByRole("button", {
        name: "Recht für StatistikID 4521 und Länderkennzeichen 09 entfernen",
      }),
    );
    const confirm = await screen.findByRole("dialog", { name: "Recht entfernen" });
    await expectOneRunAndSuccess({
      button: within(confirm).getByRole("button", { name: "Entfernen" }),
      held: remove,
      requests: () => requestsTo(fetchMock, "POST", "personPermission/32/delete"),
      success: "Recht erfolgreich entfernt.",
    });
  });

  it("offers no changes where the protection rules refuse them", async () => {
    // a reader without USER_CREATE, shown an edit action: the rule still refuses the permissions
    const reader = person("OrgAdmin", ["USER_READ", "USEREMAILADRESS_READ"]);
    const { dialog, list } = await openPermissions(reader, {
      "POST person": () => json(personPage(userAdmin)),
    });
    expect(within(list).queryByRole("button")).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("form", { name: "Recht hinzufügen" })).not.toBeInTheDocument();
  });

  it("lists one's own permissions without add and delete: nobody changes their own (issue 24)", async () => {
    // the UserAdmin opening its own account (ERIKA's id)
    const self = { ...userAdmin, id: 7 };
    const { dialog, list } = await openPermissions(self);
    expect(within(list).getAllByRole("row")).toHaveLength(3);
    expect(within(list).queryByRole("button")).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("form", { name: "Recht hinzufügen" })).not.toBeInTheDocument();
  });

  it("passes axe-core with the list and the add form", async () => {
    const { dialog } = await openPermissions();
    await add(dialog);
    await within(dialog).findByRole("alert");
    await expectNoAxeViolations("user dialog, permissions");
  }, 15_000);
});
