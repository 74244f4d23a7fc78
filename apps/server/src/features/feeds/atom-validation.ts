import { readFile } from "node:fs/promises";
import { validateXML } from "xmllint-wasm";

/**
 * Test support: the RELAX NG schema of RFC 4287 kept in schemas/ (see its README), checked with libxml2
 * in WebAssembly (xmllint-wasm), so that every kind of feed is proven valid Atom 1.0 without a network or a
 * system install.
 */
let schema: Promise<string> | null = null;

/** The schema errors of an Atom document, [] when it is valid. */
export async function atomErrors(xml: string): Promise<string[]> {
  schema ??= readFile(new URL("./schemas/atom.rng", import.meta.url), "utf8");
  const result = await validateXML({
    xml: { fileName: "feed.atom", contents: xml },
    schema: { fileName: "atom.rng", contents: await schema },
    extension: "relaxng",
  });
  return result.errors.map((e) => e.rawMessage);
}
