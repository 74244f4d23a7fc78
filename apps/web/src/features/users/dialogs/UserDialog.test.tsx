import { RIGHTS } from "@erhdb/domain";
import { person } from "@erhdb/domain/testing/persons";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../../test/axe.ts";
import { expectOneRunAndSuccess, heldAnswer, requestsTo } from "../../../test/double-submit.ts";
import { json } from "../../../test/http.ts";
import { FIRST_LOAD, findHeading, type RenderAppOptions, renderApp } from "../../../test/render.tsx";
import { resetLocation } from "../../../test/table.tsx";
import { ERIKA, ROLES, userAdmin, usersApi } from "../test-fixtures.ts";

beforeEach(() => resetLocation());

type FetchMock = ReturnType<typeof renderApp>["fetchMock"];
const posted = (fetchMock: FetchMock, path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).endsWith(`/api/v1/${path}`) && init?.method === "POST")
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

async function openDialog(mode: "add" | "edit", caller = userAdmin, api: RenderAppOptions["api"] = {}) {
  const view = renderApp("/users", { person: caller, api: { ...usersApi(caller), ...api } });
  await findHeading("Benutzer", FIRST_LOAD);
  const table = await screen.findByRole("table", { name: "Benutzerkonten" });
  await within(table).findByText("Muster", {}, FIRST_LOAD);
  if (mode === "add") await userEvent.click(screen.getByRole("button", { name: "Benutzer anlegen" }));
  else await userEvent.click(within(table).getByRole("button", { name: "Erika Muster bearbeiten" }));
  // the dialog's code loads on first open
  const name = mode === "add" ? "Benutzer anlegen" : "Benutzer bearbeiten";
  const dialog = await screen.findByRole("dialog", { name }, FIRST_LOAD);
  return { ...view, dialog };
}

const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole("textbox", { name });

async function choose(dialog: HTMLElement, label: string, option: string) {
  await userEvent.click(within(dialog).getByRole("combobox", { name: label }));
  await userEvent.click(await screen.findByRole("option", { name: option }));
}

async function fillNewUser(dialog: HTMLElement) {
  await userEvent.type(await within(dialog).findByRole("textbox", { name: "Name" }), "Schmidt");
  await userEvent.type(field(dialog, "Vorname"), "Jana");
  await userEvent.type(field(dialog, "E-Mail-Adresse"), " Jana.Schmidt@Example.DE ");
  await userEvent.type(field(dialog, "Telefon"), "+49 611 1");
  await choose(dialog, "Rolle", "UserAdmin");
  await choose(dialog, "Amt", "06 – Hessen");
}

const save = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));

