import { RIGHTS } from "@erhdb/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../../test/axe.ts";
import { expectOneRunAndSuccess, heldAnswer, requestsTo } from "../../../test/double-submit.ts";
import { json } from "../../../test/http.ts";
import { FIRST_LOAD, findHeading, type RenderAppOptions, renderApp } from "../../../test/render.tsx";
import { builtinRoles, orgAdminEditor, roleAdmin, roleApi } from "../test-fixtures.ts";

type FetchMock = ReturnType<typeof renderApp>["fetchMock"];
const creates = (fetchMock: FetchMock) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/api/v1/role/create"));

async function openDialog(options: RenderAppOptions = {}) {
  const view = renderApp("/role-administration", {
    person: roleAdmin,
    ...options,
    api: { ...roleApi(builtinRoles()), ...options.api },
  });
  await findHeading("Rollenverwaltung", FIRST_LOAD);
  await userEvent.click(await screen.findByText("Rolle anlegen", { selector: "button" }));
  const dialog = await screen.findByRole("dialog", { name: "Rolle anlegen" }, FIRST_LOAD);
  const list = (name: string) => within(dialog).getByRole("list", { name });
  return { ...view, dialog, list };
}

const names = (list: HTMLElement) =>
  within(list)
    .queryAllByRole("checkbox")
    .map((box) => box.closest("label")?.textContent);

