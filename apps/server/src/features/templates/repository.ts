import type { Column, TableTemplate, TemplateType } from "@erhdb/domain";
import type { Queryable } from "../../db/queryable.ts";

const COLUMNS = ["id", "name", "type", "columns", "default_template"] as const;

interface TemplateRow {
  id: number;
  name: string;
  type: string;
  columns: unknown[];
  default_template: boolean;
}

function toTemplate(row: TemplateRow): TableTemplate {
  return {
    id: row.id,
    name: row.name,
    type: row.type as TemplateType,
    // stored only after the columns were checked against the table (service)
    columns: row.columns as Column[],
    defaultTemplate: row.default_template,
  };
}

export async function listTemplates(
  db: Queryable,
  personId: number,
  type: TemplateType,
): Promise<TableTemplate[]> {
  const rows = await db
    .selectFrom("table_template")
    .select(COLUMNS)
    .where("person_id", "=", personId)
    .where("type", "=", type)
    .orderBy("name")
    .orderBy("id")
    .execute();
  return rows.map(toTemplate);
}

export async function findTemplate(
  db: Queryable,
  personId: number,
  type: TemplateType,
  id: number,
): Promise<TableTemplate | null> {
  const row = await db
    .selectFrom("table_template")
    .select(COLUMNS)
    .where("id", "=", id)
    .where("person_id", "=", personId)
    .where("type", "=", type)
    .executeTakeFirst();
  return row ? toTemplate(row) : null;
}

/** Serialises a person's template writes, so that two saves cannot pass the limit together. */
export async function lockTemplatesOf(db: Queryable, personId: number): Promise<void> {
  await db.selectFrom("person").select("id").where("id", "=", personId).forUpdate().execute();
}

export async function clearDefaultTemplate(
  db: Queryable,
  personId: number,
  type: TemplateType,
  now: Date,
): Promise<void> {
  await db
    .updateTable("table_template")
    .set({ default_template: false, updating: now })
    .where("person_id", "=", personId)
    .where("type", "=", type)
    .where("default_template", "=", true)
    .execute();
}

export async function insertTemplate(
  db: Queryable,
  personId: number,
  template: { type: TemplateType; name: string; columns: Column[]; defaultTemplate: boolean },
  now: Date,
): Promise<TableTemplate> {
  const row = await db
    .insertInto("table_template")
    .values({
      person_id: personId,
      type: template.type,
      name: template.name,
      columns: JSON.stringify(template.columns),
      default_template: template.defaultTemplate,
      updating: now,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toTemplate(row);
}

export async function deleteTemplate(db: Queryable, id: number): Promise<void> {
  await db.deleteFrom("table_template").where("id", "=", id).execute();
}
