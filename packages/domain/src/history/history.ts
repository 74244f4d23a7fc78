import { z } from "zod";
import type { AccessSubject } from "../auth/access.ts";
import { PERMISSION_FLAGS } from "../auth/rights.ts";
import { isResourceVisible, resourceVisibility } from "../states/resourceVisibility.ts";
import { surveyCommentSchema } from "../surveys/surveyWrite.ts";

/**
 * The history of an object (issue 36): its audit records, read into field-by-field changes. The kinds
 * are the API's (`history/{kind}/{id}`); each reads the records its `entity` names.
 */
export const HISTORY_KINDS = [
  "eid",
  "evas",
  "resource",
  "genericresource",
  "person",
  "role",
  "request",
] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** The audit_log entity of each kind's records, as the features write them. */
export const HISTORY_ENTITIES: Readonly<Record<HistoryKind, string>> = {
  eid: "survey",
  evas: "evas",
  resource: "resource",
  genericresource: "genericResource",
  person: "person",
  role: "role",
  request: "request",
};

/**
 * A part of an object that its own records (another entity) change, read into the object's history as a
 * change of one of its lists:
 * - a survey's links, written as `survey_link` records by `eid/erhebungsid/links/create` (only `after`,
 *   the link) and `links/delete` (only `before`), both naming their survey in `surveyId`;
 * - a person's permissions, `person_permission` records of `personPermission/{id}/create` and `/delete`
 *   and of an accepted REQUEST_RIGHTS request (the permission added, widened or removed), naming the
 *   person in `personId`.
 * Such an entry is no state of the object that could be restored.
 */
export interface HistoryPart {
  entity: string;
  /** the snapshot field that holds the object's row id */
  parentKey: string;
  /** the object's list the part's item joins or leaves */
  field: string;
  /** each record's action as its entry names it (a link's CREATE is the survey's LINK_CREATE) */
  actions: Readonly<Record<string, string>>;
}

export const HISTORY_PARTS: Readonly<Partial<Record<HistoryKind, HistoryPart>>> = {
  eid: {
    entity: "survey_link",
    parentKey: "surveyId",
    field: "links",
    actions: { CREATE: "LINK_CREATE", DELETE: "LINK_DELETE" },
  },
  person: {
    entity: "person_permission",
    parentKey: "personId",
    field: "permissions",
    actions: {
      ADD_PERMISSION: "ADD_PERMISSION",
      WIDEN_PERMISSION: "WIDEN_PERMISSION",
      DELETE_PERMISSION: "DELETE_PERMISSION",
    },
  },
};

/** Whether an entry of a kind's history is a change of one of its parts (no restorable state). */
export function isHistoryPartAction(kind: HistoryKind, action: string): boolean {
  return Object.values(HISTORY_PARTS[kind]?.actions ?? {}).includes(action);
}

/**
 * The shape of the snapshots (before, after) an audit record is written in. Shape 1: the records of
 * before issue 36. Shape 2 added the record's metadata (actor's role and office, the survey comment's
 * link) and kept the snapshots as they were. Shape 3: a replaced resource file's `before` carries its
 * checksum (`sha256`), as `after` did already. Each shape only adds fields, so one reader per kind reads
 * them all (a field a shape lacks reads as nothing); a change that renames or reshapes a field takes the
 * next number and a reader of its own.
 */
export const SNAPSHOT_SHAPE = 3;

export const HISTORY_MAX_PAGE_SIZE = 100;

/** A changed value: a text, number, flag, nothing, or a list (EVAS codes, rights, resource keys). */
export const historyValue = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);
export type HistoryValue = z.infer<typeof historyValue>;

export const historyChange = z.object({ field: z.string(), before: historyValue, after: historyValue });
export type HistoryChange = z.infer<typeof historyChange>;

