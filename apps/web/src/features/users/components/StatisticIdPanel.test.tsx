import { person } from "@erhdb/domain/testing/persons";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../../test/axe.ts";
import { json } from "../../../test/http.ts";
import { FIRST_LOAD, findHeading, type RenderAppOptions, renderApp } from "../../../test/render.tsx";
import { resetLocation } from "../../../test/table.tsx";
import { ERIKA_SUMMARY, userAdmin, usersApi } from "../test-fixtures.ts";

beforeEach(() => resetLocation());

async function openTab(caller = userAdmin, api: RenderAppOptions["api"] = {}) {
  const view = renderApp("/users", { person: caller, api: { ...usersApi(caller), ...api } });
  await findHeading("Benutzer", FIRST_LOAD);
  await userEvent.click(screen.getByRole("tab", { name: "Statistik-IDs" }));
  const select = await screen.findByRole("combobox", { name: "Statistik-ID" });
  return { ...view, select };
}

async function options(select: HTMLElement) {
  await userEvent.click(select);
  const names = (await screen.findAllByRole("option")).map((o) => o.textContent);
  await userEvent.keyboard("{Escape}");
  return names;
}

async function choose(select: HTMLElement, id: string) {
  await userEvent.click(select);
  await userEvent.click(await screen.findByRole("option", { name: id }));
}

describe("Users page, tab Statistik-IDs", () => {
  it("offers the caller's own statistic ids, or with the checkbox every id some account holds", async () => {
    const { select } = await openTab();
    expect(select).toHaveTextContent("Bitte auswählen");
    await expect(options(select)).resolves.toEqual(["Bitte auswählen", "2111"]);
    await userEvent.click(
      screen.getByRole("checkbox", { name: "Alle Statistik-IDs mit Benutzern anzeigen" }),
    );
    await expect(options(select)).resolves.toEqual(["Bitte auswählen", "1261", "2111", "4521"]);
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("lists the accounts of the chosen id and the permissions of the one picked, as ticks and crosses", async () => {
    const { select } = await openTab(userAdmin, { "GET util/persons/statid/4521": () => json([]) });
    await choose(select, "2111");
    const users = await screen.findByRole("table", {
      name: "Benutzer mit Rechten für die Statistik-ID 2111",
    });
    expect(
      within(users)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual([
      "ID",
      "Vorname",
      "Name",
      "Telefon",
      "E-Mail-Adresse",
      "Rolle",
      "Amt",
      "Letzte Änderung",
      "Rechte",
    ]);
    const erika = within(users).getAllByRole("row")[1]!;
    expect(
      within(erika)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual([
      "7",
      "Erika",
      "Muster",
      "+49 211 9449-1",
      "erika.muster@example.de",
      "LoggedUser",
      "05 – Nordrhein-Westfalen",
      "03.02.2025 - 11:11:12",
      "",
    ]);
    expect(screen.getByText("Wählen Sie einen Benutzer, um seine Rechte zu sehen.")).toBeInTheDocument();

    const show = within(users).getByRole("button", { name: "Rechte von Erika Muster anzeigen" });
    await userEvent.click(show);
    expect(show).toHaveAttribute("aria-pressed", "true");
    const detail = await screen.findByRole("table", { name: "Rechte von Erika Muster" });
    expect(
      within(detail)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual([
      "ID",
      "StatistikID",
      "Länderkennzeichen",
      "Ressourcenrechte",
      "IT-Ressourcenrechte",
      "Erhebungsid-Rechte",
      "Mapping-Rechte",
      "Letzte Änderung",
    ]);
    const first = within(detail).getAllByRole("row")[1]!;
    expect(
      within(first)
        .getAllByRole("img")
        .map((i) => i.textContent),
    ).toEqual(["ja", "nein", "ja", "nein"]);
    // both lists scroll within 30 % of the screen and can be scrolled from the keyboard
    for (const name of ["Benutzer mit Rechten für die Statistik-ID 2111", "Rechte von Erika Muster"]) {
      const region = screen.getByRole("region", { name });
      expect(region).toHaveAttribute("tabindex", "0");
      // computed as a browser does: 30vh in pixels of the window's height
      expect(region).toHaveStyle({ maxHeight: `${window.innerHeight * 0.3}px` });
    }
    // another statistic id forgets the picked account
    await userEvent.click(
      screen.getByRole("checkbox", { name: "Alle Statistik-IDs mit Benutzern anzeigen" }),
    );
    await choose(select, "4521");
    expect(await screen.findByText("Kein Benutzer hat Rechte für diese Statistik-ID.")).toBeInTheDocument();
    expect(screen.queryByRole("table", { name: "Rechte von Erika Muster" })).not.toBeInTheDocument();
  });

  it("shows a dash for addresses the caller may not read", async () => {
    const reader = person("OrgAdmin", ["USER_READ"]);
    const { select } = await openTab(reader, {
      "GET util/persons/statid/2111": () => json([{ ...ERIKA_SUMMARY, email: null }]),
    });
    await choose(select, "2111");
    const users = await screen.findByRole("table", { name: /Statistik-ID 2111/ });
    expect(within(users).getByText("E-Mail-Adresse nicht sichtbar")).toBeInTheDocument();
  });

  it("says when a list cannot be loaded", async () => {
    await openTab(userAdmin, {
      "GET util/permission/statid": () =>
        json({ code: "DATABASE", message: "Datenbank nicht erreichbar." }, 500),
    });
    expect(await screen.findByText(/Datenbank nicht erreichbar\./)).toBeInTheDocument();
  });

  it("passes axe-core with both tables", async () => {
    const { select } = await openTab();
    await choose(select, "2111");
    const users = await screen.findByRole("table", { name: /Statistik-ID 2111/ });
    await userEvent.click(within(users).getByRole("button", { name: "Rechte von Erika Muster anzeigen" }));
    await screen.findByRole("table", { name: "Rechte von Erika Muster" });
    await expectNoAxeViolations("users page, statistic ids");
  }, 15_000);
});
