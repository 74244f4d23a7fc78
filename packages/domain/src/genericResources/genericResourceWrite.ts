import { z } from "zod";
import {
  type GenericResourceTypeCode,
  genericTypeHasBzr,
  isGenericResourceTypeCode,
} from "../codes/genericResourceTypes.ts";
import { genericResourceNeedsMainFile } from "../files/fileRules.ts";
import { GENERIC_RESOURCE_DEFAULT_BZR, isValidBzr } from "../identifiers/bzr.ts";

/**
 * The general resource payload (SPEC 3 "Generic resource"; the `genericresource` part of
 * `POST genericResource` and `POST genericResource/{id}/update`), shared by the dialog and the server.
 * The messages are SPEC 5's German texts.
 */
export const GENERIC_RESOURCE_MESSAGES = {
  checkFields: "Bitte die rot markierten Felder ausfüllen.",
  fileRequired: "Bitte eine Datei hochladen.",
} as const;

export const GENERIC_TEXT_MAX_LENGTH = 100;
export const GENERIC_DESCRIPTION_MAX_LENGTH = 1000;

export interface GenericResourceWrite {
  resourcetype: GenericResourceTypeCode;
  datmlRawVersion: string;
  version: string;
  /** the types without a bzr field (03, 04) keep the default */
  bzr: string;
  description: string;
  accessMode: boolean;
  /** the entry file of a zip archive; null for every other file (and until the file is known, as given) */
  mainGenRes: string | null;
}

export type GenericResourceField =
  | "resourcetype"
  | "datmlRawVersion"
  | "version"
  | "bzr"
  | "description"
  | "accessMode"
  | "mainGenRes";

export interface GenericResourceIssue {
  field: GenericResourceField;
  /** the server's message key; the dialog shows SPEC 5's 'Bitte die rot markierten Felder ausfüllen.' */
  key:
    | "GENERIC_FIELD_INVALID"
    | "GENERIC_DESCRIPTION_REQUIRED"
    | "GENERIC_MAIN_FILE_REQUIRED"
    /** the zip archive has no entry of the main file's name (known only once the server has read it) */
    | "GENERIC_MAIN_FILE_MISSING";
}

export type GenericResourceParse = { resource: GenericResourceWrite } | { issue: GenericResourceIssue };

/** The JSON shape of the payload, before `parseGenericResource` checks its rules (also what the API documents). */
export const genericResourcePayloadShape = z.object({
  resourcetype: z.string(),
  datmlRawVersion: z.string().max(GENERIC_TEXT_MAX_LENGTH).optional(),
  version: z.string().max(GENERIC_TEXT_MAX_LENGTH).optional(),
  bzr: z.string().nullish(),
  description: z.string().optional(),
  accessMode: z.boolean().optional(),
  mainGenRes: z.string().max(255).nullish(),
});

const FIELDS: readonly GenericResourceField[] = [
  "resourcetype",
  "datmlRawVersion",
  "version",
  "bzr",
  "description",
  "accessMode",
  "mainGenRes",
];

const noNul = (text: string) => !text.includes("\u0000");

/**
 * Checks a payload: a known type, a valid bzr where the type has one, a description, and, when the file
 * it goes with is known (`fileName`: the new file, or the stored one on an update without a file), the
 * main file rule of `fitGenericResourceToFile`. The server checks the payload with `null` before the
 * file arrives, and the file rule once it has the file.
 */
export function parseGenericResource(value: unknown, fileName: string | null): GenericResourceParse {
  const parsed = genericResourcePayloadShape.safeParse(value);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0];
    const named = FIELDS.find((f) => f === field) ?? "resourcetype";
    return { issue: { field: named, key: "GENERIC_FIELD_INVALID" } };
  }
  const input = parsed.data;
  const invalid = (field: GenericResourceField) => ({
    issue: { field, key: "GENERIC_FIELD_INVALID" as const },
  });
  if (!isGenericResourceTypeCode(input.resourcetype)) return invalid("resourcetype");
  const datmlRawVersion = (input.datmlRawVersion ?? "").trim();
  const version = (input.version ?? "").trim();
  if (!noNul(datmlRawVersion)) return invalid("datmlRawVersion");
  if (!noNul(version)) return invalid("version");
  const bzr = genericTypeHasBzr(input.resourcetype)
    ? (input.bzr ?? GENERIC_RESOURCE_DEFAULT_BZR)
    : GENERIC_RESOURCE_DEFAULT_BZR;
  if (!isValidBzr(bzr)) return invalid("bzr");
  const description = (input.description ?? "").trim();
  if (description === "" || !noNul(description) || description.length > GENERIC_DESCRIPTION_MAX_LENGTH) {
    return { issue: { field: "description", key: "GENERIC_DESCRIPTION_REQUIRED" } };
  }
  const resource: GenericResourceWrite = {
    resourcetype: input.resourcetype,
    datmlRawVersion,
    version,
    bzr,
    description,
    accessMode: input.accessMode ?? false,
    mainGenRes: (input.mainGenRes ?? "").trim() || null,
  };
  return fileName === null ? { resource } : fitGenericResourceToFile(resource, fileName, null);
}

/**
 * The main file rule (SPEC 3, 5): a zip archive needs the name of its main file, and once its entry
 * names are known (`entries`; null when not read), that name must be one of them. Every other file has
 * no main file, so a name sent with it is dropped.
 */
export function fitGenericResourceToFile(
  resource: GenericResourceWrite,
  fileName: string,
  entries: readonly string[] | null,
): GenericResourceParse {
  if (!genericResourceNeedsMainFile(fileName)) return { resource: { ...resource, mainGenRes: null } };
  const main = resource.mainGenRes ?? "";
  if (main === "" || !noNul(main)) {
    return { issue: { field: "mainGenRes", key: "GENERIC_MAIN_FILE_REQUIRED" } };
  }
  if (entries !== null && !entries.includes(main)) {
    return { issue: { field: "mainGenRes", key: "GENERIC_MAIN_FILE_MISSING" } };
  }
  return { resource };
}
