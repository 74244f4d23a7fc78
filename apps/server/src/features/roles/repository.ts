import type { Right, Role } from "@erhdb/domain";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import type { Queryable } from "../../db/queryable.ts";

export async function listRoles(db: Queryable): Promise<Role[]> {
  const rows = await db
    .selectFrom("role")
    .select((eb) => [
      "role.id",
      "role.name",
      jsonArrayFrom(
        eb.selectFrom("role_acl").select("acl").whereRef("role_acl.role_id", "=", "role.id").orderBy("acl"),
      ).as("acls"),
    ])
    .orderBy("role.name")
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, acls: r.acls.map((a) => a.acl as Right) }));
}
