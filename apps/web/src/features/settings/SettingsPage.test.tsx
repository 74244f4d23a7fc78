import { person } from "@erhdb/domain/testing/persons";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { InlineRaterWorker } from "../../components/new-password/test-rater-worker.ts";
import { expectNoAxeViolations } from "../../test/axe.ts";
import { expectOneRunAndSuccess, heldAnswer, requestsTo } from "../../test/double-submit.ts";
import { json } from "../../test/http.ts";
import { FIRST_LOAD, findHeading, renderApp } from "../../test/render.tsx";

type Api = NonNullable<Parameters<typeof renderApp>[1]>["api"];

const erika = {
  ...person("FachAdmin", [], [{ statisticId: "2311", lkz: "05", res_rights: true, eid_rights: false }]),
  phone: "0611 123456",
  office: "05",
};

async function openSettings(api: Api = {}) {
  const view = renderApp("/settings", { person: erika, api });
  await findHeading("Einstellungen", FIRST_LOAD);
  const user = userEvent.setup();
  const callsTo = (path: string) =>
    view.fetchMock.mock.calls.filter(([url]) => String(url).endsWith(`/api/v1/${path}`));
  return { ...view, user, callsTo };
}

const tab = (name: string) => screen.getByRole("tab", { name });

// jsdom has no Worker: the strength meter rates in this thread
beforeEach(() => vi.stubGlobal("Worker", InlineRaterWorker));
afterEach(() => vi.unstubAllGlobals());

describe("settings page", () => {
  it("opens on the general tab with the account's data", async () => {
    await openSettings();
    expect(tab("Allgemein")).toHaveAttribute("aria-selected", "true");
    const panel = screen.getByRole("tabpanel");
    for (const text of ["Muster", "Erika", "test@example.org", "0611 123456", "FachAdmin"]) {
      expect(within(panel).getByText(text)).toBeInTheDocument();
    }
    expect(within(panel).getByText(/^05 – /)).toBeInTheDocument();
    const permissions = within(panel).getByRole("table", { name: "Ihre Berechtigungen" });
    const headers = within(permissions)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    const [row] = within(permissions).getAllByRole("row").slice(1);
    // a right shows as a tick or a cross named 'ja' or 'nein'
    const cells = within(row as HTMLElement)
      .getAllByRole("cell")
      .map((cell) => within(cell).queryByRole("img")?.textContent ?? cell.textContent);
    const byHeader = Object.fromEntries(headers.map((header, i) => [header, cells[i]]));
    expect(byHeader).toMatchObject({
      StatistikID: "2311",
      Länderkennzeichen: "05",
      Ressourcenrechte: "ja",
      "Erhebungsid-Rechte": "nein",
    });
    await expectNoAxeViolations("settings, tab general");
  });

  it("keeps the chosen tab in local storage and opens it next time", async () => {
    const { user, unmount } = await openSettings();
    await user.click(tab("Passwort"));
    expect(window.localStorage.getItem("settings.tab")).toBe("password");
    unmount();
    await openSettings();
    expect(tab("Passwort")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByLabelText(/^Aktuelles Passwort/, { selector: "input" })).toBeInTheDocument();
  });
});

describe("settings page: tab settings", () => {
  it("applies and saves theme and language at once", async () => {
    const { user, callsTo } = await openSettings({ "POST person/1/settings": () => json(erika) });
    await user.click(tab("Einstellungen"));
    await expectNoAxeViolations("settings, tab settings");
    expect(screen.getByRole("radio", { name: "Hell" })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: "Dunkel" }));
    expect(window.localStorage.getItem("theme")).toBe("2");
    await waitFor(() => expect(callsTo("person/1/settings")).toHaveLength(1));
    expect(JSON.parse(String(callsTo("person/1/settings")[0]?.[1]?.body))).toEqual({
      theme: 2,
      lang: "de",
      email: "test@example.org",
    });

    await user.click(screen.getByRole("radio", { name: "English" }));
    // chosen at once, while the English texts are still on their way
    expect(screen.getByRole("radio", { name: "English" })).toBeChecked();
    await findHeading("Settings");
    expect(screen.getByRole("radio", { name: "Dark" })).toBeChecked();
    await waitFor(() => expect(callsTo("person/1/settings")).toHaveLength(2));
    expect(JSON.parse(String(callsTo("person/1/settings")[1]?.[1]?.body))).toMatchObject({
      theme: 2,
      lang: "en",
    });
  });

  it("switches the search field's shortcut off with the account", async () => {
    let account = erika;
    const { user, callsTo } = await openSettings({
      "GET auth": () => json(account),
      "POST person/1/settings/searchShortcut": () => {
        account = { ...erika, personSetting: { ...erika.personSetting, searchShortcut: false } };
        return json(account);
      },
    });
    await user.click(tab("Einstellungen"));
    const shortcut = screen.getByRole("switch", { name: "Taste „/“ springt zur Suche" });
    expect(shortcut).toBeChecked();
    await user.click(shortcut);
    await waitFor(() => expect(callsTo("auth").length).toBeGreaterThan(1));
    expect(shortcut).not.toBeChecked();
    expect(JSON.parse(String(callsTo("person/1/settings/searchShortcut")[0]?.[1]?.body))).toEqual({
      searchShortcut: false,
    });
  });

  it("says so when the server did not save the choice", async () => {
    const { user } = await openSettings({
      "POST person/1/settings": () => json({ code: "INTERNAL", message: "kaputt" }, 500),
    });
    await user.click(tab("Einstellungen"));
    await user.click(screen.getByRole("radio", { name: "Dunkel" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/Fehler beim Bearbeiten/);
  });
});

