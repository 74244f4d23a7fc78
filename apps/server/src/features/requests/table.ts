import type { Choice, RequestAccount, RequestToDecide, Right } from "@erhdb/domain";
import {
  EVAS_INPUT_PATTERN,
  NEW_APPLICANT_ROLE,
  NO_RESPONSIBLE_PERSON,
  needsPlaceholderEvas,
  REQUEST_STATUSES,
  REQUEST_TYPES,
  RIGHTS,
  requestAccountAddress,
  requestCreatesAccount,
  requestRowActions,
  requestRowTargetCell,
  requestSpecializingSchema,
  sameAddress,
} from "@erhdb/domain";
import { sql } from "kysely";
import { z } from "zod";
import type { ChoiceSource, ColumnDeclaration, Sql, TableDeclaration } from "../../data-table/index.ts";
import {
  anyOfCondition,
  officeColumn,
  prefixCondition,
  translate,
  updatingColumn,
} from "../../data-table/index.ts";
import { responsibleChoicePeople } from "./responsible-repository.ts";

const choice = (key: string, display: string): Choice => ({ key, value: key, display });

/** A column of codes shown by their translated names (`<prefix>.<code>`), filtered and grouped by code. */
function codeColumn(id: string, value: Sql, codes: readonly string[], prefix: string): ColumnDeclaration {
  const choices: ChoiceSource = ({ lang }) =>
    codes.map((code) => choice(code, translate(`${prefix}.${code}`, lang)));
  return {
    id,
    name: `table.request.${id}`,
    type: "dropdown",
    value,
    filter: { kind: "dropdown", choices },
    sortable: true,
    groupable: true,
    view: (v, { lang }) => (typeof v === "string" ? translate(`${prefix}.${v}`, lang) : ""),
  };
}

/** A text column that filters (contains) and sorts. */
const textColumn = (id: string, value: Sql, extra: Partial<ColumnDeclaration> = {}): ColumnDeclaration => ({
  id,
  name: `table.request.${id}`,
  type: "text",
  value,
  filter: { kind: "text" },
  sortable: true,
  ...extra,
});

/** The request's EVAS codes as the form gave them (survey requests only). */
const evasCodes = sql`jsonb_array_elements_text(CASE WHEN jsonb_typeof(r.request_specializing -> 'evas') = 'array'
  THEN r.request_specializing -> 'evas' ELSE '[]'::jsonb END)`;

/** Statistic id: four digits find it, fewer its prefix (as in the surveys table). */
function statisticIdCondition(text: string) {
  if (text.length === 4) return sql`r.statistic_id = ${text}`;
  return sql`r.statistic_id BETWEEN ${text.padEnd(4, "0")} AND ${text.padEnd(4, "9")}`;
}

/** Nobody (-1) and the persons who may be responsible, or are; read per request. */
const responsibleChoices: ChoiceSource = async ({ db, lang }) => [
  choice(String(NO_RESPONSIBLE_PERSON), translate("request.responsible.none", lang)),
  ...(await responsibleChoicePeople(db)).map((p) => choice(String(p.id), `${p.name}, ${p.forename}`)),
];

function responsibleCondition(keys: readonly string[]): Sql {
  const ids = keys.map(Number).filter((id) => id !== NO_RESPONSIBLE_PERSON);
  const nobody = ids.length < keys.length ? [sql`r.responsible_person_id IS NULL`] : [];
  const parts = [...nobody, ...(ids.length > 0 ? [anyOfCondition(sql`r.responsible_person_id`, ids)] : [])];
  return parts.length > 0 ? sql.join(parts, sql` OR `) : sql`false`;
}

/** The responsible person's cell: [id or null, name, forename]. */
const responsibleCell = z.tuple([z.number().nullable(), z.string().nullable(), z.string().nullable()]);
/** An account a request names: [id, built in, email, role, the role's rights]. */
const accountCell = z.tuple([z.number(), z.boolean(), z.string(), z.string(), z.array(z.enum(RIGHTS))]);
/**
 * The actions cell: [id, type, status, specializing, applicant's mail, the accounts of the addresses the
 * request names (the applicant's, a RESET_RIGHTS request's), the rights of the role a new applicant's
 * account gets].
 */
const actionsCell = z.tuple([
  z.number(),
  z.enum(REQUEST_TYPES),
  z.enum(REQUEST_STATUSES),
  z.unknown(),
  z.string(),
  z.array(accountCell),
  z.array(z.enum(RIGHTS)),
]);

/**
 * The accounts of the addresses a request names, for the decision rules: the domain picks the one the
 * request changes (requestAccountAddress); an address without an account has none.
 */
const namedAccounts = sql`(SELECT coalesce(json_agg(json_build_array(a.id, a.builtin, a.email, ar.name,
    ARRAY(SELECT ra.acl FROM role_acl AS ra WHERE ra.role_id = ar.id))), '[]'::json)
  FROM person AS a JOIN role AS ar ON ar.id = a.role_id
  WHERE lower(a.email) IN (lower(r.applicant_mail), lower(r.request_specializing ->> 'mail')))`;
