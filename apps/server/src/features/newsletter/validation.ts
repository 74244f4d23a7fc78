import { inputRefusal } from "../../lib/input-refusal.ts";

/**
 * The refusal of the newsletter's inputs (the domain's schemas, whose messages are catalogue keys): a 400
 * naming the field by its path (e.g. `topics.2.statisticId`), shown by the name of its innermost named
 * part (a statistic id). The routes' preHandler.
 */
export const refuseInvalidNewsletterInput = inputRefusal({
  field: (path) => path.join("."),
  labelKey: (field) =>
    `newsletter.field.${field
      .split(".")
      .filter((part) => !/^\d+$/.test(part))
      .at(-1)}`,
});
