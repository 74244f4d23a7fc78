import {
  type AccessSubject,
  bzrOf,
  defaultNewResourceType,
  type PermissionTarget,
  type ResourceTypeCode,
  specializationsOf,
} from "@erhdb/domain";

/** What the "new resource" tab holds (SPEC 3 "New resource payload"). */
export interface NewResourceValues {
  resourcetype: string;
  specialization: string;
  /** the valid-from bzr, sent for types 93 and 94 only */
  bzr: string;
  description: string;
  overwrite: boolean;
  file: File | null;
}

export type NewResourceFormField = keyof NewResourceValues;

/** The fields in the order the form shows them: the first invalid one takes the focus. */
export const FIELD_ORDER: readonly NewResourceFormField[] = [
  "resourcetype",
  "specialization",
  "bzr",
  "description",
  "overwrite",
  "file",
];

export function isFormField(value: unknown): value is NewResourceFormField {
  return (FIELD_ORDER as readonly unknown[]).includes(value);
}

/**
 * The form's start: the domain's default type where the person may add it, else the first type they may
 * add; its first specialization; the survey's own bzr (characters 6-11 of the Erhebungsid) as valid-from.
 */
export function initialValues(
  erhebungsid: string,
  person: AccessSubject,
  target: PermissionTarget | null,
  types: readonly ResourceTypeCode[],
): NewResourceValues {
  const preferred = target ? defaultNewResourceType(person, target) : null;
  const resourcetype = types.find((type) => type === preferred) ?? types[0] ?? "";
  return {
    resourcetype,
    specialization: specializationsOf(resourcetype)[0] ?? "",
    bzr: bzrOf(erhebungsid) ?? "",
    description: "",
    overwrite: false,
    file: null,
  };
}

/** Another type keeps the specialization where the new type has it, else takes the type's first one. */
export function withType(values: NewResourceValues, resourcetype: string): NewResourceValues {
  const specializations = specializationsOf(resourcetype);
  const specialization = specializations.includes(values.specialization)
    ? values.specialization
    : (specializations[0] ?? "");
  return { ...values, resourcetype, specialization };
}
