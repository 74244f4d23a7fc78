/**
 * The catalogue key of a domain schema's message: the validation keys SPEC 8 names bare
 * (`reject-reason`) live under `validation.`, the others are whole keys (`request.validation.tooLong`).
 */
export function validationKey(message: string): string {
  return message.includes(".") ? message : `validation.${message}`;
}
