import { SURVEY_MESSAGES } from "@erhdb/domain";
import type { TextTable } from "./text-table.ts";

/** The messages of error answers (`{ code, message }`), keyed like the codes where they are the same. */
export const ERROR_TEXTS = {
  INVALID_CREDENTIALS: {
    de: "E-Mail-Adresse oder Passwort ist falsch.",
    en: "Email address or password is wrong.",
  },
  IP_LOCKED: {
    de: "Zu viele fehlgeschlagene Anmeldungen. Ihre IP-Adresse ist vorübergehend gesperrt.",
    en: "Too many failed logins. Your IP address is temporarily locked.",
  },
  UNAUTHENTICATED: {
    de: "Bitte melden Sie sich an. Ihre Sitzung ist ungültig oder abgelaufen.",
    en: "Please log in. Your session is invalid or has expired.",
  },
  FORBIDDEN: { de: "Sie haben keine Berechtigung für diese Aktion.", en: "You are not allowed to do this." },
  NOT_FOUND: { de: "Nicht gefunden.", en: "Not found." },
  VALIDATION: { de: "Ungültige Eingabe im Feld {field}.", en: "Invalid input in field {field}." },
  MALFORMED_JSON: {
    de: "Die Anfrage enthält kein gültiges JSON.",
    en: "The request body is not valid JSON.",
  },
  PAYLOAD_TOO_LARGE: { de: "Die Anfrage ist zu groß.", en: "The request is too large." },
  UNSUPPORTED_MEDIA_TYPE: {
    de: "Dieser Inhaltstyp wird nicht unterstützt.",
    en: "This content type is not supported.",
  },
  BAD_REQUEST: { de: "Ungültige Anfrage.", en: "Bad request." },
  EVAS_EXISTS: { de: "Die EVAS {evas} existiert bereits.", en: "The EVAS {evas} already exists." },
  EVAS_IN_USE: {
    de: "Die EVAS {evas} ist noch {count} Erhebung(en) zugeordnet. Löschen nicht möglich.",
    en: "The EVAS {evas} is still assigned to {count} survey(s) and cannot be deleted.",
  },
  EVAS_CODE_FIXED: {
    de: "Die EVAS-Nummer kann nicht geändert werden.",
    en: "The EVAS code cannot be changed.",
  },
  SURVEY_STATE_FORBIDS: {
    de: "Der Status der Erhebung erlaubt diese Aktion nicht.",
    en: "The status of the survey does not allow this action.",
  },
  ERHEBUNGSID_EXISTS: {
    de: "Die Erhebungsid {erhebungsid} existiert bereits.",
    en: "The survey id {erhebungsid} already exists.",
  },
  SURVEY_NOT_ASSIGNED: {
    de: "Die Erhebung ist keinem Basisobjekt zugeordnet.",
    en: "The survey is not assigned to a base object.",
  },
  // the German text is SPEC 5's, which the survey dialog shows for its own check too
  EVAS_UNKNOWN: {
    de: SURVEY_MESSAGES.evasUnknown,
    en: "The EVAS does not exist or is already archived.",
  },
  SAME_TEMPLATE_NAME: {
    de: "Es gibt bereits eine Vorlage mit diesem Namen.",
    en: "A template with this name already exists.",
  },
  TEMPLATE_LIMIT_REACHED: {
    de: "Es können höchstens 12 Vorlagen gespeichert werden.",
    en: "At most 12 templates can be saved.",
  },
  DATABASE_UNAVAILABLE: {
    de: "Die Datenbank ist gerade nicht erreichbar. Bitte versuchen Sie es in einigen Sekunden erneut.",
    en: "The database cannot be reached right now. Please try again in a few seconds.",
  },
  INTERNAL: {
    de: "Unbekannter Fehler. Bitte kontaktieren Sie einen Administrator.",
    en: "Unknown error. Please contact an administrator.",
  },
} as const satisfies TextTable;
