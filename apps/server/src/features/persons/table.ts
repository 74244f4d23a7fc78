import { personRowActions, personRowTargetCell, RIGHTS, seesEmailAddresses } from "@erhdb/domain";
import { sql } from "kysely";
import { z } from "zod";
import type { ChoiceSource, ColumnDeclaration, TableDeclaration } from "../../data-table/index.ts";
import { officeColumn, translate, updatingColumn } from "../../data-table/index.ts";

/** A text column of the account that filters (contains) and sorts. */
const textColumn = (id: string, extra: Partial<ColumnDeclaration> = {}): ColumnDeclaration => ({
  id,
  name: `table.person.${id}`,
  type: "text",
  value: sql.ref(`p.${id}`),
  filter: { kind: "text" },
  sortable: true,
  ...extra,
});

const deletedChoices: ChoiceSource = ({ lang }) =>
  ["true", "false"].map((key) => ({ key, value: key, display: translate(`person.deleted.${key}`, lang) }));

/** Every role by name; read per request, as the role administration adds and removes roles. */
const roleChoices: ChoiceSource = async ({ db }) => {
  const roles = await db.selectFrom("role").select("name").orderBy("name").execute();
  return roles.map(({ name }) => ({ key: name, value: name, display: name }));
};

/** What the actions cell decides by: [id, built in, role, the role's rights, deleted, name, forename]. */
const targetOf = z.tuple([
  z.number(),
  z.boolean(),
  z.string(),
  z.array(z.enum(RIGHTS)),
  z.boolean(),
  z.string(),
  z.string(),
]);

/**
 * The user table (SPEC 2.12; `GET person/tablestate`, `POST person`; decision 16): every account, the
 * deleted ones marked. Email addresses only for callers with USEREMAILADRESS_READ: for anyone else the
 * column is empty and neither filters nor sorts. 'updating' starts at ALL with 30 days offered (SPEC 9).
 */
export const personTable: TableDeclaration = {
  id: "person",
  from: sql`person AS p JOIN role AS r ON r.id = p.role_id`,
  rowId: sql`p.id`,
  where: () => null,
  columns: [
    textColumn("name", { defaultSort: "asc" }),
    textColumn("forename"),
    textColumn("phone"),
    textColumn("email", { readableBy: seesEmailAddresses }),
    officeColumn("office", "table.person.office", sql`p.office`),
    {
      id: "deleted",
      name: "table.person.deleted",
      type: "dropdown",
      value: sql`p.deleted`,
      // the keys 'true' and 'false' are parameters PostgreSQL reads as booleans
      filter: { kind: "dropdown", choices: deletedChoices },
      sortable: true,
      groupable: true,
      view: (v, { lang }) => translate(`person.deleted.${v === true}`, lang),
    },
    {
      id: "role",
      name: "table.person.role",
      type: "dropdown",
      value: sql`r.name`,
      filter: { kind: "dropdown", choices: roleChoices },
      sortable: true,
      groupable: true,
    },
    {
      ...updatingColumn("updating", "table.person.updating", sql`p.updating`),
      defaultFilter: { fromDate: "2000-01-01", toDate: null, variant: "ALL", lastN: 30 },
    },
    {
      id: "actions",
      name: "table.person.actions",
      type: "actions",
      orderable: false,
      select: sql`json_build_array(p.id, p.builtin, r.name,
        ARRAY(SELECT ra.acl FROM role_acl AS ra WHERE ra.role_id = r.id), p.deleted, p.name, p.forename)`,
      view: (v, { person }) => {
        const cell = targetOf.safeParse(v);
        if (!cell.success) return "";
        const [id, builtin, roleName, acls, deleted, name, forename] = cell.data;
        const actions = personRowActions(person, { id, builtin, role: { name: roleName, acls }, deleted });
        return personRowTargetCell.encode({ id, name, forename, actions });
      },
    },
  ],
};
