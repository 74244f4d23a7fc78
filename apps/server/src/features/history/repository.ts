import type { HistoryPart } from "@erhdb/domain";
import { sql } from "kysely";
import { OWNING_SURVEY_COLUMNS } from "../../db/owning-survey.ts";
import type { Queryable } from "../../db/queryable.ts";

export interface HistoryFilter {
  entity: string;
  entityId: string;
  /** the records of the object's parts that its history shows too (a survey's links) */
  part?: HistoryPart | undefined;
  /** part of the actor's name, or of their recorded address where the reader may filter by it */
  actor?: string | undefined;
  actorByEmail: boolean;
  action?: string | undefined;
  /** Berlin days, both included */
  from?: string | undefined;
  to?: string | undefined;
}

export interface HistoryRow {
  id: number;
  entity: string;
  at: Date;
  actorEmail: string | null;
  actorName: string | null;
  action: string;
  shape: number;
  before: unknown;
  after: unknown;
  comment: string | null;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The action an entry shows: a part's record's as HISTORY_PARTS names it ("LINK_CREATE"), so that an entry
 * and the `action` filter name it alike.
 */
function shownAction(part: HistoryPart | undefined) {
  if (!part) return sql<string>`a.action`;
  const named = Object.entries(part.actions).map(
    ([recorded, shown]) =>
      sql`WHEN a.entity = ${sql.lit(part.entity)} AND a.action = ${sql.lit(recorded)} THEN ${sql.lit(shown)}`,
  );
  return sql<string>`CASE ${sql.join(named, sql` `)} ELSE a.action END`;
}

/**
 * One object's records, refusals left out (they changed nothing), with those of its parts. The
 * (entity, entity_id, id) index serves the object's records, the partial indexes of migration 0035 its parts'
 * (the expression and the entity spelt as literals, as the indexes have them); the count is over one object's
 * records, never the lists' count cache (audit_log has no data-version trigger, decisions 15 and 33).
 */
function filtered(db: Queryable, filter: HistoryFilter) {
  const { part } = filter;
  let query = db
    .selectFrom("audit_log as a")
    .leftJoin("person as p", "p.id", "a.actor_id")
    .where((eb) =>
      eb.or([
        eb.and([eb("a.entity", "=", filter.entity), eb("a.entity_id", "=", filter.entityId)]),
        ...(part
          ? [
              eb.and([
                eb("a.entity", "=", sql.lit(part.entity)),
                eb(sql`COALESCE(a.after, a.before) ->> ${sql.lit(part.parentKey)}`, "=", filter.entityId),
              ]),
            ]
          : []),
      ]),
    )
    .where("a.action", "not like", "REFUSED\\_%");
  if (filter.action) query = query.where(shownAction(part), "=", filter.action);
  if (filter.from)
    query = query.where(
      "a.at",
      ">=",
      sql<Date>`(${filter.from}::date)::timestamp AT TIME ZONE 'Europe/Berlin'`,
    );
  if (filter.to) {
    query = query.where(
      "a.at",
      "<",
      sql<Date>`(${filter.to}::date + 1)::timestamp AT TIME ZONE 'Europe/Berlin'`,
    );
  }
  const actor = filter.actor;
  if (actor) {
    const pattern = likePattern(actor);
    query = query.where((eb) =>
      eb.or([
        eb(sql`p.forename || ' ' || p.name`, "ilike", pattern),
        ...(filter.actorByEmail ? [eb("a.actor_email", "ilike", pattern)] : []),
      ]),
    );
  }
  return query;
}

export async function countHistory(db: Queryable, filter: HistoryFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string>().as("total"))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Newest first: the id orders them, as they were written (the demo dates records in the past). */
export function historyPage(
  db: Queryable,
  filter: HistoryFilter,
  page: { offset: number; limit: number },
): Promise<HistoryRow[]> {
  return historyPageQuery(db, filter, page).execute();
}

/** The page's query, which the index (entity, entity_id, id) answers in order (a test explains it). */
export function historyPageQuery(
  db: Queryable,
  filter: HistoryFilter,
  page: { offset: number; limit: number },
) {
  return filtered(db, filter)
    .leftJoin("survey_commentary as c", "c.id", "a.comment_id")
    .select([
      "a.id",
      "a.entity",
      "a.at",
      "a.actor_email as actorEmail",
      sql<string | null>`p.forename || ' ' || p.name`.as("actorName"),
      shownAction(filter.part).as("action"),
      "a.shape",
      "a.before",
      "a.after",
      "c.comment",
    ])
    .orderBy("a.id", "desc")
    .offset(page.offset)
    .limit(page.limit);
}

/** One record of an object, for a restore. */
export async function findHistoryRecord(db: Queryable, entity: string, entityId: string, id: number) {
  return db
    .selectFrom("audit_log")
    .select(["id", "action", "shape", "before", "after"])
    .where("entity", "=", entity)
    .where("entity_id", "=", entityId)
    .where("id", "=", id)
    .executeTakeFirst();
}

/** The row id of an object a history names, if it exists. */
export async function evasIdOf(db: Queryable, code: string): Promise<number | undefined> {
  const row = await db.selectFrom("evas").select("id").where("evas", "=", code).executeTakeFirst();
  return row?.id;
}

const exists = async (query: Promise<unknown>) => (await query) !== undefined;

export const genericResourceExists = (db: Queryable, id: number) =>
  exists(db.selectFrom("generic_resource").select("id").where("id", "=", id).executeTakeFirst());
export const personExists = (db: Queryable, id: number) =>
  exists(db.selectFrom("person").select("id").where("id", "=", id).executeTakeFirst());
export const roleExists = (db: Queryable, id: number) =>
  exists(db.selectFrom("role").select("id").where("id", "=", id).executeTakeFirst());
export const requestExists = (db: Queryable, id: number) =>
  exists(db.selectFrom("request").select("id").where("id", "=", id).executeTakeFirst());

/** A resource with what decides who sees it: its status, access and type, and its survey. */
export async function resourceWithSurvey(db: Queryable, id: number) {
  return db
    .selectFrom("resource as r")
    .innerJoin("survey as s", "s.id", "r.survey_id")
    .select([
      "r.status",
      "r.access_mode as accessMode",
      "r.resource_type as resourcetype",
      ...OWNING_SURVEY_COLUMNS,
    ])
    .where("r.id", "=", id)
    .executeTakeFirst();
}
