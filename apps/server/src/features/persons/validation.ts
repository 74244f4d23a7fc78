import { inputRefusal } from "../../lib/input-refusal.ts";

/**
 * The refusal of this feature's bodies (the domain's schemas, whose messages are i18n keys): a 400 naming
 * the form's field (role for role.id), shown by its name where the catalogue knows it. The routes'
 * preHandler.
 */
export const refuseInvalidInput = inputRefusal({
  field: (path) => path[0] ?? "",
  labelKey: (field) => `person.field.${field}`,
});
