import { escapeXml } from "../../lib/xml.ts";
import type { Echo, OaiErrorCode } from "./oai-request.ts";

/** OAI-PMH 2.0's answers (OAI-PMH.xsd), as the protocol's section 3 writes them. */

export const OAI_MEDIA_TYPE = "text/xml; charset=utf-8";
const OAI_NAMESPACE = "http://www.openarchives.org/OAI/2.0/";
const SCHEMA_LOCATION = `${OAI_NAMESPACE} http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd`;

/** The answer to a request: responseDate, the request repeated (its arguments unless `echo` is null), the body. */
export function oaiAnswer(responseDate: Date, baseUrl: string, echo: Echo | null, body: string): string {
  const attributes = Object.entries(echo ?? {})
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join("");
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<OAI-PMH xmlns="${OAI_NAMESPACE}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${SCHEMA_LOCATION}">` +
    `<responseDate>${utcSeconds(responseDate)}</responseDate>` +
    `<request${attributes}>${escapeXml(baseUrl)}</request>${body}</OAI-PMH>`
  );
}

/** A time as OAI-PMH writes it: UTC to the second. */
export function utcSeconds(time: Date): string {
  return `${time.toISOString().slice(0, 19)}Z`;
}

export function errorBody(code: OaiErrorCode, message: string): string {
  return `<error code="${code}">${escapeXml(message)}</error>`;
}

export interface Identity {
  repositoryName: string;
  baseUrl: string;
  adminEmail: string;
  earliestDatestamp: string;
}

export function identifyBody(identity: Identity): string {
  return (
    `<Identify><repositoryName>${escapeXml(identity.repositoryName)}</repositoryName>` +
    `<baseURL>${escapeXml(identity.baseUrl)}</baseURL><protocolVersion>2.0</protocolVersion>` +
    `<adminEmail>${escapeXml(identity.adminEmail)}</adminEmail>` +
    `<earliestDatestamp>${identity.earliestDatestamp}</earliestDatestamp>` +
    "<deletedRecord>transient</deletedRecord><granularity>YYYY-MM-DDThh:mm:ssZ</granularity></Identify>"
  );
}

export interface MetadataFormat {
  prefix: string;
  schema: string;
  namespace: string;
}

export function metadataFormatsBody(formats: readonly MetadataFormat[]): string {
  const items = formats.map(
    (f) =>
      `<metadataFormat><metadataPrefix>${f.prefix}</metadataPrefix><schema>${f.schema}</schema>` +
      `<metadataNamespace>${f.namespace}</metadataNamespace></metadataFormat>`,
  );
  return `<ListMetadataFormats>${items.join("")}</ListMetadataFormats>`;
}

/**
 * The resumptionToken element of an incomplete list's page: the token of the next page, an empty element
 * on the last page of a list that was split (`null`), nothing for a list that fits one page (`undefined`).
 */
function resumption(token: string | null | undefined): string {
  if (token === undefined) return "";
  return token === null ? "<resumptionToken/>" : `<resumptionToken>${token}</resumptionToken>`;
}

export function setsBody(
  sets: readonly { spec: string; name: string }[],
  token: string | null | undefined,
): string {
  const items = sets.map(
    (s) => `<set><setSpec>${escapeXml(s.spec)}</setSpec><setName>${escapeXml(s.name)}</setName></set>`,
  );
  return `<ListSets>${items.join("")}${resumption(token)}</ListSets>`;
}

export interface RecordHeader {
  identifier: string;
  datestamp: string;
  setSpec: string;
  deleted: boolean;
}

export function headerXml(header: RecordHeader): string {
  const status = header.deleted ? ` status="deleted"` : "";
  return (
    `<header${status}><identifier>${escapeXml(header.identifier)}</identifier>` +
    `<datestamp>${header.datestamp}</datestamp><setSpec>${escapeXml(header.setSpec)}</setSpec></header>`
  );
}

/** A record: its header, and its metadata unless it is deleted. */
export function recordXml(header: RecordHeader, metadata: string | null): string {
  const content = metadata === null ? "" : `<metadata>${metadata}</metadata>`;
  return `<record>${headerXml(header)}${content}</record>`;
}

export function listBody(
  verb: "ListRecords" | "ListIdentifiers",
  items: readonly string[],
  token: string | null | undefined,
): string {
  return `<${verb}>${items.join("")}${resumption(token)}</${verb}>`;
}

export function getRecordBody(record: string): string {
  return `<GetRecord>${record}</GetRecord>`;
}
