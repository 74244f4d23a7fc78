import type { SearchAnswer } from "@erhdb/domain";
import { person } from "@erhdb/domain/testing/persons";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json } from "../../test/http.ts";
import { findHeading, renderApp } from "../../test/render.tsx";

const ERHEBUNGSID = "1311124000001";

const ANSWER: SearchAnswer = {
  groups: [
    {
      kind: "survey",
      total: 1,
      exact: true,
      hits: [
        { kind: "survey", id: ERHEBUNGSID, title: ERHEBUNGSID, subtitle: "Statistik der Baugenehmigungen" },
      ],
    },
    {
      kind: "evas",
      total: 1000,
      exact: false,
      hits: [{ kind: "evas", id: "31111", title: "31111", subtitle: "Statistik der Baugenehmigungen" }],
    },
    { kind: "resource", total: 0, exact: true, hits: [] },
    { kind: "genericResource", total: 0, exact: true, hits: [] },
  ],
};

const searches = { "GET search?q=Bau": () => json(ANSWER) };

async function searchField() {
  await findHeading(/./);
  return screen.findByRole("combobox", { name: "Suche" });
}

describe("the app bar's search", () => {
  it("shows the hits grouped by kind as the user types, and opens the chosen one", async () => {
    const { router, fetchMock } = renderApp("/imprint", { api: searches });
    const user = userEvent.setup();
    await user.type(await searchField(), "Bau");
    const list = await screen.findByRole("listbox");
    expect(within(list).getByText("Erhebungen")).toBeInTheDocument();
    expect(within(list).getByText("1 Treffer")).toBeInTheDocument();
    expect(within(list).getByText("mehr als 1000 Treffer")).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([`${ERHEBUNGSID}Statistik der Baugenehmigungen`, "31111Statistik der Baugenehmigungen"]);
    // typed letter by letter, asked once: the query waits until the typing stops
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes("search?"))).toHaveLength(1);
    await user.keyboard("{Enter}");
    // anonymous: the Show page, which leads to the survey's dialog
    await waitFor(() => expect(router.state.location.search).toContain(ERHEBUNGSID));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toMatch(
      /^\/(Show\.html\?eid|surveys\?detail)=1311124000001/,
    );
  });

  it("opens a logged-in user's hit in the surveys list's dialog", async () => {
    const { router } = renderApp("/imprint", { api: searches, person: person("LoggedUser", []) });
    const user = userEvent.setup();
    await user.type(await searchField(), "Bau");
    await user.click(await screen.findByRole("option", { name: /^31111/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/evas"));
    expect(router.state.location.hash).toBe("#f.evas=31111");
  });

  it("takes the focus on '/' outside text fields, unless the account menu turned that off", async () => {
    renderApp("/imprint", { api: searches });
    const user = userEvent.setup();
    const field = await searchField();
    await user.keyboard("/");
    expect(field).toHaveFocus();
    expect(field).toHaveValue("");
    expect(field).toHaveAttribute("aria-keyshortcuts", "/");

    field.blur();
    await user.click(screen.getByRole("button", { name: "Kontomenü öffnen" }));
    await user.click(await screen.findByRole("menuitemcheckbox", { name: "Taste „/“ springt zur Suche" }));
    expect(window.localStorage.getItem("search.shortcut")).toBe("off");
    await user.keyboard("/");
    expect(field).not.toHaveFocus();
    expect(field).not.toHaveAttribute("aria-keyshortcuts");
  });

  it("follows a logged-in user's account: off there, on again from the account menu and saved with it", async () => {
    const off = person("LoggedUser", []);
    let account = { ...off, personSetting: { ...off.personSetting, searchShortcut: false } };
    const { fetchMock } = renderApp("/imprint", {
      person: account,
      api: {
        ...searches,
        "GET auth": () => json(account),
        "POST person/1/settings/searchShortcut": () => {
          account = { ...account, personSetting: { ...account.personSetting, searchShortcut: true } };
          return json(account);
        },
      },
    });
    const user = userEvent.setup();
    const field = await searchField();
    await user.keyboard("/");
    expect(field).not.toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Kontomenü öffnen" }));
    await user.click(await screen.findByRole("menuitemcheckbox", { name: "Taste „/“ springt zur Suche" }));
    const saves = fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/settings/searchShortcut"));
    expect(JSON.parse(String(saves[0]?.[1]?.body))).toEqual({ searchShortcut: true });
    await waitFor(() => expect(field).toHaveAttribute("aria-keyshortcuts", "/"));
    // kept with the account, not in this browser
    expect(window.localStorage.getItem("search.shortcut")).toBeNull();
    await user.keyboard("{Escape}/");
    expect(field).toHaveFocus();
  });
});
