import type { Language, RequestAction, RequestStatus, RequestType } from "@erhdb/domain";
import { sql } from "kysely";
import type { Queryable } from "../../db/queryable.ts";

/** A request with the names of its responsible person and last editor. */
export interface RequestRow {
  id: number;
  requestType: RequestType;
  actionStatus: RequestStatus;
  createdAt: Date;
  specializing: Record<string, unknown>;
  applicantName: string;
  applicantForename: string;
  applicantMail: string;
  applicantPhonenumber: string;
  applicantFederalStateCode: string | null;
  applicantLang: Language;
  substantiation: string;
  statisticId: string | null;
  responsible: PersonName | null;
  lastEditor: PersonName | null;
  progressComment: string;
  updating: Date;
}

export interface PersonName {
  id: number;
  name: string;
  forename: string;
}

function selectRequests(db: Queryable) {
  return db
    .selectFrom("request as r")
    .leftJoin("person as rp", "rp.id", "r.responsible_person_id")
    .leftJoin("person as le", "le.id", "r.last_editor_id")
    .select([
      "r.id",
      "r.request_type",
      "r.action_status",
      "r.created_at",
      "r.request_specializing",
      "r.applicant_name",
      "r.applicant_forename",
      "r.applicant_mail",
      "r.applicant_phonenumber",
      "r.applicant_federal_state_code",
      "r.applicant_lang",
      "r.substantiation",
      "r.statistic_id",
      "r.progress_comment",
      "r.updating",
      "rp.id as rp_id",
      "rp.name as rp_name",
      "rp.forename as rp_forename",
      "le.id as le_id",
      "le.name as le_name",
      "le.forename as le_forename",
    ]);
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectRequests>["executeTakeFirstOrThrow"]>>;

const nameOf = (id: number | null, name: string | null, forename: string | null): PersonName | null =>
  id === null ? null : { id, name: name ?? "", forename: forename ?? "" };

function toRequestRow(row: SelectedRow): RequestRow {
  return {
    id: row.id,
    // the table's CHECK constraints hold the domain's values
    requestType: row.request_type as RequestType,
    actionStatus: row.action_status as RequestStatus,
    createdAt: row.created_at,
    specializing: row.request_specializing,
    applicantName: row.applicant_name,
    applicantForename: row.applicant_forename,
    applicantMail: row.applicant_mail,
    applicantPhonenumber: row.applicant_phonenumber,
    applicantFederalStateCode: row.applicant_federal_state_code,
    applicantLang: row.applicant_lang,
    substantiation: row.substantiation,
    statisticId: row.statistic_id,
    responsible: nameOf(row.rp_id, row.rp_name, row.rp_forename),
    lastEditor: nameOf(row.le_id, row.le_name, row.le_forename),
    progressComment: row.progress_comment,
    updating: row.updating,
  };
}

/** The request; with `lock` its row stays locked until the transaction ends, so check and change agree. */
export async function findRequest(db: Queryable, id: number, lock = false): Promise<RequestRow | null> {
  let query = selectRequests(db).where("r.id", "=", id);
  if (lock) query = query.forUpdate("r");
  const row = await query.executeTakeFirst();
  return row ? toRequestRow(row) : null;
}

/** The request of a ticket token's SHA-256. */
export async function findRequestByTicket(db: Queryable, ticketHash: string): Promise<RequestRow | null> {
  const row = await selectRequests(db).where("r.ticket_token_hash", "=", ticketHash).executeTakeFirst();
  return row ? toRequestRow(row) : null;
}

export interface NewRequest {
  requestType: RequestType;
  specializing: Record<string, unknown>;
  applicant: { name: string; forename: string; mail: string; phonenumber: string; federalStateCode: string };
  applicantLang: Language;
  substantiation: string;
  statisticId: string | null;
  federalStateCode: string;
  ticketHash: string;
  now: Date;
}

export async function insertRequest(trx: Queryable, request: NewRequest): Promise<number> {
  const row = await trx
    .insertInto("request")
    .values({
      request_type: request.requestType,
      created_at: request.now,
      request_specializing: JSON.stringify(request.specializing),
      applicant_name: request.applicant.name,
      applicant_forename: request.applicant.forename,
      applicant_mail: request.applicant.mail,
      applicant_phonenumber: request.applicant.phonenumber,
      applicant_federal_state_code: request.applicant.federalStateCode,
      applicant_lang: request.applicantLang,
      substantiation: request.substantiation,
      statistic_id: request.statisticId,
      federal_state_code: request.federalStateCode,
      ticket_token_hash: request.ticketHash,
      updating: request.now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A request id that no request will have: the id a stored request would have got. For the honeypot's
 * answer, which must look like any other (decision 17) while nothing is stored.
 */
export async function burnRequestId(db: Queryable): Promise<number> {
  const { rows } = await sql<{ id: string | number }>`
    SELECT nextval(pg_get_serial_sequence('request', 'id')) AS id`.execute(db);
  return Number(rows[0]?.id);
}

/** What a step changes on the request; every step records who made it and when. */
export interface RequestChange {
  actionStatus?: RequestStatus;
  progressComment?: string;
  /** a person id, or null for none */
  responsiblePersonId?: number | null;
  editorId: number;
  now: Date;
}

export async function updateRequest(trx: Queryable, id: number, change: RequestChange): Promise<void> {
  await trx
    .updateTable("request")
    .set({
      ...(change.actionStatus === undefined ? {} : { action_status: change.actionStatus }),
      ...(change.progressComment === undefined ? {} : { progress_comment: change.progressComment }),
      ...(change.responsiblePersonId === undefined
        ? {}
        : { responsible_person_id: change.responsiblePersonId }),
      last_editor_id: change.editorId,
      updating: change.now,
    })
    .where("id", "=", id)
    .execute();
}

/** Sets the responsible person chosen at creation (nobody has edited the request yet). */
export async function setFirstResponsible(trx: Queryable, id: number, personId: number): Promise<void> {
  await trx.updateTable("request").set({ responsible_person_id: personId }).where("id", "=", id).execute();
}

export interface HistoryEntry {
  action: RequestAction;
  actor: string;
  comment: string;
  /** the status the step left the request in */
  type: RequestStatus;
  now: Date;
}

export async function insertHistory(trx: Queryable, requestId: number, entry: HistoryEntry): Promise<void> {
  await trx
    .insertInto("request_content")
    .values({
      request_id: requestId,
      action: entry.action,
      actor: entry.actor,
      comment: entry.comment,
      type: entry.type,
      updating: entry.now,
    })
    .execute();
}

/** A request's history, newest first (SPEC 2.9). */
export async function listHistory(db: Queryable, requestId: number) {
  const rows = await db
    .selectFrom("request_content")
    .select(["action", "actor", "comment", "type", "updating"])
    .where("request_id", "=", requestId)
    .orderBy("updating", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((r) => ({
    update: r.updating.toISOString(),
    comment: r.comment,
    actor: r.actor,
    action: r.action,
    type: r.type,
  }));
}

/**
 * The statistic ids already in use, which a new statistic must not get (decision 39): those of a survey,
 * and those a permission or a role-statid names, so that a new statistic inherits no rights given for its
 * id before it existed. Callers hold the lock of `lockStatisticIdChoice`, so two acceptances at once never
 * pick the same one.
 */
export async function takenStatisticIds(db: Queryable): Promise<Set<string>> {
  const rows = await db
    .selectFrom("survey")
    .select("statistic_id")
    .union(db.selectFrom("person_permission").select("statistic_id"))
    .union(db.selectFrom("role_statid").select("statistic_id"))
    .execute();
  return new Set(rows.map((r) => r.statistic_id));
}

/** Serializes the choice of a new statistic id until the transaction ends. */
export async function lockStatisticIdChoice(trx: Queryable): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended('erhdb-new-statistic-id', 0))`.execute(trx);
}