describe("settings page: tab password", () => {
  async function openPasswordTab(api: Api = {}) {
    const view = await openSettings(api);
    await view.user.click(tab("Passwort"));
    const field = (label: RegExp) => screen.getByLabelText(label, { selector: "input" });
    return {
      ...view,
      current: field(/^Aktuelles Passwort/),
      password: field(/^Neues Passwort(?! wiederholen)/),
      again: field(/^Neues Passwort wiederholen/),
      submit: screen.getByRole("button", { name: "Passwort ändern" }),
    };
  }

  it("keeps the button disabled below 8 characters in either new field", async () => {
    const { user, current, password, again, submit } = await openPasswordTab();
    await expectNoAxeViolations("settings, tab password");
    await user.type(current, "alt");
    await user.type(password, "1234567");
    await user.type(again, "12345678");
    expect(submit).toBeDisabled();
    await user.type(password, "8");
    expect(submit).toBeEnabled();
  });

  it("reports a mismatch and a password equal to the email without asking the server", async () => {
    const { user, current, password, again, submit, callsTo } = await openPasswordTab();
    await user.type(current, "altes-passwort");
    await user.type(password, "Test@Example.org");
    await user.type(again, "test@example.org!");
    await user.click(submit);
    expect(password).toHaveAccessibleDescription("Das Passwort darf nicht Ihre E-Mail-Adresse sein.");
    expect(again).toHaveAccessibleDescription("Die Passwörter stimmen nicht überein.");
    expect(password).toHaveFocus();
    expect(callsTo("person/password/resetLoggedIn")).toHaveLength(0);
    await expectNoAxeViolations("settings, tab password with errors");
  });

  it("puts the server's refusal at the field it names", async () => {
    const { user, current, password, again, submit } = await openPasswordTab({
      "POST person/password/resetLoggedIn": () =>
        json(
          {
            code: "PASSWORD_CURRENT_WRONG",
            message: "Das aktuelle Passwort ist falsch.",
            field: "currentPassword",
          },
          400,
        ),
    });
    await user.type(current, "falsch-geraten");
    await user.type(password, "Ein-neues-Passwort#1");
    await user.type(again, "Ein-neues-Passwort#1");
    await user.click(submit);
    await waitFor(() => expect(current).toHaveAccessibleDescription("Das aktuelle Passwort ist falsch."));
    expect(current).toHaveFocus();
    // the session stays: a refused change is no reason to log out
    expect(screen.getByRole("heading", { level: 1, name: "Einstellungen" })).toBeInTheDocument();
  });

  it("a double click and an Enter on Passwort ändern change it once and say so", async () => {
    const change = heldAnswer(() => json({}));
    const { user, current, password, again, submit, fetchMock } = await openPasswordTab({
      "POST person/password/resetLoggedIn": change.handler,
    });
    await user.type(current, "altes-passwort");
    await user.type(password, "Ein-neues-Passwort#1");
    await user.type(again, "Ein-neues-Passwort#1");
    await expectOneRunAndSuccess({
      button: submit,
      held: change,
      requests: () => requestsTo(fetchMock, "POST", "person/password/resetLoggedIn"),
      success: "Passwort erfolgreich geändert.",
    });
  });

  it("changes the password, says so and empties the form", async () => {
    const { user, current, password, again, submit, callsTo } = await openPasswordTab({
      "POST person/password/resetLoggedIn": () => json({}),
    });
    await user.type(current, "altes-passwort");
    await user.type(password, "Ein-neues-Passwort#1");
    expect(await screen.findByRole("progressbar", { name: /^Passwortstärke: / })).toBeInTheDocument();
    await user.type(again, "Ein-neues-Passwort#1");
    await user.click(submit);
    expect(await screen.findByText("Passwort erfolgreich geändert.")).toBeInTheDocument();
    expect(JSON.parse(String(callsTo("person/password/resetLoggedIn")[0]?.[1]?.body))).toEqual({
      currentPassword: "altes-passwort",
      password: "Ein-neues-Passwort#1",
      passwordAgain: "Ein-neues-Passwort#1",
    });
    for (const field of [current, password, again]) expect(field).toHaveValue("");
    expect(submit).toBeDisabled();
  });
});
