import { createHash } from "node:crypto";
import { SNAPSHOT_SHAPE } from "@erhdb/domain";
import type { Kysely } from "kysely";
import type { DB } from "../db/schema.ts";
import type { PlannedSurvey } from "./demoSurveys.ts";
import type { Random } from "./random.ts";

/** Who writes the demo comments and audit records: an admin account, with its role and office then. */
export interface Author {
  id: number;
  email: string;
  role: string;
  office: string;
}

/** One action on a demo survey: its comment and the audit record that links it (issue 36). */
export interface SurveyEvent {
  action: string;
  comment: string;
  at: Date;
  author: Author;
  before: unknown;
  after: unknown;
}

/** The register's name and closing day of an EVAS code, as a survey snapshot carries them. */
export type EvasNames = ReadonlyMap<string, { description: string; closing: string | null }>;

const COMMENTS: Readonly<Record<string, readonly string[]>> = {
  CREATE: [
    "Erhebungsid angelegt.",
    "Neuanlage nach Abstimmung mit dem Fachbereich.",
    "Angelegt auf Antrag des Landesamts.",
  ],
  DESCRIPTION: ["Beschreibung präzisiert.", "Beschreibung an die Rechtsgrundlage angepasst."],
  PERIOD: ["Periodizität korrigiert.", "Periodizität nach Rücksprache geändert."],
  EVAS: ["EVAS-Zuordnung ergänzt.", "Weitere EVAS zugeordnet."],
  UNLOCK: ["Freigegeben nach fachlicher Prüfung.", "Freigabe erteilt, Unterlagen vollständig."],
  LOCK: [
    "Gesperrt: Merkmalskatalog wird überarbeitet.",
    "Vorübergehend gesperrt bis zur Klärung der Rechtsgrundlage.",
  ],
  ARCHIVE: ["Archiviert: Erhebung abgeschlossen.", "Archiviert, Berichtszeitraum beendet."],
  DELETE: ["Gelöscht: doppelte Anlage.", "Gelöscht, die Erhebung wurde nicht durchgeführt."],
};
const STATUS_ACTION: Readonly<Record<number, string>> = { 2: "ARCHIVE", 3: "UNLOCK", 9: "DELETE" };

interface State {
  period: number;
  description: string;
  evas: readonly string[];
  status: number;
  accessMode: boolean;
  at: Date;
}

/**
 * A survey's life as its comments and audit records tell it (issue 36: a realistic history): created as
 * a draft (blocked, internal), then several edits over past days (the description, the periodicity,
 * an EVAS added), then the status it has now. Each record's snapshots have the shape the survey
 * service writes (SurveyAnswer), at a moment between the survey's creation and its last change.
 */
export function surveyEvents(
  random: Random,
  s: PlannedSurvey,
  authors: readonly Author[],
  evasNames: EvasNames,
): SurveyEvent[] {
  const snapshot = (state: State) => ({
    erhebungsid: s.erhebungsid,
    statisticId: s.statisticId,
    bzr: s.bzr,
    federalStateCode: s.office,
    period: state.period,
    description: state.description,
    evas: state.evas.map((code) => ({ evas: code, ...evasNames.get(code) })),
    status: state.status,
    accessMode: state.accessMode,
    baseObjectId: s.baseObjectId,
    links: [],
    resources: [],
    updating: state.at.toISOString(),
  });
  const span = s.updating.getTime() - s.createdAt.getTime();
  const moment = (share: number) => new Date(s.createdAt.getTime() + Math.floor(span * share));
  const events: SurveyEvent[] = [];
  let state: State = {
    period: s.period === 3 ? 1 : 3,
    description: `Entwurf: ${s.description}`,
    evas: s.evas.length > 1 ? s.evas.slice(0, -1) : s.evas,
    status: 0,
    accessMode: false,
    at: s.createdAt,
  };
  const record = (action: string, comment: string, next: State, before: unknown) => {
    events.push({
      action,
      comment,
      at: next.at,
      author: random.pick(authors),
      before,
      after: snapshot(next),
    });
    state = next;
  };
  record(
    s.predecessor ? "CONTINUE" : "CREATE",
    s.predecessor ? `Fortsetzung von ${s.predecessor}.` : random.pick(COMMENTS.CREATE!),
    state,
    s.predecessor ? { predecessor: s.predecessor } : undefined,
  );
  const edits: [string, Partial<State>][] = [
    ["DESCRIPTION", { description: s.description }],
    ["PERIOD", { period: s.period }],
  ];
  if (s.evas.length > 1) edits.push(["EVAS", { evas: s.evas }]);
  edits.forEach(([kind, change], index) => {
    const next = { ...state, ...change, at: moment((index + 1) / (edits.length + 2)) };
    record("EDIT", random.pick(COMMENTS[kind]!), next, snapshot(state));
  });
  // a survey blocked now was approved once before
  const statuses = s.status === 0 ? [3, 0] : [s.status];
  statuses.forEach((status, index) => {
    const last = index === statuses.length - 1;
    const action = status === 0 ? "LOCK" : STATUS_ACTION[status];
    if (!action) return;
    const next = {
      ...state,
      status,
      accessMode: last ? s.accessMode : true,
      at: last ? s.updating : moment((edits.length + 1) / (edits.length + 2)),
    };
    record(action, random.pick(COMMENTS[action]!), next, snapshot(state));
  });
  return events;
}

