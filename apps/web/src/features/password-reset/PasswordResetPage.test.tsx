import { person } from "@erhdb/domain/testing/persons";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { InlineRaterWorker } from "../../components/new-password/test-rater-worker.ts";
import { expectNoAxeViolations } from "../../test/axe.ts";
import { expectOneRunAndSuccess, heldAnswer, requestsTo } from "../../test/double-submit.ts";
import { json } from "../../test/http.ts";
import { FIRST_LOAD, findHeading, renderApp, renderAppInEnglish } from "../../test/render.tsx";

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde";
const PAGE = `/password/reset?token=${TOKEN}`;
type Api = NonNullable<Parameters<typeof renderApp>[1]>["api"];

const calls = (fetchMock: ReturnType<typeof renderApp>["fetchMock"], path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith(`/api/v1/${path}`));

async function openPage(path: string, api: Api = {}, who: ReturnType<typeof person> | null = null) {
  const view = renderApp(path, { person: who, api });
  await findHeading("Passwort zurücksetzen", FIRST_LOAD);
  return view;
}

async function openForm(api: Api = {}) {
  const view = await openPage(PAGE, {
    "POST person/password/linkState": () => json({ state: "valid" }),
    ...api,
  });
  const user = userEvent.setup();
  const password = await screen.findByLabelText(/^Neues Passwort(?! wiederholen)/, { selector: "input" });
  const again = screen.getByLabelText(/^Neues Passwort wiederholen/, { selector: "input" });
  const submit = screen.getByRole("button", { name: "Passwort speichern" });
  return { ...view, user, password, again, submit };
}

// jsdom has no Worker: the strength meter rates in this thread
beforeEach(() => vi.stubGlobal("Worker", InlineRaterWorker));
afterEach(() => vi.unstubAllGlobals());

describe("password reset page: states", () => {
  it("tells a logged-in user to use the settings and asks the server nothing", async () => {
    const { fetchMock } = await openPage(PAGE, {}, person("LoggedUser"));
    expect(await screen.findByText(/Sie sind angemeldet/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Zu den Einstellungen" })).toHaveAttribute("href", "/settings");
    expect(screen.queryByLabelText(/Neues Passwort/)).not.toBeInTheDocument();
    expect(calls(fetchMock, "person/password/linkState")).toHaveLength(0);
    await expectNoAxeViolations("password reset, logged in");
  });

  it("says invalidtoken without a token or with one of another shape, without asking the server", async () => {
    for (const path of ["/password/reset", "/password/reset?token=kurz"]) {
      const { fetchMock, unmount } = await openPage(path);
      expect(screen.getByText(/Der Link ist ungültig/)).toBeInTheDocument();
      expect(calls(fetchMock, "person/password/linkState")).toHaveLength(0);
      unmount();
    }
  });

  it("says invalidtoken when the server answers 'not-valid'", async () => {
    const { fetchMock } = await openPage(PAGE, {
      "POST person/password/linkState": () => json({ state: "not-valid" }),
    });
    expect(await screen.findByText(/Der Link ist ungültig/)).toBeInTheDocument();
    const [call] = calls(fetchMock, "person/password/linkState");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ token: TOKEN });
    await expectNoAxeViolations("password reset, invalid token");
  });

  it("says a link a newer one replaced is replaced, and to use the newest mail (decision 39)", async () => {
    await openPage(PAGE, { "POST person/password/linkState": () => json({ state: "replaced" }) });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Dieser Link wurde durch einen neueren ersetzt: Für Ihr Konto wurde danach noch einmal ein Link angefordert, und nur der neueste gilt. Bitte öffnen Sie den Link aus der neuesten E-Mail.",
    );
    expect(screen.queryByText(/Der Link ist ungültig/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Neues Passwort/)).not.toBeInTheDocument();
    await expectNoAxeViolations("password reset, replaced token");
  });

  it("shows the form for a valid token, then the success with the way to the login", async () => {
    const { user, password, again, submit, fetchMock, router } = await openForm({
      "POST person/password/validateNewPassword": () => json({}),
    });
    await expectNoAxeViolations("password reset form");
    await user.type(password, "Ein-neues-Passwort#1");
    await user.type(again, "Ein-neues-Passwort#1");
    await user.click(submit);
    expect(await screen.findByText("Passwort erfolgreich geändert.")).toBeInTheDocument();
    const [call] = calls(fetchMock, "person/password/validateNewPassword");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ token: TOKEN, password: "Ein-neues-Passwort#1" });
    await expectNoAxeViolations("password reset success");
    await user.click(screen.getByRole("link", { name: "Zur Anmeldung" }));
    await findHeading("Anmelden", FIRST_LOAD);
    expect(router.state.location.pathname).toBe("/login");
  });
});

