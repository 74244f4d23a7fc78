import { PASSWORD_MESSAGE_KEYS, PERMISSION_MESSAGE_KEYS, USER_MESSAGE_KEYS } from "@erhdb/domain";
import type { TextTable } from "./text-table.ts";

// SPEC 5's German words of the permission dialog, which the server answers too.
const PERMISSION_FIELDS_MISSING =
  "Bitte überprüfen Sie ihre Eingaben bei folgenden Feldern: StatistikID, Länderkennzeichen.";
const PERMISSION_NO_RIGHT = "Sie müssen mindestens ein Recht auswählen.";
const PERMISSION_DUPLICATE = "Kombination aus StatistikID und Länderkennzeichen existiert bereits.";

/**
 * Users, permissions and password flows (issue 14, decision 16): the refusals of the protection rules
 * (SPEC 6), the input messages keyed like the domain's schemas, and the user table's column names.
 * `{field}` is the name of the field in the caller's language (`person.field.*`).
 */
export const PERSON_TEXTS = {
  PERSON_BUILTIN: {
    de: "Das eingebaute Administratorkonto kann niemand bearbeiten, zurücksetzen oder löschen.",
    en: "Nobody can edit, reset or delete the built-in admin account.",
  },
  PERSON_SUPER_ADMIN_ONLY: {
    de: "Nur SuperAdmins dürfen Konten von SuperAdmins bearbeiten.",
    en: "Only SuperAdmins may edit the accounts of SuperAdmins.",
  },
  PERSON_BUILTIN_ADMIN_ONLY: {
    de: "Nur das eingebaute Administratorkonto darf Passwörter und Konten von SuperAdmins zurücksetzen oder löschen.",
    en: "Only the built-in admin account may reset or delete the passwords and accounts of SuperAdmins.",
  },
  PERSON_RANK: {
    de: "Die Rolle dieses Kontos steht über Ihrer eigenen.",
    en: "The role of this account ranks above your own.",
  },
  PERSON_SELF: {
    de: "Sie können Ihr eigenes Konto nicht löschen.",
    en: "You cannot delete your own account.",
  },
  PERSON_SELF_PERMISSIONS: {
    de: "Ihre eigenen Berechtigungen kann nur jemand anderes ändern.",
    en: "Only someone else can change your own permissions.",
  },
  PERSON_RIGHTS_NOT_HELD: {
    de: "Die Rolle dieses Kontos hat Rechte, die Sie selbst nicht haben.",
    en: "The role of this account holds rights you do not hold yourself.",
  },
  PERSON_ROLE_RIGHTS_NOT_HELD: {
    de: "Die Rolle {name} hat Rechte, die Sie selbst nicht haben: {rights}.",
    en: "The role {name} holds rights you do not hold yourself: {rights}.",
  },
  PERSON_DELETED: {
    de: "Dieses Konto ist gelöscht und kann nicht mehr geändert werden.",
    en: "This account is deleted and can no longer be changed.",
  },
  [USER_MESSAGE_KEYS.emailTaken]: {
    de: "Es gibt bereits ein Konto mit dieser E-Mail-Adresse.",
    en: "There is already an account with this email address.",
  },
  [USER_MESSAGE_KEYS.required]: {
    de: "Bitte füllen Sie das Feld {field} aus.",
    en: "Please fill in the field {field}.",
  },
  [USER_MESSAGE_KEYS.email]: {
    de: "Bitte geben Sie im Feld {field} eine gültige E-Mail-Adresse an.",
    en: "Please enter a valid email address in the field {field}.",
  },
  [USER_MESSAGE_KEYS.tooLong]: {
    de: "Die Eingabe im Feld {field} ist zu lang.",
    en: "The input in the field {field} is too long.",
  },
  [PERMISSION_MESSAGE_KEYS.fieldsMissing]: {
    de: PERMISSION_FIELDS_MISSING,
    en: "Please check your input in these fields: statistic id, state code.",
  },
  [PERMISSION_MESSAGE_KEYS.noRight]: { de: PERMISSION_NO_RIGHT, en: "You must select at least one right." },
  [PERMISSION_MESSAGE_KEYS.duplicate]: {
    de: PERMISSION_DUPLICATE,
    en: "This combination of statistic id and state code already exists.",
  },

  [PASSWORD_MESSAGE_KEYS.loginEmpty]: {
    de: "Bitte geben Sie Ihre E-Mail-Adresse an.",
    en: "Please enter your email address.",
  },
  [PASSWORD_MESSAGE_KEYS.loginInvalid]: {
    de: "Bitte geben Sie eine gültige E-Mail-Adresse an.",
    en: "Please enter a valid email address.",
  },
  [PASSWORD_MESSAGE_KEYS.passwordEmpty]: {
    de: "Bitte geben Sie im Feld {field} ein Passwort an.",
    en: "Please enter a password in the field {field}.",
  },
  [PASSWORD_MESSAGE_KEYS.passwordLength]: {
    de: "Das Passwort im Feld {field} muss mindestens 8 Zeichen lang sein.",
    en: "The password in the field {field} must have at least 8 characters.",
  },
  [PASSWORD_MESSAGE_KEYS.passwordsMismatch]: {
    de: "Die Passwörter stimmen nicht überein.",
    en: "The passwords do not match.",
  },
  [PASSWORD_MESSAGE_KEYS.common]: {
    de: "Dieses Passwort gehört zu den 10.000 häufigsten Passwörtern. Bitte wählen Sie ein anderes.",
    en: "This password is one of the 10,000 most common passwords. Please choose another one.",
  },
  [PASSWORD_MESSAGE_KEYS.published]: {
    de: "Dieses Passwort ist veröffentlicht (ein Demo-Passwort der Erhebungsdatenbank). Bitte wählen Sie ein anderes.",
    en: "This password is published (a demo password of the Erhebungsdatenbank). Please choose another one.",
  },
  [PASSWORD_MESSAGE_KEYS.equalsEmail]: {
    de: "Das Passwort darf nicht die E-Mail-Adresse des Kontos sein.",
    en: "The password must not be the account's email address.",
  },
  [PASSWORD_MESSAGE_KEYS.currentWrong]: {
    de: "Das aktuelle Passwort ist falsch.",
    en: "The current password is wrong.",
  },
  RATE_LIMITED: {
    de: "Zu viele Anfragen. Bitte versuchen Sie es in einer Viertelstunde erneut.",
    en: "Too many requests. Please try again in a quarter of an hour.",
  },
  INVALID_TOKEN: {
    de: "Der Link ist ungültig, abgelaufen oder wurde bereits benutzt.",
    en: "The link is invalid, has expired or has been used already.",
  },

  "person.field.name": { de: "Name", en: "Name" },
  "person.field.forename": { de: "Vorname", en: "First name" },
  "person.field.email": { de: "E-Mail", en: "Email" },
  "person.field.phone": { de: "Telefon", en: "Phone" },
  "person.field.office": { de: "Amt", en: "Office" },
  "person.field.role": { de: "Rolle", en: "Role" },
  "person.field.statisticId": { de: "StatistikID", en: "Statistic id" },
  "person.field.lkz": { de: "Länderkennzeichen", en: "State code" },
  "person.field.rights": { de: "Rechte", en: "Rights" },
  "person.field.currentPassword": { de: "Aktuelles Passwort", en: "Current password" },
  "person.field.password": { de: "Neues Passwort", en: "New password" },
  "person.field.passwordAgain": { de: "Passwort wiederholen", en: "Repeat password" },
  "person.field.token": { de: "Link", en: "Link" },

  "table.person.name": { de: "Name", en: "Name" },
  "table.person.forename": { de: "Vorname", en: "First name" },
  "table.person.phone": { de: "Telefon", en: "Phone" },
  "table.person.email": { de: "E-Mail", en: "Email" },
  "table.person.office": { de: "Amt", en: "Office" },
  "table.person.deleted": { de: "Gelöscht", en: "Deleted" },
  "table.person.role": { de: "Rolle", en: "Role" },
  "table.person.updating": { de: "Letzte Änderung", en: "Last change" },
  "table.person.actions": { de: "Aktionen", en: "Actions" },
  "person.deleted.true": { de: "ja", en: "yes" },
  "person.deleted.false": { de: "nein", en: "no" },
} as const satisfies TextTable;
