import { person } from "@erhdb/domain/testing/persons";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { empty } from "../../test/http.ts";
import { FIRST_LOAD, findHeading, renderApp } from "../../test/render.tsx";

const erika = person("UserAdmin", ["USER_READ"]);

async function openMenu(path: string, options: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp(path, { api: { "POST person/1/settings": () => empty(204) }, ...options });
  await findHeading(/./);
  const user = userEvent.setup();
  if (options.person) await screen.findByText("Muster, Erika (UserAdmin)");
  await user.click(screen.getByRole("button", { name: "Kontomenü öffnen" }));
  const menu = await screen.findByRole("menu");
  // menuitem, menuitemcheckbox and menuitemradio, in display order
  const names = [...menu.querySelectorAll('[role^="menuitem"]')].map((item) => item.textContent);
  return { ...view, user, menu, names };
}

describe("account menu", () => {
  it("logged out: login (with the current path), contact, about, dark design, languages", async () => {
    const { menu, names } = await openMenu("/evas?x=1");
    expect(names).toEqual([
      "Anmelden",
      "Kontakt",
      "Über die Erhebungsdatenbank",
      "Dunkles Design",
      "Taste „/“ springt zur Suche",
      "Deutsch",
      "English",
    ]);
    expect(within(menu).getByRole("menuitem", { name: "Anmelden" })).toHaveAttribute(
      "href",
      "/login?redirect=%2Fevas%3Fx%3D1",
    );
  });

  it("logged in: email, settings, contact, about, dark design, languages, logout", async () => {
    const { menu, names } = await openMenu("/evas", { person: erika });
    expect(names).toEqual([
      "test@example.org",
      "Einstellungen",
      "Kontakt",
      "Über die Erhebungsdatenbank",
      "Dunkles Design",
      "Taste „/“ springt zur Suche",
      "Deutsch",
      "English",
      "Abmelden",
    ]);
    expect(within(menu).getByRole("menuitem", { name: "Einstellungen" })).toHaveAttribute(
      "href",
      "/settings",
    );
  });

  it("logout ends the session and returns to /surveys", async () => {
    const { user, menu, router, fetchMock } = await openMenu("/users", { person: erika });
    await user.click(within(menu).getByRole("menuitem", { name: "Abmelden" }));
    // however long the surveys page's code takes to arrive, the protected page is not left for the login
    await findHeading("Erhebungen", FIRST_LOAD);
    await waitFor(() => expect(screen.queryByText("Muster, Erika (UserAdmin)")).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe("/surveys");
    expect(window.localStorage.getItem("token")).toBeNull();
    expect(
      fetchMock.mock.calls.some(([url, init]) => String(url).endsWith("/logout") && init?.method === "POST"),
    ).toBe(true);
  });

  it("shows the contact dialog with postal address and mailbox", async () => {
    const { user, menu } = await openMenu("/surveys");
    await user.click(within(menu).getByRole("menuitem", { name: "Kontakt" }));
    const dialog = await screen.findByRole("dialog", { name: "Kontakt" });
    expect(dialog).toHaveTextContent("Statistisches Bundesamt");
    expect(dialog).toHaveTextContent("Gustav-Stresemann-Ring 11");
    expect(dialog).toHaveTextContent("65189 Wiesbaden");
    expect(within(dialog).getByRole("link", { name: "erhebungsdatenbank@destatis.de" })).toHaveAttribute(
      "href",
      "mailto:erhebungsdatenbank@destatis.de",
    );
  });

  it("shows the about dialog with version and date", async () => {
    const { user, menu } = await openMenu("/surveys");
    await user.click(within(menu).getByRole("menuitem", { name: "Über die Erhebungsdatenbank" }));
    const dialog = await screen.findByRole("dialog", { name: "Über die Erhebungsdatenbank" });
    expect(dialog).toHaveTextContent("Version 2.0.2 vom 12.08.2025");
  });

  it("toggles the dark design, stores it and saves it for a logged-in user", async () => {
    const { user, menu, fetchMock } = await openMenu("/surveys", { person: erika });
    const toggle = within(menu).getByRole("menuitemcheckbox", { name: "Dunkles Design" });
    expect(toggle).toHaveAttribute("aria-checked", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-checked", "true");
    expect(window.localStorage.getItem("theme")).toBe("2");
    const save = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/person/1/settings"));
    expect(JSON.parse(String(save?.[1]?.body))).toEqual({ theme: 2, lang: "de", email: "test@example.org" });
  });

  it("switches the language, stores it and updates <html lang>", async () => {
    const { user, menu, fetchMock } = await openMenu("/surveys");
    await user.click(within(menu).getByRole("menuitemradio", { name: "English" }));
    await findHeading("Surveys");
    expect(document.documentElement.lang).toBe("en");
    expect(window.localStorage.getItem("lang")).toBe("en");
    expect(screen.getByRole("button", { name: "Open account menu" })).toBeInTheDocument();
    // Anonymous: nothing to save on the server.
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("/settings"))).toBe(false);
  });

  it("applies the person's saved theme and language after login", async () => {
    const english = {
      ...erika,
      personSetting: { theme: 2 as const, lang: "en" as const, searchShortcut: true },
    };
    renderApp("/surveys", { person: english });
    await findHeading("Surveys");
    await waitFor(() => expect(window.localStorage.getItem("theme")).toBe("2"));
    expect(document.documentElement.lang).toBe("en");
  });
});
