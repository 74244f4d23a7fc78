import {
  type AccessSubject,
  ADMINISTRATION_GROUP_ACCESS,
  checkAccess,
  DRAWER_GROUPS,
  type DrawerGroup,
  SCREENS,
  type Screen,
} from "@erhdb/domain";

export interface DrawerSection {
  group: DrawerGroup;
  entries: readonly Screen[];
}

/**
 * The drawer's groups and entries for a person (null when anonymous). The rules come from the
 * domain's screen list and access check, so the drawer never offers what the route would refuse.
 */
export function drawerSections(person: AccessSubject): DrawerSection[] {
  const sections: DrawerSection[] = [];
  for (const group of DRAWER_GROUPS) {
    if (group === "administration" && checkAccess(person, ADMINISTRATION_GROUP_ACCESS) !== "granted")
      continue;
    const entries = SCREENS.filter(
      (screen) => screen.drawer === group && checkAccess(person, screen.access) === "granted",
    );
    // A heading without entries (e.g. a role holding only USEREMAILADRESS_READ) helps nobody.
    if (entries.length > 0) sections.push({ group, entries });
  }
  return sections;
}
