import { RIGHTS, ROLE_IN_USE_MESSAGE } from "@erhdb/domain";
import { person } from "@erhdb/domain/testing/persons";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { i18n } from "../../i18n/i18n.ts";
import { expectNoAxeViolations } from "../../test/axe.ts";
import { expectOneRunAndSuccess, heldAnswer, requestsTo } from "../../test/double-submit.ts";
import { json } from "../../test/http.ts";
import { FIRST_LOAD, findHeading, type RenderAppOptions, renderApp } from "../../test/render.tsx";
import { builtinRoles, orgAdminEditor, roleAdmin, roleApi, roleId } from "./test-fixtures.ts";

type FetchMock = ReturnType<typeof renderApp>["fetchMock"];
const calls = (fetchMock: FetchMock, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).endsWith(`/api/v1/${path}`) && (init?.method ?? "GET") === method,
  );
const bodyOf = (call: Parameters<FetchMock> | undefined) => JSON.parse(String(call?.[1]?.body)) as unknown;

async function openRoles(options: RenderAppOptions = {}) {
  const roles = builtinRoles();
  const view = renderApp("/role-administration", {
    person: roleAdmin,
    ...options,
    api: { ...roleApi(roles), ...options.api },
  });
  await findHeading("Rollenverwaltung", FIRST_LOAD);
  const matrix = await screen.findByRole("table", { name: "Rechte der Rollen" });
  return { ...view, roles, matrix };
}

// The matrix has 150 boxes: their aria-labels find them fast where a role query over the page would
// compute every element's role and name.
const box = (right: string, role: string) => screen.getByLabelText(`${right} für ${role}`);
const deleteButton = (role: string) => screen.getByLabelText(`Rolle ${role} löschen`);
const save = () => screen.getByText("Speichern", { selector: "button" });
const reset = () => screen.getByText("Zurücksetzen", { selector: "button" });

