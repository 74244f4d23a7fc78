import { z } from "zod";
import { type AccessSubject, hasRight } from "../auth/access.ts";
import { isOfficeCode } from "../codes/offices.ts";
import { federalStateCodeOf, statisticIdOf } from "../identifiers/erhebungsid.ts";
import { STATISTIC_ID_PATTERN } from "../identifiers/inputPatterns.ts";
import type { RequestSpecializing } from "./requestWrite.ts";

/**
 * The statistic id a request concerns (decision 17): the processes table shows it, and it picks the
 * request's responsible persons. A survey request's is the one in its Erhebungsid; a NEW_ERHEBUNGSID
 * request's the one it names (none: acceptance picks one); a REQUEST_RIGHTS request's that of its first
 * permission; a RESET_RIGHTS request concerns no statistic.
 */
export function requestStatisticId(specializing: RequestSpecializing): string | null {
  switch (specializing.type) {
    case "NEW_ERHEBUNGSID":
      return specializing.statisticId ?? null;
    case "UPDATE_ERHEBUNGSID":
    case "CONTINUE_ERHEBUNGSID":
    case "ARCHIVE_ERHEBUNGSID":
      return statisticIdOf(specializing.erhebungsid);
    case "REQUEST_RIGHTS":
      return specializing.permissionList[0]?.statisticId ?? null;
    case "RESET_RIGHTS":
      return null;
  }
}

/**
 * The state (office code) a request concerns: the survey's office (the one the request gives, else the
 * one in the Erhebungsid), the first permission's state code, else the applicant's own office.
 */
export function requestFederalStateCode(
  specializing: RequestSpecializing,
  applicant: { federalStateCode: string },
): string {
  switch (specializing.type) {
    case "NEW_ERHEBUNGSID":
    case "UPDATE_ERHEBUNGSID":
    case "CONTINUE_ERHEBUNGSID":
      return specializing.federalStateCode;
    case "ARCHIVE_ERHEBUNGSID":
      return federalStateCodeOf(specializing.erhebungsid) ?? applicant.federalStateCode;
    case "REQUEST_RIGHTS":
      return specializing.permissionList[0]?.lkz ?? applicant.federalStateCode;
    case "RESET_RIGHTS":
      return applicant.federalStateCode;
  }
}

/** A NEW_ERHEBUNGSID request without EVAS is accepted with a placeholder EVAS (SPEC 4, decision 17). */
export function needsPlaceholderEvas(specializing: RequestSpecializing): boolean {
  return specializing.type === "NEW_ERHEBUNGSID" && specializing.evas.length === 0;
}

/**
 * The request content (history) of the details dialog needs REQUEST_READ (SPEC 6); without it the dialog
 * shows the German no-permission message and the server answers `requestContent: null`.
 */
export function seesRequestContent(caller: AccessSubject): boolean {
  return hasRight(caller, "REQUEST_READ");
}

/** `POST request/{id}/responsiblePerson/{personId}` with this id takes the responsible person away. */
export const NO_RESPONSIBLE_PERSON = -1;

/** `POST erhebungsOrganisator` (decision 17): who organises the surveys of a statistic id in a state. */
export const organiserQuerySchema = z.object({
  statisticId: z.string().regex(STATISTIC_ID_PATTERN),
  lkz: z.string().refine(isOfficeCode),
});
export type OrganiserQuery = z.output<typeof organiserQuerySchema>;
