import type { Database } from "../db/database.ts";
import type { Actor, AuditEntry } from "./audit.ts";
import { recordAudit } from "./audit.ts";
import { AppError } from "./errors.ts";
import type { MessageKey } from "./messages.ts";

/**
 * A write that a protection rule refused (decision 16): a 403 with the rule's own code and message, and
 * the attempt for the audit log (`REFUSED_<ACTION>`, the rule's name in `after`).
 */
export class RefusedWrite extends AppError {
  readonly audits: readonly AuditEntry[];
  /** set once the audits are in the log, so that a refusal is recorded exactly once (decision 27) */
  recorded = false;

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
 * A target that exists but is hidden from the caller: answered exactly as an unknown one (404, decision
 * 8), yet a refusal of the caller's rights, which a write records like a 403 (decision 27).
 */
export class HiddenTarget extends AppError {
  constructor() {
    super(404, "NOT_FOUND", { messageKey: "NOT_FOUND" });
  }
}

export const hiddenTarget = () => new HiddenTarget();

/**
 * Writes a refusal's audit records in a transaction of their own: the refused write's transaction has
 * rolled back (or never began), so these records are all the refusal leaves.
 */
export async function recordRefusedWrite(db: Database, actor: Actor, error: RefusedWrite): Promise<void> {
  if (error.recorded) return;
  await db.transaction().execute(async (trx) => {
    for (const audit of error.audits) await recordAudit(trx, actor, audit);
  });
  error.recorded = true;
}

/**
 * Runs a write that opens its own transaction. When a protection rule refused it, that transaction has
 * rolled back: the refused attempt is recorded in a transaction of its own, and nothing else changes.
 * (A RefusedWrite thrown outside this wrapper is recorded by the access plugin's error hook instead.)
 */
export async function auditingRefusals<T>(db: Database, actor: Actor, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof RefusedWrite) await recordRefusedWrite(db, actor, error);
    throw error;
  }
}

/**
 * The audit record of a write refused without a protection rule of its own: the access declaration's
 * 401 or 403, a service's `forbidden()`, or the 404 of a target hidden from the caller (HiddenTarget;
 * decision 27). `REFUSED_<OPERATION>`, the operation named by
 * its path without parameters (`POST /eid/:id/update` → `REFUSED_EID_UPDATE`); the route, the answer's
 * status and code, and the path parameters (ids, never a body, a query string or a token).
 */
export function refusedRouteAudit(
  route: { method: string; url: string; params: unknown },
  answer: { status: number; code: string },
): AuditEntry {
  const operation = route.url
    .split("/")
    .filter((segment) => segment !== "" && !segment.startsWith(":"))
    .join("_")
    .replace(/[^A-Za-z0-9_]/g, "")
    .toUpperCase();
  return {
    action: `REFUSED_${operation}`,
    entity: "route",
    entityId: `${route.method} ${route.url}`,
    after: { status: answer.status, code: answer.code, params: route.params ?? {} },
  };
}
