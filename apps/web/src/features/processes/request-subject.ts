import {
  type RequestAnswer,
  type RequestSpecializing,
  requestFederalStateCode,
  requestSpecializingSchema,
  requestStatisticId,
} from "@erhdb/domain";
import type { CandidateSubject } from "./api.ts";

/**
 * A request's specializing read with the domain's schema, its type from the request (the server keeps
 * the specializing as the form sent it); null when it does not fit the schema (written by an older form).
 */
export function specializingOf(
  request: Pick<RequestAnswer, "requestType" | "requestSpecializing">,
): RequestSpecializing | null {
  const parsed = requestSpecializingSchema.safeParse({
    ...request.requestSpecializing,
    type: request.requestType,
  });
  return parsed.success ? parsed.data : null;
}

/**
 * Whom `GET request/orgAdmin` offers as responsible for a request: by the statistic id and state it
 * concerns, the domain's rules that also chose its responsible persons when it came in (decision 17).
 */
export function candidateSubjectOf(request: RequestAnswer): CandidateSubject {
  const specializing = specializingOf(request);
  const statisticId = specializing && requestStatisticId(specializing);
  // without a statistic id every person who handles requests is a candidate, wherever they work
  if (!specializing || !statisticId) return { statisticId: null, lkz: null };
  const lkz = requestFederalStateCode(specializing, {
    federalStateCode: request.applicant.federalStateCode ?? "",
  });
  return { statisticId, lkz: lkz || null };
}
