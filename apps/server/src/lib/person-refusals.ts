import type { PersonRefusal } from "@erhdb/domain";
import type { MessageKey } from "./messages.ts";

// The texts speak of the account; the codes are the domain's (the role administration's refusals of
// the same rules name the person instead, roles/refusals.ts).
export const PERSON_REFUSAL_TEXTS: Readonly<Record<PersonRefusal, MessageKey>> = {
  right: "FORBIDDEN",
  builtin: "PERSON_BUILTIN",
  superAdminOnly: "PERSON_SUPER_ADMIN_ONLY",
  builtinAdminOnly: "PERSON_BUILTIN_ADMIN_ONLY",
  rank: "PERSON_RANK",
  rights: "PERSON_RIGHTS_NOT_HELD",
  self: "PERSON_SELF",
  selfPermissions: "PERSON_SELF_PERMISSIONS",
};
