import { createHash, randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { Queryable } from "../db/queryable.ts";
import { clientAddressKey } from "../lib/client-address.ts";

/**
 * How long an export's slot holds without renewal, and how often its export renews it: three renewals
 * may fail or come late before it lapses. A slot whose instance crashed is free a lease later.
 */
export const EXPORT_LEASE_MS = 30_000;
const LEASE_RENEWAL_MS = 10_000;
/** What a refused export's Retry-After says: a capped export takes about a second, a full one some more. */
export const EXPORT_RETRY_AFTER_SECONDS = 5;

const leaseEnd = () => sql<Date>`now() + ${sql.lit(`${EXPORT_LEASE_MS} milliseconds`)}::interval`;

/** Who runs an export: a session (its token's hash) or, without one, the client's address. */
export interface ExportCaller {
  sessionTokenHash: string | null;
  ip: string;
}

/**
 * The key under which a caller's exports count together: its session, or its client address's key (an
 * IPv6 client by its /64, the address TRUST_PROXY makes of X-Forwarded-For). Hashed, so that the table
 * keeps neither a token's hash nor an address.
 */
export function exportSlotKey({ sessionTokenHash, ip }: ExportCaller): string {
  const owner = sessionTokenHash ? `session\n${sessionTokenHash}` : `address\n${clientAddressKey(ip)}`;
  return createHash("sha256").update(owner).digest("hex");
}

export interface ExportSlot {
  /** Frees the slot (once; later calls wait for the same). Never fails: an unreleased slot lapses. */
  release(): Promise<void>;
}

/**
 * Takes the one export slot of `key` for a new export, or answers null while another export of the key
 * holds it. The slot is a row with a lease in the database, so that every app instance on it counts the
 * same exports; one statement takes it (a lapsed lease of the key is taken over, others' lapsed rows are
 * dropped), and it is renewed by a short statement every ten seconds: nothing holds a connection or a
 * transaction for the export's length, which on PGlite's one connection would stop the app (decision 35).
 */
export async function takeExportSlot(db: Queryable, key: string): Promise<ExportSlot | null> {
  const holder = randomUUID();
  const { rows } = await sql<{ holder: string }>`
    WITH lapsed AS (DELETE FROM export_slot WHERE lease_until < now() AND key <> ${key})
    INSERT INTO export_slot (key, holder, lease_until) VALUES (${key}, ${holder}, ${leaseEnd()})
    ON CONFLICT (key) DO UPDATE SET holder = excluded.holder, lease_until = excluded.lease_until
      WHERE export_slot.lease_until < now()
    RETURNING holder
  `.execute(db);
  if (rows.length === 0) return null;

  let renewal: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    renewal = db
      .updateTable("export_slot")
      .set({ lease_until: leaseEnd() })
      .where("key", "=", key)
      .where("holder", "=", holder)
      .execute()
      .catch(() => {});
  }, LEASE_RENEWAL_MS);
  timer.unref();
  let released: Promise<void> | null = null;
  return {
    release() {
      released ??= (async () => {
        clearInterval(timer);
        await renewal;
        await db
          .deleteFrom("export_slot")
          .where("key", "=", key)
          .where("holder", "=", holder)
          .execute()
          .catch(() => {});
      })();
      return released;
    },
  };
}
