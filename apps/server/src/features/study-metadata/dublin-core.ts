import type { BzrSpan } from "@erhdb/domain";
import { translate } from "../../lib/messages.ts";
import { escapeXml } from "../../lib/xml.ts";
import { ddiUrn, resourceUrl, type StudyContext } from "./ddi.ts";
import type { Study } from "./study.ts";

export const OAI_DC_SCHEMA = "http://www.openarchives.org/OAI/2.0/oai_dc.xsd";
export const OAI_DC_NAMESPACE = "http://www.openarchives.org/OAI/2.0/oai_dc/";

/**
 * The survey in unqualified Dublin Core, the format OAI-PMH requires (decision 44): the description as
 * title, the office as creator, each EVAS as subject, the reporting period as coverage (an ISO 8601
 * interval or year), the period as description, its addresses and DDI URN as identifiers, and the public
 * resources' download addresses as relations.
 */
export function dublinCore(study: Study, context: StudyContext): string {
  const elements = [
    element("title", study.title, "de"),
    element("creator", study.office.names.de, "de"),
    element("creator", study.office.names.en, "en"),
    ...study.evas.map((e) => element("subject", `${e.code} ${e.description}`, "de")),
    ...(study.period
      ? [
          element("description", translate("oai.periodicity", "de", { name: study.period.names.de }), "de"),
          element("description", translate("oai.periodicity", "en", { name: study.period.names.en }), "en"),
        ]
      : []),
    ...(study.referencePeriod ? [element("coverage", interval(study.referencePeriod))] : []),
    element("identifier", `${context.publicUrl}/Show.html?eid=${study.erhebungsid}`),
    element("identifier", `${context.publicUrl}/ddi/study/${study.erhebungsid}`),
    element("identifier", ddiUrn(context.ddiAgency, study.erhebungsid, study.version)),
    ...study.resources.map((r) => element("relation", resourceUrl(context.publicUrl, r.key))),
    element("language", "de"),
  ];
  return (
    `<oai_dc:dc xmlns:oai_dc="${OAI_DC_NAMESPACE}" xmlns:dc="http://purl.org/dc/elements/1.1/">` +
    `${elements.join("")}</oai_dc:dc>`
  );
}

function interval(span: BzrSpan): string {
  return "year" in span ? String(span.year) : `${span.start}/${span.end}`;
}

function element(name: string, text: string, language?: "de" | "en"): string {
  const lang = language ? ` xml:lang="${language}"` : "";
  return `<dc:${name}${lang}>${escapeXml(text)}</dc:${name}>`;
}
