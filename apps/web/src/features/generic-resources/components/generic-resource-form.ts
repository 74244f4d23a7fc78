import {
  checkGenericResourceFile,
  defaultBzrForYear,
  type GenericResourceAnswer,
  type GenericResourceField,
  type GenericResourceWrite,
  genericResourceNeedsMainFile,
  isGenericResourceTypeCode,
  parseGenericResource,
  validateBzr,
} from "@erhdb/domain";

/** The general resource dialog's fields as typed; `toGenericResourceWrite` turns them into the payload. */
export interface GenericResourceForm {
  resourcetype: string;
  datmlRawVersion: string;
  version: string;
  bzr: string;
  description: string;
  accessMode: boolean;
  mainGenRes: string;
}

export type GenericResourceFormField = GenericResourceField | "file";

/** i18n keys: of each field at fault (its helper text), and of the dialog's messages above the fields. */
export interface GenericResourceFormErrors {
  fields: Partial<Record<GenericResourceFormField, string>>;
  messages: string[];
}

const KEYS = {
  fileRequired: "genericResources.validation.fileRequired",
  checkFields: "genericResources.validation.checkFields",
  required: "genericResources.validation.required",
  invalid: "genericResources.validation.invalid",
} as const;

/** A new resource: SDFMeta, internal, with the UI's default bzr (SPEC 3: the current year + '0000'). */
export function emptyGenericResourceForm(now: Date = new Date()): GenericResourceForm {
  return {
    resourcetype: "01",
    datmlRawVersion: "",
    version: "",
    bzr: defaultBzrForYear(now),
    description: "",
    accessMode: false,
    mainGenRes: "",
  };
}

export function formOf(resource: GenericResourceAnswer): GenericResourceForm {
  return {
    resourcetype: resource.resourcetype,
    datmlRawVersion: resource.datmlRawVersion,
    version: resource.version,
    bzr: resource.bzr,
    description: resource.description,
    accessMode: resource.accessMode,
    mainGenRes: resource.mainGenRes ?? "",
  };
}

/** The file the payload goes with: the chosen one, else the stored one of the resource being edited. */
export function uploadFileName(file: File | null, storedFilename: string | null): string {
  return file?.name ?? storedFilename ?? "";
}

/** A zip archive needs the name of its main file (SPEC 3, 5); the dialog shows the field only then. */
export function needsMainFile(file: File | null, storedFilename: string | null): boolean {
  return genericResourceNeedsMainFile(uploadFileName(file, storedFilename));
}

/**
 * What is wrong with the chosen file, as the i18n key of SPEC 5's message: a file that the type does not
 * take ('Für SDFMeta sind nur XML-Dateien erlaubt.'), or none when one is required.
 */
export function fileProblem(type: string, file: File | null, required: boolean): string | null {
  if (!file) return required ? KEYS.fileRequired : null;
  if (!checkGenericResourceFile(type, { name: file.name, contentType: file.type })) return null;
  return isGenericResourceTypeCode(type) ? `genericResources.fileRule.${type}` : KEYS.invalid;
}

function fieldMessage(form: GenericResourceForm, field: GenericResourceField, key: string): string {
  if (field === "bzr") return `genericResources.validation.${validateBzr(form.bzr) ?? "invalid"}`;
  return key === "GENERIC_FIELD_INVALID" ? KEYS.invalid : KEYS.required;
}

/**
 * The payload, or what to mark. The file is checked here; the fields by the domain's
 * `parseGenericResource`, the rule the server applies to the same payload.
 */
export function toGenericResourceWrite(
  form: GenericResourceForm,
  file: File | null,
  /** the stored file of the resource being edited; null when adding, where a file is required */
  storedFilename: string | null,
): { value: GenericResourceWrite } | { errors: GenericResourceFormErrors } {
  const fields: GenericResourceFormErrors["fields"] = {};
  const messages: string[] = [];
  const fileKey = fileProblem(form.resourcetype, file, storedFilename === null);
  if (fileKey) {
    fields.file = fileKey;
    messages.push(fileKey);
  }
  const parsed = parseGenericResource(form, uploadFileName(file, storedFilename));
  if ("issue" in parsed) {
    const { field, key } = parsed.issue;
    fields[field] = fieldMessage(form, field, key);
    messages.push(KEYS.checkFields);
  }
  if ("resource" in parsed && messages.length === 0) return { value: parsed.resource };
  return { errors: { fields, messages } };
}
