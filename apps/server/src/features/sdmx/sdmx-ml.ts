import { escapeXml } from "../../lib/xml.ts";
import type { Artefact, Item, Texts } from "./artefacts.ts";
import type { ErrorMessage, StructureEntry, StructureMessage } from "./message.ts";
import { artefactUrn, itemUrn, languagesOf } from "./message.ts";

/** SDMX-ML 3.0.0 (structure and error messages, SDMXMessage.xsd of the sdmx-ml repository's 3.0.0 release). */
export const SDMX_ML_MEDIA_TYPE = "application/vnd.sdmx.structure+xml;version=3.0.0";

const NS = {
  mes: "http://www.sdmx.org/resources/sdmxml/schemas/v3_0/message",
  str: "http://www.sdmx.org/resources/sdmxml/schemas/v3_0/structure",
  com: "http://www.sdmx.org/resources/sdmxml/schemas/v3_0/common",
};
const NAMESPACES = Object.entries(NS)
  .map(([prefix, uri]) => `xmlns:${prefix}="${uri}"`)
  .join(" ");

/** The structure message's element for each artefact type, in the order StructuresType fixes. */
const CONTAINERS = [
  { type: "agencyscheme", container: "str:AgencySchemes", element: "str:AgencyScheme", item: "str:Agency" },
  { type: "codelist", container: "str:Codelists", element: "str:Codelist", item: "str:Code" },
] as const;

export function structureXml(message: StructureMessage): string {
  const groups = CONTAINERS.map(({ type, container, element, item }) => {
    const entries = message.entries.filter((e) => e.artefact.type === type);
    if (entries.length === 0) return "";
    const inner = entries.map((e) => artefactXml(e, message, element, item)).join("");
    return `<${container}>${inner}</${container}>`;
  }).join("");
  return `${xmlHead("mes:Structure")}${headerXml(message)}<mes:Structures>${groups}</mes:Structures></mes:Structure>`;
}

export function errorXml(message: ErrorMessage): string {
  const texts = (["en", "de"] as const)
    .map(
      (l) =>
        `<com:Text xml:lang="${l}">${escapeXml(`${message.titles[l]}: ${message.details[l]}`)}</com:Text>`,
    )
    .join("");
  return `${xmlHead("mes:Error")}<mes:ErrorMessage code="${message.code}">${texts}</mes:ErrorMessage></mes:Error>`;
}

function xmlHead(root: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><${root} ${NAMESPACES}>`;
}

function headerXml(m: StructureMessage): string {
  return (
    `<mes:Header><mes:ID>${escapeXml(m.id)}</mes:ID><mes:Test>false</mes:Test>` +
    `<mes:Prepared>${m.prepared.toISOString()}</mes:Prepared><mes:Sender id="${escapeXml(m.sender)}"/></mes:Header>`
  );
}

function artefactXml(
  entry: StructureEntry,
  m: StructureMessage,
  element: string,
  itemElement: string,
): string {
  const a = entry.artefact;
  const stub = m.depth !== "full";
  // an agency scheme is never versioned in SDMX-ML 3.0 (its version attribute is prohibited)
  const version = a.type === "agencyscheme" ? "" : ` version="${escapeXml(a.version)}"`;
  const reference = stub ? ` isExternalReference="true" structureURL="${escapeXml(entry.structureUrl)}"` : "";
  const partial = entry.partial && !stub ? ` isPartial="true"` : "";
  const open = `<${element} urn="${escapeXml(artefactUrn(a))}" id="${escapeXml(a.id)}" agencyID="${escapeXml(a.agencyID)}"${version}${reference}${partial}>`;
  const descriptions = m.depth === "stub" ? "" : textsXml("com:Description", a.descriptions);
  const items = stub ? "" : a.items.map((i) => itemXml(a, i, itemElement)).join("");
  return `${open}${textsXml("com:Name", a.names)}${descriptions}${items}</${element}>`;
}

function itemXml(a: Artefact, item: Item, element: string): string {
  const annotations =
    item.annotations.length === 0
      ? ""
      : `<com:Annotations>${item.annotations
          .map(
            (n) =>
              `<com:Annotation><com:AnnotationTitle>${escapeXml(n.title)}</com:AnnotationTitle><com:AnnotationType>${escapeXml(n.type)}</com:AnnotationType></com:Annotation>`,
          )
          .join("")}</com:Annotations>`;
  const parent = item.parent === undefined ? "" : `<str:Parent>${escapeXml(item.parent)}</str:Parent>`;
  return `<${element} urn="${escapeXml(itemUrn(a, item.id))}" id="${escapeXml(item.id)}">${annotations}${textsXml("com:Name", item.names)}${parent}</${element}>`;
}

function textsXml(element: string, texts: Texts): string {
  return languagesOf(texts)
    .map((l) => `<${element} xml:lang="${l}">${escapeXml(texts[l] ?? "")}</${element}>`)
    .join("");
}
