import type { AccessSubject, AuthPerson, PersonAnswer, PersonSummary } from "@erhdb/domain";
import { guardedEmail } from "@erhdb/domain";
import type { PermissionRow, PersonSummaryRow } from "./repository.ts";

/** A person as `caller` may see them: the email only with USEREMAILADRESS_READ (SPEC 6). */
export function personAnswerOf(person: AuthPerson, caller: AccessSubject): PersonAnswer {
  return { ...person, email: guardedEmail(caller, person.email) };
}

export function personSummaryOf(row: PersonSummaryRow, caller: AccessSubject): PersonSummary {
  return {
    id: row.id,
    name: row.name,
    forename: row.forename,
    email: guardedEmail(caller, row.email),
    phone: row.phone,
    office: row.office,
    deleted: row.deleted,
    updating: new Date(row.updating).toISOString(),
    role: { id: row.roleId, name: row.roleName },
  };
}

export function permissionAnswerOf(row: PermissionRow) {
  return {
    id: row.id,
    statisticId: row.statistic_id,
    lkz: row.lkz,
    organisator: row.organisator,
    res_rights: row.res_rights,
    it_res_rights: row.it_res_rights,
    eid_rights: row.eid_rights,
    mapping_rights: row.mapping_rights,
    updating: new Date(row.updating).toISOString(),
  };
}