/** An event's audit record, its comment's id given. */
export function auditRowOf(event: SurveyEvent, surveyId: number, commentId: number) {
  return {
    at: event.at,
    actor_id: event.author.id,
    actor_email: event.author.email,
    actor_role: event.author.role,
    actor_office: event.author.office,
    action: event.action,
    entity: "survey",
    entity_id: String(surveyId),
    before: event.before === undefined ? null : JSON.stringify({ id: surveyId, ...(event.before as object) }),
    after: JSON.stringify({ id: surveyId, ...(event.after as object) }),
    shape: SNAPSHOT_SHAPE,
    comment_id: commentId,
  };
}

const DAY = 86_400_000;

/**
 * Two more records the demo's history shows (issue 36): a draft resource whose file was replaced (name,
 * size and checksum, as resources/upload.ts records a replacement) and an edit of a role's rights (as
 * roles/service.ts records one: the role before and after), both dated in the past.
 */
export async function writeHistoryShowcase(db: Kysely<DB>, author: Author, now: Date): Promise<void> {
  const actor = {
    actor_id: author.id,
    actor_email: author.email,
    actor_role: author.role,
    actor_office: author.office,
    shape: SNAPSHOT_SHAPE,
  };
  const draft = await db
    .selectFrom("resource as r")
    .innerJoin("survey as s", "s.id", "r.survey_id")
    .innerJoin("file_blob as b", "b.id", "r.blob_id")
    .select([
      "r.id",
      "r.resource_type as resourcetype",
      "r.specialization",
      "r.description",
      "r.resource_key as mutableKey",
      "r.status",
      "r.access_mode as accessMode",
      "r.updating",
      "r.file_name as fileName",
      "r.content_type as contentType",
      "r.file_size as size",
      "r.encoding",
      "s.erhebungsid",
      "b.sha256",
    ])
    .where("r.status", "=", 0)
    .orderBy("r.id")
    .limit(1)
    .executeTakeFirst();
  if (draft) {
    const { erhebungsid, sha256, updating, ...resource } = draft;
    const current = { ...resource, updating: updating.toISOString() };
    const earlier = new Date(updating.getTime() - 3 * DAY);
    await db
      .insertInto("audit_log")
      .values({
        ...actor,
        at: updating,
        action: "REPLACE_FILE",
        entity: "resource",
        entity_id: String(draft.id),
        before: JSON.stringify({
          ...current,
          fileName: `Entwurf_${resource.fileName}`,
          size: Math.max(1, resource.size - 517),
          updating: earlier.toISOString(),
          // the draft's first file is not kept: its checksum stands for it, as a replacement records it
          sha256: createHash("sha256").update(`Entwurf ${resource.mutableKey}`).digest("hex"),
        }),
        after: JSON.stringify({ ...current, erhebungsid, sha256 }),
      })
      .execute();
  }
  const role = await db
    .selectFrom("role")
    .select(["id", "name"])
    .where("name", "=", "FachAdmin")
    .executeTakeFirst();
  if (!role) return;
  const acls = (await db.selectFrom("role_acl").select("acl").where("role_id", "=", role.id).execute()).map(
    (r) => r.acl,
  );
  await db
    .insertInto("audit_log")
    .values({
      ...actor,
      at: new Date(now.getTime() - 30 * DAY),
      action: "EDIT",
      entity: "role",
      entity_id: String(role.id),
      before: JSON.stringify({ ...role, acls: acls.filter((acl) => acl !== "RESOURCE_CREATE") }),
      after: JSON.stringify({ ...role, acls }),
    })
    .execute();
}
