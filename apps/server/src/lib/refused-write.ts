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
