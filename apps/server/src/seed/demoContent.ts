import { SNAPSHOT_SHAPE } from "@erhdb/domain";
import type { Kysely } from "kysely";
import { sql } from "kysely";
import type { DB } from "../db/schema.ts";
import { insertStoredBlob } from "../files/blob-store.ts";
import { OFFICE_SITES } from "./catalog.ts";
import { type Author, auditRowOf, surveyEvents } from "./demoHistory.ts";
import type { PlannedResource } from "./demoResources.ts";
import type { PlannedSurvey } from "./demoSurveys.ts";
import type { Random } from "./random.ts";

export type { Author } from "./demoHistory.ts";

export interface SurveyWriteReport {
  surveys: number;
  surveyEvas: number;
  links: number;
  commentaries: number;
}

const CHUNK = 100;

/** Writes the planned surveys with their EVAS, links and comments; returns the new ids by erhebungsid. */
export async function writeSurveys(
  db: Kysely<DB>,
  random: Random,
  planned: readonly PlannedSurvey[],
  authors: readonly Author[],
): Promise<{ ids: Map<string, number>; report: SurveyWriteReport }> {
  const ids = new Map<string, number>();
  for (let i = 0; i < planned.length; i += CHUNK) {
    const rows = await db
      .insertInto("survey")
      .values(
        planned.slice(i, i + CHUNK).map((s) => ({
          statistic_id: s.statisticId,
          bzr: s.bzr,
          federal_state_code: s.office,
          period: s.period,
          description: s.description,
          status: s.status,
          access_mode: s.accessMode,
          base_object_id: s.baseObjectId,
          count_core: s.counts.core,
          count_intern: s.counts.intern,
          count_extern: s.counts.extern,
          created_at: s.createdAt,
          updating: s.updating,
        })),
      )
      .returning(["id", "erhebungsid"])
      .execute();
    for (const r of rows) ids.set(r.erhebungsid, r.id);
  }
  const idOf = (erhebungsid: string) => {
    const id = ids.get(erhebungsid);
    if (id === undefined) throw new Error(`demo survey ${erhebungsid} was not written`);
    return id;
  };

  const successors = planned.filter((s) => s.predecessor !== null);
  if (successors.length > 0) {
    const pairs = successors.map((s) => sql`(${idOf(s.erhebungsid)}::int, ${idOf(s.predecessor!)}::int)`);
    await sql`UPDATE survey SET predecessor_id = v.predecessor
      FROM (VALUES ${sql.join(pairs)}) AS v(id, predecessor) WHERE survey.id = v.id`.execute(db);
  }

  const codes = [...new Set(planned.flatMap((s) => s.evas))];
  const evasRows = await db
    .selectFrom("evas")
    .select(["id", "evas", "description", "closing"])
    .where("evas", "in", codes)
    .execute();
  const evasNames = new Map(
    evasRows.map((e) => [e.evas, { description: e.description, closing: e.closing }]),
  );
  const evasIds = new Map(evasRows.map((e) => [e.evas, e.id]));
  const surveyEvas = planned.flatMap((s) =>
    s.evas.map((code) => {
      const evasId = evasIds.get(code);
      if (evasId === undefined) throw new Error(`EVAS ${code} of the demo catalog is not in the register`);
      return { survey_id: idOf(s.erhebungsid), evas_id: evasId };
    }),
  );
  await insertChunked(surveyEvas, (chunk) => db.insertInto("survey_evas").values(chunk).execute());

  const links = planned.flatMap((s) =>
    linksOf(random, s).map((l) => ({ ...l, survey_id: idOf(s.erhebungsid) })),
  );
  const writtenLinks: LinkRow[] = [];
  await insertChunked(links, async (chunk) =>
    writtenLinks.push(
      ...(await db
        .insertInto("survey_link")
        .values(chunk)
        .returning(["id", "survey_id", "content", "description", "updating"])
        .execute()),
    ),
  );

  // every action's comment and its audit record, which links it (issue 36: the surveys' history)
  const events = planned.flatMap((s) =>
    surveyEvents(random, s, authors, evasNames).map((event) => ({ event, surveyId: idOf(s.erhebungsid) })),
  );
  for (let i = 0; i < events.length; i += 500) {
    const chunk = events.slice(i, i + 500);
    const commentIds = await db
      .insertInto("survey_commentary")
      .values(
        chunk.map(({ event, surveyId }) => ({
          survey_id: surveyId,
          action: event.action,
          comment: event.comment,
          author_id: event.author.id,
          author_email: event.author.email,
          created_at: event.at,
        })),
      )
      .returning("id")
      .execute();
    await db
      .insertInto("audit_log")
      .values(chunk.map(({ event, surveyId }, index) => auditRowOf(event, surveyId, commentIds[index]!.id)))
      .execute();
  }

  // each link's creation as the link routes record it, after the survey's own records: the survey's
  // history shows the links added (decision 46)
  await insertChunked(writtenLinks, (chunk) =>
    db
      .insertInto("audit_log")
      .values(chunk.map((link) => linkAuditRowOf(link, authors)))
      .execute(),
  );

  return {
    ids,
    report: {
      surveys: ids.size,
      surveyEvas: surveyEvas.length,
      links: links.length,
      commentaries: events.length,
    },
  };
}