const newApplicantRights = sql`ARRAY(SELECT ra.acl FROM role_acl AS ra JOIN role AS nr ON nr.id = ra.role_id
  WHERE nr.name = ${NEW_APPLICANT_ROLE})`;

/** The account the request changes as the decision rules see it (decision.ts does so for a write). */
function accountOf(
  request: RequestToDecide,
  accounts: z.infer<typeof accountCell>[],
  newApplicantAcls: Right[],
): RequestAccount | null {
  const address = requestAccountAddress(request);
  if (address === null) return null;
  const found = accounts.find(([, , email]) => sameAddress(email, address));
  if (found) {
    const [id, builtin, , name, acls] = found;
    return { id, builtin, role: { name, acls } };
  }
  if (!requestCreatesAccount(request)) return null;
  return { id: null, builtin: false, role: { name: NEW_APPLICANT_ROLE, acls: newApplicantAcls } };
}

/**
 * The processes table (SPEC 2.15; `GET request/tablestate`, `POST request/table`, CSV; REQUEST_READ, so
 * every row for every caller). Cells for the web (see the report of issue 15):
 * - actionStatus, requestType: the translated name; filters and groups by the code (the choices' keys);
 * - applicant: "Name, Forename" (its dialog reads `GET request/{id}` by the row id);
 * - responsiblePerson: view = the person's id ('' for nobody), label = "Name, Forename"; its filter
 *   choices are nobody (-1) and every person who may be or is responsible, for the dropdown;
 * - actions: requestRowTargetCell (id, type, status, evasRequired, the caller's actions by the decision
 *   rules, with the account the request changes).
 */
export const requestsTable: TableDeclaration = {
  id: "request",
  from: sql`request AS r
    LEFT JOIN person AS rp ON rp.id = r.responsible_person_id
    LEFT JOIN person AS le ON le.id = r.last_editor_id`,
  rowId: sql`r.id`,
  where: () => null,
  columns: [
    {
      ...updatingColumn("requestCreatenTime", "table.request.requestCreatenTime", sql`r.created_at`),
      defaultSort: "desc",
    },
    {
      id: "evas",
      name: "table.request.evas",
      type: "text",
      select: sql`(SELECT string_agg(e, ', ') FROM ${evasCodes} AS e)`,
      filter: {
        kind: "text",
        pattern: EVAS_INPUT_PATTERN.source,
        where: (text) => sql`EXISTS (SELECT 1 FROM ${evasCodes} AS e WHERE ${prefixCondition(sql`e`, text)})`,
      },
    },
    {
      ...officeColumn("federalStateCode", "table.request.federalStateCode", sql`r.federal_state_code`),
      nullable: true,
    },
    textColumn("statisticId", sql`r.statistic_id`, {
      nullable: true,
      filter: { kind: "text", pattern: "^[0-9]{0,4}$", where: statisticIdCondition },
    }),
    codeColumn("actionStatus", sql`r.action_status`, REQUEST_STATUSES, "request.status"),
    codeColumn("requestType", sql`r.request_type`, REQUEST_TYPES, "request.type"),
    textColumn("progressComment", sql`r.progress_comment`),
    textColumn("applicant", sql`r.applicant_name || ', ' || r.applicant_forename`),
    updatingColumn("updating", "table.request.updating", sql`r.updating`),
    {
      id: "responsiblePerson",
      name: "table.request.responsiblePerson",
      type: "dropdown",
      value: sql`rp.name || ', ' || rp.forename`,
      nullable: true,
      select: sql`json_build_array(rp.id, rp.name, rp.forename)`,
      filter: { kind: "dropdown", choices: responsibleChoices, where: responsibleCondition },
      sortable: true,
      view: (v) => {
        const cell = responsibleCell.safeParse(v);
        return cell.success && cell.data[0] !== null ? String(cell.data[0]) : "";
      },
      label: (v) => {
        const cell = responsibleCell.safeParse(v);
        return cell.success && cell.data[0] !== null ? `${cell.data[1]}, ${cell.data[2]}` : "";
      },
    },
    textColumn("lastEditor", sql`le.name || ', ' || le.forename`, { nullable: true }),
    {
      id: "actions",
      name: "table.request.actions",
      type: "actions",
      orderable: false,
      select: sql`json_build_array(r.id, r.request_type, r.action_status, r.request_specializing,
        r.applicant_mail, ${namedAccounts}, ${newApplicantRights})`,
      view: (v, { person }) => {
        const cell = actionsCell.safeParse(v);
        if (!cell.success) return "";
        const [id, requestType, actionStatus, stored, applicantMail, accounts, newApplicantAcls] = cell.data;
        const specializing = requestSpecializingSchema.safeParse(stored);
        const request = specializing.success ? { applicantMail, specializing: specializing.data } : null;
        const account = request && accountOf(request, accounts, newApplicantAcls);
        return requestRowTargetCell.encode({
          id,
          requestType,
          actionStatus,
          evasRequired: specializing.success && needsPlaceholderEvas(specializing.data),
          actions: requestRowActions(person, actionStatus, request, account),
        });
      },
    },
  ],
};
