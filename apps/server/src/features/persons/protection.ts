import type { AuthPerson, PersonAction, Role } from "@erhdb/domain";
import {
  isPersonReadOnly,
  PERSON_REFUSAL_CODES,
  personActionRefusal,
  RIGHTS,
  roleGrantRefusal,
} from "@erhdb/domain";
import { type PersonSubjectRow, subjectOf } from "../../db/person-subjects.ts";
import type { AuditEntry } from "../../lib/audit.ts";
import { AppError } from "../../lib/errors.ts";
import type { MessageKey } from "../../lib/messages.ts";
import { PERSON_REFUSAL_TEXTS } from "../../lib/person-refusals.ts";
import { RefusedWrite } from "../../lib/refused-write.ts";

/** What the audit log calls a write on an account; a refused one is `REFUSED_<action>` (decision 16). */
export type PersonAuditAction =
  | "CREATE"
  | "EDIT"
  | "DELETE"
  | "RESET_PASSWORD"
  | "ADD_PERMISSION"
  | "DELETE_PERMISSION";

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
    throw new RefusedWrite(code, { key: PERSON_REFUSAL_TEXTS[refusal], params: {}, field: "id" }, [
      refusedAttempt(audit, target.id, refusal, code, attempt),
    ]);
  }
  if (isPersonReadOnly(target)) {
    throw new AppError(409, "PERSON_DELETED", { messageKey: "PERSON_DELETED" });
  }
}

// A refused grant of a role names the role: its rank (the role administration's code), or the rights
// of it the caller lacks.
const GRANT_REFUSALS = {
  right: { code: PERSON_REFUSAL_CODES.right, key: PERSON_REFUSAL_TEXTS.right },
  rank: { code: "ROLE_RANK", key: "ROLE_RANK" },
  rights: { code: "ROLE_RIGHTS_NOT_HELD", key: "PERSON_ROLE_RIGHTS_NOT_HELD" },
} as const satisfies Record<string, { code: string; key: MessageKey }>;

/**
 * Nobody gives an account (their own included) a role that ranks above their own (SPEC 3 ranking) or
 * holds a right they lack (issue 24).
 */
export function requireRoleGrant(
  caller: AuthPerson,
  role: Role,
  audit: PersonAuditAction,
  personId: number | null,
  attempt: Record<string, unknown>,
): void {
  const refusal = roleGrantRefusal(caller, role);
  if (!refusal) return;
  const { code, key } = GRANT_REFUSALS[refusal];
  // named in SPEC 6's order, whatever order the database keeps them in
  const notHeld = RIGHTS.filter((acl) => role.acls.includes(acl) && !caller.role.acls.includes(acl));
  throw new RefusedWrite(
    code,
    { key, params: { name: role.name, rights: notHeld.join(", ") }, field: "role" },
    [refusedAttempt(audit, personId, refusal, code, { role: role.name, ...attempt })],
  );
}
