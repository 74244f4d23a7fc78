import type { FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "./errors.ts";
import { isMessageKey, langOf, translate } from "./messages.ts";

export interface InputRefusalOptions {
  /** the field a refusal names, from the path of the input's first problem (e.g. ["applicant", "mail"]) */
  field(path: readonly string[]): string;
  /** the catalogue key of the field's name as the form shows it (e.g. "request.field.mail") */
  labelKey(field: string): string;
}

/**
 * The bodies whose schemas are the domain's carry i18n keys as their messages (SPEC 5 gives several
 * forms' words). A route that sets `attachValidation` gets its refusal here: a 400 naming the field,
 * with the key's text in the caller's language and `{field}` its name, e.g. 'Sie müssen mindestens ein
 * Recht auswählen.'; any other problem goes to the app's error handler as usual. Meant as a preHandler.
 */
export function inputRefusal(options: InputRefusalOptions) {
  return async function refuseInvalidInput(request: FastifyRequest): Promise<void> {
    const error = request.validationError;
    if (!error) return;
    if (!hasZodFastifySchemaValidationErrors(error)) throw error;
    const issue = error.validation[0];
    if (!issue || !isMessageKey(issue.message)) throw error;
    const path = issue.instancePath.split("/").filter((segment: string) => segment !== "");
    const field = options.field(path) || error.validationContext || "body";
    const labelKey = options.labelKey(field);
    const label = translate(labelKey, langOf(request));
    const shown = label === labelKey ? field : label;
    throw new AppError(400, "VALIDATION", { field, messageKey: issue.message, params: { field: shown } });
  };
}
