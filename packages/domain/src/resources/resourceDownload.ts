import type { AccessSubject } from "../auth/access.ts";
import type { ResourceSurveyState } from "../states/resourceStatus.ts";
import { toResourceStatus } from "../states/resourceStatus.ts";
import type { VisibleResource } from "../states/resourceVisibility.ts";
import {
  DELETED_RESOURCE_STATUSES,
  isResourceVisible,
  resourceVisibility,
} from "../states/resourceVisibility.ts";
import type { VisibleSurvey } from "../states/surveyVisibility.ts";
import { isSurveyVisible, surveyVisibility } from "../states/surveyVisibility.ts";

/**
 * Who may download a resource's file (decision 13). Everyone gets a usable or used public resource of a
 * public approved survey (SPEC 4); otherwise whoever sees the resource (resourceVisibility). A caller who
 * may not know that the resource exists (its survey hidden from them, or deleted and not theirs to manage)
 * gets the same answer as for an unknown one; a live resource of a survey they see is refused as such:
 * log in (anonymous) or no right (logged in).
 */
export type DownloadVerdict = "allowed" | "unauthenticated" | "forbidden" | "notFound";

export const DOWNLOAD_VERDICT_STATUS: Readonly<Record<DownloadVerdict, number>> = {
  allowed: 200,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
};

export function resourceDownloadVerdict(
  person: AccessSubject,
  resource: VisibleResource,
  survey: VisibleSurvey & ResourceSurveyState & { erhebungsid: string },
): DownloadVerdict {
  if (!isSurveyVisible(surveyVisibility(person), survey)) return "notFound";
  if (isResourceVisible(resourceVisibility(person, survey.erhebungsid), resource)) return "allowed";
  const status = toResourceStatus(resource.status);
  if (status === null || DELETED_RESOURCE_STATUSES.includes(status)) return "notFound";
  return person ? "forbidden" : "unauthenticated";
}

/**
 * Which usage count a download raises (SPEC 3: countCore, countIntern, countExtern; decision 13): staff of
 * the core association (office 99) count as core, every other logged-in caller (the federal and state
 * offices) as intern, and an anonymous caller as extern.
 */
export type DownloadCounter = "core" | "intern" | "extern";

export const CORE_OFFICE = "99";

export function downloadCounterOf(person: { office: string } | null): DownloadCounter {
  if (!person) return "extern";
  return person.office === CORE_OFFICE ? "core" : "intern";
}
