import {
  CSV_BYTE_LIMIT,
  CSV_LIMIT,
  type DbQuerySettings,
  SCREENS,
  SQL_BYTE_LIMIT,
  SQL_LIMIT,
} from "@erhdb/domain";
import { person } from "@erhdb/domain/testing/persons";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json } from "../test/http.ts";
import { FIRST_LOAD, findHeading, renderApp } from "../test/render.tsx";
import { SCREEN_LOADERS } from "./screen-modules.ts";

const userAdmin = person("UserAdmin", ["USER_READ"]);
const plainUser = person("LoggedUser", ["COMMENTARY_READ"]);

describe("routing and route guard", () => {
  it("redirects the root to /surveys, which shows the surveys table", async () => {
    const { router } = renderApp("/");
    await findHeading("Erhebungen");
    expect(router.state.location.pathname).toBe("/surveys");
    expect(screen.getByRole("region", { name: "Verzeichnis der Erhebungen" })).toBeInTheDocument();
    // set by the page's effect, which may run after the heading has shown
    await waitFor(() => expect(document.title).toBe("Erhebungsdatenbank – Erhebungen"));
    expect(screen.getAllByRole("main")).toHaveLength(1);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("redirects /admin/admin.html to the login", async () => {
    const { router } = renderApp("/admin/admin.html");
    await findHeading("Anmelden");
    expect(router.state.location.pathname).toBe("/login");
  });

  it("sends anonymous visitors of a right-gated route to the login with a redirect", async () => {
    const { router } = renderApp("/users?tab=2");
    await findHeading("Anmelden");
    expect(router.state.location.pathname).toBe("/login");
    expect(new URLSearchParams(router.state.location.search).get("redirect")).toBe("/users?tab=2");
  });

  it("sends anonymous visitors of a logged-in route to the login", async () => {
    const { router } = renderApp("/resources");
    await findHeading("Anmelden");
    expect(router.state.location.search).toBe("?redirect=%2Fresources");
  });

  it("sends anonymous visitors of /settings home instead of to the login", async () => {
    const { router } = renderApp("/settings");
    await findHeading("Erhebungen");
    expect(router.state.location.pathname).toBe("/surveys");
  });

  it("shows the 403 page to a logged-in user without the right", async () => {
    const { router } = renderApp("/users", { person: plainUser });
    await findHeading("Keine Berechtigung");
    expect(router.state.location.pathname).toBe("/users");
    expect(screen.getByRole("link", { name: "Zur Übersicht der Erhebungen" })).toHaveAttribute(
      "href",
      "/surveys",
    );
  });

  it("shows a right-gated screen to a user with the right", async () => {
    const settings: DbQuerySettings = {
      rowLimit: SQL_LIMIT,
      csvRowLimit: CSV_LIMIT,
      byteLimit: SQL_BYTE_LIMIT,
      csvByteLimit: CSV_BYTE_LIMIT,
      timeoutMs: 10_000,
      pausesOtherRequests: false,
    };
    renderApp("/dbquery", {
      person: person("SuperAdmin", ["SQLEDITOR_ACCESS"]),
      api: { "GET dbQuery": () => json(settings) },
    });
    await findHeading("Datenbankabfrage", FIRST_LOAD);
    expect(await screen.findByRole("textbox", { name: "SQL-Abfrage" })).toBeInTheDocument();
    expect(screen.queryByText("Seite nicht gefunden")).not.toBeInTheDocument();
  });

  it("has a page for every screen of the route list: none shows the placeholder any more", () => {
    expect(SCREENS.map((s) => s.path).filter((path) => !(path in SCREEN_LOADERS))).toEqual([]);
  });

  it("shows a progress indicator instead of redirecting while the stored token is checked", async () => {
    window.localStorage.setItem("token", "t");
    let answer: (r: Response) => void = () => undefined;
    const { router } = renderApp("/users", {
      api: { "GET auth": () => new Promise<Response>((resolve) => (answer = resolve)) },
    });
    expect(await screen.findByRole("progressbar")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/users");
    answer(json(userAdmin));
    await findHeading("Benutzer");
  });

  it("renders a 404 page with a link home for unknown routes", async () => {
    renderApp("/gibt-es-nicht");
    await findHeading("Seite nicht gefunden");
    expect(screen.getByRole("link", { name: "Zur Übersicht der Erhebungen" })).toHaveAttribute(
      "href",
      "/surveys",
    );
    expect(document.title).toBe("Erhebungsdatenbank – Seite nicht gefunden");
  });

  it("shows the app-bar title and the user with role when logged in", async () => {
    renderApp("/evas", { person: userAdmin });
    await findHeading("EVAS");
    const banner = screen.getByRole("banner");
    // the app bar takes the title from the page's effect, which may run after the heading has shown
    expect(await within(banner).findByText("Erhebungsdatenbank – EVAS")).toBeInTheDocument();
    expect(within(banner).getByText("Muster, Erika (UserAdmin)")).toBeInTheDocument();
  });

  it("renders the static pages with their own headings", async () => {
    renderApp("/accessibility");
    await findHeading("Erklärung zur Barrierefreiheit");
    expect(screen.getByRole("heading", { level: 2, name: "Schlichtungsverfahren" })).toBeInTheDocument();
  });

  describe("session expiry", () => {
    function expiringSession() {
      let valid = true;
      const api = {
        "GET auth": () => (valid ? json(userAdmin) : json({ code: "UNAUTHENTICATED", message: "" }, 401)),
      };
      return { api, expire: () => (valid = false) };
    }

    it("leaves a protected page for /surveys and explains in a dialog", async () => {
      const { api, expire } = expiringSession();
      const { router } = renderApp("/users", {
        person: userAdmin,
        api,
        session: { revalidateIntervalMs: 20 },
      });
      await findHeading("Benutzer");
      expire();
      const dialog = await screen.findByRole("dialog", { name: "Sitzung abgelaufen" });
      expect(dialog).toHaveTextContent(/Bitte melden Sie sich erneut an/);
      await waitFor(() => expect(router.state.location.pathname).toBe("/surveys"));
      expect(window.localStorage.getItem("token")).toBeNull();
      await userEvent.click(within(dialog).getByRole("button", { name: "Schließen" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    });

    it("stays on a public page", async () => {
      const { api, expire } = expiringSession();
      const { router } = renderApp("/evas", {
        person: userAdmin,
        api,
        session: { revalidateIntervalMs: 20 },
      });
      await findHeading("EVAS");
      expire();
      await screen.findByRole("dialog", { name: "Sitzung abgelaufen" });
      expect(router.state.location.pathname).toBe("/evas");
    });
  });
});
