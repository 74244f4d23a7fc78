import { z } from "zod";
import { formatOfFile } from "../files/fileFormats.ts";
import { resourceFileFormats } from "../files/fileRules.ts";
import type { StylesheetName } from "../genericResources/stylesheets.ts";

/**
 * Which resources open as HTML in the app, and through which stylesheet (issue 38, decision 45). The
 * survey description (99) through the current res2html stylesheet; the examples (90), which are sample
 * deliveries in DatML/RAW, through raw2html when the file is XML (90 also takes ZIP). The electronic
 * questionnaire (97) and the PL metadata (94 below specialization 50) are XML of formats of their own, for
 * which the register keeps no stylesheet: neither of the two would show more than a title of them, so
 * they have none and are downloaded as before. Every other type is no XML.
 */
export interface PreviewCandidate {
  resourcetype: string;
  specialization: string;
  fileName: string;
  contentType: string;
}

export function previewStylesheetOf(resource: PreviewCandidate): StylesheetName | null {
  if (resource.resourcetype === "99") return "res2html.xsl";
  if (resource.resourcetype !== "90") return null;
  const formats = resourceFileFormats(resource.resourcetype, resource.specialization);
  if (formats === null) return null;
  return formatOfFile({ name: resource.fileName, contentType: resource.contentType }, formats) === "xml"
    ? "raw2html.xsl"
    : null;
}

/**
 * `GET resource/{id}/preview/link`: where the preview is (an address under the base path, with a token
 * for a logged-in caller's session) and the stylesheet that makes it.
 */
export const resourcePreviewLinkAnswer = z.object({
  href: z.string(),
  stylesheet: z.object({ id: z.number(), fileName: z.string(), version: z.string() }),
});
export type ResourcePreviewLinkAnswer = z.infer<typeof resourcePreviewLinkAnswer>;
