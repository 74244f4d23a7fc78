import type { PermissionFlag } from "@erhdb/domain";
import { composeResourceKey, hasValidFromBzr } from "@erhdb/domain";
import type { Database } from "../src/db/database.ts";
import { insertStoredBlob } from "../src/files/blob-store.ts";
import type { SurveyFixture } from "./survey-fixtures.ts";

export interface ResourceFixtureOptions {
  type?: string;
  specialization?: string;
  version?: number;
  status?: number;
  accessMode?: boolean;
  counts?: [core: number, intern: number, extern: number];
}

/**
 * Inserts a resource of the survey straight into the database, with a one-byte file. By default a public,
 * usable survey description (99/00) in version 1; types 93 and 94 get the valid-from bzr 250000.
 */
export async function insertResource(
  db: Database,
  survey: SurveyFixture,
  options: ResourceFixtureOptions = {},
): Promise<{ id: number; key: string }> {
  const type = options.type ?? "99";
  const specialization = options.specialization ?? "00";
  const validFromBzr = hasValidFromBzr(type) ? "250000" : null;
  const key = composeResourceKey({
    erhebungsid: survey.erhebungsid,
    resourceType: type,
    specialization,
    version: options.version ?? 1,
    validFromBzr,
  });
  const [core, intern, extern] = options.counts ?? [0, 0, 0];
  const blobId = await insertStoredBlob(db, Buffer.from("x"));
  const row = await db
    .insertInto("resource")
    .values({
      survey_id: survey.id,
      resource_type: type,
      specialization,
      version: key.slice(-4),
      valid_from_bzr: validFromBzr,
      resource_key: key,
      description: `Ressource ${key}`,
      status: options.status ?? 3,
      access_mode: options.accessMode ?? true,
      count_core: core,
      count_intern: intern,
      count_extern: extern,
      file_name: "datei.txt",
      content_type: "text/plain",
      file_size: 1,
      blob_id: blobId,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, key };
}

/** Gives the account these person-permission flags for a statistic id and office. */
export async function grantPermission(
  db: Database,
  email: string,
  target: { statisticId: string; lkz: string },
  flags: readonly PermissionFlag[],
): Promise<void> {
  const person = await db
    .selectFrom("person")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  await db
    .insertInto("person_permission")
    .values({
      person_id: person.id,
      statistic_id: target.statisticId,
      lkz: target.lkz,
      ...Object.fromEntries(flags.map((flag) => [flag, true])),
    })
    .execute();
}
