import { readdir, readFile } from "node:fs/promises";
import { Ajv, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { validateXML, type XMLFileInfo } from "xmllint-wasm";

/**
 * Test support: validation against the official schemas kept in schemas/ (see its README), so that every
 * kind of answer is proven valid SDMX-ML 3.0.0 and SDMX-JSON 2.0.0.
 */

const SCHEMAS = new URL("./schemas/", import.meta.url);
const XSD_DIR = new URL("sdmx-ml-3.0.0/", SCHEMAS);
const JSON_SCHEMA = new URL("sdmx-json-2.0.0/sdmx-json-structure-schema.json", SCHEMAS);

let xsdFiles: Promise<XMLFileInfo[]> | null = null;

function loadXsds(): Promise<XMLFileInfo[]> {
  xsdFiles ??= readdir(XSD_DIR).then((names) =>
    Promise.all(
      names
        .filter((n) => n.endsWith(".xsd"))
        .map(async (fileName) => ({
          fileName,
          contents: await readFile(new URL(fileName, XSD_DIR), "utf8"),
        })),
    ),
  );
  return xsdFiles;
}

/** The schema errors of an SDMX-ML message (structure or error), [] when it is valid. */
export async function sdmxMlErrors(xml: string): Promise<string[]> {
  const files = await loadXsds();
  const message = files.find((f) => f.fileName === "SDMXMessage.xsd");
  if (!message) throw new Error("SDMXMessage.xsd is missing");
  const result = await validateXML({
    xml: { fileName: "answer.xml", contents: xml },
    schema: message,
    preload: files.filter((f) => f !== message),
  });
  return result.errors.map((e) => e.rawMessage);
}

let jsonValidator: Promise<ValidateFunction> | null = null;

/** The schema errors of an SDMX-JSON structure message, [] when it is valid. */
export async function sdmxJsonErrors(json: unknown): Promise<string[]> {
  jsonValidator ??= readFile(JSON_SCHEMA, "utf8").then((text) => {
    // The file names its draft as "http://json-schema.org/schema#" (the latest), which Ajv does not
    // resolve; its keywords are those of draft-07, Ajv's default, which validates it unchanged otherwise.
    const { $schema: _draft, ...schema } = JSON.parse(text) as Record<string, unknown>;
    // its patterns escape "-" outside classes, which only a regular expression without the u flag takes
    const ajv = new Ajv({ strict: false, allErrors: true, unicodeRegExp: false });
    addFormats.default(ajv);
    return ajv.compile(schema);
  });
  const validate = await jsonValidator;
  return validate(json) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}
