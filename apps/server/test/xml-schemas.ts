import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { memoryPages, validateXML, type XMLFileInfo } from "xmllint-wasm";

/**
 * Validation against official XML schemas kept in the repository, with libxml2 in WebAssembly (no system
 * install, no network): SDMX-ML (decision 42), OAI-PMH, oai_dc and DDI-Lifecycle (decision 44).
 */

/**
 * Every schema file (.xsd, and the .ent entity files some include) below `folder`, named by its path
 * relative to the folder behind `prefix`: the names the schemas' relative schemaLocations resolve to.
 */
export async function schemaFiles(folder: URL, prefix = ""): Promise<XMLFileInfo[]> {
  const root = fileURLToPath(folder);
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries
      .filter((e) => e.isFile() && /\.(xsd|ent)$/.test(e.name))
      .map(async (e) => {
        const file = path.join(e.parentPath, e.name);
        const name = path.relative(root, file).split(path.sep).join("/");
        return { fileName: `${prefix}${name}`, contents: await readFile(file, "utf8") };
      }),
  );
}

/**
 * The schema errors of the documents, [] when every one is valid. One run of xmllint validates them all,
 * so the schemas are parsed once (DDI-Lifecycle's take seconds); an error names its document as
 * `document-<index>.xml`.
 */
export async function xmlSchemaErrors(
  documents: readonly string[],
  schema: XMLFileInfo,
  preload: readonly XMLFileInfo[],
): Promise<string[]> {
  if (documents.length === 0) throw new Error("no documents to validate");
  const result = await validateXML({
    xml: documents.map((contents, i) => ({ fileName: `document-${i}.xml`, contents })),
    schema,
    preload: [...preload],
    // DDI-Lifecycle's schemas alone outgrow the default 32 MiB
    maxMemoryPages: memoryPages.GiB,
  });
  return result.errors.map((e) => e.rawMessage);
}
