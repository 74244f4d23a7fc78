import {
  fieldErrors,
  type PersonAnswer,
  type PersonUpdate,
  personUpdateSchema,
  personWriteSchema,
  type Role,
} from "@erhdb/domain";

/** The user dialog's fields as typed (SPEC 5 "User dialog"); `toPersonWrite` makes the payload of them. */
export interface UserForm {
  name: string;
  forename: string;
  email: string;
  phone: string;
  office: string;
  /** the chosen role's id; '' while none is chosen */
  roleId: number | "";
}

export type UserField = keyof UserForm;
/** i18n keys (`users.validation.*`) of the fields at fault */
export type UserFormErrors = Partial<Record<UserField, string>>;

export const EMPTY_USER_FORM: UserForm = {
  name: "",
  forename: "",
  email: "",
  phone: "",
  office: "",
  roleId: "",
};

export function formOf(person: PersonAnswer): UserForm {
  return {
    name: person.name,
    forename: person.forename,
    // null when the caller may not read addresses (decision 16)
    email: person.email ?? "",
    phone: person.phone,
    office: person.office,
    roleId: person.role.id,
  };
}

/**
 * The payload, checked with the domain's schema, or the i18n key of every field at fault. `keepEmail`:
 * an edit by a caller who may not read the stored address (decision 16); an empty email field keeps it.
 */
export function toPersonWrite(
  form: UserForm,
  roles: readonly Pick<Role, "id" | "name">[],
  { keepEmail = false }: { keepEmail?: boolean } = {},
): { value: PersonUpdate } | { errors: UserFormErrors } {
  const role = roles.find((r) => r.id === form.roleId);
  const keep = keepEmail && form.email.trim() === "";
  const result = (keep ? personUpdateSchema : personWriteSchema).safeParse({
    name: form.name,
    forename: form.forename,
    email: keep ? undefined : form.email,
    phone: form.phone,
    office: form.office,
    role: role ? { id: role.id, name: role.name } : null,
  });
  if (result.success) return { value: result.data };
  const errors: UserFormErrors = {};
  for (const [path, message] of Object.entries(fieldErrors(result.error))) {
    const field = path.startsWith("role") ? "roleId" : (path as UserField);
    errors[field] ??= message;
  }
  return { errors };
}
