import { person } from "@erhdb/domain/testing/persons";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.ts";
import { json } from "../../test/http.ts";
import { APPROVED, ARCHIVED, BLOCKED, openSurveysPage, surveysApi } from "../../test/survey-fixtures.ts";
import { resetLocation } from "../../test/table.tsx";

// The add / edit / continue dialog is helper C's; the page's part is to open it through this contract.
const form = vi.hoisted(() => ({ open: vi.fn() }));
vi.mock("./form/use-survey-form.tsx", () => ({
  useSurveyForm: () => ({ open: form.open, dialog: null }),
}));

beforeEach(() => resetLocation());

/** Opens the row's action menu and answers its entries as name → enabled. */
async function menuOf(erhebungsid: string) {
  await userEvent.click(screen.getByRole("button", { name: `Aktionen für Erhebungsid ${erhebungsid}` }));
  const menu = await screen.findByRole("menu");
  const entries = Object.fromEntries(
    within(menu)
      .getAllByRole("menuitem")
      .map((item) => [
        item.getAttribute("aria-label")?.replace(`: Erhebungsid ${erhebungsid}`, ""),
        item.getAttribute("aria-disabled") !== "true",
      ]),
  );
  return { menu, entries };
}

const admin = person("SuperAdmin", ["ERHEBUNGSID_CREATE", "COMMENTARY_READ"]);

