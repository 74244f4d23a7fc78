/**
 * General (generic) resources: stylesheets and schemas shared by all surveys (SPEC 2.7, section 3), and
 * the encodings a resource type may be registered with (SPEC 2.14).
 */
export const GENERIC_RESOURCE_TYPES = [
  { code: "01", name: "SDFMeta", extensions: [".xml"], hasBzr: true },
  { code: "02", name: "Schemadatei", extensions: [".xsd", ".zip"], hasBzr: true },
  // The bzr field is hidden for the stylesheets (SPEC 2.7).
  { code: "03", name: "raw2html", extensions: [".xsl"], hasBzr: false },
  { code: "04", name: "res2html", extensions: [".xsl"], hasBzr: false },
] as const;

export type GenericResourceType = (typeof GENERIC_RESOURCE_TYPES)[number];
export type GenericResourceTypeCode = GenericResourceType["code"];

export const GENERIC_RESOURCE_TYPE_CODES: readonly GenericResourceTypeCode[] = GENERIC_RESOURCE_TYPES.map(
  (t) => t.code,
);

export function isGenericResourceTypeCode(value: string): value is GenericResourceTypeCode {
  return (GENERIC_RESOURCE_TYPE_CODES as readonly string[]).includes(value);
}

export function genericResourceTypeByCode(code: string): GenericResourceType | undefined {
  return GENERIC_RESOURCE_TYPES.find((t) => t.code === code);
}

/** Whether the add dialog shows the bzr field for this type. */
export function genericTypeHasBzr(code: string): boolean {
  return genericResourceTypeByCode(code)?.hasBzr ?? false;
}

export function genericResourceTypeI18nKey(code: GenericResourceTypeCode): string {
  return `genericResourceType.${code}`;
}

export const ENCODINGS = ["UTF-8", "ISO-8859-1", "ISO-8859-15"] as const;
export type Encoding = (typeof ENCODINGS)[number];
export const DEFAULT_ENCODING: Encoding = "UTF-8";

/** Resource types (survey 99, 97, 94 and generic 01-04) that an encoding entry may name. */
export const ENCODABLE_RESOURCE_TYPES = ["99", "97", "94", "01", "02", "03", "04"] as const;
export type EncodableResourceType = (typeof ENCODABLE_RESOURCE_TYPES)[number];

export function isEncoding(value: string): value is Encoding {
  return (ENCODINGS as readonly string[]).includes(value);
}

export function isEncodableResourceType(value: string): value is EncodableResourceType {
  return (ENCODABLE_RESOURCE_TYPES as readonly string[]).includes(value);
}
