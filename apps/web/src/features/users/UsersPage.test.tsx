import { person } from "@erhdb/domain/testing/persons";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.ts";
import { expectOneRunAndSuccess, heldAnswer, requestsTo } from "../../test/double-submit.ts";
import { json } from "../../test/http.ts";
import {
  FIRST_LOAD,
  findHeading,
  type RenderAppOptions,
  renderApp,
  renderAppInEnglish,
} from "../../test/render.tsx";
import { resetLocation } from "../../test/table.tsx";
import { personPage, userAdmin, usersApi } from "./test-fixtures.ts";

beforeEach(() => resetLocation());

type FetchMock = ReturnType<typeof renderApp>["fetchMock"];
const posts = (fetchMock: FetchMock, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).endsWith(`/api/v1/${path}`) && init?.method === "POST",
  );

async function openUsers(caller = userAdmin, api: RenderAppOptions["api"] = {}) {
  const view = renderApp("/users", { person: caller, api: { ...usersApi(caller), ...api } });
  await findHeading("Benutzer", FIRST_LOAD);
  const table = await screen.findByRole("table", { name: "Benutzerkonten" });
  await within(table).findByText("Muster", {}, FIRST_LOAD);
  return { ...view, table };
}

describe("Users page, tab Benutzer", () => {
  it("lists the accounts with translated columns; a UserAdmin may add, edit, reset and delete a LoggedUser only", async () => {
    const { table } = await openUsers();
    expect(screen.getByRole("tab", { name: "Benutzer", selected: true })).toBeInTheDocument();
    const heads = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent?.replace(/ nicht.*| auf.*/, ""));
    expect(heads).toEqual([
      "Name",
      "Vorname",
      "Telefon",
      "E-Mail-Adresse",
      "Amt",
      "Gelöscht",
      "Rolle",
      "Letzte Änderung",
      "Aktionen",
    ]);
    expect(within(table).getByText("erika.muster@example.de")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Benutzer anlegen" })).toBeInTheDocument();
    for (const name of [
      "Erika Muster bearbeiten",
      "Passwort von Erika Muster zurücksetzen",
      "Erika Muster löschen",
    ]) {
      expect(within(table).getByRole("button", { name })).toBeInTheDocument();
    }
    // a SuperAdmin's account is out of a UserAdmin's reach (SPEC 6)
    expect(within(table).queryByRole("button", { name: /Sabine Hoffmann/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "CSV" })).not.toBeInTheDocument();
  });

  it("offers no writes to a reader without USER_CREATE, and shows no addresses without USEREMAILADRESS_READ", async () => {
    const reader = person("OrgAdmin", ["USER_READ"]);
    const { table } = await openUsers(reader, {
      "POST person": () => json(personPage(reader, { withEmails: false })),
    });
    expect(screen.queryByRole("button", { name: "Benutzer anlegen" })).not.toBeInTheDocument();
    expect(
      within(table).queryByRole("button", { name: /bearbeiten|zurücksetzen|löschen/ }),
    ).not.toBeInTheDocument();
    const hidden = within(table).getAllByText("E-Mail-Adresse nicht sichtbar");
    expect(hidden).toHaveLength(2);
    await userEvent.hover(hidden[0]!.parentElement!);
    expect(await screen.findByRole("tooltip")).toHaveTextContent(
      "Ihre Rolle hat nicht das Recht, E-Mail-Adressen zu sehen (USEREMAILADRESS_READ).",
    );
  });

  it("resets a password after a confirmation naming the account", async () => {
    const { table, fetchMock } = await openUsers(userAdmin, { "POST person/7/pw": () => json({}) });
    await userEvent.click(
      within(table).getByRole("button", { name: "Passwort von Erika Muster zurücksetzen" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Passwort zurücksetzen" });
    expect(dialog).toHaveTextContent("Das Passwort von Erika Muster wird gelöscht");
    expect(posts(fetchMock, "person/7/pw")).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Zurücksetzen" }));
    expect(
      await screen.findByText("Password erfolgreich zurückgesetzt. Mail wurde an Benutzer gesendet."),
    ).toBeInTheDocument();
    expect(posts(fetchMock, "person/7/pw")).toHaveLength(1);
  });

  it("deletes an account after a confirmation and reloads the table; a cancel sends nothing", async () => {
    const { table, fetchMock } = await openUsers(userAdmin, {
      "POST person/7/delete": () => json({}),
    });
    await userEvent.click(within(table).getByRole("button", { name: "Erika Muster löschen" }));
    await userEvent.click(
      within(await screen.findByRole("dialog", { name: "Benutzer löschen" })).getByRole("button", {
        name: "Abbrechen",
      }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(posts(fetchMock, "person/7/delete")).toHaveLength(0);

    const loads = posts(fetchMock, "person").length;
    await userEvent.click(within(table).getByRole("button", { name: "Erika Muster löschen" }));
    const dialog = await screen.findByRole("dialog", { name: "Benutzer löschen" });
    expect(dialog).toHaveTextContent("Soll das Konto von Erika Muster gelöscht werden?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Löschen" }));
    expect(await screen.findByText("Benutzer erfolgreich gelöscht.")).toBeInTheDocument();
    expect(posts(fetchMock, "person/7/delete")).toHaveLength(1);
    await waitFor(() => expect(posts(fetchMock, "person").length).toBeGreaterThan(loads));
  });

  it.each([
    [
      "Passwort von Erika Muster zurücksetzen",
      "Passwort zurücksetzen",
      "Zurücksetzen",
      "person/7/pw",
      "Password erfolgreich zurückgesetzt. Mail wurde an Benutzer gesendet.",
    ],
    [
      "Erika Muster löschen",
      "Benutzer löschen",
      "Löschen",
      "person/7/delete",
      "Benutzer erfolgreich gelöscht.",
    ],
  ])(
    "a double click and an Enter on the confirmation of '%s' run it once and say so",
    async (action, title, confirmLabel, path, success) => {
      const held = heldAnswer(() => json({}));
      const { table, fetchMock } = await openUsers(userAdmin, { [`POST ${path}`]: held.handler });
      await userEvent.click(within(table).getByRole("button", { name: action }));
      const dialog = await screen.findByRole("dialog", { name: title });
      await expectOneRunAndSuccess({
        button: within(dialog).getByRole("button", { name: confirmLabel }),
        held,
        requests: () => requestsTo(fetchMock, "POST", path),
        success,
      });
    },
  );

  it("words a refused delete with the shared action message", async () => {
    const { table } = await openUsers(userAdmin, {
      "POST person/7/delete": () =>
        json({ code: "PERSON_DELETED", message: "Das Konto ist bereits gelöscht." }, 409),
    });
    await userEvent.click(within(table).getByRole("button", { name: "Erika Muster löschen" }));
    await userEvent.click(
      within(await screen.findByRole("dialog", { name: "Benutzer löschen" })).getByRole("button", {
        name: "Löschen",
      }),
    );
    expect(
      await screen.findByText(
        "Fehler beim Löschen des Benutzers. Grund: Das Konto ist bereits gelöscht. (PERSON_DELETED)",
      ),
    ).toBeInTheDocument();
  });

  it("passes axe-core with the table and with a confirmation open", async () => {
    const { table } = await openUsers();
    await expectNoAxeViolations("users page");
    await userEvent.click(within(table).getByRole("button", { name: "Erika Muster löschen" }));
    await screen.findByRole("dialog", { name: "Benutzer löschen" });
    await expectNoAxeViolations("users delete confirmation");
  }, 15_000);
});

describe("in English", () => {
  it("shows the page, the add dialog's messages and the statistic ids tab in English", async () => {
    await renderAppInEnglish("/users", {
      person: userAdmin,
      api: usersApi(userAdmin),
    });
    await findHeading("Users", FIRST_LOAD);
    const table = await screen.findByRole("table", { name: "User accounts" });
    await within(table).findByText("Muster", {}, FIRST_LOAD);
    expect(within(table).getByRole("columnheader", { name: /^Forename/ })).toBeInTheDocument();
    await expectNoAxeViolations("users page in English");

    await userEvent.click(screen.getByRole("button", { name: "Add user" }));
    // the dialog's code loads on first open
    const dialog = await screen.findByRole("dialog", { name: "Add user" }, FIRST_LOAD);
    await userEvent.click(await within(dialog).findByRole("button", { name: "Save" }, FIRST_LOAD));
    expect(within(dialog).getAllByText("Please fill in.")).toHaveLength(6);
    await expectNoAxeViolations("add user dialog in English");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));

    await userEvent.click(screen.getByRole("tab", { name: "Statistic ids" }));
    expect(await screen.findByRole("combobox", { name: "Statistic id" })).toHaveTextContent("Please choose");
    expect(screen.getByRole("checkbox", { name: "Show all statistic ids with users" })).toBeInTheDocument();
  }, 15_000);
});
