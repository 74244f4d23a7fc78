import { type AccessSubject, DEFAULT_ROLE_RIGHTS, RIGHTS, ROLE_NAMES, type RoleName } from "@erhdb/domain";
import { person } from "@erhdb/domain/testing/persons";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { drawerSections } from "./drawer-entries.ts";
import { ADMINISTRATION, ANONYMOUS, everyone } from "./drawer-test-fixtures.ts";
import { NavDrawerContent } from "./NavDrawerContent.tsx";

function renderDrawer(subject: AccessSubject, path = "/surveys") {
  render(
    <MemoryRouter initialEntries={[path]}>
      <NavDrawerContent person={subject} />
    </MemoryRouter>,
  );
  return screen.getByRole("navigation", { name: "Hauptnavigation" });
}

/** The drawer as { group heading: [entry names] }, in display order. */
function drawerOutline(nav: HTMLElement): Record<string, string[]> {
  const outline: Record<string, string[]> = {};
  for (const list of within(nav).getAllByRole("list")) {
    const heading = list.getAttribute("aria-labelledby");
    const name = heading ? (document.getElementById(heading)?.textContent ?? "") : "";
    outline[name] = within(list)
      .getAllByRole("link")
      .map((link) => link.textContent ?? "");
  }
  return outline;
}

describe("drawer entries by role rights", () => {
  it("anonymous: views without resources, service and information", () => {
    expect(drawerOutline(renderDrawer(null))).toEqual(ANONYMOUS);
  });

  it("logged in without administration rights: resources appear, no administration group", () => {
    expect(drawerOutline(renderDrawer(person("LoggedUser", ["COMMENTARY_READ"])))).toEqual(everyone());
  });

  it("USER_READ only: administration with users", () => {
    expect(drawerOutline(renderDrawer(person("Custom", ["USER_READ"])))).toEqual(everyone(["Benutzer"]));
  });

  it("every right: all eight administration entries in order", () => {
    const outline = drawerOutline(renderDrawer(person("SuperAdmin", [...RIGHTS])));
    expect(outline.Administration).toEqual(ADMINISTRATION);
  });

  it("role administration needs ROLE_READ and ROLE_EDIT", () => {
    expect(
      drawerSections(person("R", ["ROLE_READ", "USER_READ"])).find((s) => s.group === "administration")
        ?.entries,
    ).toHaveLength(1);
    const both = drawerSections(person("R", ["ROLE_READ", "ROLE_EDIT"]));
    expect(both.find((s) => s.group === "administration")?.entries.map((e) => e.path)).toEqual([
      "/role-administration",
    ]);
  });

  it("hides the administration heading when a group right opens no entry", () => {
    const groups = drawerSections(person("R", ["USEREMAILADRESS_READ"])).map((s) => s.group);
    expect(groups).toEqual(["views", "service", "information"]);
  });

  it("entries are links; the current one is marked with aria-current", () => {
    const nav = renderDrawer(null, "/evas");
    expect(within(nav).getByRole("link", { name: "EVAS" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "EVAS" })).toHaveAttribute("href", "/evas");
    expect(within(nav).getByRole("link", { name: "Erhebungen" })).not.toHaveAttribute("aria-current");
  });
});

// What each built-in role sees with the rights it starts with (SPEC 2.1, 2.2); the end-to-end test
// (navigation.spec.ts) proves that a logged-in role's rights from the server reach this drawer.
const BUILT_IN_ROLE_DRAWERS: Record<RoleName, Record<string, string[]>> = {
  SuperAdmin: everyone(ADMINISTRATION),
  LoggedUser: everyone(),
  UserAdmin: everyone(["Benutzer"]),
  CoreBroker: everyone(["Kodierungen"]),
  StatDBAdmin: everyone(["Antragsverwaltung", "Zuordnung aufheben", "Kodierungen"]),
  OrgAdmin: everyone(["Antragsverwaltung", "Benutzer"]),
  FachAdmin: everyone(),
};

describe("the built-in roles' drawers", () => {
  it.each(ROLE_NAMES)("%s sees exactly what its rights allow", (role) => {
    const drawer = drawerOutline(renderDrawer(person(role, DEFAULT_ROLE_RIGHTS[role])));
    expect(drawer).toEqual(BUILT_IN_ROLE_DRAWERS[role]);
  });
});