describe("surveys page", () => {
  it("shows the server's columns, translated, and the status as icon and words", async () => {
    const { table } = await openSurveysPage();
    const heads = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent?.replace(/ nicht.*| auf.*/, ""));
    expect(heads).toEqual([
      "Amt",
      "Periodizität",
      "Status",
      "EVAS",
      "Erhebungsid",
      "Statistik-ID",
      "BZR",
      "Beschreibung",
      "Aktionen",
    ]);
    const approved = within(table).getByText(APPROVED).closest("tr") as HTMLElement;
    expect(within(approved).getByText("freigegeben (öffentlich)")).toBeInTheDocument();
    expect(within(approved).getByTestId("PublicIcon")).toBeInTheDocument();
    const blocked = within(table).getByText(BLOCKED).closest("tr") as HTMLElement;
    expect(within(blocked).getByText("gesperrt")).toBeInTheDocument();
    expect(within(blocked).getByTestId("LockIcon")).toBeInTheDocument();
    const archived = within(table).getByText(ARCHIVED).closest("tr") as HTMLElement;
    expect(within(archived).getByTestId("ArchiveIcon")).toBeInTheDocument();
    expect(within(archived).queryByText(/öffentlich/)).toBeNull();
  });

  it("links its Atom feed in the document head and for people (decision 43)", async () => {
    await openSurveysPage();
    const feed = "/erhebungsdatenbank/feeds/events.atom";
    const head = document.head.querySelector('link[rel="alternate"][type="application/atom+xml"]');
    expect(head?.getAttribute("href")).toBe(feed);
    expect(head?.getAttribute("title")).toBe("Änderungen als Atom-Feed abonnieren");
    expect(screen.getByRole("link", { name: "Änderungen als Atom-Feed abonnieren" })).toHaveAttribute(
      "href",
      feed,
    );
  });

  it("enables exactly the actions the server lists for each row, and shows the others disabled", async () => {
    await openSurveysPage({ person: admin });
    expect((await menuOf(APPROVED)).entries).toEqual({
      "Kommentare anzeigen": true,
      Bearbeiten: true,
      "Ressource hinzufügen": true,
      "Ressourcen bearbeiten": true,
      "Links bearbeiten": true,
      Fortführen: true,
      Sperren: true,
      Archivieren: true,
      Löschen: true,
    });
    await userEvent.keyboard("{Escape}");
    expect((await menuOf(BLOCKED)).entries).toEqual({
      "Kommentare anzeigen": true,
      Bearbeiten: true,
      "Ressource hinzufügen": false,
      "Ressourcen bearbeiten": false,
      "Links bearbeiten": true,
      Fortführen: true,
      Freigeben: true,
      Archivieren: true,
      Löschen: true,
    });
    await userEvent.keyboard("{Escape}");
    expect((await menuOf(ARCHIVED)).entries).toEqual({
      "Kommentare anzeigen": true,
      Bearbeiten: false,
      "Ressource hinzufügen": false,
      "Ressourcen bearbeiten": false,
      "Links bearbeiten": false,
      Fortführen: true,
      Freigeben: false,
      Archivieren: false,
      Löschen: false,
    });
  });

  it("gives anonymous visitors the detail view and every other action disabled, and no add button", async () => {
    await openSurveysPage({
      api: surveysApi([
        {
          id: 11,
          erhebungsid: APPROVED,
          status: 3,
          statusLabel: "freigegeben",
          publicApproved: true,
          actions: "detail",
        },
      ]),
    });
    expect(screen.getByRole("button", { name: `Details anzeigen: Erhebungsid ${APPROVED}` })).toBeEnabled();
    const { entries } = await menuOf(APPROVED);
    expect(Object.values(entries)).toEqual(Array(9).fill(false));
    expect(screen.queryByRole("button", { name: "Erhebungsid anlegen" })).not.toBeInTheDocument();
  });

  it("is operable by keyboard: the menu opens with Enter and reaches disabled entries too", async () => {
    await openSurveysPage({ person: admin });
    screen.getByRole("button", { name: `Aktionen für Erhebungsid ${ARCHIVED}` }).focus();
    await userEvent.keyboard("{Enter}");
    const menu = await screen.findByRole("menu", { name: `Aktionen für Erhebungsid ${ARCHIVED}` });
    await waitFor(() => expect(within(menu).getAllByRole("menuitem")[0]).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    expect(within(menu).getByRole("menuitem", { name: `Bearbeiten: Erhebungsid ${ARCHIVED}` })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}");
    const next = within(menu).getByRole("menuitem", { name: `Fortführen: Erhebungsid ${ARCHIVED}` });
    expect(next).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(form.open).toHaveBeenCalledWith("continue", ARCHIVED);
  });

  it("opens the survey form to add (with the create right), edit and continue", async () => {
    await openSurveysPage({ person: admin });
    await userEvent.click(screen.getByRole("button", { name: "Erhebungsid anlegen" }));
    expect(form.open).toHaveBeenLastCalledWith("create");
    await menuOf(APPROVED);
    await userEvent.click(screen.getByRole("menuitem", { name: `Bearbeiten: Erhebungsid ${APPROVED}` }));
    expect(form.open).toHaveBeenLastCalledWith("edit", APPROVED);
    await menuOf(BLOCKED);
    await userEvent.click(screen.getByRole("menuitem", { name: `Fortführen: Erhebungsid ${BLOCKED}` }));
    expect(form.open).toHaveBeenLastCalledWith("continue", BLOCKED);
  });

  it("offers no add button without ERHEBUNGSID_CREATE", async () => {
    await openSurveysPage({ person: person("LoggedUser", ["COMMENTARY_READ"]) });
    expect(screen.queryByRole("button", { name: "Erhebungsid anlegen" })).not.toBeInTheDocument();
  });

  it("'Ressourcen bearbeiten' leads to the resource edit page of the survey", async () => {
    const { router } = await openSurveysPage({ person: admin });
    await menuOf(APPROVED);
    await userEvent.click(
      screen.getByRole("menuitem", { name: `Ressourcen bearbeiten: Erhebungsid ${APPROVED}` }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/resourceedit"));
    expect(router.state.location.search).toBe(`?erhebungsid=${APPROVED}`);
  });

  it("'Ressource hinzufügen' opens the add dialog for the survey on the page, and closes it", async () => {
    const { router } = await openSurveysPage({
      person: admin,
      api: { [`GET resource/erhebungsid/${APPROVED}`]: () => json([]) },
    });
    await menuOf(APPROVED);
    await userEvent.click(
      screen.getByRole("menuitem", { name: `Ressource hinzufügen: Erhebungsid ${APPROVED}` }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: `Ressource hinzufügen – Erhebungsid ${APPROVED}`,
    });
    // SuperAdmin may add every type; the survey description comes first
    expect(within(dialog).getByRole("combobox", { name: "Ressourcentyp" })).toHaveValue("99");
    expect(router.state.location.pathname).toBe("/surveys");
    await userEvent.click(within(dialog).getByRole("button", { name: "Schließen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("keeps the row actions while the user has hidden the Erhebungsid column", async () => {
    await openSurveysPage({ person: admin });
    await userEvent.click(screen.getByRole("button", { name: "Spalten" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Erhebungsid" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Übernehmen" }));
    await waitFor(() => expect(screen.queryByRole("columnheader", { name: /^Erhebungsid/ })).toBeNull());
    expect(screen.getByRole("button", { name: `Details anzeigen: Erhebungsid ${APPROVED}` })).toBeEnabled();
  });

  it("passes axe-core, also with a row's menu open", async () => {
    await openSurveysPage({ person: admin });
    await expectNoAxeViolations("surveys page");
    await menuOf(BLOCKED);
    await expectNoAxeViolations("surveys row menu");
  });
});
