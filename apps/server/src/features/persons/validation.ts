import type { FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../../lib/errors.ts";
import { langFromHeader, translate } from "../../lib/messages.ts";
import { PERSON_TEXTS } from "../../lib/texts/persons.ts";

type PersonTextKey = keyof typeof PERSON_TEXTS;
const isPersonText = (key: string): key is PersonTextKey => Object.hasOwn(PERSON_TEXTS, key);

/**
 * The bodies of this feature are the domain's schemas, whose messages are i18n keys (SPEC 5 gives the
 * permission dialog's words). A route that sets `attachValidation` gets its refusal here: a 400 naming the
 * field with the key's text in the caller's language, e.g. 'Sie müssen mindestens ein Recht auswählen.';
 * anything else goes to the app's error handler as usual. Meant as the routes' preHandler.
 */
export async function refuseInvalidInput(request: FastifyRequest): Promise<void> {
  const error = request.validationError;
  if (!error) return;
  if (!hasZodFastifySchemaValidationErrors(error)) throw error;
  const issue = error.validation[0];
  if (!issue || !isPersonText(issue.message)) throw error;
  // the form's field (role for role.id), shown by its name where the catalogue knows it
  const field = issue.instancePath.replace(/^\//, "").split("/")[0] || error.validationContext || "body";
  const label = translate(`person.field.${field}`, langFromHeader(request.headers["accept-language"]));
  const shown = label.startsWith("person.field.") ? field : label;
  throw new AppError(400, "VALIDATION", { field, messageKey: issue.message, params: { field: shown } });
}
