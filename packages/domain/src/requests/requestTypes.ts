import { REJECT_REASON_MIN_EXCLUSIVE } from "../constants.ts";

/** The kinds of request (SPEC 3 "Request specializing"). */
export const REQUEST_TYPES = [
  "NEW_ERHEBUNGSID",
  "UPDATE_ERHEBUNGSID",
  "CONTINUE_ERHEBUNGSID",
  "ARCHIVE_ERHEBUNGSID",
  "REQUEST_RIGHTS",
  "RESET_RIGHTS",
] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

/**
 * A request's status (SPEC 4 "Requests"): new, in progress (someone took it on), approved (accepted and
 * performed), rejected, completed (closed after approval).
 */
export const REQUEST_STATUSES = ["NEU", "IN_BEARBEITUNG", "GENEHMIGT", "ABGELEHNT", "COMPLETED"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Accept and decline only while the status is none of these (SPEC 4; 409 otherwise). */
export const DECIDED_REQUEST_STATUSES: readonly RequestStatus[] = ["GENEHMIGT", "ABGELEHNT", "COMPLETED"];

export function isRequestDecidable(status: string): boolean {
  return !(DECIDED_REQUEST_STATUSES as readonly string[]).includes(status);
}

/**
 * The history entries' actions (request content): created, taken on, responsible person changed,
 * progress comment, approved, rejected, completed. APPROVED and REJECT are the words SPEC 4 names.
 */
export const REQUEST_ACTIONS = [
  "CREATED",
  "ASSIGNED",
  "RESPONSIBLE_CHANGED",
  "COMMENTED",
  "APPROVED",
  "REJECT",
  "COMPLETED",
] as const;
export type RequestAction = (typeof REQUEST_ACTIONS)[number];

/** The public request pages (SPEC 2.1) and the request types each offers (the first is its default). */
export const REQUEST_PAGES = {
  "/requeststatisticid": ["NEW_ERHEBUNGSID"],
  "/editerhebungsid": ["UPDATE_ERHEBUNGSID"],
  "/continueerhebungsid": ["CONTINUE_ERHEBUNGSID"],
  "/archiveerhebungsid": ["ARCHIVE_ERHEBUNGSID"],
  "/requestadminaccess": ["REQUEST_RIGHTS", "RESET_RIGHTS"],
} as const satisfies Record<string, readonly RequestType[]>;
export type RequestPagePath = keyof typeof REQUEST_PAGES;

/** The request types whose request names a survey by its Erhebungsid (the survey picker). */
export const SURVEY_REQUEST_TYPES: readonly RequestType[] = [
  "UPDATE_ERHEBUNGSID",
  "CONTINUE_ERHEBUNGSID",
  "ARCHIVE_ERHEBUNGSID",
];

/**
 * The EVAS a NEW_ERHEBUNGSID request without EVAS may be accepted with (SPEC 4; default 00000). They are
 * placeholders, not codes of the register: the database holds them as EVAS of their own (decision 17), so
 * that a survey always has one, to be replaced by its real EVAS later.
 */
export const PLACEHOLDER_EVAS = ["00000", "01000", "09000"] as const;
export const DEFAULT_PLACEHOLDER_EVAS = "00000";

/** Kinds of statistic a NEW_ERHEBUNGSID request names (its `statistikArt`); i18n keys `request.statistikArt.*`. */
export const STATISTIK_ARTEN = [
  "Bundesstatistik",
  "Landesstatistik",
  "KoordinierteLaenderstatistik",
  "EU-Statistik",
  "Sonstige",
] as const;
export type StatistikArt = (typeof STATISTIK_ARTEN)[number];

/** A decline's substantiation must be longer than 10 characters (SPEC 5, key reject-reason). */
export function isRejectReasonLongEnough(reason: string): boolean {
  return reason.trim().length > REJECT_REASON_MIN_EXCLUSIVE;
}
