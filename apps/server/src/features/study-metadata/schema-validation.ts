import type { XMLFileInfo } from "xmllint-wasm";
import { schemaFiles, xmlSchemaErrors } from "../../../test/xml-schemas.ts";

/**
 * Test support: validation against the official schemas kept in schemas/ (see its README), so that every
 * kind of answer is proven valid OAI-PMH 2.0 (with oai_dc) and DDI-Lifecycle 3.3.
 */

const SCHEMAS = new URL("./schemas/", import.meta.url);

/**
 * One schema importing the namespaces a document may hold, so that OAI-PMH's strict wildcard in <metadata>
 * finds oai_dc's and DDI's declarations. The Dublin Core elements come first from DDI's copy of
 * DCMI's dc.xsd (the 15 elements as text with xml:lang): oai_dc.xsd imports DCMI's simpledc20021212.xsd
 * from the web, which a validation without network cannot load; libxml2 keeps the first import of a
 * namespace and skips the later one with a warning.
 */
const importing = (namespaces: readonly (readonly [string, string])[]): XMLFileInfo => ({
  fileName: "all.xsd",
  contents:
    `<?xml version="1.0" encoding="UTF-8"?><xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:erhebungsdatenbank:validation">` +
    namespaces
      .map(([ns, location]) => `<xs:import namespace="${ns}" schemaLocation="${location}"/>`)
      .join("") +
    "</xs:schema>",
});
const DUBLIN_CORE = ["http://purl.org/dc/elements/1.1/", "ddi/dc.xsd"] as const;
const DDI = ["ddi:instance:3_3", "ddi/instance.xsd"] as const;
const OAI = [
  ["http://www.openarchives.org/OAI/2.0/oai_dc/", "oai/oai_dc.xsd"],
  ["http://www.openarchives.org/OAI/2.0/", "oai/OAI-PMH.xsd"],
] as const;
/** DDI's schemas take seconds to parse: documents without DDI are checked without them. */
const WITH_DDI = importing([DUBLIN_CORE, DDI, ...OAI]);
const WITHOUT_DDI = importing([DUBLIN_CORE, ...OAI]);

let files: Promise<XMLFileInfo[]> | null = null;

/**
 * The schema errors of OAI-PMH answers and DDI FragmentInstances, [] when all are valid. They are checked
 * in one run, since DDI's schemas take seconds to parse: an error names `document-<index>.xml`.
 */
export async function harvestSchemaErrors(documents: readonly string[]): Promise<string[]> {
  files ??= Promise.all([
    schemaFiles(new URL("ddi-lifecycle-3.3/", SCHEMAS), "ddi/"),
    schemaFiles(new URL("oai-pmh-2.0/", SCHEMAS), "oai/"),
  ]).then((parts) => parts.flat());
  const ddi = documents.some((d) => d.includes(`"${DDI[0]}"`));
  return xmlSchemaErrors(documents, ddi ? WITH_DDI : WITHOUT_DDI, await files);
}
