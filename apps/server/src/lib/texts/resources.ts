import { RESOURCE_MESSAGES } from "@erhdb/domain";
import type { TextTable } from "./text-table.ts";

/** The resources' own messages (SPEC 5; decision 13), the column names of their table and their codes. */
export const RESOURCE_TEXTS = {
  RESOURCE_DESCRIPTION_REQUIRED: {
    de: RESOURCE_MESSAGES.descriptionRequired,
    en: "Please enter a description",
  },
  RESOURCE_DESCRIPTION_TOO_LONG: {
    de: "Die Beschreibung ist zu lang (höchstens 1000 Zeichen).",
    en: "The description is too long (at most 1000 characters).",
  },
  RESOURCE_TYPE_INVALID: { de: "Unbekannter Ressourcentyp.", en: "Unknown resource type." },
  RESOURCE_SPECIALIZATION_INVALID: {
    de: "Diese Spezialisierung gibt es für den Ressourcentyp nicht.",
    en: "The resource type has no such specialization.",
  },
  RESOURCE_BZR_INVALID: {
    de: "Bitte einen gültigen BZR angeben, ab dem die Ressource gilt.",
    en: "Please enter a valid reference period from which the resource applies.",
  },
  RESOURCE_OVERWRITE_INVALID: {
    de: "Ungültige Angabe zum Ersetzen der neuesten Version.",
    en: "Invalid value for replacing the newest version.",
  },
  RESOURCE_STATE_FORBIDS: {
    de: "Der Status der Ressource erlaubt diese Aktion nicht.",
    en: "The status of the resource does not allow this action.",
  },
  RESOURCE_OVERWRITE_FORBIDDEN: {
    de: "Version {version} kann nicht ersetzt werden: Nur gesperrte, testbare oder getestete Versionen lassen sich ersetzen. Bitte laden Sie die Datei als neue Version hoch (ohne „Neueste Version ersetzen“).",
    en: "Version {version} cannot be replaced: only blocked, testable or tested versions can. Please upload the file as a new version (without 'Replace newest version').",
  },
  RESOURCE_DELETE_SUPER_ADMIN_ONLY: {
    de: "Nur die Rolle SuperAdmin darf Ressourcen endgültig löschen.",
    en: "Only the role SuperAdmin may delete resources permanently.",
  },
  RESOURCE_VERSIONS_EXHAUSTED: {
    de: "Für diesen Ressourcentyp und diese Spezialisierung sind alle Versionen bis 9999 vergeben.",
    en: "All versions up to 9999 of this resource type and specialization are taken.",
  },

  "resourceStatus.0": { de: "gesperrt", en: "blocked" },
  "resourceStatus.1": { de: "testbar", en: "testable" },
  "resourceStatus.2": { de: "getestet", en: "tested" },
  "resourceStatus.3": { de: "nutzbar", en: "usable" },
  "resourceStatus.8": { de: "genutzt", en: "used" },
  "resourceStatus.9": { de: "gelöscht", en: "deleted" },
  "resourceStatus.10": { de: "archiviert", en: "archived" },
  "resourceStatus.11": { de: "gelöscht, aber genutzt", en: "deleted but used" },
  "resourceStatus.99": { de: "alle", en: "all" },
  "resourceStatus.unknown": { de: "unbekannt", en: "unknown" },
  "resource.access.public": { de: "öffentlich", en: "public" },
  "resource.access.internal": { de: "intern", en: "internal" },

  "table.resource.erhebungsid": { de: "Erhebungsid", en: "Survey id" },
  "table.resource.resourcetype": { de: "Ressourcentyp", en: "Resource type" },
  "table.resource.specialization": { de: "Spezialisierung", en: "Specialization" },
  "table.resource.mutableKey": { de: "Ressourcenschlüssel", en: "Resource key" },
  "table.resource.description": { de: "Beschreibung", en: "Description" },
  "table.resource.status": { de: "Status", en: "Status" },
  "table.resource.accessMode": { de: "Zugriff", en: "Access" },
  "table.resource.fileName": { de: "Dateiname", en: "File name" },
  "table.resource.updating": { de: "Letzte Änderung", en: "Last change" },
  "table.resource.countCore": { de: "Abrufe Verbund", en: "Downloads core" },
  "table.resource.countIntern": { de: "Abrufe intern", en: "Downloads internal" },
  "table.resource.countExtern": { de: "Abrufe extern", en: "Downloads external" },
  "table.resource.actions": { de: "Aktionen", en: "Actions" },
} as const satisfies TextTable;
