/**
 * File formats the upload rules name, each with the extensions and content types that the name and the
 * declared type must show (SPEC 5), and the kind of content the server proves from the bytes. Content
 * types are the ones browsers actually send: Windows sends application/x-zip-compressed for ZIP, Linux may
 * send application/x-wine-extension-ini for .ini, and browsers send nothing (or octet-stream) for an
 * extension the system does not know, as .ini, .xsd and .xsl often are; so an empty type is accepted for
 * those three, whose bytes the server proves anyway.
 */
export const FILE_FORMATS = {
  xml: { label: "XML", content: "xml", extensions: [".xml"], contentTypes: ["application/xml", "text/xml"] },
  pdf: { label: "PDF", content: "pdf", extensions: [".pdf"], contentTypes: ["application/pdf"] },
  ini: {
    label: "INI",
    content: "text",
    extensions: [".ini"],
    contentTypes: [
      "",
      "text/plain",
      "application/octet-stream",
      "application/x-wine-extension-ini",
      "text/x-ini",
    ],
  },
  txt: { label: "TXT", content: "text", extensions: [".txt"], contentTypes: ["text/plain"] },
  zip: {
    label: "ZIP",
    content: "zip",
    extensions: [".zip"],
    contentTypes: ["application/zip", "application/x-zip-compressed", "application/x-zip"],
  },
  xsd: {
    label: "XSD",
    content: "xml",
    extensions: [".xsd"],
    contentTypes: [
      "application/xml",
      "text/xml",
      "application/xsd+xml",
      "application/x-xml",
      "",
      "application/octet-stream",
    ],
  },
  xsl: {
    label: "XSL",
    content: "xml",
    extensions: [".xsl"],
    contentTypes: [
      "application/xml",
      "text/xml",
      "application/xslt+xml",
      "text/xsl",
      "application/x-xslt",
      "",
      "application/octet-stream",
    ],
  },
} as const;

export type FileFormat = keyof typeof FILE_FORMATS;
/**
 * What the bytes of a format must be: well-formed XML, a PDF by its magic number, a ZIP whose central
 * directory reads, or text (no binary format, no NUL byte). The server proves it; the web cannot.
 */
export type FileContentKind = (typeof FILE_FORMATS)[FileFormat]["content"];
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

/**
 * The content type a file is stored and served with. Where its name and declared type were checked
 * against a format, the declared type, which is one of the format's. Where the type takes any format
 * (SPEC 5: 88, and 89 from specialization 20), the declared type is the uploader's word alone and could
 * be text/html or image/svg+xml that a browser would run as a page of our origin: such a file is bytes.
 */
export function storedContentType(file: UploadedFile, formats: FileFormats): string {
  return formats === "any" ? "application/octet-stream" : file.contentType;
}

/** The extensions for an `<input accept>`; '' accepts everything. */
export function acceptAttribute(formats: FileFormats): string {
  return formats === "any" ? "" : extensionsOf(formats).join(",");
}

export function extensionsOf(formats: FileFormats): string[] {
  return formats === "any" ? [] : formats.flatMap((f) => [...FILE_FORMATS[f].extensions]);
}

/** The format of the list that the file's name and declared type match; null for 'any' or none. */
export function formatOfFile(file: UploadedFile, formats: FileFormats): FileFormat | null {
  if (formats === "any") return null;
  return formats.find((f) => fileMatchesFormats(file, [f])) ?? null;
}

/** German list of formats as compound words: 'XML-Dateien', 'ZIP- oder XML-Dateien', 'ZIP-, PDF- oder TXT-Dateien'. */
export function germanFormatList(formats: readonly FileFormat[]): string {
  const labels = formats.map((f) => FILE_FORMATS[f].label);
  const last = labels.at(-1) ?? "";
  const head = labels.slice(0, -1);
  return head.length === 0 ? `${last}-Dateien` : `${head.join("-, ")}- oder ${last}-Dateien`;
}

/** English list of formats: 'XML files', 'ZIP or XML files', 'ZIP, PDF or TXT files'. */
export function englishFormatList(formats: readonly FileFormat[]): string {
  const labels = formats.map((f) => FILE_FORMATS[f].label);
  const last = labels.at(-1) ?? "";
  const head = labels.slice(0, -1);
  return head.length === 0 ? `${last} files` : `${head.join(", ")} or ${last} files`;
}
