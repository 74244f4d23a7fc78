import type {
  DeletedAnswer,
  Role,
  RoleCreateInput,
  RoleStatidAnswer,
  RoleStatidWrite,
  RoleUpdate,
} from "@erhdb/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { get, post } from "../../api/client.ts";

/** The role calls of SPEC 7 "Roles" and "Role-statids" with the shapes of decision 16. */

export const roleKeys = {
  roles: ["roles", "list"] as const,
  statids: ["roles", "statids"] as const,
  allIds: ["roles", "statids", "allIds"] as const,
};

export const rolesQuery = queryOptions({
  queryKey: roleKeys.roles,
  queryFn: ({ signal }) => get<Role[]>("role", { signal }),
});

export const roleStatidsQuery = queryOptions({
  queryKey: roleKeys.statids,
  queryFn: ({ signal }) => get<RoleStatidAnswer[]>("roleStatids", { signal }),
});

/** Every statistic id of a survey: what a role can be given. */
export const allStatisticIdsQuery = queryOptions({
  queryKey: roleKeys.allIds,
  queryFn: ({ signal }) => get<string[]>("roleStatids/allIds", { signal }),
});

export const useRoles = () => useQuery(rolesQuery);
export const useRoleStatids = () => useQuery(roleStatidsQuery);
export const useAllStatisticIds = () => useQuery(allStatisticIdsQuery);

/**
 * After a write its lists load again: a role write changes the roles and the role-statids (which name
 * their roles, and go with a deleted role); a role-statid write only those.
 */
function useInvalidate(what: "roles" | "statids") {
  const client = useQueryClient();
  return () =>
    Promise.all([
      what === "roles" ? client.invalidateQueries({ queryKey: roleKeys.roles }) : undefined,
      client.invalidateQueries({ queryKey: roleKeys.statids, exact: true }),
    ]);
}

/** What reloads after a role's rights were restored from its history (the shared History dialog's call). */
export const useInvalidateRoles = () => useInvalidate("roles");

/** `role/create` (201); a name taken in any case is a 409. */
export function useCreateRole() {
  const invalidate = useInvalidate("roles");
  return useMutation({
    mutationFn: (role: RoleCreateInput) => post<Role>("role/create", role),
    onSuccess: () => invalidate(),
  });
}

/** `role/update` with every role of the matrix: all saved in one transaction, or none. */
export function useUpdateRoles() {
  const invalidate = useInvalidate("roles");
  return useMutation({
    mutationFn: (roles: RoleUpdate) => post<Role[]>("role/update", roles),
    onSuccess: () => invalidate(),
  });
}

/** `role/delete/{name}`: a GET, as SPEC 7 has it; a role still held is a 409 with SPEC 8's message. */
export function useDeleteRole() {
  const invalidate = useInvalidate("roles");
  return useMutation({
    mutationFn: (name: string) => get<DeletedAnswer>(`role/delete/${encodeURIComponent(name)}`),
    onSuccess: () => invalidate(),
  });
}

export function useAddRoleStatid() {
  const invalidate = useInvalidate("statids");
  return useMutation({
    mutationFn: (entry: RoleStatidWrite) => post<RoleStatidAnswer>("roleStatids", entry),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteRoleStatid() {
  const invalidate = useInvalidate("statids");
  return useMutation({
    mutationFn: (id: number) => post<DeletedAnswer>("roleStatids/delete", { id }),
    onSuccess: () => invalidate(),
  });
}
