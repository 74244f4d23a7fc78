/** The message of a field at fault (translated), by the field's path in the request (`applicant.mail`). */
export type ErrorOf = (path: string) => string | undefined;

/** The element id of a field, so that a failed submit can move the focus to the first field at fault. */
export function fieldId(path: string): string {
  return `request-${path.replaceAll(".", "-")}`;
}

/** What a TextField of the form needs of its path: its id, whether it is at fault, and the text below it. */
export function fieldState(errorOf: ErrorOf, path: string, hint?: string) {
  const message = errorOf(path);
  return { id: fieldId(path), error: message !== undefined, helperText: message ?? hint };
}
