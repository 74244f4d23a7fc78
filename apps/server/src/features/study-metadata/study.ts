import { type BzrSpan, bzrSpan, officeByCode, periodI18nKey, periodToDisplay } from "@erhdb/domain";
import { translate } from "../../lib/messages.ts";
import type { PublicationRow } from "./repository.ts";

/** A text in German and English. */
export interface BothLanguages {
  de: string;
  en: string;
}

/** A public approved survey as DDI and Dublin Core describe it (decision 44), before it takes a format. */
export interface Study {
  erhebungsid: string;
  statisticId: string;
  /** the public changes so far: the DDI version */
  version: number;
  /** the time of the last public change, UTC with microseconds */
  changedAt: string;
  /** the survey's description, German as the register holds it */
  title: string;
  office: { code: string; names: BothLanguages };
  /** the period code ('00'..'13') with its name; null for none */
  period: { code: string; names: BothLanguages } | null;
  /** the reporting period (bzr) */
  bzr: string;
  referencePeriod: BzrSpan | null;
  evas: readonly { code: string; description: string }[];
  resources: readonly StudyResource[];
}

export interface StudyResource {
  key: string;
  type: string;
  description: string;
  contentType: string;
  size: number;
}

/** A record of the harvest: its study while the survey is public, null once it stopped being (deleted). */
export interface HarvestRecord {
  erhebungsid: string;
  statisticId: string;
  changedAt: string;
  study: Study | null;
}

/** A record of the harvest, with its study while the survey is public. */
export function harvestRecord(row: PublicationRow): HarvestRecord {
  return {
    erhebungsid: row.erhebungsid,
    statisticId: row.statisticId,
    changedAt: row.changedAt,
    study: studyOf(row),
  };
}

function studyOf(row: PublicationRow): Study | null {
  const survey = row.survey;
  if (survey === null) return null;
  const office = officeByCode(survey.federalStateCode);
  const periodCode = periodToDisplay(survey.period);
  const periodKey = periodI18nKey(survey.period);
  return {
    erhebungsid: row.erhebungsid,
    statisticId: row.statisticId,
    version: row.version,
    changedAt: row.changedAt,
    title: survey.description,
    office: {
      code: survey.federalStateCode,
      names: { de: office?.nameDe ?? survey.federalStateCode, en: office?.nameEn ?? survey.federalStateCode },
    },
    period:
      periodCode === ""
        ? null
        : { code: periodCode, names: { de: translate(periodKey, "de"), en: translate(periodKey, "en") } },
    bzr: survey.bzr,
    referencePeriod: bzrSpan(survey.bzr),
    evas: survey.evas.map((e) => ({ code: e.evas, description: e.description })),
    resources: survey.resources.map((r) => ({
      key: r.resourceKey,
      type: r.resourceType,
      description: r.description,
      contentType: r.contentType,
      size: r.fileSize,
    })),
  };
}

/** The datestamp of a record: its last public change, to the second (OAI-PMH's granularity here). */
export function datestampOf(changedAt: string): string {
  return `${changedAt.slice(0, 19)}Z`;
}