interface LinkRow {
  id: number;
  survey_id: number;
  content: string;
  description: string;
  updating: Date;
}

/** A link's creation as `eid/erhebungsid/links/create` records it, by the demo's first author. */
function linkAuditRowOf(link: LinkRow, authors: readonly Author[]) {
  const [author] = authors;
  if (!author) throw new Error("the demo has no author");
  return {
    at: link.updating,
    actor_id: author.id,
    actor_email: author.email,
    actor_role: author.role,
    actor_office: author.office,
    action: "CREATE",
    entity: "survey_link",
    entity_id: String(link.id),
    after: JSON.stringify({
      id: link.id,
      content: link.content,
      description: link.description,
      surveyId: link.survey_id,
    }),
    shape: SNAPSHOT_SHAPE,
  };
}

function linksOf(random: Random, s: PlannedSurvey) {
  const links: { content: string; description: string; updating: Date }[] = [];
  if (random.chance(0.35)) {
    links.push({
      content: `https://www.destatis.de/DE/Themen/${s.topic.theme}/_inhalt.html`,
      description: "Themenseite beim Statistischen Bundesamt",
      updating: s.updating,
    });
  }
  if (s.office !== "00" && random.chance(0.2)) {
    links.push({
      content: `${OFFICE_SITES[s.office]}/`,
      description:
        s.office === "99"
          ? "Statistikportal des Verbunds"
          : "Veröffentlichungen des Statistischen Landesamts",
      updating: s.updating,
    });
  }
  return links;
}

/** Writes the planned resources, each file as a stored blob of its own (decision 13). */
export async function writeResources(
  db: Kysely<DB>,
  planned: readonly PlannedResource[],
  surveyIds: ReadonlyMap<string, number>,
): Promise<number> {
  for (let i = 0; i < planned.length; i += CHUNK) {
    const chunk = planned.slice(i, i + CHUNK);
    const blobIds: number[] = [];
    for (const r of chunk) blobIds.push(await insertStoredBlob(db, r.file.content, r.updating));
    await db
      .insertInto("resource")
      .values(
        chunk.map((r, index) => ({
          survey_id: surveyIds.get(r.erhebungsid)!,
          resource_type: r.resourceType,
          specialization: r.specialization,
          version: r.version,
          valid_from_bzr: r.validFromBzr,
          resource_key: r.resourceKey,
          description: r.description,
          status: r.status,
          access_mode: r.accessMode,
          count_core: r.counts.core,
          count_intern: r.counts.intern,
          count_extern: r.counts.extern,
          file_name: r.file.fileName,
          content_type: r.file.contentType,
          file_size: r.file.content.length,
          encoding: r.file.encoding,
          blob_id: blobIds[index]!,
          created_at: r.updating,
          updating: r.updating,
        })),
      )
      .execute();
  }
  return planned.length;
}

async function insertChunked<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}
