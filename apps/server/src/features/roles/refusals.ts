import type { PersonRefusal, RoleChangeRefusal } from "@erhdb/domain";
import { PERSON_REFUSAL_CODES } from "@erhdb/domain";
import type { AuditEntry } from "../../lib/audit.ts";
import { AppError } from "../../lib/errors.ts";
import type { MessageKey } from "../../lib/messages.ts";
import { RefusedWrite } from "../../lib/refused-write.ts";

/** The audit record of a refused attempt on a role: the action, the rule, what was asked for. */
export function refusedAttempt(
  action: "CREATE" | "EDIT" | "DELETE",
  roleId: number | null,
  rule: string,
  attempt: Record<string, unknown>,
): AuditEntry {
  return { action: `REFUSED_${action}`, entity: "role", entityId: roleId, after: { rule, ...attempt } };
}

/** Why a role write is refused, as the domain's rules name it. */
export type RoleProtection = RoleChangeRefusal | "undeletable";

const ROLE_CODES: Record<RoleProtection, MessageKey> = {
  fixedRights: "ROLE_RIGHTS_FIXED",
  rank: "ROLE_RANK",
  rights: "ROLE_RIGHTS_NOT_HELD",
  undeletable: "ROLE_BUILTIN",
};

/** A refused write of the role `name`; `notHeld` names the rights the caller tried to give but lacks. */
export function roleRefused(
  refusal: RoleProtection,
  name: string,
  notHeld: readonly string[],
  audits: readonly AuditEntry[],
  extra?: Record<string, unknown>,
): RefusedWrite {
  const code = ROLE_CODES[refusal];
  const field = refusal === "undeletable" || refusal === "rank" ? "name" : "acls";
  return new RefusedWrite(
    code,
    { key: code, params: { name, rights: notHeld.join(", ") }, field },
    audits,
    extra,
  );
}

const PERSON_TEXTS: Record<PersonRefusal, MessageKey> = {
  right: "ROLE_PERSON_RIGHT",
  builtin: "ROLE_PERSON_BUILTIN",
  superAdminOnly: "ROLE_PERSON_SUPER_ADMIN_ONLY",
  builtinAdminOnly: "ROLE_PERSON_BUILTIN_ADMIN_ONLY",
  rank: "ROLE_PERSON_RANK",
  rights: "ROLE_PERSON_RIGHTS",
  self: "ROLE_PERSON_SELF",
  // a new role is given by editing the account, never its permissions: the text of "self" fits
  selfPermissions: "ROLE_PERSON_SELF",
};

/** A refused grant of a new role to the person `person` ("name, forename"). */
export function grantRefused(refusal: PersonRefusal, person: string, audit: AuditEntry): RefusedWrite {
  const key = PERSON_TEXTS[refusal];
  return new RefusedWrite(PERSON_REFUSAL_CODES[refusal], { key, params: { person }, field: "persons" }, [
    audit,
  ]);
}

export const roleExists = (name: string) =>
  new AppError(409, "ROLE_EXISTS", { messageKey: "ROLE_EXISTS", params: { name }, field: "name" });

export const roleUnknown = (role: string | number, field: string) =>
  new AppError(404, "NOT_FOUND", { messageKey: "ROLE_UNKNOWN", params: { role: String(role) }, field });

export const personUnknown = (id: number) =>
  new AppError(404, "NOT_FOUND", {
    messageKey: "ROLE_PERSON_UNKNOWN",
    params: { id: String(id) },
    field: "persons",
  });

export const roleInUse = () => new AppError(409, "ROLE_IN_USE", { messageKey: "ROLE_IN_USE" });
