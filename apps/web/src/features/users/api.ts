import type {
  DeletedAnswer,
  PersonAnswer,
  PersonPermission,
  PersonPermissionWrite,
  PersonSummary,
  PersonUpdate,
  PersonWrite,
  Role,
} from "@erhdb/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { get, post } from "../../api/client.ts";
import { protocolTableSource, tableQueryKey } from "../../api/table-source.ts";

/**
 * The calls of the users page (decision 16: Person, Roles, Util): the user table, one person, the roles a
 * user may get, the statistic-id view's lists, and the writes with what each write makes load again.
 */

/** The user table (SPEC 2.12): no CSV (decision 16). */
export const personTableSource = protocolTableSource({
  id: "person",
  path: "person",
  templateType: "usertable",
  csv: false,
});

export const userKeys = {
  table: tableQueryKey(personTableSource.id),
  /** everything cached about persons besides the table */
  all: ["users"] as const,
  person: (id: number) => ["users", "person", id] as const,
  permissions: (personId: number) => ["users", "permissions", personId] as const,
  /** the statistic-id view's dropdown: every id some account holds, or the caller's own */
  statisticIds: (withPersons: boolean) => ["users", "statisticIds", withPersons] as const,
  personsOf: (statisticId: string) => ["users", "personsOf", statisticId] as const,
  roles: ["role"] as const,
  allStatisticIds: ["util", "allStatistikId"] as const,
};

export function usePerson(id: number | null) {
  return useQuery({
    queryKey: userKeys.person(id ?? 0),
    queryFn: ({ signal }) => get<PersonAnswer>(`person/${id}`, { signal }),
    enabled: id !== null,
  });
}

/** The permissions of one person (`util/Person/personPermission/{id}`). */
export function usePermissions(personId: number | null) {
  return useQuery({
    queryKey: userKeys.permissions(personId ?? 0),
    queryFn: ({ signal }) => get<PersonPermission[]>(`util/Person/personPermission/${personId}`, { signal }),
    enabled: personId !== null,
  });
}

/** Every role with its rights (`GET role`, ROLE_LIST_ACCESS). */
export function useRoles() {
  return useQuery({ queryKey: userKeys.roles, queryFn: ({ signal }) => get<Role[]>("role", { signal }) });
}

/**
 * The statistic ids of the dropdown (SPEC 2.12): with the checkbox every id some account holds a
 * permission for (`util/statistikIdWithPersons`), without it the ids of the caller's own permissions.
 */
export function useStatisticIds(withPersons: boolean) {
  return useQuery({
    queryKey: userKeys.statisticIds(withPersons),
    queryFn: ({ signal }) =>
      get<string[]>(withPersons ? "util/statistikIdWithPersons" : "util/permission/statid", { signal }),
  });
}

/** The persons holding a permission for a statistic id; nothing is asked while none is chosen. */
export function usePersonsOfStatisticId(statisticId: string | null) {
  return useQuery({
    queryKey: userKeys.personsOf(statisticId ?? ""),
    queryFn: ({ signal }) => get<PersonSummary[]>(`util/persons/statid/${statisticId}`, { signal }),
    enabled: statisticId !== null,
  });
}

/** Every statistic id of a survey: what a permission may name (`util/allStatistikId`). */
export function useAllStatisticIds() {
  return useQuery({
    queryKey: userKeys.allStatisticIds,
    queryFn: ({ signal }) => get<string[]>("util/allStatistikId", { signal }),
  });
}

/** After any write the table and everything cached about persons load again. */
function useInvalidateUsers() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: userKeys.table }),
      client.invalidateQueries({ queryKey: userKeys.all }),
    ]);
}

/** `POST person/create` (201); the new account gets an invitation mail; 409 EMAIL_TAKEN. */
export function useCreatePerson() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (person: PersonWrite) => post<PersonAnswer>("person/create", person),
    onSuccess: () => invalidate(),
  });
}

export function useUpdatePerson() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, person }: { id: number; person: PersonUpdate }) =>
      post<PersonAnswer>(`person/${id}/update`, person),
    onSuccess: () => invalidate(),
  });
}

/** Logical delete: the account can no longer log in and its sessions end. */
export function useDeletePerson() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (id: number) => post<PersonAnswer>(`person/${id}/delete`),
    onSuccess: () => invalidate(),
  });
}

/** Clears the password, ends the account's sessions and mails it a reset link. */
export function useResetPassword() {
  return useMutation({ mutationFn: (id: number) => post<unknown>(`person/${id}/pw`) });
}

export function useCreatePermission() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ personId, permission }: { personId: number; permission: PersonPermissionWrite }) =>
      post<PersonPermission>(`personPermission/${personId}/create`, permission),
    onSuccess: () => invalidate(),
  });
}

export function useDeletePermission() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (permissionId: number) => post<DeletedAnswer>(`personPermission/${permissionId}/delete`),
    onSuccess: () => invalidate(),
  });
}
