import type { GenericResourceTypeCode } from "../codes/genericResourceTypes.ts";
import { isGenericResourceTypeCode } from "../codes/genericResourceTypes.ts";
import { isValidSpecialization, resourceTypeByCode, specializationNumber } from "../codes/resourceTypes.ts";
import type { FileFormat, FileFormats, UploadedFile } from "./fileFormats.ts";
import {
  acceptAttribute,
  englishFormatList,
  extensionsOf,
  fileMatchesFormats,
  germanFormatList,
} from "./fileFormats.ts";

/**
 * What a resource or generic resource file may be (SPEC 5, "Resource add" and "Generic resource").
 * Server and web run the same check; the web only to tell the user early.
 */
export interface FileRuleError {
  /** i18n key */
  key:
    | "resource-file-type"
    | "resource-type-invalid"
    | "resource-specialization-invalid"
    | "generic-resource-file-type";
  params: Record<string, string>;
  /** the German text, e.g. for the `message` of an error answer */
  message: string;
}

/** The formats a resource file of this type and specialization may have; null for an unknown type. */
export function resourceFileFormats(type: string, specialization: string | number): FileFormats | null {
  const spec = specializationNumber(specialization) ?? 0;
  switch (type) {
    case "99":
    case "97":
      return ["xml"];
    case "98":
    case "92":
      return ["pdf"];
    case "95":
      return ["ini"];
    case "94":
      return spec < 50 ? ["xml"] : ["txt"];
    case "93":
    case "86":
      return ["zip"];
    case "91":
      return ["zip", "pdf", "txt"];
    case "90":
      return ["zip", "xml"];
    case "89":
      return spec < 20 ? ["pdf"] : "any";
    case "88":
      return "any";
    case "87":
      return ["pdf", "zip"];
    default:
      return null;
  }
}

/** The extensions for the file input of the add-resource dialog ([] = any file). */
export function acceptedResourceExtensions(type: string, specialization: string | number): string[] {
  return extensionsOf(resourceFileFormats(type, specialization) ?? "any");
}

export function resourceAcceptAttribute(type: string, specialization: string | number): string {
  return acceptAttribute(resourceFileFormats(type, specialization) ?? "any");
}

/** null when the file fits the type and specialization, else the error to show. */
export function checkResourceFile(
  type: string,
  specialization: string | number,
  file: UploadedFile,
): FileRuleError | null {
  const resourceType = resourceTypeByCode(type);
  if (!resourceType) {
    return { key: "resource-type-invalid", params: { type }, message: `Unbekannter Ressourcentyp ${type}.` };
  }
  if (!isValidSpecialization(type, specialization)) {
    const spec = String(specialization);
    return {
      key: "resource-specialization-invalid",
      params: { type, specialization: spec },
      message: `Spezialisierung ${spec} ist für den Ressourcentyp ${type} nicht erlaubt.`,
    };
  }
  const formats = resourceFileFormats(type, specialization) ?? "any";
  if (formats === "any" || fileMatchesFormats(file, formats)) return null;
  return resourceFileTypeError(type, formats);
}

/**
 * The error naming the type and its formats (SPEC 5), with the names in both languages for the texts of
 * the web and the server; also the answer when a file's bytes are not what its name says.
 */
export function resourceFileTypeError(type: string, formats: readonly FileFormat[]): FileRuleError {
  const resourceType = resourceTypeByCode(type);
  const typeName = resourceType?.nameDe ?? type;
  const formatList = germanFormatList(formats);
  return {
    key: "resource-file-type",
    params: {
      type,
      typeName,
      formats: formatList,
      typeNameEn: resourceType?.nameEn ?? type,
      formatsEn: englishFormatList(formats),
    },
    message: `Für den Ressourcentyp ${type} (${typeName}) sind nur ${formatList} erlaubt.`,
  };
}

/** The exact messages of SPEC 5, "Generic resource". */
export const GENERIC_RESOURCE_FILE_MESSAGES: Readonly<Record<GenericResourceTypeCode, string>> = {
  "01": "Für SDFMeta sind nur XML-Dateien erlaubt.",
  "02": "Für Schemadatei sind nur XSD-Dateien oder ZIP-Archive erlaubt.",
  "03": "Für raw2html/res2html sind nur XSL-Dateien erlaubt.",
  "04": "Für raw2html/res2html sind nur XSL-Dateien erlaubt.",
};

const GENERIC_FORMATS: Readonly<Record<GenericResourceTypeCode, readonly FileFormat[]>> = {
  "01": ["xml"],
  "02": ["xsd", "zip"],
  "03": ["xsl"],
  "04": ["xsl"],
};

/** The formats of a generic resource type; null for an unknown type (checked before indexing). */
export function genericResourceFileFormats(type: string): readonly FileFormat[] | null {
  return isGenericResourceTypeCode(type) ? GENERIC_FORMATS[type] : null;
}

export function acceptedGenericResourceExtensions(type: string): string[] {
  const formats = genericResourceFileFormats(type);
  return formats ? extensionsOf(formats) : [];
}

export function genericResourceAcceptAttribute(type: string): string {
  return acceptedGenericResourceExtensions(type).join(",");
}

/** A zip upload of a schema needs the name of its main file (SPEC 3, mainGenRes). */
export function genericResourceNeedsMainFile(fileName: string): boolean {
  return fileName.toLowerCase().endsWith(".zip");
}

export function checkGenericResourceFile(type: string, file: UploadedFile): FileRuleError | null {
  if (!isGenericResourceTypeCode(type)) {
    return { key: "resource-type-invalid", params: { type }, message: `Unbekannter Ressourcentyp ${type}.` };
  }
  if (fileMatchesFormats(file, GENERIC_FORMATS[type])) return null;
  return {
    key: "generic-resource-file-type",
    params: { type },
    message: GENERIC_RESOURCE_FILE_MESSAGES[type],
  };
}