describe("User dialog, data", () => {
  it("requires every field, names each one's problem and sends nothing", async () => {
    const { dialog, fetchMock } = await openDialog("add");
    expect(
      await within(dialog).findByText(/Das neue Konto erhält eine Mail mit einem Link/),
    ).toBeInTheDocument();
    await save(dialog);
    for (const name of ["Name", "Vorname", "E-Mail-Adresse", "Telefon"]) {
      expect(field(dialog, name)).toHaveAttribute("aria-invalid", "true");
    }
    expect(within(dialog).getAllByText("Bitte ausfüllen.")).toHaveLength(6);
    await userEvent.type(field(dialog, "E-Mail-Adresse"), "jana@");
    expect(within(dialog).getByText("Bitte eine gültige E-Mail-Adresse angeben.")).toBeInTheDocument();
    expect(posted(fetchMock, "person/create")).toHaveLength(0);
  });

  it("offers only the roles the caller may give: not above its rank, none with a right it lacks", async () => {
    const { dialog } = await openDialog("add");
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Rolle" }));
    // CoreBroker ranks as guest but holds survey and resource rights a UserAdmin lacks (issue 24)
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["LoggedUser", "UserAdmin"]);
  });

  it("offers a SuperAdmin every role", async () => {
    const { dialog } = await openDialog("add", { ...person("SuperAdmin", [...RIGHTS]), id: 3 });
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Rolle" }));
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(ROLES.map((r) => r.name));
  });

  it("creates the account with the stored email form, says so, closes and reloads the table", async () => {
    const { dialog, fetchMock } = await openDialog("add", userAdmin, {
      "POST person/create": () => json({ ...ERIKA, id: 9 }, 201),
    });
    const loads = posted(fetchMock, "person").length;
    await fillNewUser(dialog);
    await save(dialog);
    expect(await screen.findByText("Konto erfolgreich erstellt.")).toBeInTheDocument();
    expect(posted(fetchMock, "person/create")).toEqual([
      {
        name: "Schmidt",
        forename: "Jana",
        email: "jana.schmidt@example.de",
        phone: "+49 611 1",
        office: "06",
        role: { id: 3, name: "UserAdmin" },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(posted(fetchMock, "person").length).toBeGreaterThan(loads));
  });

  it("a double click and an Enter on Speichern create the account once and say so", async () => {
    const create = heldAnswer(() => json({ ...ERIKA, id: 9 }, 201));
    const { dialog, fetchMock } = await openDialog("add", userAdmin, {
      "POST person/create": create.handler,
    });
    await fillNewUser(dialog);
    await expectOneRunAndSuccess({
      button: within(dialog).getByRole("button", { name: "Speichern" }),
      held: create,
      requests: () => requestsTo(fetchMock, "POST", "person/create"),
      success: "Konto erfolgreich erstellt.",
    });
  });

  it("shows a second account with the same address at the email field", async () => {
    const { dialog } = await openDialog("add", userAdmin, {
      "POST person/create": () =>
        json({ code: "EMAIL_TAKEN", field: "email", message: "Die E-Mail-Adresse ist vergeben." }, 409),
    });
    await fillNewUser(dialog);
    await save(dialog);
    const email = field(dialog, "E-Mail-Adresse");
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    expect(
      within(dialog).getByText("Für diese E-Mail-Adresse gibt es bereits ein Konto."),
    ).toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, "jana.schmidt2@example.de");
    expect(email).toHaveAttribute("aria-invalid", "false");
  });

  it("shows the account's history in a tab of its own, the role's change named (USER_READ)", async () => {
    const { dialog } = await openDialog("edit", userAdmin, {
      "GET history/person/7?page=0&size=20": () =>
        json({
          total: 1,
          entries: [
            {
              id: 9,
              at: "2026-02-01T12:00:00.000Z",
              actor: { name: "Admin Istrator", email: "admin@example.org" },
              action: "EDIT",
              changes: [{ field: "role", before: "LoggedUser", after: "UserAdmin" }],
            },
          ],
        }),
    });
    await userEvent.click(await within(dialog).findByRole("tab", { name: "Verlauf" }));
    const history = await within(dialog).findByRole(
      "table",
      { name: "Verlauf der Änderungen, neueste zuerst" },
      FIRST_LOAD,
    );
    expect(within(history).getAllByRole("row")[1]).toHaveTextContent(
      "Admin Istrator (admin@example.org)BearbeitenRolleLoggedUser → UserAdmin",
    );
  });

  it("edits with the loaded values and says so", async () => {
    const { dialog, fetchMock } = await openDialog("edit", userAdmin, {
      "POST person/7/update": () => json(ERIKA),
    });
    const name = await within(dialog).findByRole("textbox", { name: "Name" });
    expect(name).toHaveValue("Muster");
    expect(field(dialog, "E-Mail-Adresse")).toHaveValue("erika.muster@example.de");
    expect(within(dialog).getByRole("combobox", { name: "Rolle" })).toHaveTextContent("LoggedUser");
    expect(within(dialog).getByRole("combobox", { name: "Amt" })).toHaveTextContent(
      "05 – Nordrhein-Westfalen",
    );
    await userEvent.clear(field(dialog, "Telefon"));
    await userEvent.type(field(dialog, "Telefon"), "0211 1");
    await save(dialog);
    expect(await screen.findByText("Konto erfolgreich bearbeitet.")).toBeInTheDocument();
    expect(posted(fetchMock, "person/7/update")).toEqual([
      {
        name: "Muster",
        forename: "Erika",
        email: "erika.muster@example.de",
        phone: "0211 1",
        office: "05",
        role: { id: 2, name: "LoggedUser" },
      },
    ]);
  });

  it("a caller who may not read addresses leaves the email empty and the stored one is kept", async () => {
    const noEmails: typeof userAdmin = {
      ...userAdmin,
      role: { ...userAdmin.role, acls: userAdmin.role.acls.filter((acl) => acl !== "USEREMAILADRESS_READ") },
    };
    const { dialog, fetchMock } = await openDialog("edit", noEmails, {
      "GET person/7": () => json({ ...ERIKA, email: null }),
      "POST person/7/update": () => json({ ...ERIKA, email: null }),
    });
    expect(await within(dialog).findByRole("textbox", { name: "Name" })).toHaveValue("Muster");
    expect(field(dialog, "E-Mail-Adresse")).toHaveValue("");
    await save(dialog);
    expect(await screen.findByText("Konto erfolgreich bearbeitet.")).toBeInTheDocument();
    const [sent] = posted(fetchMock, "person/7/update") as Record<string, unknown>[];
    expect(sent).not.toHaveProperty("email");
    expect(sent).toMatchObject({ name: "Muster", phone: ERIKA.phone });
  });

  it("keeps the input and words a failure with the shared action message", async () => {
    const { dialog } = await openDialog("edit", userAdmin, {
      "POST person/7/update": () => json({ code: "DATABASE", message: "Datenbank nicht erreichbar." }, 500),
    });
    await userEvent.type(await within(dialog).findByRole("textbox", { name: "Vorname" }), "-Marie");
    await save(dialog);
    expect(
      await within(dialog).findByText(
        "Fehler beim Bearbeiten des Benutzers. Grund: Datenbank nicht erreichbar. (DATABASE)",
      ),
    ).toBeInTheDocument();
    expect(field(dialog, "Vorname")).toHaveValue("Erika-Marie");
  });

  it("a user administrator without ROLE_READ lists the roles to give (ROLE_LIST_ACCESS)", async () => {
    // COMMENTARY_READ: the edited LoggedUser's one right, without which the editor could not act on it
    const editor = person("Custom", ["USER_READ", "USER_CREATE", "USEREMAILADRESS_READ", "COMMENTARY_READ"]);
    const { dialog, fetchMock } = await openDialog("edit", editor);
    await userEvent.click(await within(dialog).findByRole("combobox", { name: "Rolle" }));
    // a guest-ranked caller may give guest-ranked roles, and the person keeps the present one
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toContain("LoggedUser");
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/api/v1/role"))).toBe(true);
  });

  it("keeps what was typed while the permissions tab is looked at, and passes axe-core", async () => {
    const { dialog } = await openDialog("edit");
    await userEvent.type(await within(dialog).findByRole("textbox", { name: "Vorname" }), "-Marie");
    await expectNoAxeViolations("user dialog, data");
    await userEvent.click(within(dialog).getByRole("tab", { name: "Berechtigungen" }));
    await within(dialog).findByRole("region", { name: "Rechte des Benutzers" });
    await userEvent.click(within(dialog).getByRole("tab", { name: "Daten" }));
    expect(field(dialog, "Vorname")).toHaveValue("Erika-Marie");
  }, 15_000);
});
