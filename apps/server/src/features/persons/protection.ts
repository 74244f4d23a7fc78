import type { AuthPerson, PersonAction, PersonRefusal, ProtectionSubject } from "@erhdb/domain";
import { isPersonReadOnly, PERSON_REFUSAL_CODES, personActionRefusal, roleGrantRefusal } from "@erhdb/domain";
import type { AuditEntry } from "../../lib/audit.ts";
import { AppError } from "../../lib/errors.ts";
import type { MessageKey } from "../../lib/messages.ts";
import { RefusedWrite } from "../../lib/refused-write.ts";
import type { PersonSubjectRow } from "./repository.ts";

/** What the audit log calls a write on an account; a refused one is `REFUSED_<action>` (decision 16). */
export type PersonAuditAction =
  | "CREATE"
  | "EDIT"
  | "DELETE"
  | "RESET_PASSWORD"
  | "ADD_PERMISSION"
  | "DELETE_PERMISSION";

// The texts speak of the account; the codes are the domain's (the role administration's refusals of
// the same rules name the person instead, roles/refusals.ts).
const REFUSAL_TEXTS: Record<PersonRefusal, MessageKey> = {
  right: "FORBIDDEN",
  builtin: "PERSON_BUILTIN",
  superAdminOnly: "PERSON_SUPER_ADMIN_ONLY",
  builtinAdminOnly: "PERSON_BUILTIN_ADMIN_ONLY",
  rank: "PERSON_RANK",
  self: "PERSON_SELF",
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
    const code = PERSON_REFUSAL_CODES[refusal];
    throw new RefusedWrite(code, { key: REFUSAL_TEXTS[refusal], params: {}, field: "id" }, [
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
    refusal === "rank"
      ? { code: "ROLE_RANK", key: "ROLE_RANK" as const }
      : { code: PERSON_REFUSAL_CODES.right, key: REFUSAL_TEXTS.right };
  throw new RefusedWrite(code, { key, params: { name: roleName }, field: "role" }, [
    refusedAttempt(audit, personId, refusal, code, { role: roleName, ...attempt }),
  ]);
}
