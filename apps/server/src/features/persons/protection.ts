import type { AuthPerson, PersonAction, PersonRefusal, ProtectionSubject } from "@erhdb/domain";
import { isPersonReadOnly, personActionRefusal, roleGrantRefusal } from "@erhdb/domain";
import type { AuditEntry } from "../../lib/audit.ts";
import { AppError } from "../../lib/errors.ts";
import type { MessageKey } from "../../lib/messages.ts";
import { RefusedWrite } from "../roles/refusals.ts";
import type { PersonSubjectRow } from "./repository.ts";

/** What the audit log calls a write on an account; a refused one is `REFUSED_<action>` (decision 16). */
export type PersonAuditAction =
  | "CREATE"
  | "EDIT"
  | "DELETE"
  | "RESET_PASSWORD"
  | "ADD_PERMISSION"
  | "DELETE_PERMISSION";

// The codes of the role administration's refusals of the same rules (roles/refusals.ts), with texts
// that speak of the account rather than of a role.
const REFUSALS: Record<PersonRefusal, { code: string; key: MessageKey }> = {
  right: { code: "USER_CREATE_REQUIRED", key: "FORBIDDEN" },
  builtin: { code: "PERSON_BUILTIN", key: "PERSON_BUILTIN" },
  superAdminOnly: { code: "PERSON_SUPER_ADMIN_ONLY", key: "PERSON_SUPER_ADMIN_ONLY" },
  builtinAdminOnly: { code: "PERSON_BUILTIN_ADMIN_ONLY", key: "PERSON_BUILTIN_ADMIN_ONLY" },
  rank: { code: "PERSON_RANK", key: "PERSON_RANK" },
  self: { code: "PERSON_SELF", key: "PERSON_SELF" },
};

export const subjectOf = (row: PersonSubjectRow): ProtectionSubject => ({
  id: row.id,
  builtin: row.builtin,
  // the rules look at the target's role name only
  role: { name: row.roleName, acls: [] },
});

/** The audit record of a refused attempt: the rule (as the domain names it), its code, what was asked for. */
function refusedAttempt(
  action: PersonAuditAction,
  personId: number | null,
  rule: string,
  code: string,
  attempt: Record<string, unknown>,
): AuditEntry {
  return {
    action: `REFUSED_${action}`,
    entity: "person",
    entityId: personId,
    after: { rule, code, ...attempt },
  };
}

/**
 * Applies SPEC 6's protection rules to an action on an account: a refusal is a 403 with its own code
 * that `auditingRefusals` records; then a deleted account refuses every write (409).
 */
export function requirePersonAction(
  caller: AuthPerson,
  target: PersonSubjectRow,
  action: PersonAction,
  audit: PersonAuditAction,
  attempt: Record<string, unknown> = {},
): void {
  const refusal = personActionRefusal(caller, subjectOf(target), action);
  if (refusal) {
    const { code, key } = REFUSALS[refusal];
    throw new RefusedWrite(code, { key, params: {}, field: "id" }, [
      refusedAttempt(audit, target.id, refusal, code, attempt),
    ]);
  }
  if (isPersonReadOnly(target)) {
    throw new AppError(409, "PERSON_DELETED", { messageKey: "PERSON_DELETED" });
  }
}

/** Nobody gives an account (their own included) a role that ranks above their own (SPEC 3 ranking). */
export function requireRoleGrant(
  caller: AuthPerson,
  roleName: string,
  audit: PersonAuditAction,
  personId: number | null,
  attempt: Record<string, unknown>,
): void {
  const refusal = roleGrantRefusal(caller, roleName);
  if (!refusal) return;
  const { code, key } =
    refusal === "rank" ? { code: "ROLE_RANK", key: "ROLE_RANK" as const } : REFUSALS.right;
  throw new RefusedWrite(code, { key, params: { name: roleName }, field: "role" }, [
    refusedAttempt(audit, personId, refusal, code, { role: roleName, ...attempt }),
  ]);
}
