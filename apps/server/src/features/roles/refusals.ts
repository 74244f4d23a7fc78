import type { PersonRefusal, RoleChangeRefusal } from "@erhdb/domain";
import type { Database } from "../../db/database.ts";
import type { Actor, AuditEntry } from "../../lib/audit.ts";
import { recordAudit } from "../../lib/audit.ts";
import { AppError } from "../../lib/errors.ts";
import type { MessageKey } from "../../lib/messages.ts";

/**
 * A write that a protection rule refused (decision 16): a 403 with the rule's own code and message, and
 * the attempt for the audit log (`REFUSED_<ACTION>`, the rule's name in `after`).
 */
export class RefusedWrite extends AppError {
  readonly audits: readonly AuditEntry[];

  constructor(
    code: string,
    message: { key: MessageKey; params: Record<string, string>; field: string },
    audits: readonly AuditEntry[],
    extra?: Record<string, unknown>,
  ) {
    super(403, code, { messageKey: message.key, params: message.params, field: message.field, extra });
    this.audits = audits;
  }
}

/**
 * Runs a write that opens its own transaction. When a protection rule refused it, that transaction has
 * rolled back: the refused attempt is recorded in a transaction of its own, and nothing else changes.
 */
export async function auditingRefusals<T>(db: Database, actor: Actor, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof RefusedWrite) {
      await db.transaction().execute(async (trx) => {
        for (const audit of error.audits) await recordAudit(trx, actor, audit);
      });
    }
    throw error;
  }
}

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

const PERSON_CODES: Record<PersonRefusal, { code: string; key: MessageKey }> = {
  right: { code: "USER_CREATE_REQUIRED", key: "ROLE_PERSON_RIGHT" },
  builtin: { code: "PERSON_BUILTIN", key: "ROLE_PERSON_BUILTIN" },
  superAdminOnly: { code: "PERSON_SUPER_ADMIN_ONLY", key: "ROLE_PERSON_SUPER_ADMIN_ONLY" },
  builtinAdminOnly: { code: "PERSON_BUILTIN_ADMIN_ONLY", key: "ROLE_PERSON_BUILTIN_ADMIN_ONLY" },
  rank: { code: "PERSON_RANK", key: "ROLE_PERSON_RANK" },
  self: { code: "PERSON_SELF", key: "ROLE_PERSON_SELF" },
};

/** A refused grant of a new role to the person `person` ("name, forename"). */
export function grantRefused(refusal: PersonRefusal, person: string, audit: AuditEntry): RefusedWrite {
  const { code, key } = PERSON_CODES[refusal];
  return new RefusedWrite(code, { key, params: { person }, field: "persons" }, [audit]);
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
