import type { AuthPerson, Right, Role, RoleCreate, RoleUpdate } from "@erhdb/domain";
import {
  addedRights,
  mayGrantRight,
  personActionRefusal,
  roleChangeRefusal,
  roleCreateRefusal,
  roleDeleteRefusal,
} from "@erhdb/domain";
import type { Database } from "../../db/database.ts";
import type { Queryable } from "../../db/queryable.ts";
import type { Actor } from "../../lib/audit.ts";
import { recordAudit } from "../../lib/audit.ts";
import { auditingRefusals } from "../../lib/refused-write.ts";
import {
  grantRefused,
  personUnknown,
  refusedAttempt,
  roleExists,
  roleInUse,
  roleRefused,
  roleUnknown,
} from "./refusals.ts";
import * as repo from "./repository.ts";
import { statisticIdsOfRole } from "./statid-repository.ts";

export interface RoleServiceOptions {
  now: () => Date;
}

/** The rights of `after` that `caller` would give but does not hold. */
const notHeld = (caller: AuthPerson, before: readonly Right[], after: readonly Right[]) =>
  addedRights(before, after).filter((acl) => !mayGrantRight(caller, acl));

const sameRights = (a: readonly Right[], b: readonly Right[]) =>
  addedRights(a, b).length === 0 && addedRights(b, a).length === 0;

/**
 * Role administration (SPEC 2.16, 5, 6, 7 "Roles"; decision 16). The route's right (ROLE_EDIT) lets a
 * caller in; the domain's rules decide each write against the caller's rank and rights. Every write is
 * one transaction with its audit records; a refused one changes nothing but the audit log.
 */
export function createRoleService(db: Database, { now }: RoleServiceOptions) {
  /**
   * Gives the new role to the persons of `input`, each allowed by the persons' protection rules (their
   * present role's rank and rights too). (The rule of roleGrantRefusal is decided already: its right by
   * personActionRefusal, the new role's rank and rights by roleCreateRefusal.)
   */
  async function grantNewRole(
    trx: Queryable,
    role: Role,
    input: RoleCreate,
    caller: AuthPerson,
    actor: Actor,
  ) {
    const ids = [...new Set(input.persons)];
    const grantees = await repo.lockGrantees(trx, ids);
    const missing = ids.find((id) => !grantees.some((g) => g.id === id));
    if (missing !== undefined) throw personUnknown(missing);
    for (const grantee of grantees) {
      const refusal = personActionRefusal(caller, grantee, "edit");
      if (refusal === null) continue;
      const audit = refusedAttempt("CREATE", null, refusal, { ...input, person: grantee.id });
      throw grantRefused(refusal, `${grantee.name}, ${grantee.forename}`, audit);
    }
    await repo.setPersonsRole(trx, ids, role.id, now());
    for (const grantee of grantees) {
      await recordAudit(trx, actor, {
        action: "EDIT",
        entity: "person",
        entityId: grantee.id,
        before: { role: grantee.role.name },
        after: { role: role.name },
      });
    }
  }

  async function create(input: RoleCreate, caller: AuthPerson, actor: Actor): Promise<Role> {
    return auditingRefusals(db, actor, () =>
      db.transaction().execute(async (trx) => {
        const refusal = roleCreateRefusal(caller, input.name, input.acls);
        if (refusal) {
          const audit = refusedAttempt("CREATE", null, refusal, { ...input });
          throw roleRefused(refusal, input.name, notHeld(caller, [], input.acls), [audit]);
        }
        await repo.lockRoleNames(trx);
        const taken = await repo.roleNameInAnyCase(trx, input.name);
        if (taken !== undefined) throw roleExists(taken);
        const id = await repo.insertRole(trx, input.name, now());
        await repo.setRoleAcls(trx, { id, name: input.name, acls: [] }, input.acls, now());
        const role: Role = { id, name: input.name, acls: repo.inRightsOrder(input.acls) };
        await recordAudit(trx, actor, {
          action: "CREATE",
          entity: "role",
          entityId: id,
          after: { ...role, persons: input.persons },
        });
        await grantNewRole(trx, role, input, caller, actor);
        return role;
      }),
    );
  }

  async function update(changes: RoleUpdate, caller: AuthPerson, actor: Actor): Promise<Role[]> {
    return auditingRefusals(db, actor, () =>
      db.transaction().execute(async (trx) => {
        const roles = await repo.lockRoles(
          trx,
          changes.map((change) => change.id),
        );
        const pairs = changes.map((change, index) => {
          const role = roles.find((r) => r.id === change.id);
          if (!role) throw roleUnknown(change.id, `${index}.id`);
          return { role, acls: change.acls };
        });
        const refused = pairs.flatMap(({ role, acls }) => {
          const refusal = roleChangeRefusal(caller, role.name, role.acls, acls);
          return refusal ? [{ role, acls, refusal }] : [];
        });
        const first = refused[0];
        if (first) {
          const audits = refused.map(({ role, acls, refusal }) =>
            refusedAttempt("EDIT", role.id, refusal, { name: role.name, before: role.acls, acls }),
          );
          const refusals = refused.map(({ role, refusal }) => ({ id: role.id, name: role.name, refusal }));
          const rights = notHeld(caller, first.role.acls, first.acls);
          throw roleRefused(first.refusal, first.role.name, rights, audits, { refusals });
        }
        for (const { role, acls } of pairs) {
          if (sameRights(role.acls, acls)) continue;
          await repo.setRoleAcls(trx, role, acls, now());
          await recordAudit(trx, actor, {
            action: "EDIT",
            entity: "role",
            entityId: role.id,
            before: role,
            after: { ...role, acls },
          });
        }
        return repo.listRoles(trx);
      }),
    );
  }

  async function remove(
    name: string,
    caller: AuthPerson,
    actor: Actor,
  ): Promise<{ id: number; deleted: true }> {
    return auditingRefusals(db, actor, () =>
      db.transaction().execute(async (trx) => {
        const role = await repo.lockRoleByName(trx, name);
        if (!role) throw roleUnknown(name, "name");
        const refusal = roleDeleteRefusal(caller, role.name, await repo.countHolders(trx, role.id));
        if (refusal === "inUse") throw roleInUse();
        if (refusal) {
          throw roleRefused(refusal, role.name, [], [refusedAttempt("DELETE", role.id, refusal, { name })]);
        }
        const statisticIds = await statisticIdsOfRole(trx, role.id);
        await repo.deleteRole(trx, role.id);
        await recordAudit(trx, actor, {
          action: "DELETE",
          entity: "role",
          entityId: role.id,
          before: { ...role, statisticIds },
        });
        return { id: role.id, deleted: true as const };
      }),
    );
  }

  return { list: () => repo.listRoles(db), create, update, remove };
}
