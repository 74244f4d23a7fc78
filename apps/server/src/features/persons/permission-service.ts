import type { AuthPerson, PersonPermissionWrite } from "@erhdb/domain";
import { PERMISSION_FLAGS, PERMISSION_MESSAGE_KEYS } from "@erhdb/domain";
import type { Database } from "../../db/database.ts";
import { type PermissionRow, permissionAnswerOf } from "../../db/person-lists.ts";
import { lockPersonSubject } from "../../db/person-subjects.ts";
import type { Queryable } from "../../db/queryable.ts";
import { sqlState, UNIQUE_VIOLATION } from "../../db/sql-state.ts";
import type { Actor } from "../../lib/audit.ts";
import { recordAudit } from "../../lib/audit.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { auditingRefusals } from "../../lib/refused-write.ts";
import { requirePersonAction } from "./protection.ts";
import * as repo from "./repository.ts";

// SPEC 5: 'Kombination aus StatistikID und Länderkennzeichen existiert bereits.'
const permissionExists = () =>
  new AppError(409, "PERMISSION_EXISTS", {
    messageKey: PERMISSION_MESSAGE_KEYS.duplicate,
    field: "statisticId",
  });

/** Adds a permission the account does not hold yet, with its audit record, in the caller's transaction. */
export async function addPermission(
  trx: Queryable,
  personId: number,
  input: PersonPermissionWrite,
  actor: Actor,
  now: Date,
) {
  if (await repo.permissionExists(trx, personId, input.statisticId, input.lkz)) throw permissionExists();
  const row = await repo.insertPermission(trx, personId, input, now).catch((error: unknown) => {
    throw sqlState(error) === UNIQUE_VIOLATION ? permissionExists() : error;
  });
  const created = permissionAnswerOf(row);
  await recordAudit(trx, actor, {
    action: "ADD_PERMISSION",
    entity: "person_permission",
    entityId: row.id,
    after: { personId, ...created },
  });
  return created;
}

/**
 * Gives an account the rights of `input` for its statistic id and state (an accepted REQUEST_RIGHTS
 * request, decision 17): a new permission, or the one it holds for that pair widened by the rights it
 * lacks, never narrowed. Returns the permission as it is afterwards.
 */
export async function grantPermission(
  trx: Queryable,
  personId: number,
  input: PersonPermissionWrite,
  actor: Actor,
  now: Date,
) {
  const held = await repo.findPermission(trx, personId, input.statisticId, input.lkz);
  if (!held) return addPermission(trx, personId, input, actor, now);
  const before = permissionAnswerOf(held);
  const added = PERMISSION_FLAGS.filter((flag) => input[flag] && !held[flag]);
  if (added.length === 0) return before;
  const after = permissionAnswerOf(await repo.addPermissionFlags(trx, held.id, added, now));
  await recordAudit(trx, actor, {
    action: "WIDEN_PERMISSION",
    entity: "person_permission",
    entityId: held.id,
    before: { personId, ...before },
    after: { personId, ...after },
  });
  return after;
}

/** Removes a permission, with its audit record, in the caller's transaction. */
export async function removePermission(trx: Queryable, permission: PermissionRow, actor: Actor) {
  await repo.deletePermission(trx, permission.id);
  await recordAudit(trx, actor, {
    action: "DELETE_PERMISSION",
    entity: "person_permission",
    entityId: permission.id,
    before: { personId: permission.person_id, ...permissionAnswerOf(permission) },
  });
}

/**
 * Person permissions (SPEC 3, 5 "Permission add"; `personPermission/{id}/create|delete`): a change of an
 * account's permissions is the protection rules' action changePermissions on that account.
 */
export function createPermissionService(db: Database, { now }: { now: () => Date }) {
  async function lockTarget(trx: Parameters<typeof lockPersonSubject>[0], personId: number) {
    const target = await lockPersonSubject(trx, personId);
    if (!target) throw notFound();
    return target;
  }

  function add(personId: number, input: PersonPermissionWrite, caller: AuthPerson, actor: Actor) {
    return auditingRefusals(db, actor, () =>
      db.transaction().execute(async (trx) => {
        const target = await lockTarget(trx, personId);
        const attempt = { statisticId: input.statisticId, lkz: input.lkz };
        requirePersonAction(caller, target, "changePermissions", "ADD_PERMISSION", attempt);
        return addPermission(trx, personId, input, actor, now());
      }),
    );
  }

  function remove(permissionId: number, caller: AuthPerson, actor: Actor) {
    return auditingRefusals(db, actor, () =>
      db.transaction().execute(async (trx) => {
        const permission = await repo.lockPermission(trx, permissionId);
        if (!permission) throw notFound();
        const target = await lockTarget(trx, permission.person_id);
        requirePersonAction(caller, target, "changePermissions", "DELETE_PERMISSION", { permissionId });
        await removePermission(trx, permission, actor);
        return { id: permissionId, deleted: true as const };
      }),
    );
  }

  return { add, remove };
}
