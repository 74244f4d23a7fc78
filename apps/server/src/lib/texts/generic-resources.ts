import { GENERIC_RESOURCE_MESSAGES } from "@erhdb/domain";
import type { TextTable } from "./text-table.ts";

/**
 * The general resources' own texts (SPEC 2.7, 5; decision 13): why a payload was refused, the column
 * names of their table (the keys the web translates too), the names of their types and access modes.
 */
export const GENERIC_RESOURCE_TEXTS = {
  GENERIC_FIELD_INVALID: {
    de: "Der Wert im Feld {field} ist ungültig.",
    en: "The value in field {field} is invalid.",
  },
  GENERIC_DESCRIPTION_REQUIRED: {
    de: GENERIC_RESOURCE_MESSAGES.checkFields,
    en: "Please fill in the fields marked in red.",
  },
  GENERIC_MAIN_FILE_REQUIRED: {
    de: "Bitte die Hauptdatei des ZIP-Archivs angeben.",
    en: "Please name the main file of the ZIP archive.",
  },
  GENERIC_MAIN_FILE_MISSING: {
    de: "Die Hauptdatei „{name}“ ist nicht im ZIP-Archiv enthalten.",
    en: "The main file '{name}' is not in the ZIP archive.",
  },

  "table.genericResource.resourcetype": { de: "Typ", en: "Type" },
  "table.genericResource.datmlRawVersion": { de: "DatML/RAW-Version", en: "DatML/RAW version" },
  "table.genericResource.version": { de: "Version", en: "Version" },
  "table.genericResource.bzr": { de: "BZR", en: "Reference period" },
  "table.genericResource.description": { de: "Beschreibung", en: "Description" },
  "table.genericResource.filename": { de: "Dateiname", en: "File name" },
  "table.genericResource.encoding": { de: "Kodierung", en: "Encoding" },
  "table.genericResource.accessMode": { de: "Zugriff", en: "Access" },
  "table.genericResource.updating": { de: "Letzte Änderung", en: "Last change" },
  "table.genericResource.actions": { de: "Aktionen", en: "Actions" },

  "genericResourceType.01": { de: "SDFMeta", en: "SDFMeta" },
  "genericResourceType.02": { de: "Schemadatei", en: "Schema file" },
  "genericResourceType.03": { de: "raw2html", en: "raw2html" },
  "genericResourceType.04": { de: "res2html", en: "res2html" },

  "genericResource.accessMode.public": { de: "öffentlich", en: "public" },
  "genericResource.accessMode.internal": { de: "intern", en: "internal" },
  GENERIC_FILE_CHANGED: {
    de: "Die Datei wurde inzwischen ersetzt. Bitte laden Sie die Liste neu und versuchen Sie es noch einmal.",
    en: "The file was replaced in the meantime. Please reload the list and try again.",
  },
} as const satisfies TextTable;
