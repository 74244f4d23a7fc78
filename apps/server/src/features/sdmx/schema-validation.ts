import { readFile } from "node:fs/promises";
import { Ajv, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import type { XMLFileInfo } from "xmllint-wasm";
import { schemaFiles, xmlSchemaErrors } from "../../../test/xml-schemas.ts";

/**
 * Test support: validation against the official schemas kept in schemas/ (see its README), so that every
 * kind of answer is proven valid SDMX-ML 3.0.0 and SDMX-JSON 2.0.0.
 */

const SCHEMAS = new URL("./schemas/", import.meta.url);
const XSD_DIR = new URL("sdmx-ml-3.0.0/", SCHEMAS);
const JSON_SCHEMA = new URL("sdmx-json-2.0.0/sdmx-json-structure-schema.json", SCHEMAS);

let xsdFiles: Promise<XMLFileInfo[]> | null = null;

/** The schema errors of SDMX-ML messages (structure or error), [] when all are valid (one xmllint run). */
export async function sdmxMlErrors(...messages: string[]): Promise<string[]> {
  xsdFiles ??= schemaFiles(XSD_DIR);
  const files = await xsdFiles;
  const message = files.find((f) => f.fileName === "SDMXMessage.xsd");
  if (!message) throw new Error("SDMXMessage.xsd is missing");
  return xmlSchemaErrors(
    messages,
    message,
    files.filter((f) => f !== message),
  );
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
