import type { AuthPerson, TableTemplate, TemplateSave, TemplateType } from "@erhdb/domain";
import { templateSaveProblem } from "@erhdb/domain";
import { resolveColumns, type TableDeclaration } from "../../data-table/index.ts";
import type { Database } from "../../db/database.ts";
import type { Actor } from "../../lib/audit.ts";
import { recordAudit } from "../../lib/audit.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import type { Lang } from "../../lib/messages.ts";
import {
  clearDefaultTemplate,
  deleteTemplate,
  findTemplate,
  insertTemplate,
  listTemplates,
  lockTemplatesOf,
} from "./repository.ts";

/** The table each kind of template belongs to, as far as declared (the app's tables.ts). */
export type TemplateTables = Partial<Record<TemplateType, TableDeclaration>>;

export interface TemplateCaller {
  person: AuthPerson;
  actor: Actor;
  lang: Lang;
  now: Date;
}

/** A person's saved column sets of one table (SPEC 3 "Table template"); nobody sees another's. */
export function templatesOf(
  db: Database,
  caller: TemplateCaller,
  type: TemplateType,
): Promise<TableTemplate[]> {
  return listTemplates(db, caller.person.id, type);
}

/**
 * Saves a template: the columns must fit the table (as a query's would), the name must be new to the
 * person and type, and there may be at most 12 (409 otherwise). A default template takes the place of
 * the person's previous default. One transaction, with an audit record.
 */
export async function saveTemplate(
  db: Database,
  tables: TemplateTables,
  caller: TemplateCaller,
  type: TemplateType,
  input: TemplateSave,
): Promise<TableTemplate> {
  const table = tables[type] ?? null;
  if (table) {
    await resolveColumns(table, input.columns, {
      db,
      person: caller.person,
      lang: caller.lang,
      now: caller.now,
    });
  }
  return db.transaction().execute(async (trx) => {
    await lockTemplatesOf(trx, caller.person.id);
    const existing = await listTemplates(trx, caller.person.id, type);
    const problem = templateSaveProblem(existing, input.name);
    if (problem) throw new AppError(409, problem, { messageKey: problem });
    if (input.defaultTemplate) await clearDefaultTemplate(trx, caller.person.id, type, caller.now);
    const saved = await insertTemplate(trx, caller.person.id, { type, ...input }, caller.now);
    await recordAudit(trx, caller.actor, {
      action: "CREATE_TEMPLATE",
      entity: "table_template",
      entityId: saved.id,
      after: { type, name: saved.name, defaultTemplate: saved.defaultTemplate },
    });
    return saved;
  });
}

/** Deletes one of the person's own templates; another person's is answered as unknown (404). */
export async function removeTemplate(
  db: Database,
  caller: TemplateCaller,
  type: TemplateType,
  id: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const template = await findTemplate(trx, caller.person.id, type, id);
    if (!template) throw notFound();
    await deleteTemplate(trx, id);
    await recordAudit(trx, caller.actor, {
      action: "DELETE_TEMPLATE",
      entity: "table_template",
      entityId: id,
      before: { type, name: template.name, defaultTemplate: template.defaultTemplate },
    });
  });
}
