import type { Kysely, Migration, MigrationProvider, MigrationResultSet } from "kysely";
import { Migrator } from "kysely";
import * as peopleAndAccess from "./migrations/0001_people_and_access.ts";
import * as surveysAndResources from "./migrations/0002_surveys_and_resources.ts";
import * as tableIndexes from "./migrations/0003_table_indexes.ts";
import * as surveyEvasList from "./migrations/0004_survey_evas_list.ts";
import * as fileChunks from "./migrations/0005_file_chunks.ts";
import * as dataVersion from "./migrations/0006_data_version.ts";
import * as usersAndMail from "./migrations/0007_users_and_mail.ts";
import * as surveyUpdatingOrder from "./migrations/0008_survey_updating_order.ts";
import * as requests from "./migrations/0009_requests.ts";
import * as newsletter from "./migrations/0010_newsletter.ts";
import * as dbQuery from "./migrations/0011_db_query.ts";
import * as documents from "./migrations/0012_documents.ts";
import * as dbQuerySideEffects from "./migrations/0013_db_query_side_effects.ts";
import * as dataVersionParallel from "./migrations/0014_data_version_parallel.ts";
import * as containsFilterStatistics from "./migrations/0015_contains_filter_statistics.ts";
import * as loginAttemptKeys from "./migrations/0016_login_attempt_keys.ts";
import * as freeFormatFilesAsBytes from "./migrations/0017_free_format_files_as_bytes.ts";
import * as mailOutboxUnsentIndex from "./migrations/0018_mail_outbox_unsent_index.ts";
import * as uploadLeases from "./migrations/0019_upload_leases.ts";
import * as surveyCountJournal from "./migrations/0020_survey_count_journal.ts";
import * as surveyOfficeCountIndexes from "./migrations/0021_survey_office_count_indexes.ts";
import * as loginNameKey from "./migrations/0022_login_name_key.ts";
import * as exportSlots from "./migrations/0023_export_slots.ts";
import * as newsletterLinkTopics from "./migrations/0024_newsletter_link_topics.ts";
import * as passwordLinkReplaced from "./migrations/0025_password_link_replaced.ts";
import * as search from "./migrations/0030_search.ts";
import * as auditHistory from "./migrations/0031_audit_history.ts";
import * as evasRegisterVersion from "./migrations/0032_evas_register_version.ts";
import * as publicEvents from "./migrations/0033_public_events.ts";
import * as surveyPublication from "./migrations/0034_survey_publication.ts";
import * as searchShortcutAndHistoryParts from "./migrations/0035_search_shortcut_and_history_parts.ts";
import * as previewLinkKey from "./migrations/0036_preview_link_key.ts";
import * as webhooks from "./migrations/0037_webhooks.ts";
import * as consoleReadsPublications from "./migrations/0038_console_reads_publications.ts";

// Listed in code, not read from a folder, so the same list runs under Node, Vitest and a bundler.
const MIGRATIONS = {
  "0001_people_and_access": peopleAndAccess,
  "0002_surveys_and_resources": surveysAndResources,
  "0003_table_indexes": tableIndexes,
  "0004_survey_evas_list": surveyEvasList,
  "0005_file_chunks": fileChunks,
  "0006_data_version": dataVersion,
  "0007_users_and_mail": usersAndMail,
  "0008_survey_updating_order": surveyUpdatingOrder,
  "0009_requests": requests,
  "0010_newsletter": newsletter,
  "0011_db_query": dbQuery,
  "0012_documents": documents,
  "0013_db_query_side_effects": dbQuerySideEffects,
  "0014_data_version_parallel": dataVersionParallel,
  "0015_contains_filter_statistics": containsFilterStatistics,
  "0016_login_attempt_keys": loginAttemptKeys,
  "0017_free_format_files_as_bytes": freeFormatFilesAsBytes,
  "0018_mail_outbox_unsent_index": mailOutboxUnsentIndex,
  "0019_upload_leases": uploadLeases,
  "0020_survey_count_journal": surveyCountJournal,
  "0021_survey_office_count_indexes": surveyOfficeCountIndexes,
  "0022_login_name_key": loginNameKey,
  "0023_export_slots": exportSlots,
  "0024_newsletter_link_topics": newsletterLinkTopics,
  "0025_password_link_replaced": passwordLinkReplaced,
  "0030_search": search,
  "0031_audit_history": auditHistory,
  "0032_evas_register_version": evasRegisterVersion,
  "0033_public_events": publicEvents,
  "0034_survey_publication": surveyPublication,
  "0035_search_shortcut_and_history_parts": searchShortcutAndHistoryParts,
  "0036_preview_link_key": previewLinkKey,
  "0037_webhooks": webhooks,
  "0038_console_reads_publications": consoleReadsPublications,
} satisfies Record<string, Migration>;

/** The migrations this code brings, in order: readiness compares them with those applied. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(MIGRATIONS);

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the schema up to date; throws with the failing migration's name. */
export function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  return run(new Migrator({ db, provider }).migrateToLatest());
}

/** Brings the schema up to the given migration and no further: for tests of a later migration's own work. */
export function migrateTo<T>(db: Kysely<T>, name: keyof typeof MIGRATIONS): Promise<string[]> {
  return run(new Migrator({ db, provider }).migrateTo(name));
}

async function run(migration: Promise<MigrationResultSet>): Promise<string[]> {
  const { error, results } = await migration;
  const failed = results?.find((r) => r.status === "Error");
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? "?"} failed: ${reason}`);
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
