import type { RoleStatidAnswer, RoleStatidWrite } from "@erhdb/domain";
import type { Database } from "../../db/database.ts";
import { surveyStatisticIds } from "../../db/statistic-ids.ts";
import type { Actor } from "../../lib/audit.ts";
import { recordAudit } from "../../lib/audit.ts";
import { AppError } from "../../lib/errors.ts";
import { roleUnknown } from "./refusals.ts";
import { lockRoles } from "./repository.ts";
import * as repo from "./statid-repository.ts";

export interface RoleStatidServiceOptions {
  now: () => Date;
}

const statidExists = (role: string, statisticId: string) =>
  new AppError(409, "ROLE_STATID_EXISTS", {
    messageKey: "ROLE_STATID_EXISTS",
    params: { role, statisticId },
    field: "statisticId",
  });

const statidUnknown = () =>
  new AppError(404, "NOT_FOUND", { messageKey: "ROLE_STATID_UNKNOWN", field: "id" });

/**
 * Role-statids (decision 16): the statistic ids whose matters a role's members administer. ROLE_READ
 * reads them, ROLE_EDIT writes them; every write is one transaction with its audit record.
 */
export function createRoleStatidService(db: Database, { now }: RoleStatidServiceOptions) {
  async function create({ roleId, statisticId }: RoleStatidWrite, actor: Actor): Promise<RoleStatidAnswer> {
    return db.transaction().execute(async (trx) => {
      // the role's lock keeps it from being deleted meanwhile and serializes two adding to it
      const [role] = await lockRoles(trx, [roleId]);
      if (!role) throw roleUnknown(roleId, "roleId");
      if ((await repo.statisticIdsOfRole(trx, roleId)).includes(statisticId)) {
        throw statidExists(role.name, statisticId);
      }
      const inserted = await repo.insertRoleStatid(trx, roleId, statisticId, now());
      const created = { ...inserted, roleId, roleName: role.name, statisticId };
      await recordAudit(trx, actor, {
        action: "CREATE",
        entity: "role_statid",
        entityId: created.id,
        after: created,
      });
      return created;
    });
  }

  async function remove(id: number, actor: Actor): Promise<{ id: number; deleted: true }> {
    return db.transaction().execute(async (trx) => {
      const before = await repo.findRoleStatid(trx, id, true);
      if (!before) throw statidUnknown();
      await repo.deleteRoleStatid(trx, id);
      await recordAudit(trx, actor, { action: "DELETE", entity: "role_statid", entityId: id, before });
      return { id, deleted: true as const };
    });
  }

  return {
    list: () => repo.listRoleStatids(db),
    // every statistic id of a survey (the visibility of nobody in particular: all)
    allIds: () => surveyStatisticIds(db, null),
    create,
    remove,
  };
}
