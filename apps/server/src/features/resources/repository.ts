import type { DownloadCounter } from "@erhdb/domain";
import { OWNING_SURVEY_COLUMNS, owningSurveyOf } from "../../db/owning-survey.ts";
import type { Queryable } from "../../db/queryable.ts";

/** A resource with the state of its survey, as rights, lifecycle and downloads need them. */
export interface ResourceRow {
  id: number;
  surveyId: number;
  resourcetype: string;
  specialization: string;
  version: string;
  validFromBzr: string | null;
  mutableKey: string;
  description: string;
  status: number;
  accessMode: boolean;
  countCore: number;
  countIntern: number;
  countExtern: number;
  fileName: string;
  contentType: string;
  size: number;
  encoding: string | null;
  blobId: number;
  updating: Date;
  survey: {
    erhebungsid: string;
    statisticId: string;
    federalStateCode: string;
    status: number;
    accessMode: boolean;
    baseObjectId: number;
  };
}

const RESOURCE_COLUMNS = [
  "r.id",
  "r.survey_id as surveyId",
  "r.resource_type as resourcetype",
  "r.specialization",
  "r.version",
  "r.valid_from_bzr as validFromBzr",
  "r.resource_key as mutableKey",
  "r.description",
  "r.status",
  "r.access_mode as accessMode",
  "r.count_core as countCore",
  "r.count_intern as countIntern",
  "r.count_extern as countExtern",
  "r.file_name as fileName",
  "r.content_type as contentType",
  "r.file_size as size",
  "r.encoding",
  "r.blob_id as blobId",
  "r.updating",
] as const;

const SURVEY_COLUMNS = [...OWNING_SURVEY_COLUMNS, "s.base_object_id as baseObjectId"] as const;

function query(db: Queryable) {
  return db
    .selectFrom("resource as r")
    .innerJoin("survey as s", "s.id", "r.survey_id")
    .select([...RESOURCE_COLUMNS, ...SURVEY_COLUMNS]);
}

type Joined = Awaited<ReturnType<ReturnType<typeof query>["executeTakeFirstOrThrow"]>>;

function rowOf(joined: Joined): ResourceRow {
  const {
    erhebungsid,
    statisticId,
    federalStateCode,
    surveyStatus,
    surveyAccessMode,
    baseObjectId,
    ...rest
  } = joined;
  const survey = owningSurveyOf({
    erhebungsid,
    statisticId,
    federalStateCode,
    surveyStatus,
    surveyAccessMode,
  });
  return { ...rest, survey: { ...survey, baseObjectId } };
}

/** By id; with `lock` the resource row stays locked until the transaction ends, so check and change agree. */
export async function findResource(
  db: Queryable,
  id: number,
  lock = false,
): Promise<ResourceRow | undefined> {
  const q = query(db).where("r.id", "=", id);
  const row = await (lock ? q.forUpdate("r") : q).executeTakeFirst();
  return row && rowOf(row);
}

export async function findResourceByKey(db: Queryable, key: string): Promise<ResourceRow | undefined> {
  const row = await query(db).where("r.resource_key", "=", key).executeTakeFirst();
  return row && rowOf(row);
}

/** The survey's resources by type, specialization and key (resource_survey_idx), without their bytes. */
export async function listSurveyResources(db: Queryable, surveyId: number): Promise<ResourceRow[]> {
  const rows = await query(db)
    .where("r.survey_id", "=", surveyId)
    .orderBy("r.resource_type")
    .orderBy("r.specialization")
    .orderBy("r.resource_key")
    .execute();
  return rows.map(rowOf);
}

/** The resources of one version line: survey, type, specialization and valid-from bzr (null for most types). */
export interface VersionLine {
  surveyId: number;
  resourcetype: string;
  specialization: string;
  validFromBzr: string | null;
}

export async function versionsOf(
  db: Queryable,
  line: VersionLine,
): Promise<{ id: number; version: string; status: number }[]> {
  let q = db
    .selectFrom("resource")
    .select(["id", "version", "status"])
    .where("survey_id", "=", line.surveyId)
    .where("resource_type", "=", line.resourcetype)
    .where("specialization", "=", line.specialization);
  q =
    line.validFromBzr === null
      ? q.where("valid_from_bzr", "is", null)
      : q.where("valid_from_bzr", "=", line.validFromBzr);
  return q.orderBy("version").execute();
}

/** The file and what describes it; a new upload's or a replaced file's. */
export interface ResourceFileValues {
  description: string;
  status: number;
  fileName: string;
  contentType: string;
  size: number;
  encoding: string | null;
  blobId: number;
}

function fileColumns(values: ResourceFileValues, now: Date) {
  return {
    description: values.description,
    status: values.status,
    file_name: values.fileName,
    content_type: values.contentType,
    file_size: values.size,
    encoding: values.encoding,
    blob_id: values.blobId,
    updating: now,
  };
}

export async function insertResource(
  db: Queryable,
  line: VersionLine & { version: string; key: string },
  values: ResourceFileValues,
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto("resource")
    .values({
      survey_id: line.surveyId,
      resource_type: line.resourcetype,
      specialization: line.specialization,
      version: line.version,
      valid_from_bzr: line.validFromBzr,
      resource_key: line.key,
      created_at: now,
      ...fileColumns(values, now),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A new file for an existing version; its counts start again (the old blob goes by trigger). */
export async function replaceResourceFile(
  db: Queryable,
  id: number,
  values: ResourceFileValues,
  now: Date,
): Promise<void> {
  await db
    .updateTable("resource")
    .set({ ...fileColumns(values, now), count_core: 0, count_intern: 0, count_extern: 0 })
    .where("id", "=", id)
    .execute();
}

export async function updateResource(
  db: Queryable,
  id: number,
  values: { status?: number; accessMode?: boolean; description?: string },
  now: Date,
): Promise<void> {
  await db
    .updateTable("resource")
    .set({
      ...(values.status === undefined ? {} : { status: values.status }),
      ...(values.accessMode === undefined ? {} : { access_mode: values.accessMode }),
      ...(values.description === undefined ? {} : { description: values.description }),
      updating: now,
    })
    .where("id", "=", id)
    .execute();
}

/** Removes the row; its file goes with it (trigger of migration 0005). */
export async function deleteResource(db: Queryable, id: number): Promise<void> {
  await db.deleteFrom("resource").where("id", "=", id).execute();
}

const COUNTER_COLUMNS = { core: "count_core", intern: "count_intern", extern: "count_extern" } as const;

/** One more download, in one atomic statement: concurrent downloads never lose a count. */
export async function countDownload(db: Queryable, id: number, counter: DownloadCounter): Promise<void> {
  const column = COUNTER_COLUMNS[counter];
  await db
    .updateTable("resource")
    .set((eb) => ({ [column]: eb(column, "+", 1) }))
    .where("id", "=", id)
    .execute();
}

/** The checksum of a stored file (a replaced file's, for the replacement's audit record). */
export async function blobChecksum(db: Queryable, blobId: number): Promise<string | null> {
  const row = await db.selectFrom("file_blob").select("sha256").where("id", "=", blobId).executeTakeFirst();
  return row?.sha256 ?? null;
}