describe("role administration: the matrix", () => {
  it("shows every role by every right; SuperAdmin's and CoreBroker's boxes and the built-in deletes disabled", async () => {
    const { matrix } = await openRoles();
    const heads = within(matrix)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(heads).toEqual([
      "Recht",
      "CoreBroker(fest)",
      "FachAdmin",
      "LoggedUser",
      "OrgAdmin",
      "StatDBAdmin",
      "SuperAdmin(fest)",
      "UserAdmin",
    ]);
    expect(matrix.querySelectorAll("tbody tr")).toHaveLength(RIGHTS.length);
    expect(box("RESOURCE_CREATE", "FachAdmin")).toBeChecked();
    expect(box("RESOURCE_CREATE", "FachAdmin")).toBeEnabled();
    expect(box("SQLEDITOR_ACCESS", "SuperAdmin")).toBeChecked();
    expect(box("SQLEDITOR_ACCESS", "SuperAdmin")).toBeDisabled();
    expect(box("USER_READ", "CoreBroker")).toBeDisabled();
    expect(screen.getByText(/Die Rechte von SuperAdmin und CoreBroker sind fest/)).toBeInTheDocument();
    for (const name of ["SuperAdmin", "LoggedUser", "UserAdmin", "CoreBroker"]) {
      expect(deleteButton(name)).toBeDisabled();
    }
    expect(deleteButton("FachAdmin")).toBeEnabled();
    expect(save()).toBeDisabled();
    expect(reset()).toBeDisabled();
    await expectNoAxeViolations("role administration page");
    // the page's first load in this file and axe over 150 boxes: jsdom is slow, not the page
  }, 60_000);

  it("opens a role's history and restores earlier rights once, after a confirmation (issue 36)", async () => {
    const roles = builtinRoles();
    const fachAdmin = roleId(roles, "FachAdmin");
    const entry = (id: number, before: string[], after: string[]) => ({
      id,
      at: "2026-02-01T12:00:00.000Z",
      actor: { name: "Admin Istrator" },
      action: "EDIT",
      changes: [{ field: "acls", before, after }],
    });
    const restorePath = `history/role/${fachAdmin}/5/restore`;
    const { fetchMock } = await openRoles({
      api: {
        [`GET history/role/${fachAdmin}?page=0&size=20`]: () =>
          json({
            total: 2,
            entries: [entry(6, ["ROLE_READ"], ["RESOURCE_CREATE"]), entry(5, [], ["ROLE_READ"])],
          }),
        [`POST ${restorePath}`]: () =>
          json({ id: fachAdmin, name: "FachAdmin", acls: ["COMMENTARY_READ", "ROLE_READ"], leftOut: [] }),
      },
    });
    await userEvent.click(screen.getByRole("button", { name: "Verlauf der Rolle FachAdmin" }));
    const dialog = await screen.findByRole("dialog", { name: "Verlauf: FachAdmin" }, FIRST_LOAD);
    const history = await within(dialog).findByRole("table", {
      name: "Verlauf der Änderungen, neueste zuerst",
    });
    expect(within(history).getAllByRole("row")[1]).toHaveTextContent(
      "Rechteentfernt: ROLE_READ; hinzugefügt: RESOURCE_CREATE",
    );
    const roleLoads = calls(fetchMock, "GET", "role").length;
    // the newest entry is the rights as they are: only the older one is offered
    const [restore] = within(history).getAllByRole("button", { name: /^Diesen Stand wiederherstellen/ });
    await userEvent.click(restore as HTMLElement);
    const confirm = await screen.findByRole("dialog", { name: "Rechte wiederherstellen" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Wiederherstellen" }));
    expect(await screen.findByText("Der Stand wurde wiederhergestellt.")).toBeInTheDocument();
    expect(calls(fetchMock, "POST", restorePath)).toHaveLength(1);
    await waitFor(() => expect(calls(fetchMock, "GET", "role").length).toBeGreaterThan(roleLoads));
  });

  it("toggles, resets to the server's state, and the buttons follow whether anything changed", async () => {
    await openRoles();
    await userEvent.click(box("USER_READ", "FachAdmin"));
    await userEvent.click(box("RESOURCE_CREATE", "LoggedUser"));
    expect(box("USER_READ", "FachAdmin")).toBeChecked();
    expect(screen.getByText("2 Rollen geändert, noch nicht gespeichert")).toHaveAttribute("role", "status");
    expect(save()).toBeEnabled();
    await userEvent.click(reset());
    expect(box("USER_READ", "FachAdmin")).not.toBeChecked();
    expect(box("RESOURCE_CREATE", "LoggedUser")).not.toBeChecked();
    expect(save()).toBeDisabled();
    // ticked and unticked again is no change
    await userEvent.click(box("USER_READ", "FachAdmin"));
    await userEvent.click(box("USER_READ", "FachAdmin"));
    expect(save()).toBeDisabled();
  });

  it("saves every role in one role/update and reloads the roles", async () => {
    const { fetchMock, roles } = await openRoles({
      api: { "POST role/update": () => json(builtinRoles()) },
    });
    const loads = calls(fetchMock, "GET", "role").length;
    await userEvent.click(box("USER_READ", "FachAdmin"));
    await userEvent.click(save());
    expect(await screen.findByText("Die Rechte der Rollen wurden gespeichert.")).toBeInTheDocument();
    const sent = bodyOf(calls(fetchMock, "POST", "role/update")[0]) as { id: number; acls: string[] }[];
    expect(sent).toHaveLength(roles.length);
    expect(sent.find((r) => r.id === roleId(roles, "FachAdmin"))?.acls).toEqual([
      "COMMENTARY_READ",
      "RESOURCE_CREATE",
      "USER_READ",
    ]);
    expect(sent.find((r) => r.id === roleId(roles, "SuperAdmin"))?.acls).toEqual(
      roles.find((r) => r.name === "SuperAdmin")?.acls,
    );
    await waitFor(() => expect(calls(fetchMock, "GET", "role").length).toBeGreaterThan(loads));
    expect(save()).toBeDisabled();
  });

  it("a double click and an Enter on Speichern save the rights once and say so", async () => {
    const update = heldAnswer(() => json(builtinRoles()));
    const { fetchMock } = await openRoles({ api: { "POST role/update": update.handler } });
    await userEvent.click(box("USER_READ", "FachAdmin"));
    await expectOneRunAndSuccess({
      button: save(),
      held: update,
      requests: () => requestsTo(fetchMock, "POST", "role/update"),
      success: "Die Rechte der Rollen wurden gespeichert.",
    });
  });

  it("shows the server's message when the save fails, keeping the changes", async () => {
    await openRoles({
      api: {
        "POST role/update": () =>
          json({ code: "NOT_FOUND", message: "Die Rolle 7 gibt es nicht.", field: "0.id" }, 404),
      },
    });
    await userEvent.click(box("USER_READ", "FachAdmin"));
    await userEvent.click(save());
    expect(
      await screen.findByText(
        "Fehler beim Bearbeiten der Rolle. Grund: Die Rolle 7 gibt es nicht. (NOT_FOUND)",
      ),
    ).toBeInTheDocument();
    expect(box("USER_READ", "FachAdmin")).toBeChecked();
    expect(save()).toBeEnabled();
  });

  it("lets a lower-ranked caller tick only rights they hold, on roles not above theirs, with the reason", async () => {
    await openRoles({ person: orgAdminEditor });
    expect(box("REQUEST_READ", "StatDBAdmin")).toBeDisabled();
    expect(box("USER_READ", "FachAdmin")).toBeEnabled();
    expect(box("SQLEDITOR_ACCESS", "FachAdmin")).toBeDisabled();
    // a right the caller lacks may be taken away
    expect(box("RESOURCE_CREATE", "FachAdmin")).toBeEnabled();
    expect(
      screen.getByText("Rechte, die Sie selbst nicht haben, können Sie keiner Rolle geben."),
    ).toBeInTheDocument();
    await userEvent.hover(
      box("SQLEDITOR_ACCESS", "FachAdmin").closest("span.MuiCheckbox-root")?.parentElement ?? document.body,
    );
    expect(await screen.findByRole("tooltip")).toHaveTextContent(
      "Das Recht SQLEDITOR_ACCESS haben Sie selbst nicht.",
    );
    expect(deleteButton("StatDBAdmin")).toBeDisabled();
  });

  it("is there in English too", async () => {
    await i18n.changeLanguage("en");
    const english = {
      ...roleAdmin,
      personSetting: { theme: 1 as const, lang: "en" as const, searchShortcut: true },
    };
    renderApp("/role-administration", { person: english, api: roleApi(builtinRoles()) });
    await findHeading("Role administration", FIRST_LOAD);
    expect(await screen.findByLabelText("USER_READ for FachAdmin")).toBeEnabled();
    expect(screen.getByLabelText("USER_READ for CoreBroker")).toBeDisabled();
    expect(screen.getByRole("table", { name: "Rights of the roles" })).toBeInTheDocument();
    expect(screen.getByText(/^The rights of SuperAdmin and CoreBroker are fixed/)).toBeInTheDocument();
    expect(screen.getByText("Save", { selector: "button" })).toBeDisabled();
    expect(screen.getByRole("heading", { level: 2, name: "Statistic ids of the roles" })).toBeInTheDocument();
    await expectNoAxeViolations("role administration in English");
    await userEvent.click(screen.getByText("Add role", { selector: "button" }));
    const dialog = await screen.findByRole("dialog", { name: "Add role" }, FIRST_LOAD);
    expect(within(dialog).getByRole("list", { name: "Available rights" })).toBeInTheDocument();
    await expectNoAxeViolations("add-role dialog in English");
  });
});

describe("role administration: delete", () => {
  it("confirms naming the role, then shows SPEC 8's message when users hold it", async () => {
    const { fetchMock } = await openRoles({
      api: {
        "GET role/delete/FachAdmin": () => json({ code: "ROLE_IN_USE", message: ROLE_IN_USE_MESSAGE }, 409),
      },
    });
    await userEvent.click(deleteButton("FachAdmin"));
    const dialog = await screen.findByRole("dialog", { name: "Rolle löschen" });
    expect(dialog).toHaveTextContent("Soll die Rolle FachAdmin gelöscht werden?");
    await expectNoAxeViolations("delete role confirmation");
    await userEvent.click(within(dialog).getByRole("button", { name: "Löschen" }));
    expect(
      await screen.findByText(
        "Fehler beim Löschen der Rolle. Grund: Es gibt noch Benutzer mit dieser Rolle. Löschen nicht möglich. (ROLE_IN_USE)",
      ),
    ).toBeInTheDocument();
    expect(calls(fetchMock, "GET", "role/delete/FachAdmin")).toHaveLength(1);
  });

  it("deletes after the confirmation and reloads the roles; cancel sends nothing", async () => {
    const { fetchMock, roles } = await openRoles({
      api: { "GET role/delete/OrgAdmin": () => json({ id: 6, deleted: true }) },
    });
    await userEvent.click(deleteButton("OrgAdmin"));
    await userEvent.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Abbrechen" }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls(fetchMock, "GET", "role/delete/OrgAdmin")).toHaveLength(0);
    const loads = calls(fetchMock, "GET", "role").length;
    await userEvent.click(deleteButton("OrgAdmin"));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Löschen" }));
    expect(await screen.findByText("Die Rolle OrgAdmin wurde gelöscht.")).toBeInTheDocument();
    expect(calls(fetchMock, "GET", "role/delete/OrgAdmin")).toHaveLength(1);
    await waitFor(() => expect(calls(fetchMock, "GET", "role").length).toBeGreaterThan(loads));
    expect(roleId(roles, "OrgAdmin")).toBe(6);
  });

  it("a double click and an Enter on the confirmation's Löschen delete the role once and say so", async () => {
    const remove = heldAnswer(() => json({ id: 6, deleted: true }));
    const { fetchMock } = await openRoles({ api: { "GET role/delete/OrgAdmin": remove.handler } });
    await userEvent.click(deleteButton("OrgAdmin"));
    await expectOneRunAndSuccess({
      button: within(await screen.findByRole("dialog")).getByRole("button", { name: "Löschen" }),
      held: remove,
      requests: () => requestsTo(fetchMock, "GET", "role/delete/OrgAdmin"),
      success: "Die Rolle OrgAdmin wurde gelöscht.",
    });
  });

  it("offers no page to a role without ROLE_EDIT", async () => {
    const { fetchMock } = renderApp("/role-administration", {
      person: person("UserAdmin", ["ROLE_READ", "USER_READ"]),
      api: roleApi(builtinRoles()),
    });
    await findHeading("Keine Berechtigung", FIRST_LOAD);
    expect(calls(fetchMock, "GET", "role")).toHaveLength(0);
  });
});
