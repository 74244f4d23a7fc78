import { PRODUCT_VERSION } from "@erhdb/domain";
import type { Database } from "../../db/database.ts";
import { entityTag } from "../../lib/conditional-request.ts";
import { type Lang, translate } from "../../lib/messages.ts";
import { DDI_NAMESPACE, DDI_SCHEMA, type StudyContext, studyFragmentInstance } from "./ddi.ts";
import { dublinCore, OAI_DC_NAMESPACE, OAI_DC_SCHEMA } from "./dublin-core.ts";
import {
  type ListQuery,
  listResumptionToken,
  type MetadataPrefix,
  type OaiError,
  type OaiRequest,
  parseOaiRequest,
  setsResumptionToken,
} from "./oai-request.ts";
import {
  errorBody,
  getRecordBody,
  headerXml,
  identifyBody,
  listBody,
  type MetadataFormat,
  metadataFormatsBody,
  oaiAnswer,
  type RecordHeader,
  recordXml,
  setsBody,
  utcSeconds,
} from "./oai-xml.ts";
import { earliestChange, recordOf, recordPage, statisticIdsAfter } from "./repository.ts";
import { datestampOf, type HarvestRecord, harvestRecord, type Study } from "./study.ts";

export interface StudyMetadataOptions extends StudyContext {
  /** the address OAI-PMH answers at (its baseURL) */
  oaiBaseUrl: string;
  /** OAI_ADMIN_EMAIL */
  adminEmail: string;
  now?: (() => Date) | undefined;
}

/** Records (and sets) per page of a list; the next page follows its resumptionToken. */
export const PAGE_SIZE = 100;
const REPOSITORY_NAME = "Erhebungsdatenbank";

const FORMATS: Record<MetadataPrefix, MetadataFormat> = {
  oai_dc: { prefix: "oai_dc", schema: OAI_DC_SCHEMA, namespace: OAI_DC_NAMESPACE },
  oai_ddi33: { prefix: "oai_ddi33", schema: DDI_SCHEMA, namespace: DDI_NAMESPACE },
};

/** A study as DDI-Lifecycle 3.3, with what a cache needs to know about it. */
export interface StudyDocument {
  xml: string;
  etag: string;
  lastModified: Date;
}

/**
 * The public approved surveys as DDI-Lifecycle 3.3 studies and over OAI-PMH 2.0 (decision 44). A record is
 * named `oai:<DDI_AGENCY>:<Erhebungsid>`; its datestamp is the last public change of the survey.
 */
