import {
  DEFAULT_ROLE_RIGHTS,
  PERMISSION_FLAGS,
  type PermissionFlag,
  RIGHTS,
  type Right,
  ROLE_NAMES,
  type RoleName,
} from "@erhdb/domain";
import { ADMIN, TEST_PASSWORD, userOf } from "../fixtures.ts";
import { newPerson } from "../person-fixtures.ts";
import type { TestApp } from "../test-app.ts";

/**
 * Who calls in the rights matrix (decision 27): anonymous, each built-in role, the built-in admin, a custom
 * role holding one right for each right of RIGHTS, and a LoggedUser holding one person-permission flag on
 * statistic A (office X) and none on statistic B, for each flag.
 */
export type CallerKind = "anonymous" | "role" | "admin" | "right" | "flag";

export interface Caller {
  /** "anonymous", a role name, "admin", "right:<RIGHT>", "flag:<flag>" */
  id: string;
  kind: CallerKind;
  /** the role's name; null for anonymous */
  roleName: string | null;
  /** the role's rights, as the caller's role holds them */
  rights: readonly Right[];
  /** the one person-permission flag held, on statistic A */
  flag: PermissionFlag | null;
}

/** Where the "permission on one statistic and none on another" lives: a flag caller holds it on A. */
export const STATISTIC_A = { statisticId: "7301", lkz: "06" } as const;
export const STATISTIC_B = { statisticId: "7302", lkz: "06" } as const;
export type Statistic = "A" | "B";
export const STATISTICS = { A: STATISTIC_A, B: STATISTIC_B } as const;

const customRoleName = (right: Right) => `Nur_${right}`;

export const CALLERS: readonly Caller[] = [
  { id: "anonymous", kind: "anonymous", roleName: null, rights: [], flag: null },
  ...ROLE_NAMES.map(
    (role): Caller => ({
      id: role,
      kind: "role",
      roleName: role,
      rights: DEFAULT_ROLE_RIGHTS[role],
      flag: null,
    }),
  ),
  { id: "admin", kind: "admin", roleName: "SuperAdmin", rights: DEFAULT_ROLE_RIGHTS.SuperAdmin, flag: null },
  ...RIGHTS.map(
    (right): Caller => ({
      id: `right:${right}`,
      kind: "right",
      roleName: customRoleName(right),
      rights: [right],
      flag: null,
    }),
  ),
  ...PERMISSION_FLAGS.map(
    (flag): Caller => ({
      id: `flag:${flag}`,
      kind: "flag",
      roleName: "LoggedUser",
      rights: DEFAULT_ROLE_RIGHTS.LoggedUser,
      flag,
    }),
  ),
];

/** The rights a built-in role holds, as the matrix's callers of that role hold them. */
export function rightsOfRole(role: RoleName): readonly Right[] {
  return DEFAULT_ROLE_RIGHTS[role];
}

/** A caller with its session (none for anonymous) and account. */
export interface Session {
  caller: Caller;
  token: string | null;
  personId: number | null;
  email: string | null;
  password: string | null;
}

async function customRole(t: TestApp, right: Right): Promise<void> {
  const role = await t.db
    .insertInto("role")
    .values({ name: customRoleName(right) })
    .returning("id")
    .executeTakeFirstOrThrow();
  await t.db.insertInto("role_acl").values({ role_id: role.id, acl: right }).execute();
}

async function accountOf(t: TestApp, caller: Caller): Promise<{ email: string; password: string } | null> {
  switch (caller.kind) {
    case "anonymous":
      return null;
    case "role":
      return { email: userOf(caller.id as RoleName), password: TEST_PASSWORD };
    case "admin":
      return ADMIN;
    case "right": {
      const [right] = caller.rights;
      if (!right) throw new Error(`${caller.id} holds no right`);
      await customRole(t, right);
      return {
        email: (await newPerson(t.db, { role: customRoleName(right) })).email,
        password: TEST_PASSWORD,
      };
    }
    case "flag": {
      const person = await newPerson(t.db, { role: "LoggedUser" });
      if (!caller.flag) throw new Error(`${caller.id} holds no flag`);
      await t.db
        .insertInto("person_permission")
        .values({
          person_id: person.id,
          statistic_id: STATISTIC_A.statisticId,
          lkz: STATISTIC_A.lkz,
          [caller.flag]: true,
        })
        .execute();
      return { email: person.email, password: TEST_PASSWORD };
    }
  }
}

/**
 * The accounts of every caller, each logged in once: the built-in roles' test accounts, the built-in
 * admin, and accounts of their own for the custom roles and the flags. Checks that each role holds
 * exactly the rights the matrix assumes, so that a changed default shows here first.
 */
export async function signInCallers(t: TestApp): Promise<Map<string, Session>> {
  const sessions = new Map<string, Session>();
  for (const caller of CALLERS) {
    const account = await accountOf(t, caller);
    if (!account) {
      sessions.set(caller.id, { caller, token: null, personId: null, email: null, password: null });
      continue;
    }
    const token = await t.login(account.email, account.password);
    const person = await t.db
      .selectFrom("person")
      .select("id")
      .where("email", "=", account.email)
      .executeTakeFirstOrThrow();
    sessions.set(caller.id, { caller, token, personId: person.id, ...account });
  }
  await expectRoleRights(t);
  return sessions;
}

async function expectRoleRights(t: TestApp): Promise<void> {
  const rows = await t.db
    .selectFrom("role")
    .innerJoin("role_acl", "role_acl.role_id", "role.id")
    .select(["role.name", "role_acl.acl"])
    .execute();
  for (const caller of CALLERS) {
    if (!caller.roleName) continue;
    const held = rows.filter((r) => r.name === caller.roleName).map((r) => r.acl);
    if (held.length !== caller.rights.length || caller.rights.some((right) => !held.includes(right))) {
      throw new Error(
        `role ${caller.roleName} holds ${held.join(", ")}, the matrix assumes ${caller.rights.join(", ")}`,
      );
    }
  }
}