describe("password reset page: once", () => {
  it("a double click and an Enter on Passwort speichern save once and say so", async () => {
    const path = "person/password/validateNewPassword";
    const save = heldAnswer(() => json({}));
    const { user, password, again, submit, fetchMock } = await openForm({ [`POST ${path}`]: save.handler });
    await user.type(password, "Ein-neues-Passwort#1");
    await user.type(again, "Ein-neues-Passwort#1");
    await expectOneRunAndSuccess({
      button: submit,
      held: save,
      requests: () => requestsTo(fetchMock, "POST", path),
      success: "Passwort erfolgreich geändert.",
    });
  });
});

describe("password reset page: the form", () => {
  it("keeps the button disabled until both fields have 8 characters and reports a mismatch", async () => {
    const { user, password, again, submit, fetchMock } = await openForm();
    expect(submit).toBeDisabled();
    await user.type(password, "12345678");
    await user.type(again, "1234567");
    expect(submit).toBeDisabled();
    await user.type(again, "9");
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(again).toHaveAccessibleDescription("Die Passwörter stimmen nicht überein.");
    expect(again).toHaveFocus();
    expect(calls(fetchMock, "person/password/validateNewPassword")).toHaveLength(0);
  });

  it("shows the strength of the new password", async () => {
    const { user, password } = await openForm();
    await user.type(password, "passwort");
    expect(await screen.findByRole("progressbar", { name: "Passwortstärke: schwach" })).toBeInTheDocument();
  });

  it("puts the server's refusal of the password at the field", async () => {
    const { user, password, again, submit } = await openForm({
      "POST person/password/validateNewPassword": () =>
        json(
          { code: "PASSWORD_COMMON", message: "Dieses Passwort ist zu verbreitet.", field: "password" },
          400,
        ),
    });
    await user.type(password, "password1");
    await user.type(again, "password1");
    await user.click(submit);
    expect(await screen.findByText("Dieses Passwort ist zu verbreitet.")).toBeInTheDocument();
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(password).toHaveFocus();
    // the message goes once the field changes
    await user.type(password, "x");
    expect(screen.queryByText("Dieses Passwort ist zu verbreitet.")).not.toBeInTheDocument();
  });

  it("says checkinputs for a refusal that names no field", async () => {
    const { user, password, again, submit } = await openForm({
      "POST person/password/validateNewPassword": () =>
        json({ code: "VALIDATION", message: "Ungültige Eingabe: body" }, 400),
    });
    await user.type(password, "Ein-neues-Passwort#1");
    await user.type(again, "Ein-neues-Passwort#1");
    await user.click(submit);
    expect(await screen.findByText("Bitte überprüfen Sie Ihre Eingaben.")).toBeInTheDocument();
  });

  it("says invalidtoken when the token was spent meanwhile", async () => {
    const { user, password, again, submit } = await openForm({
      "POST person/password/validateNewPassword": () =>
        json({ code: "INVALID_TOKEN", message: "Der Link ist ungültig." }, 400),
    });
    await user.type(password, "Ein-neues-Passwort#1");
    await user.type(again, "Ein-neues-Passwort#1");
    await user.click(submit);
    expect(await screen.findByText(/Der Link ist ungültig, wurde schon benutzt/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Neues Passwort/)).not.toBeInTheDocument();
  });
});

describe("password reset page: in English", () => {
  it("says that a link of another shape is invalid", async () => {
    await renderAppInEnglish("/password/reset?token=kurz", { api: {} });
    await findHeading("Reset password", FIRST_LOAD);
    expect(screen.getByText(/The link is invalid, was already used or has expired/)).toBeInTheDocument();
    await expectNoAxeViolations("password reset, invalid link, English");
  });
});
