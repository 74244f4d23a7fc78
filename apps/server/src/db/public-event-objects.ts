// What a visitor without a session sees now of the objects public events name (decision 43): an event is
// told with its object's details only while the object is public, whatever it was when the event happened.
import { canSeeResource, isSurveyPublic, PUBLIC_EVENT_OBJECT, type PublicEventObject } from "@erhdb/domain";
import { sql } from "kysely";
import { genericResourceVisibilitySql } from "./generic-resource-visibility.ts";
import { OWNING_SURVEY_COLUMNS, owningSurveyOf } from "./owning-survey.ts";
import type { PublicEvent } from "./public-events.ts";
import type { Queryable } from "./queryable.ts";

export type PublicObject =
  | { object: "survey"; erhebungsid: string; description: string; updating: Date }
  | {
      object: "resource";
      resourceKey: string;
      resourceType: string;
      version: string;
      description: string;
      erhebungsid: string;
      /** the later of the resource's and its survey's last change */
      updating: Date;
    }
  | {
      object: "genericResource";
      resourceType: string;
      version: string;
      description: string;
      fileName: string;
      updating: Date;
    };

/** The public page of an object: a survey's and a general resource's Show page, a resource's download page. */
export function publicPageOf(seen: PublicObject): { path: string; query: Record<string, string> } {
  switch (seen.object) {
    case "survey":
      return { path: "/Show.html", query: { eid: seen.erhebungsid } };
    case "resource":
      return { path: "/download.html", query: { download: seen.resourceKey } };
    case "genericResource":
      return { path: "/Show.html", query: { genresid: seen.resourceType } };
  }
}

/** The key of an event's object in publicObjectsOf's answer. */
export function objectKey(event: Pick<PublicEvent, "kind" | "objectId">): string {
  return `${PUBLIC_EVENT_OBJECT[event.kind]}:${event.objectId}`;
}

const later = (a: Date, b: Date) => (a > b ? a : b);

/** The objects of the events that a visitor sees now, by objectKey; the others are absent. */
export async function publicObjectsOf(
  db: Queryable,
  events: readonly Pick<PublicEvent, "kind" | "objectId">[],
): Promise<Map<string, PublicObject>> {
  const ids = (object: PublicEventObject) => [
    ...new Set(events.filter((e) => PUBLIC_EVENT_OBJECT[e.kind] === object).map((e) => e.objectId)),
  ];
  const found = new Map<string, PublicObject>();
  for (const [id, seen] of await surveys(db, ids("survey"))) found.set(`survey:${id}`, seen);
  for (const [id, seen] of await resources(db, ids("resource"))) found.set(`resource:${id}`, seen);
  for (const [id, seen] of await genericResources(db, ids("genericResource")))
    found.set(`genericResource:${id}`, seen);
  return found;
}

async function surveys(db: Queryable, ids: number[]): Promise<[number, PublicObject][]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("survey")
    .select([
      "id",
      "erhebungsid",
      "description",
      "status",
      "access_mode as accessMode",
      "statistic_id as statisticId",
      "federal_state_code as federalStateCode",
      "updating",
    ])
    .where("id", "in", ids)
    .execute();
  return rows
    .filter((r) => isSurveyPublic(r))
    .map((r) => [
      r.id,
      { object: "survey", erhebungsid: r.erhebungsid, description: r.description, updating: r.updating },
    ]);
}

async function resources(db: Queryable, ids: number[]): Promise<[number, PublicObject][]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("resource as r")
    .innerJoin("survey as s", "s.id", "r.survey_id")
    .select([
      "r.id",
      "r.resource_key as resourceKey",
      "r.resource_type as resourcetype",
      "r.version",
      "r.description",
      "r.status",
      "r.access_mode as accessMode",
      "r.updating",
      ...OWNING_SURVEY_COLUMNS,
      "s.updating as surveyUpdating",
    ])
    .where("r.id", "in", ids)
    .execute();
  return rows
    .filter((r) => canSeeResource(null, r, owningSurveyOf(r)))
    .map((r) => [
      r.id,
      {
        object: "resource",
        resourceKey: r.resourceKey,
        resourceType: r.resourcetype,
        version: r.version,
        description: r.description,
        erhebungsid: r.erhebungsid,
        updating: later(r.updating, r.surveyUpdating),
      },
    ]);
}

async function genericResources(db: Queryable, ids: number[]): Promise<[number, PublicObject][]> {
  if (ids.length === 0) return [];
  const query = db
    .selectFrom("generic_resource as g")
    .select(["g.id", "g.resource_type", "g.version", "g.description", "g.filename", "g.updating"])
    .where("g.id", "in", ids);
  // a visitor's visibility: the public ones
  const visible = genericResourceVisibilitySql(null);
  const rows = await (visible ? query.where(sql<boolean>`${visible}`) : query).execute();
  return rows.map((r) => [
    r.id,
    {
      object: "genericResource",
      resourceType: r.resource_type,
      version: r.version,
      description: r.description,
      fileName: r.filename,
      updating: r.updating,
    },
  ]);
}
