import type { AuthPerson, PersonPermissionWrite } from "@erhdb/domain";
import { PERMISSION_MESSAGE_KEYS } from "@erhdb/domain";
import type { Database } from "../../db/database.ts";
import type { Actor } from "../../lib/audit.ts";
import { recordAudit } from "../../lib/audit.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { auditingRefusals } from "../roles/refusals.ts";
import { sqlState, UNIQUE_VIOLATION } from "../surveys/service-shared.ts";
import { permissionAnswerOf } from "./answer.ts";
import { requirePersonAction } from "./protection.ts";
import * as repo from "./repository.ts";

// SPEC 5: 'Kombination aus StatistikID und Länderkennzeichen existiert bereits.'
const permissionExists = () =>
  new AppError(409, "PERMISSION_EXISTS", {
    messageKey: PERMISSION_MESSAGE_KEYS.duplicate,
    field: "statisticId",
  });

/**
 * Person permissions (SPEC 3, 5 "Permission add"; `personPermission/{id}/create|delete`): a change of an
 * account's permissions is the protection rules' action changePermissions on that account.
 */
export function createPermissionService(db: Database, { now }: { now: () => Date }) {
  async function lockTarget(trx: Parameters<typeof repo.lockPersonSubject>[0], personId: number) {
    const target = await repo.lockPersonSubject(trx, personId);
    if (!target) throw notFound();
    return target;
  }

  function add(personId: number, input: PersonPermissionWrite, caller: AuthPerson, actor: Actor) {
    return auditingRefusals(db, actor, () =>
      db.transaction().execute(async (trx) => {
        const target = await lockTarget(trx, personId);
        const attempt = { statisticId: input.statisticId, lkz: input.lkz };
        requirePersonAction(caller, target, "changePermissions", "ADD_PERMISSION", attempt);
        if (await repo.permissionExists(trx, personId, input.statisticId, input.lkz))
          throw permissionExists();
        const row = await repo.insertPermission(trx, personId, input, now()).catch((error: unknown) => {
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
        await repo.deletePermission(trx, permissionId);
        await recordAudit(trx, actor, {
          action: "DELETE_PERMISSION",
          entity: "person_permission",
          entityId: permissionId,
          before: { personId: permission.person_id, ...permissionAnswerOf(permission) },
        });
        return { id: permissionId, deleted: true as const };
      }),
    );
  }

  return { add, remove };
}