describe("add-role dialog", () => {
  it("checks the name with the domain's pattern and against the roles there are, sending nothing", async () => {
    const { dialog, fetchMock } = await openDialog();
    const name = within(dialog).getByRole("textbox", { name: "Name der Rolle" });
    const create = within(dialog).getByRole("button", { name: "Anlegen" });
    await userEvent.click(create);
    const patternMessage =
      "Der Name beginnt mit einem Buchstaben und hat 2 bis 50 Zeichen: Buchstaben ohne Umlaute, Ziffern, - und _.";
    expect(within(dialog).getByText(patternMessage)).toBeInTheDocument();
    expect(name).toHaveAttribute("aria-invalid", "true");
    await userEvent.click(name);
    await userEvent.paste("Prüfer");
    expect(within(dialog).getByText(patternMessage)).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.click(name);
    await userEvent.paste("fachadmin");
    expect(
      within(dialog).getByText(
        "Eine Rolle mit diesem Namen gibt es bereits (Groß- und Kleinschreibung zählt nicht).",
      ),
    ).toBeInTheDocument();
    await userEvent.click(create);
    expect(creates(fetchMock)).toHaveLength(0);
  });

  it("moves selected rights between the two labelled lists, with the mouse and the keyboard", async () => {
    const { dialog, list } = await openDialog();
    const available = list("Verfügbare Rechte");
    const chosen = list("Rechte der neuen Rolle");
    expect(within(available).getAllByRole("checkbox")).toHaveLength(RIGHTS.length);
    expect(within(chosen).getByText("Keine Rechte")).toBeInTheDocument();
    const button = (name: string) => within(dialog).getByRole("button", { name });
    expect(button("Ausgewählte Rechte hinzufügen")).toBeDisabled();
    expect(button("Alle Rechte entfernen")).toBeDisabled();

    await userEvent.click(within(available).getByRole("checkbox", { name: "Rollen bearbeiten (ROLE_EDIT)" }));
    await userEvent.click(within(available).getByRole("checkbox", { name: "Benutzer ansehen (USER_READ)" }));
    expect(available).toHaveAccessibleDescription(`2 von ${RIGHTS.length} ausgewählt`);
    await userEvent.click(button("Ausgewählte Rechte hinzufügen"));
    // in SPEC 6's order, whatever the order of the clicks
    expect(names(chosen)).toEqual(["Benutzer ansehen (USER_READ)", "Rollen bearbeiten (ROLE_EDIT)"]);
    expect(within(available).getAllByRole("checkbox")).toHaveLength(RIGHTS.length - 2);

    // keyboard: focus a box of the chosen list, Space selects it, the remove button takes it back
    within(chosen).getByRole("checkbox", { name: "Rollen bearbeiten (ROLE_EDIT)" }).focus();
    await userEvent.keyboard(" ");
    button("Ausgewählte Rechte entfernen").focus();
    await userEvent.keyboard("{Enter}");
    expect(names(chosen)).toEqual(["Benutzer ansehen (USER_READ)"]);
  });

  it("moves all rights there and back, and passes axe", async () => {
    const { dialog, list } = await openDialog();
    const available = list("Verfügbare Rechte");
    const chosen = list("Rechte der neuen Rolle");
    const button = (name: string) => within(dialog).getByRole("button", { name });
    await userEvent.click(button("Alle Rechte hinzufügen"));
    expect(within(chosen).getAllByRole("checkbox")).toHaveLength(RIGHTS.length);
    expect(within(available).getByText("Keine Rechte")).toBeInTheDocument();
    await userEvent.click(button("Alle Rechte entfernen"));
    expect(within(available).getAllByRole("checkbox")).toHaveLength(RIGHTS.length);
    await expectNoAxeViolations("add-role dialog", dialog);
  });

  it("creates the role with the chosen rights, then closes and reloads the roles", async () => {
    const { dialog, list, fetchMock } = await openDialog({
      api: { "POST role/create": () => json({ id: 20, name: "Auditor", acls: ["USER_READ"] }, 201) },
    });
    const loads = fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/api/v1/role")).length;
    await userEvent.click(within(dialog).getByRole("textbox", { name: "Name der Rolle" }));
    await userEvent.paste(" Auditor ");
    await userEvent.click(within(list("Verfügbare Rechte")).getByRole("checkbox", { name: /\(USER_READ\)/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Ausgewählte Rechte hinzufügen" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Anlegen" }));
    expect(await screen.findByText("Die Rolle Auditor wurde angelegt.")).toBeInTheDocument();
    expect(JSON.parse(String(creates(fetchMock)[0]?.[1]?.body))).toEqual({
      name: "Auditor",
      acls: ["USER_READ"],
      persons: [],
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/api/v1/role")).length,
      ).toBeGreaterThan(loads),
    );
  });

  it("a double click and an Enter on Anlegen create the role once and say so", async () => {
    const create = heldAnswer(() => json({ id: 20, name: "Auditor", acls: [] }, 201));
    const { dialog, fetchMock } = await openDialog({ api: { "POST role/create": create.handler } });
    await userEvent.click(within(dialog).getByRole("textbox", { name: "Name der Rolle" }));
    await userEvent.paste("Auditor");
    await expectOneRunAndSuccess({
      button: within(dialog).getByRole("button", { name: "Anlegen" }),
      held: create,
      requests: () => requestsTo(fetchMock, "POST", "role/create"),
      success: "Die Rolle Auditor wurde angelegt.",
    });
  });

  it("shows a name the server refuses at the field", async () => {
    const { dialog } = await openDialog({
      api: {
        "POST role/create": () =>
          json(
            { code: "ROLE_EXISTS", message: "Eine Rolle namens Auditor gibt es bereits.", field: "name" },
            409,
          ),
      },
    });
    const name = within(dialog).getByRole("textbox", { name: "Name der Rolle" });
    await userEvent.click(name);
    await userEvent.paste("Auditor");
    await userEvent.click(within(dialog).getByRole("button", { name: "Anlegen" }));
    expect(await within(dialog).findByText("Eine Rolle namens Auditor gibt es bereits.")).toBeInTheDocument();
    expect(name).toHaveAttribute("aria-invalid", "true");
  });

  it("offers a caller only the rights they hold", async () => {
    const { list } = await openDialog({ person: orgAdminEditor });
    expect(names(list("Verfügbare Rechte"))).toEqual([
      "Benutzer ansehen (USER_READ)",
      "Rollen ansehen (ROLE_READ)",
      "Rollen bearbeiten (ROLE_EDIT)",
      "Anträge bearbeiten (REQUEST_READ)",
    ]);
  });
});