export const historyEntry = z.object({
  id: z.number(),
  at: z.string(),
  /** the actor's name while the account exists (else the address as recorded); the address only with USEREMAILADRESS_READ */
  actor: z.object({ name: z.string(), email: z.string().optional() }),
  action: z.string(),
  comment: z.string().optional(),
  changes: z.array(historyChange),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

export const historyAnswer = z.object({ total: z.number(), entries: z.array(historyEntry) });
export type HistoryAnswer = z.infer<typeof historyAnswer>;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "invalidDate");

export const historyQuerySchema = z.object({
  /** 0-based, as the tables' pages */
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(HISTORY_MAX_PAGE_SIZE).default(20),
  /** part of the actor's recorded address or name */
  actor: z.string().trim().max(200).optional(),
  action: z.string().trim().max(100).optional(),
  /** Berlin days, both included */
  from: isoDay.optional(),
  to: isoDay.optional(),
  format: z.enum(["json", "csv"]).default("json"),
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

/** A survey's restore is an edit: its comment follows the edit's rule (required, trimmed, at most 4000). */
export const historyRestoreSchema = z.object({ comment: surveyCommentSchema });

/** What the reader of a history may see today: the snapshots are shown through these rights. */
export interface HistoryReader {
  person: AccessSubject;
  /** USEREMAILADRESS_READ: addresses in person snapshots (decision 16) */
  emails: boolean;
  /**
   * A survey's Erhebungsid today: the reader's rights on the survey as it is now decide which of its
   * resources every snapshot shows, so that a changed statistic id or office does not read as resources
   * that came or went
   */
  erhebungsid?: string;
}

/** One audit record as the history reads it. */
export interface SnapshotRecord {
  shape: number;
  /** the record's entity, where it may be one of the kind's parts (HISTORY_PARTS) */
  entity?: string;
  before: unknown;
  after: unknown;
}

type Snapshot = Readonly<Record<string, unknown>>;

interface SnapshotSpec {
  /** fields no diff shows: ids, the row's time stamp, what a record carries beside the object */
  ignore: readonly string[];
  /** list fields and the text that names one item */
  lists?: Readonly<Record<string, (item: unknown) => string>>;
  /** the reader's view of one snapshot, before the diff */
  view?: (snapshot: Snapshot, reader: HistoryReader) => Snapshot;
}

const asSnapshot = (value: unknown): Snapshot =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Snapshot) : {};

const field = (name: string) => (item: unknown) => String(asSnapshot(item)[name] ?? "");

/** A permission as a list item: its statistic id and state, and the flags it grants ("2311/05: res_rights"). */
const permissionName = (item: unknown) => {
  const p = asSnapshot(item);
  const flags = PERMISSION_FLAGS.filter((flag) => p[flag] === true);
  const pair = `${String(p.statisticId ?? "")}/${String(p.lkz ?? "")}`;
  return flags.length === 0 ? pair : `${pair}: ${flags.join(" ")}`;
};

function historyValueOf(value: unknown): HistoryValue {
  if (value === undefined || value === null) return null;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  if (Array.isArray(value) && value.every((v) => typeof v === "string")) return value;
  return JSON.stringify(value);
}

function listOf(value: unknown, name: (item: unknown) => string): string[] {
  return Array.isArray(value) ? value.map(name) : [];
}

/** The survey's resources in a snapshot, those the reader may see today (decision 8's rule) only. */
function surveyView(snapshot: Snapshot, reader: HistoryReader): Snapshot {
  if (!Array.isArray(snapshot.resources)) return snapshot;
  const visibility = resourceVisibility(
    reader.person,
    reader.erhebungsid ?? String(snapshot.erhebungsid ?? ""),
  );
  const resources = snapshot.resources.filter((item) => {
    const r = asSnapshot(item);
    return isResourceVisible(visibility, {
      status: Number(r.status),
      accessMode: r.accessMode === true,
      resourcetype: String(r.resourcetype ?? ""),
    });
  });
  return { ...snapshot, resources };
}

const withoutEmail = (snapshot: Snapshot, reader: HistoryReader): Snapshot => {
  if (reader.emails || !("email" in snapshot)) return snapshot;
  const { email: _hidden, ...rest } = snapshot;
  return rest;
};

const COMMON_IGNORED = ["id", "updating"];

const SPECS: Readonly<Record<HistoryKind, SnapshotSpec>> = {
  eid: {
    // a rigorous delete records the comments it removed and its own comment, which the entry shows
    ignore: [...COMMON_IGNORED, "commentary", "comment"],
    lists: { evas: field("evas"), links: field("content"), resources: field("mutableKey") },
    view: surveyView,
  },
  evas: { ignore: COMMON_IGNORED },
  resource: { ignore: [...COMMON_IGNORED, "countCore", "countIntern", "countExtern"] },
  genericresource: { ignore: COMMON_IGNORED },
  person: { ignore: COMMON_IGNORED, lists: { permissions: permissionName }, view: withoutEmail },
  role: { ignore: COMMON_IGNORED, lists: { acls: String, persons: String, statisticIds: String } },
  // a decision's comment is the entry's comment
  request: { ignore: [...COMMON_IGNORED, "comment"] },
};

/**
 * The field-by-field changes of one record, as `reader` may see them today: every field whose value
 * differs, in the order the snapshots name them. A list (EVAS, links, rights) says what left it (before)
 * and what joined it (after).
 */
export function historyChanges(
  kind: HistoryKind,
  record: SnapshotRecord,
  reader: HistoryReader,
): HistoryChange[] {
  if (record.shape < 1 || record.shape > SNAPSHOT_SHAPE) {
    throw new Error(`audit record of unknown snapshot shape ${record.shape}`);
  }
  const spec = SPECS[kind];
  const part = HISTORY_PARTS[kind];
  // a part's item joins (after) or leaves (before) the object's list
  const asObject = (value: unknown) =>
    part !== undefined && record.entity === part.entity
      ? { [part.field]: value === null || value === undefined ? [] : [value] }
      : value;
  const view = (value: unknown) => {
    const snapshot = asSnapshot(asObject(value));
    return spec.view ? spec.view(snapshot, reader) : snapshot;
  };
  const before = view(record.before);
  const after = view(record.after);
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const changes: HistoryChange[] = [];
  for (const name of names) {
    if (spec.ignore.includes(name)) continue;
    const itemName = spec.lists?.[name];
    if (itemName) {
      const old = listOf(before[name], itemName);
      const now = listOf(after[name], itemName);
      const removed = old.filter((item) => !now.includes(item));
      const added = now.filter((item) => !old.includes(item));
      if (removed.length > 0 || added.length > 0)
        changes.push({ field: name, before: removed, after: added });
      continue;
    }
    const old = historyValueOf(before[name]);
    const now = historyValueOf(after[name]);
    if (JSON.stringify(old) !== JSON.stringify(now)) changes.push({ field: name, before: old, after: now });
  }
  return changes;
}
