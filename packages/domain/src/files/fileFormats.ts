/**
 * File formats the upload rules name, each with the extensions and content types that prove it. Both
 * must match (SPEC 5). Content types are the ones browsers actually send: Windows sends
 * application/x-zip-compressed for ZIP, Linux may send application/x-wine-extension-ini for .ini, and
 * most browsers send nothing for .ini at all, so an empty type is accepted for INI only.
 */
export const FILE_FORMATS = {
  xml: { label: "XML", extensions: [".xml"], contentTypes: ["application/xml", "text/xml"] },
  pdf: { label: "PDF", extensions: [".pdf"], contentTypes: ["application/pdf"] },
  ini: {
    label: "INI",
    extensions: [".ini"],
    contentTypes: [
      "",
      "text/plain",
      "application/octet-stream",
      "application/x-wine-extension-ini",
      "text/x-ini",
    ],
  },
  txt: { label: "TXT", extensions: [".txt"], contentTypes: ["text/plain"] },
  zip: {
    label: "ZIP",
    extensions: [".zip"],
    contentTypes: ["application/zip", "application/x-zip-compressed", "application/x-zip"],
  },
  xsd: {
    label: "XSD",
    extensions: [".xsd"],
    contentTypes: ["application/xml", "text/xml", "application/xsd+xml", "application/x-xml"],
  },
  xsl: {
    label: "XSL",
    extensions: [".xsl"],
    contentTypes: ["application/xml", "text/xml", "application/xslt+xml", "text/xsl", "application/x-xslt"],
  },
} as const;

export type FileFormat = keyof typeof FILE_FORMATS;
/** 'any' accepts every file. */
export type FileFormats = readonly FileFormat[] | "any";

export interface UploadedFile {
  name: string;
  /** the MIME type the browser or the multipart part declared ('' when none) */
  contentType: string;
}

/** The file matches one of the formats by extension and content type (case and parameters ignored). */
export function fileMatchesFormats(file: UploadedFile, formats: FileFormats): boolean {
  if (formats === "any") return true;
  const name = file.name.toLowerCase();
  const contentType = normalizeContentType(file.contentType);
  return formats.some((f) => {
    const format = FILE_FORMATS[f];
    return (
      format.extensions.some((ext) => name.endsWith(ext) && name.length > ext.length) &&
      (format.contentTypes as readonly string[]).includes(contentType)
    );
  });
}

/** 'text/xml; charset=UTF-8' → 'text/xml'. */
export function normalizeContentType(contentType: string): string {
  return (contentType.split(";")[0] ?? "").trim().toLowerCase();
}

/** The extensions for an `<input accept>`; '' accepts everything. */
export function acceptAttribute(formats: FileFormats): string {
  return formats === "any" ? "" : extensionsOf(formats).join(",");
}

export function extensionsOf(formats: FileFormats): string[] {
  return formats === "any" ? [] : formats.flatMap((f) => [...FILE_FORMATS[f].extensions]);
}

/** German list of formats as compound words: 'XML-Dateien', 'ZIP- oder XML-Dateien', 'ZIP-, PDF- oder TXT-Dateien'. */
export function germanFormatList(formats: readonly FileFormat[]): string {
  const labels = formats.map((f) => FILE_FORMATS[f].label);
  const last = labels.at(-1) ?? "";
  const head = labels.slice(0, -1);
  return head.length === 0 ? `${last}-Dateien` : `${head.join("-, ")}- oder ${last}-Dateien`;
}
