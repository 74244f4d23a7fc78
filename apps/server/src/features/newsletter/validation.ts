import type { FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../../lib/errors.ts";
import { langFromHeader, translate } from "../../lib/messages.ts";
import { NEWSLETTER_TEXTS } from "../../lib/texts/newsletter.ts";
import { PERSON_TEXTS } from "../../lib/texts/persons.ts";

// The newsletter's schemas are the domain's: their messages are keys of the newsletter texts, and of the
// person texts for the address (personEmailSchema).
type InputKey = keyof typeof NEWSLETTER_TEXTS | keyof typeof PERSON_TEXTS;
const isInputKey = (key: string): key is InputKey =>
  Object.hasOwn(NEWSLETTER_TEXTS, key) || Object.hasOwn(PERSON_TEXTS, key);

/**
 * The preHandler of the newsletter's routes with `attachValidation`: a refused input is a 400 naming the
 * field by its path (e.g. `topics.2.statisticId`) with the key's text in the caller's language, `{field}`
 * filled with the field's name there; anything else goes to the app's error handler as usual.
 */
export async function refuseInvalidNewsletterInput(request: FastifyRequest): Promise<void> {
  const error = request.validationError;
  if (!error) return;
  if (!hasZodFastifySchemaValidationErrors(error)) throw error;
  const issue = error.validation[0];
  if (!issue || !isInputKey(issue.message)) throw error;
  const path: string[] = issue.instancePath.split("/").filter(Boolean);
  const field = path.join(".") || error.validationContext || "body";
  // the innermost named part: topics.2.statisticId is about a statistic id
  const name = path.filter((part) => !/^\d+$/.test(part)).at(-1) ?? field;
  const label = translate(`newsletter.field.${name}`, langFromHeader(request.headers["accept-language"]));
  const shown = label.startsWith("newsletter.field.") ? name : label;
  throw new AppError(400, "VALIDATION", { field, messageKey: issue.message, params: { field: shown } });
}
