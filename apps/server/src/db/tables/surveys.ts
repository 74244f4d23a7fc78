import type { ColumnType, Generated, GeneratedAlways } from "kysely";
import type { Timestamp } from "./column-types.ts";
import type { RequestTables } from "./requests.ts";
import type { ResourceTables } from "./resources.ts";
import type { TemplateTables } from "./templates.ts";

/** date: read and written as 'YYYY-MM-DD' text (the pg DATE parser keeps the text, see database.ts). */
type DateText = ColumnType<string, string, string>;

/** One code of the EVAS register: tree levels 1, 2, 3 (groups) and 5 (statistics). */
export interface EvasTable {
  id: Generated<number>;
  /** 1, 2, 3 or 5 digits */
  evas: string;
  /** the code's length: 1, 2, 3 or 5 */
  level: GeneratedAlways<number>;
  description: string;
  /** evas + ' ' + description */
  title: GeneratedAlways<string>;
  /** -1 (none) or a period code 0..13 */
  period: Generated<number>;
  /** day of decommissioning, 'YYYY-MM-DD' */
  closing: DateText | null;
  updating: Timestamp;
}

/** The EVAS register's version (migration 0032): one row, moved by every write to the register. */
export interface EvasRegisterVersionTable {
  only_row: Generated<boolean>;
  version: number;
  changed_at: Timestamp;
}

/**
 * When what the public sees of a survey last changed, per Erhebungsid ever public (migration 0034, decision
 * 44): kept by triggers, read by OAI-PMH and DDI; `public` false once it stopped being public.
 */
export interface SurveyPublicationTable {
  erhebungsid: string;
  statistic_id: string;
  public: boolean;
  /** the public changes so far, one per transaction */
  version: Generated<number>;
  changed_at: Timestamp;
}

export interface SurveyTable {
  id: Generated<number>;
  /** '1' + statistic_id + bzr + federal_state_code, computed by the database */
  erhebungsid: GeneratedAlways<string>;
  statistic_id: string;
  bzr: string;
  /** office code 00..16 or 99 */
  federal_state_code: string;
  /** -1 (none) or a period code 0..13 */
  period: Generated<number>;
  description: string;
  /** 0 blocked, 1 testable, 2 archived, 3 approved, 9 deleted */
  status: Generated<number>;
  /** true = public (extern) */
  access_mode: Generated<boolean>;
  /** 0 = not assigned to a base object */
  base_object_id: Generated<number>;
  /** the survey this one continues */
  predecessor_id: number | null;
  count_core: Generated<number>;
  count_intern: Generated<number>;
  count_extern: Generated<number>;
  created_at: Timestamp;
  updating: Timestamp;
  /** its EVAS codes in order, joined by ', ' (NULL for none); kept from survey_evas by triggers */
  evas_list: GeneratedAlways<string | null>;
}

export interface SurveyEvasTable {
  survey_id: number;
  evas_id: number;
}

export interface SurveyLinkTable {
  id: Generated<number>;
  survey_id: number;
  /** the URL */
  content: string;
  description: string;
  updating: Timestamp;
}

export interface SurveyCommentaryTable {
  id: Generated<number>;
  survey_id: number;
  comment: string;
  /** the survey action that wrote it (CREATE, EDIT, LOCK, ...) */
  action: string | null;
  author_id: number | null;
  author_email: string | null;
  created_at: Timestamp;
}

/** Every table of migration 0002. */
export interface SurveyTables extends ResourceTables, RequestTables, TemplateTables {
  evas: EvasTable;
  evas_register_version: EvasRegisterVersionTable;
  survey: SurveyTable;
  survey_evas: SurveyEvasTable;
  survey_publication: SurveyPublicationTable;
  survey_link: SurveyLinkTable;
  survey_commentary: SurveyCommentaryTable;
}
