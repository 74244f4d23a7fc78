import { ROLE_IN_USE_MESSAGE } from "@erhdb/domain";
import type { TextTable } from "./text-table.ts";

/**
 * The role administration's answers (SPEC 2.16, 5, 8; decision 16): conflicts, and one text per
 * protection rule that refuses a role write or the grant of a new role to a person.
 */
export const ROLE_TEXTS = {
  ROLE_EXISTS: {
    de: "Eine Rolle namens {name} gibt es bereits (Groß- und Kleinschreibung zählt nicht).",
    en: "A role named {name} already exists (upper and lower case do not count).",
  },
  ROLE_UNKNOWN: { de: "Die Rolle {role} gibt es nicht.", en: "The role {role} does not exist." },
  ROLE_BUILTIN: {
    de: "Die eingebaute Rolle {name} kann nicht gelöscht werden.",
    en: "The built-in role {name} cannot be deleted.",
  },
  // SPEC 8's text, which the screen shows as the server sends it
  ROLE_IN_USE: {
    de: ROLE_IN_USE_MESSAGE,
    en: "There are still users with this role. It cannot be deleted.",
  },
  ROLE_RIGHTS_FIXED: {
    de: "Die Rechte der Rolle {name} können nicht geändert werden.",
    en: "The rights of the role {name} cannot be changed.",
  },
  ROLE_RANK: {
    de: "Die Rolle {name} steht über Ihrer eigenen Rolle.",
    en: "The role {name} ranks above your own role.",
  },
  ROLE_RIGHTS_NOT_HELD: {
    de: "Sie können der Rolle {name} keine Rechte geben, die Sie selbst nicht haben: {rights}.",
    en: "You cannot give the role {name} rights you do not hold yourself: {rights}.",
  },
  ROLE_STATID_EXISTS: {
    de: "Die Rolle {role} hat die Statistik-ID {statisticId} bereits.",
    en: "The role {role} already has the statistic id {statisticId}.",
  },
  ROLE_STATID_UNKNOWN: {
    de: "Diese Statistik-ID der Rolle gibt es nicht (mehr).",
    en: "This statistic id of the role does not exist (any more).",
  },
  ROLE_PERSON_UNKNOWN: {
    de: "Einen Benutzer mit der Id {id} gibt es nicht.",
    en: "There is no user with the id {id}.",
  },
  ROLE_PERSON_RIGHT: {
    de: "Ohne das Recht USER_CREATE können Sie Benutzern keine Rolle geben.",
    en: "Without the right USER_CREATE you cannot give users a role.",
  },
  ROLE_PERSON_BUILTIN: {
    de: "Das eingebaute Administratorkonto kann niemand ändern.",
    en: "Nobody can change the built-in admin account.",
  },
  ROLE_PERSON_SUPER_ADMIN_ONLY: {
    de: "Nur SuperAdmins dürfen das Konto von {person} ändern.",
    en: "Only SuperAdmins may change the account of {person}.",
  },
  ROLE_PERSON_BUILTIN_ADMIN_ONLY: {
    de: "Nur das eingebaute Administratorkonto darf das Konto von {person} ändern.",
    en: "Only the built-in admin account may change the account of {person}.",
  },
  ROLE_PERSON_RANK: {
    de: "Die Rolle von {person} steht über Ihrer eigenen Rolle.",
    en: "The role of {person} ranks above your own role.",
  },
  ROLE_PERSON_RIGHTS: {
    de: "Die Rolle von {person} hat Rechte, die Sie selbst nicht haben.",
    en: "The role of {person} holds rights you do not hold yourself.",
  },
  ROLE_PERSON_SELF: {
    de: "Ihr eigenes Konto können Sie so nicht ändern.",
    en: "You cannot change your own account this way.",
  },
} as const satisfies TextTable;
