import type {
  AuthPerson,
  Column,
  PersonAnswer,
  PersonPermission,
  PersonSummary,
  Role,
  TableAnswer,
} from "@erhdb/domain";
import { DEFAULT_ROLE_RIGHTS, personRowActions, personRowTargetCell, RIGHTS } from "@erhdb/domain";
import { permission, person } from "@erhdb/domain/testing/persons";
import { json } from "../../test/http.ts";
import type { RenderAppOptions } from "../../test/render.tsx";
import { column } from "../../test/table.tsx";

/** A UserAdmin as the demo data has one: reads and writes users and their addresses, reads roles. */
export const userAdmin: AuthPerson = { ...person("UserAdmin", DEFAULT_ROLE_RIGHTS.UserAdmin), id: 2 };

export const ROLES: Role[] = [
  { id: 1, name: "SuperAdmin", acls: [...RIGHTS] },
  { id: 2, name: "LoggedUser", acls: ["COMMENTARY_READ"] },
  { id: 3, name: "UserAdmin", acls: [...DEFAULT_ROLE_RIGHTS.UserAdmin] },
  { id: 4, name: "CoreBroker", acls: [...DEFAULT_ROLE_RIGHTS.CoreBroker] },
  { id: 5, name: "StatDBAdmin", acls: [...DEFAULT_ROLE_RIGHTS.StatDBAdmin] },
];

export const ERIKA_PERMISSIONS: PersonPermission[] = [
  permission({ id: 31, statisticId: "2111", lkz: "05", res_rights: true, eid_rights: true }),
  permission({ id: 32, statisticId: "4521", lkz: "09", organisator: true, updating: "2025-03-04T09:05:06Z" }),
];

/** The account the tests edit: a LoggedUser of Nordrhein-Westfalen. */
export const ERIKA: PersonAnswer = {
  id: 7,
  email: "erika.muster@example.de",
  name: "Muster",
  forename: "Erika",
  phone: "+49 211 9449-1",
  office: "05",
  deleted: false,
  builtin: false,
  updating: "2025-02-03T10:11:12Z",
  personSetting: { theme: 1, lang: "de", searchShortcut: true },
  personPermissions: ERIKA_PERMISSIONS,
  role: ROLES[1]!,
};

const summary = (p: PersonAnswer): PersonSummary => ({
  id: p.id,
  name: p.name,
  forename: p.forename,
  email: p.email,
  phone: p.phone,
  office: p.office,
  deleted: p.deleted,
  updating: p.updating,
  role: { id: p.role.id, name: p.role.name },
});

export const ERIKA_SUMMARY = summary(ERIKA);
export const SABINE_SUMMARY: PersonSummary = {
  ...summary(ERIKA),
  id: 8,
  name: "Hoffmann",
  forename: "Sabine",
  email: "superadmin@erhebungsdatenbank.de",
  office: "00",
  role: { id: 1, name: "SuperAdmin" },
};

/** The user table as the server declares it (SPEC 2.12). */
export function personColumns(): Column[] {
  const named = (c: Column): Column => ({ ...c, name: `table.person.${c.id}` });
  return [
    named(column("name")),
    named(column("forename")),
    named(column("phone")),
    named(column("email")),
    named(column("office", "dropdown")),
    named(column("deleted", "dropdown")),
    named(column("role", "dropdown")),
    named(column("updating", "date")),
    named(column("actions", "actions", { orderable: false })),
  ];
}

const cell = (view: string) => ({ view, label: view, customCss: null });

/** Erika (LoggedUser) and Sabine (SuperAdmin), with the actions the domain allows `caller` on each. */
export function personPage(caller: AuthPerson, { withEmails = true } = {}): TableAnswer {
  const rows = [ERIKA_SUMMARY, SABINE_SUMMARY].map((p) => {
    const role = ROLES.find((r) => r.id === p.role.id) ?? { name: p.role.name, acls: [] };
    const actions = personRowActions(caller, {
      id: p.id,
      builtin: false,
      role: { name: role.name, acls: role.acls },
      deleted: p.deleted,
    });
    return {
      id: p.id,
      items: {
        name: cell(p.name),
        forename: cell(p.forename),
        phone: cell(p.phone),
        email: cell(withEmails ? (p.email ?? "") : ""),
        office: cell(p.office),
        deleted: cell("nein"),
        role: cell(p.role.name),
        updating: cell("03.02.2025 - 11:11:12"),
        actions: cell(personRowTargetCell.encode({ id: p.id, name: p.name, forename: p.forename, actions })),
      },
    };
  });
  return { total: 2, records: { totalElements: 2, content: rows } };
}

/** The calls of the users page for `caller`, as decision 16 shapes them. */
export function usersApi(caller: AuthPerson): NonNullable<RenderAppOptions["api"]> {
  return {
    "GET person/tablestate": () => json({ columns: personColumns() }),
    "POST person": () => json(personPage(caller)),
    "GET templates/usertable": () => json([]),
    "GET role": () => json(ROLES),
    "GET person/7": () => json(ERIKA),
    "GET util/Person/personPermission/7": () => json(ERIKA_PERMISSIONS),
    "GET util/allStatistikId": () => json(["1261", "2111", "4521"]),
    "GET util/permission/statid": () => json(["2111"]),
    "GET util/statistikIdWithPersons": () => json(["1261", "2111", "4521"]),
    "GET util/persons/statid/2111": () => json([ERIKA_SUMMARY, SABINE_SUMMARY]),
  };
}
