// What the server acknowledged during the load: each survey as its last answer showed it, each uploaded
// file's SHA-256, each request and its comments. verify.ts looks for every one of them afterwards.
import { sha256 } from "../live-app/api.ts";

/** The fields of a survey answer that a later read must show unchanged. */
const SURVEY_FIELDS = [
  "id",
  "erhebungsid",
  "statisticId",
  "bzr",
  "federalStateCode",
  "period",
  "description",
  "status",
  "accessMode",
  "evas",
] as const;

export interface SurveyState {
  id: number;
  erhebungsid: string;
  status: number;
  /** checksum of SURVEY_FIELDS in the last answer the server gave for this survey */
  digest: string;
}

export interface RequestState {
  id: number;
  /** checksum of what was filed (type, applicant's mail, substantiation) */
  digest: string;
  comments: string[];
}

/** The checksum of a survey answer's lasting fields (EVAS in any order). */
export function surveyDigest(answer: Record<string, unknown>): string {
  const picked = SURVEY_FIELDS.map((field) => {
    const value = answer[field];
    return field === "evas" && Array.isArray(value) ? value.map(evasCode).sort() : value;
  });
  return sha256(JSON.stringify(picked));
}

/** An EVAS entry of an answer is a code or an object with one. */
function evasCode(entry: unknown): string {
  if (typeof entry === "string") return entry;
  const code = (entry as { evas?: unknown; id?: unknown } | null)?.evas ?? (entry as { id?: unknown })?.id;
  return String(code);
}

export function requestDigest(type: string, mail: string, substantiation: string): string {
  return sha256(JSON.stringify([type, mail.toLowerCase(), substantiation]));
}

export class Ledger {
  readonly surveys = new Map<string, SurveyState>();
  readonly files = new Map<number, { sha: string; surveyId: number }>();
  readonly requests = new Map<number, RequestState>();
  readonly templates = { saved: 0, removed: 0 };
  /** writes acknowledged, by call */
  acknowledged = 0;

  survey(answer: Record<string, unknown>): SurveyState {
    const state: SurveyState = {
      id: Number(answer.id),
      erhebungsid: String(answer.erhebungsid),
      status: Number(answer.status),
      digest: surveyDigest(answer),
    };
    this.surveys.set(state.erhebungsid, state);
    return state;
  }
}
