import { REQUEST_MESSAGE_KEYS as K } from "@erhdb/domain";
import type { TextTable } from "./text-table.ts";

/**
 * Requests, tickets and the processes table (issue 15, decision 17): the request forms' messages keyed
 * like the domain's schemas (`{field}` the field's name, `request.field.*`), the refusals of the staff's
 * calls, the names of request types and statuses, and the processes table's column names.
 */
export const REQUEST_TEXTS = {
  [K.required]: { de: "Bitte füllen Sie das Feld {field} aus.", en: "Please fill in the field {field}." },
  [K.email]: {
    de: "Bitte geben Sie im Feld {field} eine gültige E-Mail-Adresse an.",
    en: "Please enter a valid email address in the field {field}.",
  },
  [K.tooLong]: {
    de: "Die Eingabe im Feld {field} ist zu lang.",
    en: "The input in the field {field} is too long.",
  },
  [K.statisticId]: {
    de: "Bitte geben Sie im Feld {field} eine vierstellige Statistik-ID an.",
    en: "Please enter a statistic id of four digits in the field {field}.",
  },
  [K.erhebungsid]: {
    de: "Bitte geben Sie im Feld {field} eine 13-stellige Erhebungsid an.",
    en: "Please enter a survey id of 13 digits in the field {field}.",
  },
  [K.bzr]: {
    de: "Bitte geben Sie im Feld {field} einen gültigen Berichtszeitraum an.",
    en: "Please enter a valid reference period in the field {field}.",
  },
  [K.evas]: {
    de: "Bitte geben Sie im Feld {field} fünfstellige EVAS an.",
    en: "Please enter EVAS codes of five digits in the field {field}.",
  },
  [K.noPermission]: {
    de: "Bitte beantragen Sie mindestens eine Berechtigung.",
    en: "Please request at least one permission.",
  },
  // SPEC 5's words of the permission dialog
  [K.noRight]: {
    de: "Sie müssen mindestens ein Recht auswählen.",
    en: "You must select at least one right.",
  },
  [K.rejectReason]: {
    de: "Die Begründung einer Ablehnung muss länger als 10 Zeichen sein.",
    en: "The substantiation of a decline must be longer than 10 characters.",
  },

  "request.field.requestSpecializing": { de: "Antrag", en: "Request" },
  "request.field.type": { de: "Antragsart", en: "Request type" },
  "request.field.name": { de: "Name", en: "Name" },
  "request.field.forename": { de: "Vorname", en: "First name" },
  "request.field.mail": { de: "E-Mail", en: "Email" },
  "request.field.phonenumber": { de: "Telefon", en: "Phone" },
  "request.field.federalStateCode": { de: "Amt", en: "Office" },
  "request.field.substantiation": { de: "Begründung", en: "Substantiation" },
  "request.field.description": { de: "Beschreibung", en: "Description" },
  "request.field.evas": { de: "EVAS", en: "EVAS" },
  "request.field.period": { de: "Periodizität", en: "Periodicity" },
  "request.field.bzr": { de: "Berichtszeitraum", en: "Reference period" },
  "request.field.statistikArt": { de: "Statistikart", en: "Kind of statistic" },
  "request.field.statisticId": { de: "Statistik-ID", en: "Statistic id" },
  "request.field.erhebungsid": { de: "Erhebungsid", en: "Survey id" },
  "request.field.permissionList": { de: "Berechtigungen", en: "Permissions" },
  "request.field.lkz": { de: "Länderkennzeichen", en: "State code" },
  "request.field.rights": { de: "Rechte", en: "Rights" },
  "request.field.supervisorMail": { de: "E-Mail der Vorgesetzten", en: "Supervisor's email" },
  "request.field.reason": { de: "Begründung", en: "Substantiation" },
  "request.field.progressComment": { de: "Kommentar", en: "Comment" },

  REQUEST_RATE_LIMITED: {
    de: "Zu viele Anträge von Ihrer Adresse. Bitte versuchen Sie es in einer Stunde erneut.",
    en: "Too many requests from your address. Please try again in an hour.",
  },
  REQUEST_SURVEY_UNKNOWN: {
    de: "Eine Erhebung mit der Erhebungsid {erhebungsid} gibt es nicht.",
    en: "There is no survey with the survey id {erhebungsid}.",
  },
  REQUEST_SELF: {
    de: "Über einen eigenen Antrag oder einen Antrag, der Ihr eigenes Konto ändert, entscheidet jemand anderes.",
    en: "Someone else decides a request of your own or one that changes your own account.",
  },
  REQUEST_RIGHT_REQUIRED: {
    de: "Über Anträge der Art {type} entscheidet, wer die Änderung selbst vornehmen darf; Ihnen fehlt dieses Recht.",
    en: "Requests of the kind {type} are decided by someone who may make the change themselves; you lack that right.",
  },
  REQUEST_DECIDED: {
    de: "Über diesen Antrag ist bereits entschieden (Status {status}).",
    en: "This request has been decided already (status {status}).",
  },
  REQUEST_MOVE_REFUSED: {
    de: "Ein Antrag im Status {from} kann nicht in den Status {to} wechseln.",
    en: "A request in the status {from} cannot move to the status {to}.",
  },
  REQUEST_UPDATE_EMPTY: {
    de: "Bitte geben Sie einen Kommentar an.",
    en: "Please enter a comment.",
  },
  EVAS_REQUIRED: {
    de: "Der Antrag nennt keine EVAS. Bitte wählen Sie eine der Platzhalter-EVAS 00000, 01000 oder 09000.",
    en: "The request names no EVAS. Please choose one of the placeholder EVAS 00000, 01000 or 09000.",
  },
  RESPONSIBLE_PERSON_INVALID: {
    de: "Zuständig sein kann nur ein aktives Konto mit dem Recht REQUEST_READ.",
    en: "Only an active account with the right REQUEST_READ can be responsible.",
  },
  REQUEST_ACCOUNT_UNKNOWN: {
    de: "Es gibt kein Konto mit der E-Mail-Adresse {mail}.",
    en: "There is no account with the email address {mail}.",
  },
  REQUEST_ACCOUNT_BUILTIN: {
    de: "Die Rechte des eingebauten Administratorkontos ändert kein Antrag.",
    en: "No request changes the rights of the built-in admin account.",
  },
  NO_FREE_STATISTIC_ID: {
    de: "Alle vierstelligen Statistik-IDs sind vergeben. Bitte nennen Sie im Antrag eine Statistik-ID.",
    en: "Every statistic id of four digits is taken. Please name a statistic id in the request.",
  },
  REQUEST_SURVEY_COMMENT: {
    de: "Antrag Nr. {id} genehmigt.",
    en: "Request no. {id} approved.",
  },

  "request.type.NEW_ERHEBUNGSID": { de: "Neue Erhebungsid", en: "New survey id" },
  "request.type.UPDATE_ERHEBUNGSID": { de: "Erhebungsid ändern", en: "Change a survey id" },
  "request.type.CONTINUE_ERHEBUNGSID": { de: "Erhebungsid fortsetzen", en: "Continue a survey id" },
  "request.type.ARCHIVE_ERHEBUNGSID": { de: "Erhebungsid archivieren", en: "Archive a survey id" },
  "request.type.REQUEST_RIGHTS": { de: "Berechtigungen beantragen", en: "Request permissions" },
  "request.type.RESET_RIGHTS": { de: "Berechtigungen entziehen", en: "Withdraw permissions" },
  "request.status.NEU": { de: "Neu", en: "New" },
  "request.status.IN_BEARBEITUNG": { de: "In Bearbeitung", en: "In progress" },
  "request.status.GENEHMIGT": { de: "Genehmigt", en: "Approved" },
  "request.status.ABGELEHNT": { de: "Abgelehnt", en: "Rejected" },
  "request.status.COMPLETED": { de: "Abgeschlossen", en: "Completed" },
  "request.responsible.none": { de: "Niemand zuständig", en: "Nobody responsible" },

  "table.request.requestCreatenTime": { de: "Antrag gestellt", en: "Requested" },
  "table.request.evas": { de: "EVAS", en: "EVAS" },
  "table.request.federalStateCode": { de: "Amt", en: "Office" },
  "table.request.statisticId": { de: "Statistik-ID", en: "Statistic id" },
  "table.request.actionStatus": { de: "Status", en: "Status" },
  "table.request.requestType": { de: "Antragsart", en: "Request type" },
  "table.request.progressComment": { de: "Fortschritt", en: "Progress" },
  "table.request.applicant": { de: "Antragsteller", en: "Applicant" },
  "table.request.updating": { de: "Letzte Änderung", en: "Last change" },
  "table.request.responsiblePerson": { de: "Zuständig", en: "Responsible" },
  "table.request.lastEditor": { de: "Zuletzt bearbeitet von", en: "Last editor" },
  "table.request.actions": { de: "Aktionen", en: "Actions" },
} as const satisfies TextTable;
