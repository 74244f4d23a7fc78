import { GENERIC_RESOURCE_FILE_MESSAGES, GENERIC_RESOURCE_MESSAGES, RESOURCE_MESSAGES } from "@erhdb/domain";
import type { TextTable } from "./text-table.ts";

/**
 * The messages of uploads and files (resources and general resources; decision 13). Where SPEC 5 words
 * a message, the German text is the domain's, which the dialogs show for their own checks too.
 */
export const FILE_TEXTS = {
  UPLOAD_NOT_MULTIPART: {
    de: "Bitte die Datei als multipart/form-data senden.",
    en: "Please send the file as multipart/form-data.",
  },
  UPLOAD_JSON_MISSING: {
    de: "Die Angaben zur Datei (Teil „{part}“) fehlen.",
    en: "The details of the file (part '{part}') are missing.",
  },
  UPLOAD_JSON_INVALID: {
    de: "Die Angaben zur Datei (Teil „{part}“) sind kein gültiges JSON.",
    en: "The details of the file (part '{part}') are not valid JSON.",
  },
  UPLOAD_JSON_TWICE: {
    de: "Die Angaben zur Datei (Teil „{part}“) dürfen nur einmal kommen.",
    en: "The details of the file (part '{part}') may come only once.",
  },
  FILE_REQUIRED: { de: RESOURCE_MESSAGES.fileRequired, en: "Please upload a file" },
  GENERIC_FILE_REQUIRED: { de: GENERIC_RESOURCE_MESSAGES.fileRequired, en: "Please upload a file." },
  FILE_MULTIPLE: {
    de: "Bitte nur eine Datei auf einmal hochladen.",
    en: "Please upload one file at a time.",
  },
  FILE_EMPTY: { de: "Die Datei „{fileName}“ ist leer.", en: "The file '{fileName}' is empty." },
  FILE_TOO_LARGE: {
    de: "Die Datei ist zu groß. Erlaubt sind höchstens {limit}.",
    en: "The file is too large. At most {limit} are allowed.",
  },
  RESOURCE_FILE_TYPE: {
    de: "Für den Ressourcentyp {type} ({typeName}) sind nur {formats} erlaubt.",
    en: "Only {formatsEn} are allowed for resource type {type} ({typeNameEn}).",
  },
  FILE_CONTENT_MISMATCH: {
    de: "Für den Ressourcentyp {type} ({typeName}) sind nur {formats} erlaubt. Der Inhalt der Datei „{fileName}“ passt nicht dazu{found}.",
    en: "Only {formatsEn} are allowed for resource type {type} ({typeNameEn}). The content of the file '{fileName}' does not match{foundEn}.",
  },
  FILE_XML_INVALID: {
    de: "Die Datei „{fileName}“ ist kein wohlgeformtes XML: {reason}",
    en: "The file '{fileName}' is not well-formed XML: {reason}",
  },
  ZIP_UNREADABLE: {
    de: "Die Datei „{fileName}“ ist kein lesbares ZIP-Archiv.",
    en: "The file '{fileName}' is not a readable ZIP archive.",
  },
  ENCODING_NOT_ALLOWED: {
    de: "Die Datei „{fileName}“ ist in {found} kodiert; für den Ressourcentyp {type} sind nur {allowed} erlaubt.",
    en: "The file '{fileName}' is encoded in {found}; resource type {type} allows only {allowed}.",
  },
  ENCODING_INVALID: {
    de: "Die Datei „{fileName}“ ist kein gültiges {found}.",
    en: "The file '{fileName}' is not valid {found}.",
  },
  GENERIC_FILE_TYPE_01: {
    de: GENERIC_RESOURCE_FILE_MESSAGES["01"],
    en: "Only XML files are allowed for SDFMeta.",
  },
  GENERIC_FILE_TYPE_02: {
    de: GENERIC_RESOURCE_FILE_MESSAGES["02"],
    en: "Only XSD files or ZIP archives are allowed for a schema file.",
  },
  GENERIC_FILE_TYPE_03: {
    de: GENERIC_RESOURCE_FILE_MESSAGES["03"],
    en: "Only XSL files are allowed for raw2html/res2html.",
  },
  GENERIC_FILE_TYPE_04: {
    de: GENERIC_RESOURCE_FILE_MESSAGES["04"],
    en: "Only XSL files are allowed for raw2html/res2html.",
  },
  FILE_CHANGED: {
    de: "Die Datei wurde während des Herunterladens geändert oder gelöscht.",
    en: "The file was changed or deleted while it was downloaded.",
  },
} as const satisfies TextTable;
