import { isResourceVisible, type VisibleResource } from "../states/resourceVisibility.ts";
import { canSeeSurvey, type VisibleSurvey } from "../states/surveyVisibility.ts";

/**
 * The public events (issue 38, decision 43): what changed for a visitor without a session. One stream
 * of them feeds the Atom feeds, the newsletter digest and whatever else reads it; each names its kind,
 * the object, its statistic id and the time, and nothing else.
 */
export const PUBLIC_EVENT_KINDS = [
  /** a survey became public: approved with public access, or made public while approved */
  "SURVEY_PUBLISHED",
  /** a survey stopped being public: archived, blocked, made non-public, deleted */
  "SURVEY_WITHDRAWN",
  /** a resource became visible to the public: usable (or used), or made public while usable */
  "RESOURCE_PUBLISHED",
  /** a resource stopped being visible: locked, set testable, made internal, deleted */
  "RESOURCE_WITHDRAWN",
  /** a public general resource got a new file or version, or became public (created so, or made so) */
  "GENERIC_RESOURCE_PUBLISHED",
  /** a general resource stopped being public: made internal or deleted */
  "GENERIC_RESOURCE_WITHDRAWN",
] as const;
export type PublicEventKind = (typeof PUBLIC_EVENT_KINDS)[number];

/** What an event is about: each kind names one kind of object, by its row id. */
export type PublicEventObject = "survey" | "resource" | "genericResource";

export const PUBLIC_EVENT_OBJECT: Readonly<Record<PublicEventKind, PublicEventObject>> = {
  SURVEY_PUBLISHED: "survey",
  SURVEY_WITHDRAWN: "survey",
  RESOURCE_PUBLISHED: "resource",
  RESOURCE_WITHDRAWN: "resource",
  GENERIC_RESOURCE_PUBLISHED: "genericResource",
  GENERIC_RESOURCE_WITHDRAWN: "genericResource",
};

export function isPublicEventKind(value: string): value is PublicEventKind {
  return (PUBLIC_EVENT_KINDS as readonly string[]).includes(value);
}

/** The i18n key of a kind's name (the server's texts and the feeds). */
export function publicEventKindKey(kind: PublicEventKind): string {
  return `publicEvent.${kind}`;
}

/** Who the events are for: a visitor without a session sees what they tell about. */
const VISITOR = null;

/** Whether a visitor without a session sees the survey (canSeeSurvey for nobody: approved and public). */
export function isSurveyPublic(survey: VisibleSurvey): boolean {
  return canSeeSurvey(VISITOR, survey);
}

/** Whether a visitor sees the resource among its survey's (public, usable or used), the survey aside. */
export function isResourcePublic(resource: VisibleResource): boolean {
  return isResourceVisible({ kind: "public" }, resource);
}

/**
 * Which event a change of one object is, from whether a visitor saw it before and after (null: the
 * object did not exist, or no longer does): became visible, stopped being visible, or none.
 */
function visibilityEvent<K extends PublicEventKind>(
  before: boolean,
  after: boolean,
  kinds: { published: K; withdrawn: K },
): K | null {
  if (!before && after) return kinds.published;
  if (before && !after) return kinds.withdrawn;
  return null;
}

/** The event of a survey's change: published or withdrawn as a visitor sees the survey itself. */
export function surveyEventKind(
  before: VisibleSurvey | null,
  after: VisibleSurvey | null,
): "SURVEY_PUBLISHED" | "SURVEY_WITHDRAWN" | null {
  return visibilityEvent(before !== null && isSurveyPublic(before), after !== null && isSurveyPublic(after), {
    published: "SURVEY_PUBLISHED",
    withdrawn: "SURVEY_WITHDRAWN",
  });
}

/**
 * The event of a resource's change, as its own state decides (public and usable or used). Its survey's
 * state is the survey's events' matter; whether a reader sees the resource is checked when the event is
 * read, against the resource and its survey then.
 */
export function resourceEventKind(
  before: VisibleResource | null,
  after: VisibleResource | null,
): "RESOURCE_PUBLISHED" | "RESOURCE_WITHDRAWN" | null {
  return visibilityEvent(
    before !== null && isResourcePublic(before),
    after !== null && isResourcePublic(after),
    { published: "RESOURCE_PUBLISHED", withdrawn: "RESOURCE_WITHDRAWN" },
  );
}

/** A general resource's state as far as its events care. */
export interface GenericResourceEventState {
  /** true = public (extern) */
  accessMode: boolean;
  /** which stored file it has (a new upload is a new one) */
  blobId: number;
  version: string;
}

/**
 * The event of a general resource's change: published when it becomes public, or when a public one gets
 * a new file or version; withdrawn when a public one becomes internal or is deleted.
 */
export function genericResourceEventKind(
  before: GenericResourceEventState | null,
  after: GenericResourceEventState | null,
): "GENERIC_RESOURCE_PUBLISHED" | "GENERIC_RESOURCE_WITHDRAWN" | null {
  const wasPublic = before?.accessMode === true;
  if (after?.accessMode !== true) return wasPublic ? "GENERIC_RESOURCE_WITHDRAWN" : null;
  const renewed = before !== null && (before.blobId !== after.blobId || before.version !== after.version);
  return !wasPublic || renewed ? "GENERIC_RESOURCE_PUBLISHED" : null;
}
