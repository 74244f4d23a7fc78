import type { BzrSpan } from "@erhdb/domain";
import { escapeXml } from "../../lib/xml.ts";
import type { BothLanguages, Study, StudyResource } from "./study.ts";

/** DDI-Lifecycle 3.3's instance schema: what OAI-PMH names as the format's schema. */
export const DDI_SCHEMA = "https://ddialliance.org/Specification/DDI-Lifecycle/3.3/XMLSchema/instance.xsd";
export const DDI_NAMESPACE = "ddi:instance:3_3";

const NAMESPACES = Object.entries({
  ddi: DDI_NAMESPACE,
  r: "ddi:reusable:3_3",
  s: "ddi:studyunit:3_3",
  d: "ddi:datacollection:3_3",
})
  .map(([prefix, uri]) => `xmlns:${prefix}="${uri}"`)
  .join(" ");

/** Where a study's identities and links come from: the configured agencies and the app's address. */
export interface StudyContext {
  /** DDI_AGENCY */
  ddiAgency: string;
  /** SDMX_AGENCY: the maintainer of the codelists CL_EVAS, CL_PERIOD and CL_RESOURCE_TYPE */
  sdmxAgency: string;
  /** PUBLIC_URL: the app's address, e.g. https://example.org/erhebungsdatenbank */
  publicUrl: string;
}

/** A DDI URN (DDI-Lifecycle 3.3's canonical form): urn:ddi:agency:id:version. */
export function ddiUrn(agency: string, id: string, version: number): string {
  return `urn:ddi:${agency}:${id}:${version}`;
}

/** Where a public resource is downloaded (the API's public download by its key). */
export function resourceUrl(publicUrl: string, key: string): string {
  return `${publicUrl}/api/v1/resource/content/resKey/${key}`;
}

/**
 * The survey as a DDI-Lifecycle 3.3 StudyUnit in a FragmentInstance (decision 44): its URN with the DDI
 * agency and the count of its public changes as version, its Erhebungsid as user id, the citation (the
 * description as title, the office as creator), the EVAS as topical coverage (each code a Subject of the
 * SDMX codelist CL_EVAS, its name a keyword), the reporting period as temporal coverage, the public
 * resources as other material, and the period as the intended frequency of data collection.
 */
export function studyFragmentInstance(study: Study, context: StudyContext): string {
  const { ddiAgency } = context;
  const urn = (suffix: string) => ddiUrn(ddiAgency, `${study.erhebungsid}${suffix}`, study.version);
  const studyUnit =
    `<s:StudyUnit isMaintainable="true" versionDate="${study.changedAt}">` +
    `<r:URN>${urn("")}</r:URN>` +
    `<r:UserID typeOfUserID="Erhebungsid">${study.erhebungsid}</r:UserID>` +
    citation(study.title, study.office.names) +
    coverage(study, urn, context) +
    otherMaterials(study, urn, context) +
    dataCollection(study, urn, context) +
    "</s:StudyUnit>";
  return (
    `<ddi:FragmentInstance ${NAMESPACES}>` +
    `<ddi:TopLevelReference><r:URN>${urn("")}</r:URN><r:TypeOfObject>StudyUnit</r:TypeOfObject></ddi:TopLevelReference>` +
    `<ddi:Fragment>${studyUnit}</ddi:Fragment></ddi:FragmentInstance>`
  );
}

function citation(title: string, creator: BothLanguages): string {
  return (
    `<r:Citation><r:Title>${string("de", title)}</r:Title>` +
    `<r:Creator><r:CreatorName>${string("de", creator.de)}${string("en", creator.en)}</r:CreatorName></r:Creator>` +
    "</r:Citation>"
  );
}

function coverage(study: Study, urn: (suffix: string) => string, context: StudyContext): string {
  const subjects = study.evas
    .map((e) => `<r:Subject xml:lang="de" ${vocabulary("CL_EVAS", context)}>E${e.code}</r:Subject>`)
    .join("");
  const keywords = study.evas.map((e) => `<r:Keyword xml:lang="de">${escapeXml(e.description)}</r:Keyword>`);
  const topical = `<r:TopicalCoverage><r:URN>${urn("-topics")}</r:URN>${subjects}${keywords.join("")}</r:TopicalCoverage>`;
  const span = study.referencePeriod;
  const temporal =
    span === null
      ? ""
      : `<r:TemporalCoverage><r:URN>${urn("-time")}</r:URN><r:ReferenceDate>${dates(span)}</r:ReferenceDate></r:TemporalCoverage>`;
  return `<r:Coverage>${topical}${temporal}</r:Coverage>`;
}

/** The public resources as a scheme of other material, each with its download address. */
function otherMaterials(study: Study, urn: (suffix: string) => string, context: StudyContext): string {
  if (study.resources.length === 0) return "";
  const materials = study.resources.map((r) => otherMaterial(r, study.version, context)).join("");
  return `<r:OtherMaterialScheme isMaintainable="true"><r:URN>${urn("-resources")}</r:URN>${materials}</r:OtherMaterialScheme>`;
}

function otherMaterial(resource: StudyResource, version: number, context: StudyContext): string {
  return (
    `<r:OtherMaterial isVersionable="true"><r:URN>${ddiUrn(context.ddiAgency, resource.key, version)}</r:URN>` +
    `<r:TypeOfMaterial ${vocabulary("CL_RESOURCE_TYPE", context)}>${resource.type}</r:TypeOfMaterial>` +
    `<r:Citation><r:Title>${string("de", resource.description)}</r:Title></r:Citation>` +
    `<r:ExternalURLReference>${escapeXml(resourceUrl(context.publicUrl, resource.key))}</r:ExternalURLReference>` +
    `<r:MIMEType>${escapeXml(resource.contentType)}</r:MIMEType>` +
    `<r:SizeInBytes>${resource.size}</r:SizeInBytes></r:OtherMaterial>`
  );
}

/** The period as the intended frequency of data collection, from the start of the reporting period. */
function dataCollection(study: Study, urn: (suffix: string) => string, context: StudyContext): string {
  const span = study.referencePeriod;
  if (study.period === null || span === null) return "";
  const start = "start" in span ? span.start : String(span.year);
  const frequency =
    `<d:DataCollectionFrequency><r:StartDate>${start}</r:StartDate>` +
    `<d:IntendedFrequency ${vocabulary("CL_PERIOD", context)}>${study.period.code}</d:IntendedFrequency>` +
    "</d:DataCollectionFrequency>";
  return (
    `<d:DataCollection isMaintainable="true"><r:URN>${urn("-collection")}</r:URN>` +
    `<d:CollectionEvent isIdentifiable="true"><r:URN>${urn("-event")}</r:URN>${frequency}</d:CollectionEvent>` +
    "</d:DataCollection>"
  );
}

function dates(span: BzrSpan): string {
  if ("year" in span) return `<r:SimpleDate>${span.year}</r:SimpleDate>`;
  return `<r:StartDate>${span.start}</r:StartDate><r:EndDate>${span.end}</r:EndDate>`;
}

/** The SDMX codelist (of SDMX_AGENCY, served under /sdmx/v2) a code value belongs to. */
function vocabulary(codelist: string, context: StudyContext): string {
  return `controlledVocabularyID="${codelist}" controlledVocabularyAgencyName="${escapeXml(context.sdmxAgency)}"`;
}

function string(language: "de" | "en", text: string): string {
  return `<r:String xml:lang="${language}">${escapeXml(text)}</r:String>`;
}