export function createStudyMetadataService(db: Database, options: StudyMetadataOptions) {
  const now = options.now ?? (() => new Date());
  const identifierPrefix = `oai:${options.ddiAgency}:`;

  function identifierOf(erhebungsid: string): string {
    return `${identifierPrefix}${erhebungsid}`;
  }

  /** The Erhebungsid an OAI identifier names, null for one that names none of this repository's. */
  function erhebungsidOf(identifier: string): string | null {
    const erhebungsid = identifier.slice(identifierPrefix.length);
    return identifier.startsWith(identifierPrefix) && /^\d{13}$/.test(erhebungsid) ? erhebungsid : null;
  }

  function header(record: HarvestRecord): RecordHeader {
    return {
      identifier: identifierOf(record.erhebungsid),
      datestamp: datestampOf(record.changedAt),
      setSpec: record.statisticId,
      deleted: record.study === null,
    };
  }

  function metadata(study: Study, prefix: MetadataPrefix): string {
    return prefix === "oai_dc" ? dublinCore(study, options) : studyFragmentInstance(study, options);
  }

  async function findRecord(identifier: string | null): Promise<HarvestRecord | null> {
    const erhebungsid = identifier === null ? null : erhebungsidOf(identifier);
    if (erhebungsid === null) return null;
    const row = await recordOf(db, erhebungsid);
    return row === undefined ? null : harvestRecord(row);
  }

  /** The body of a request's answer, or the error it ends in. */
  async function answer(request: OaiRequest, language: Lang): Promise<string | OaiError> {
    switch (request.verb) {
      case "Identify": {
        const earliest = (await earliestChange(db)) ?? now();
        return identifyBody({
          repositoryName: REPOSITORY_NAME,
          baseUrl: options.oaiBaseUrl,
          adminEmail: options.adminEmail,
          earliestDatestamp: utcSeconds(earliest),
        });
      }
      case "ListMetadataFormats": {
        if (request.identifier !== null && (await findRecord(request.identifier)) === null)
          return unknownIdentifier(request.identifier);
        return metadataFormatsBody(Object.values(FORMATS));
      }
      case "ListSets": {
        const ids = await statisticIdsAfter(db, request.after, PAGE_SIZE + 1);
        if (ids.length === 0)
          return { code: "noSetHierarchy", text: "oai.noSetHierarchy", params: {} } satisfies OaiError;
        const page = ids.slice(0, PAGE_SIZE);
        const sets = page.map((id) => ({
          spec: id,
          name: translate("oai.setName", language, { statisticId: id }),
        }));
        const last = page.at(-1);
        const token =
          ids.length > PAGE_SIZE && last ? setsResumptionToken(last) : request.after ? null : undefined;
        return setsBody(sets, token);
      }
      case "GetRecord": {
        const record = await findRecord(request.identifier);
        if (record === null) return unknownIdentifier(request.identifier);
        const content = record.study === null ? null : metadata(record.study, request.prefix);
        return getRecordBody(recordXml(header(record), content));
      }
      default:
        return list(request.verb, request.query, request.resumed);
    }
  }

  async function list(
    verb: "ListRecords" | "ListIdentifiers",
    query: ListQuery,
    resumed: boolean,
  ): Promise<string | OaiError> {
    const records = (await recordPage(db, query, PAGE_SIZE + 1)).map(harvestRecord);
    if (records.length === 0) return { code: "noRecordsMatch", text: "oai.noRecordsMatch", params: {} };
    const shown = records.slice(0, PAGE_SIZE);
    const last = shown.at(-1);
    const token =
      records.length > PAGE_SIZE && last
        ? listResumptionToken(query, { changedAt: last.changedAt, erhebungsid: last.erhebungsid })
        : resumed
          ? null
          : undefined;
    const items = shown.map((r) =>
      verb === "ListIdentifiers"
        ? headerXml(header(r))
        : recordXml(header(r), r.study === null ? null : metadata(r.study, query.prefix)),
    );
    return listBody(verb, items, token);
  }

  return {
    /** The OAI-PMH answer to a request's arguments (query or form), errors included, as XML. */
    async oai(pairs: readonly (readonly [string, string])[], language: Lang): Promise<string> {
      const parsed = parseOaiRequest(pairs);
      const body = parsed.ok ? await answer(parsed.request, language) : parsed.error;
      const content =
        typeof body === "string" ? body : errorBody(body.code, translate(body.text, language, body.params));
      return oaiAnswer(now(), options.oaiBaseUrl, parsed.echo, content);
    },

    /** The public approved survey's DDI study; null for any other Erhebungsid, public before or never. */
    async study(erhebungsid: string): Promise<StudyDocument | null> {
      const study = (await findRecord(identifierOf(erhebungsid)))?.study ?? null;
      if (study === null) return null;
      // the version and time of the last public change name the contents (decision 44), the product's
      // version and the configuration how they are written: alike on every instance of one release
      const tag = [
        PRODUCT_VERSION,
        options.ddiAgency,
        options.sdmxAgency,
        options.publicUrl,
        study.erhebungsid,
      ];
      return {
        xml: `<?xml version="1.0" encoding="UTF-8"?>${studyFragmentInstance(study, options)}`,
        etag: entityTag([...tag, study.version, study.changedAt].join(" ")),
        lastModified: new Date(datestampOf(study.changedAt)),
      };
    },
  };
}

function unknownIdentifier(identifier: string): OaiError {
  return { code: "idDoesNotExist", text: "oai.idDoesNotExist", params: { what: identifier } };
}
