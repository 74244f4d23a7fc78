import { person } from "@erhdb/domain/testing/persons";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { empty, json } from "../../test/http.ts";
import { findHeading, renderApp } from "../../test/render.tsx";

const admin = person("SuperAdmin", ["USER_READ"]);

async function openLogin(path = "/login", api: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp(path, api);
  await findHeading("Anmelden");
  const user = userEvent.setup();
  const email = screen.getByRole("textbox", { name: /^E-Mail-Adresse/ });
  const password = screen.getByLabelText(/^Passwort/, { selector: "input" });
  const submit = screen.getByRole("button", { name: "Anmelden" });
  return { ...view, user, email, password, submit };
}

describe("login form validation", () => {
  it("shows login-empty and password-empty on submit of an empty form", async () => {
    const { user, email, password, submit } = await openLogin();
    await user.click(submit);
    expect(screen.getByText("Bitte geben Sie Ihre E-Mail-Adresse ein.")).toBeInTheDocument();
    expect(screen.getByText("Bitte geben Sie Ihr Passwort ein.")).toBeInTheDocument();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Bitte geben Sie Ihre E-Mail-Adresse ein.");
    expect(email).toHaveFocus();
  });

  it("shows login-invalid on blur for a malformed address", async () => {
    const { user, email } = await openLogin();
    await user.type(email, "keine-adresse");
    expect(screen.queryByText("Bitte geben Sie eine gültige E-Mail-Adresse ein.")).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText("Bitte geben Sie eine gültige E-Mail-Adresse ein.")).toBeInTheDocument();
    expect(email).toHaveAttribute("aria-invalid", "true");
  });

  it("shows password-length naming the minimum of 8", async () => {
    const { user, password } = await openLogin();
    await user.type(password, "kurz");
    await user.tab();
    expect(screen.getByText("Das Passwort muss mindestens 8 Zeichen lang sein.")).toBeInTheDocument();
  });

  it("does not call the server while the form is invalid", async () => {
    const { user, email, submit, fetchMock } = await openLogin();
    await user.type(email, "a@b.de");
    await user.click(submit);
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/login"))).toBe(false);
  });

  it("toggles the password visibility with a labelled button", async () => {
    const { user, password } = await openLogin();
    expect(password).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Passwort anzeigen" }));
    expect(password).toHaveAttribute("type", "text");
    await user.click(screen.getByRole("button", { name: "Passwort verbergen" }));
    expect(password).toHaveAttribute("type", "password");
  });
});

describe("login attempts", () => {
  it("shows 'E-Mail oder Passwort falsch' on 401", async () => {
    const { user, email, password, submit } = await openLogin("/login", {
      api: { "POST login": () => json({ code: "INVALID_CREDENTIALS", message: "wrong" }, 401) },
    });
    await user.type(email, "admin@erhebungsdatenbank.de");
    await user.type(password, "falsches-passwort");
    await user.click(submit);
    expect(await screen.findByRole("alert")).toHaveTextContent("E-Mail oder Passwort falsch.");
    expect(window.localStorage.getItem("token")).toBeNull();
  });

  it("shows the IP lock with its end time on 423", async () => {
    const lockedUntil = new Date(2025, 7, 12, 14, 5, 9).toISOString();
    const { user, email, password, submit } = await openLogin("/login", {
      api: { "POST login": () => json({ code: "IP_LOCKED", message: "locked", lockedUntil }, 423) },
    });
    await user.type(email, "admin@erhebungsdatenbank.de");
    await user.type(password, "irgendein-passwort");
    await user.click(submit);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Ihre IP-Adresse ist bis 12.08.2025 - 14:05:09 gesperrt.",
    );
  });

  it("stores the token, loads the person and follows a safe redirect", async () => {
    let loggedIn = false;
    const { user, email, password, submit, router, fetchMock } = await openLogin(
      `/login?redirect=${encodeURIComponent("/users?tab=1")}`,
      {
        api: {
          "POST login": () => {
            loggedIn = true;
            return empty(200, { authorization: "fresh-token" });
          },
          "GET auth": () => (loggedIn ? json(admin) : json({ code: "UNAUTHENTICATED", message: "" }, 401)),
        },
      },
    );
    await user.type(email, "admin@erhebungsdatenbank.de");
    await user.type(password, "richtiges-passwort");
    await user.click(submit);
    await findHeading("Benutzer");
    expect(router.state.location.pathname + router.state.location.search).toBe("/users?tab=1");
    expect(window.localStorage.getItem("token")).toBe("fresh-token");
    const loginCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/api/v1/login"));
    expect(JSON.parse(String(loginCall?.[1]?.body))).toEqual({
      username: "admin@erhebungsdatenbank.de",
      password: "richtiges-passwort",
    });
  });

  it("ignores an unsafe redirect and goes to /surveys", async () => {
    const { user, email, password, submit, router } = await openLogin("/login?redirect=//evil.example", {
      api: { "POST login": () => empty(200, { authorization: "t" }), "GET auth": () => json(admin) },
    });
    await user.type(email, "admin@erhebungsdatenbank.de");
    await user.type(password, "richtiges-passwort");
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe("/surveys"));
  });

  it("leaves the login page at once when already logged in", async () => {
    const { router } = renderApp("/login", { person: admin });
    await findHeading("Erhebungen");
    expect(router.state.location.pathname).toBe("/surveys");
  });
});
